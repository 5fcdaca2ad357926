package org.adjutant.intake;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.config.PressPolicy;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.TimeWords;
import org.adjutant.ruleset.Problem;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.PressStore;

/**
 * A player's letters to other players (docs/players.md, "Press"), judged by the game's press rules and sent, held or
 * refused. The sender is the role whose password the block proved: every limit counts by him, never by the address
 * the mail claims to come from. Refusals say which rule or limit and until when; the answer says who a letter went to
 * and how, and for an answer to an anonymous letter never whom.
 */
final class PressDesk {
    private static final String CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    private final PlayerStore players = new PlayerStore();
    private final PressStore press = new PressStore();
    private final PressPost post = new PressPost();
    private final SecureRandom random = new SecureRandom();

    /** A letter whose recipients are known: roles (or everyone), or the letter it answers. */
    record Addressed(PressLines.Letter letter, List<String> roles, Optional<PressStore.Letter> answers) {
        Addressed {
            roles = List.copyOf(roles);
        }
    }

    /**
     * The letters' recipients, or a problem with its line for a role nobody plays, the sender's own role, or a reply
     * code no letter of the game has. Only a player seated in a role may send press.
     */
    List<Addressed> address(Connection c, HostedGame g, PlayerRow sender, List<PressLines.Letter> letters,
                            List<Problem> problems) throws SQLException {
        List<Addressed> out = new ArrayList<>();
        if (letters.isEmpty()) {
            return out;
        }
        if (sender.role().isEmpty()) {
            problems.add(Problem.at(letters.get(0).header(), "press is sent by a role of the game, and you hold "
                    + "none (moderators write to every player with ANNOUNCE)"));
            return out;
        }
        List<PlayerRow> seated = players.players(c, g.id()).stream()
                .filter(p -> !p.retired() && !p.moderator() && !p.role().isEmpty()).toList();
        for (PressLines.Letter l : letters) {
            if (l.target() instanceof PressLines.Target.Reply r) {
                Optional<PressStore.Letter> earlier = press.byReplyCode(c, g.id(), r.code());
                if (earlier.isEmpty()) {
                    problems.add(Problem.at(l.header(), "no letter of this game has the reply code " + r.code()
                            + ": copy it from the letter you answer"));
                } else {
                    out.add(new Addressed(l, List.of(earlier.get().senderRole()), earlier));
                }
            } else if (l.target() instanceof PressLines.Target.Roles r) {
                List<String> roles = new ArrayList<>();
                for (String role : r.roles()) {
                    Optional<PlayerRow> holder = seated.stream().filter(p -> p.role().equalsIgnoreCase(role))
                            .findFirst();
                    if (role.equalsIgnoreCase(sender.role())) {
                        problems.add(Problem.at(l.header(), role + " is your own role: a letter goes to others"));
                    } else if (holder.isEmpty()) {
                        problems.add(Problem.at(l.header(), "no player holds the role '" + role + "' in this game: "
                                + "a letter goes to the roles the players hold (e.g. " + seated.stream()
                                .map(PlayerRow::role).filter(x -> !x.equalsIgnoreCase(sender.role())).limit(3)
                                .reduce((a, b) -> a + ", " + b).orElse("none yet") + "), or PRESS TO ALL"));
                    } else {
                        roles.add(holder.get().role());
                    }
                }
                if (roles.size() == r.roles().size()) {
                    out.add(new Addressed(l, roles, Optional.empty()));
                }
            } else {
                out.add(new Addressed(l, List.of(PressStore.EVERYONE), Optional.empty()));
            }
        }
        return out;
    }

    /** Sends, holds or refuses each letter by the game's rules; one answer line each. */
    List<String> send(Connection c, HostedGame g, PlayerRow sender, List<Addressed> letters, IncomingMail mail,
                      boolean checkOnly, PressPolicy policy, NextDeadline deadline, List<String> moderators,
                      AckQueue mails) throws SQLException {
        List<String> answers = new ArrayList<>();
        for (Addressed a : letters) {
            String what = a.letter().normalForm();
            Optional<String> refusal = refusal(c, g, sender, a.letter(), mail.receivedAt(), policy, deadline);
            if (refusal.isPresent()) {
                answers.add(what + ": not sent: " + refusal.get());
                continue;
            }
            if (checkOnly) {
                answers.add(what + ": not sent, this mail is a CHECK.");
                continue;
            }
            OptionalInt heldFor = policy.atDeadline() ? OptionalInt.of(g.row().currentTurn()) : OptionalInt.empty();
            PressStore.Letter letter = new PressStore.Letter(0, g.id(), mail.inboxId(), sender.id(), sender.role(),
                    a.roles(), policy.kind().name(), policy.copiesToModerators(), a.letter().body(), code(c, g),
                    mail.receivedAt(), heldFor);
            long id = press.add(c, letter);
            letter = new PressStore.Letter(id, letter.gameId(), letter.inboxId(), letter.senderId(),
                    letter.senderRole(), letter.recipients(), letter.kind(), letter.copyModerators(), letter.body(),
                    letter.replyCode(), letter.sentAt(), letter.heldForTurn());
            if (heldFor.isEmpty()) {
                post.deliver(c, letter, moderators, deadline.zone(), mails);
            }
            answers.add(what + ": " + how(a, sender, policy, deadline));
        }
        return answers;
    }

    /** Why a letter may not go now: press off, a turn or hour without press, its length, the sender's count. */
    private Optional<String> refusal(Connection c, HostedGame g, PlayerRow sender, PressLines.Letter l, Instant at,
                                     PressPolicy policy, NextDeadline deadline) throws SQLException {
        if (!policy.on()) {
            return Optional.of("this game has no press (its game file has no press section, or says kind: off)");
        }
        String turnDue = deadline.at().map(d -> " (its deadline: " + TimeWords.at(d, deadline.zone()) + ")")
                .orElse("");
        String coming = g.nextTurn().inText();
        for (String off : policy.offTurns()) {
            if (g.nextTurn().isNamedBy(off)) {
                return Optional.of("this game takes no press for " + coming + "; it opens again once that turn has "
                        + "run" + turnDue);
            }
        }
        if (!policy.quietBefore().isZero() && deadline.at().isPresent()) {
            Instant due = deadline.passed().orElse(deadline.at().get());
            if (!at.isBefore(due.minus(policy.quietBefore()))) {
                return Optional.of("this game takes no press in the last " + NextDeadline.words(policy.quietBefore())
                        + " before a deadline; it opens again once the turn of the deadline " + TimeWords.at(due,
                        deadline.zone()) + " has run");
            }
        }
        int length = l.body().length();
        if (length > policy.maxChars()) {
            return Optional.of("its text is " + length + " characters long, and this game takes at most "
                    + policy.maxChars() + " in one letter: shorten it, or send it as two letters");
        }
        List<Instant> sent = press.sentSince(c, sender.id(), at.minus(policy.window()));
        if (sent.size() >= policy.perWindow()) {
            Instant next = sent.get(sent.size() - policy.perWindow()).plus(policy.window());
            return Optional.of("your role may send " + policy.perWindow() + " letters in "
                    + NextDeadline.words(policy.window()) + " and has sent them; the next may go from "
                    + TimeWords.at(next, deadline.zone()));
        }
        return Optional.empty();
    }

    /** The answer to a letter taken: to whom, signed or not, now or held; never whom an anonymous letter answers. */
    private static String how(Addressed a, PlayerRow sender, PressPolicy policy, NextDeadline deadline) {
        boolean signed = policy.signedToPlayers();
        String to;
        if (a.answers().isPresent()) {
            PressStore.Letter earlier = a.answers().get();
            to = earlier.kind().equals("SIGNED") ? earlier.senderRole() + " (in answer to the letter "
                    + earlier.replyCode() + ")" : "the writer of the letter " + earlier.replyCode()
                    + ", whom the robot does not name";
        } else if (a.roles().equals(List.of(PressStore.EVERYONE))) {
            to = signed ? "every other player" : "every player (you get a copy too, so that nobody can tell the writer"
                    + " by the one player without it)";
        } else {
            to = String.join(", ", a.roles());
        }
        String manner = signed ? "signed (as " + sender.role() + ")" : "anonymously (your role is not named)";
        String moderators = policy.copiesToModerators() ? (policy.signedToModerators()
                ? "; the moderators get a copy that names you" : "; the moderators get a copy without your name") : "";
        String when = policy.atDeadline() ? "held, to be delivered once the coming turn has run"
                + deadline.at().map(d -> " (its deadline: " + TimeWords.at(d, deadline.zone()) + ")").orElse("")
                + ", " : "sent ";
        return when + manner + " to " + to + moderators + ". No address was shown to anyone.";
    }

    /** A fresh reply code of the game ("K7QX-M2PA"): random, so that it tells nothing of the letter or its writer. */
    private String code(Connection c, HostedGame g) throws SQLException {
        while (true) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                if (i == 4) {
                    s.append('-');
                }
                s.append(CODE_LETTERS.charAt(random.nextInt(CODE_LETTERS.length())));
            }
            String code = s.toString().toUpperCase(Locale.ROOT);
            if (!press.codeTaken(c, g.id(), code)) {
                return code;
            }
        }
    }
}

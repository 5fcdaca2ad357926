package org.adjutant.intake;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.config.Endings;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.TimeWords;
import org.adjutant.ruleset.Problem;
import org.adjutant.store.AddressChangeStore;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.RequestStore;
import org.adjutant.store.VoteStore;

/**
 * A player's requests by mail, answered in the reply to his mail (see {@code docs/players.md}): {@code HELP},
 * {@code STATUS} (only his own units and orders: nothing about anyone else), {@code SEND REPORTS [TURN n]} (queued;
 * the robot re-draws his own reports of that turn soon after), {@code READY} / {@code NOT READY}, and a change of
 * address, which takes effect only with the code mailed to the new address ({@code ADDRESS}, then
 * {@code CONFIRM ADDRESS <code>}), draw and concession votes, and an absence ({@code ABSENT}, {@code BACK}:
 * {@link Absences}). The reply goes to the sender and to his registered address, so the old address always hears of
 * a change.
 */
final class PlayerRequests {
    /** How many SEND REPORTS one player may ask in a day: each redraws a turn. */
    static final int REPORTS_PER_DAY = 10;
    static final Duration CODE_VALID = Duration.ofDays(7);
    private static final String CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();
    private final RequestStore requests = new RequestStore();
    private final AddressChangeStore addresses = new AddressChangeStore();
    private final VoteStore votes = new VoteStore();
    private final EndVotes endVotes = new EndVotes();
    private final Absences absences = new Absences();
    private final SecureRandom random = new SecureRandom();

    /** What the requests of one block came to. {@code help}: the reply carries the player's guide. */
    record Outcome(List<String> echoed, List<String> answers, List<Problem> problems, boolean help) {
    }

    /**
     * Carries out {@code asked} for {@code player} (already authenticated), unless {@code checkOnly}: then only what
     * changes nothing (HELP, STATUS) is answered.
     */
    Outcome handle(Connection c, HostedGame g, PlayerRow player, List<CommandLines.Request> asked, IncomingMail mail,
                   boolean checkOnly, NextDeadline deadline, GamePolicies policies, AckQueue mails)
            throws SQLException {
        boolean earlyTurns = policies.earlyTurns(g.id());
        Endings endings = policies.endings(g.id());
        List<String> echoed = new ArrayList<>();
        List<String> answers = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        boolean help = false;
        int next = g.row().currentTurn() + 1;
        // One change of address at a time, and a new one replaces the one waiting: of several ADDRESS lines in one
        // mail only the last is asked for, so the one code mailed is the one that confirms.
        CommandLines.Request lastAddress = asked.stream().filter(r -> r instanceof CommandLines.Request.Address)
                .reduce((a, b) -> b).orElse(null);
        for (CommandLines.Request r : asked) {
            echoed.add(r.normalForm());
            if (r instanceof CommandLines.Request.Help) {
                help = true;
            } else if (r instanceof CommandLines.Request.Status) {
                answers.addAll(status(c, g, player, deadline, next));
            } else if (checkOnly) {
                answers.add(r.normalForm() + ": not done, this mail is a CHECK.");
            } else if (r instanceof CommandLines.Request.Ready ready) {
                players.setReady(c, player.id(), ready.ready() ? next : 0);
                String turn = g.nextTurn().inText();
                answers.add(ready.ready()
                        ? "You are READY for " + turn + "." + (earlyTurns ? " This game runs a turn early once "
                        + "every unit with a commander has orders and every commander is READY." : " (This game "
                        + "does not run turns early: the turn still runs at its deadline.)")
                        + " Orders you send later still replace these; NOT READY takes it back."
                        : "You are no longer READY for " + turn + ".");
            } else if (r instanceof CommandLines.Request.VoteDraw v) {
                vote(c, g, player, VoteStore.Kind.DRAW, v.draw(), endings.draw(), r.normalForm(), mail, answers);
            } else if (r instanceof CommandLines.Request.Concede v) {
                vote(c, g, player, VoteStore.Kind.CONCEDE, v.concede(), endings.concession(), r.normalForm(), mail,
                        answers);
            } else if (r instanceof CommandLines.Request.Absent a) {
                answers.add(absences.announce(c, g, player, a, mail, zone(player, deadline), policies.absence(g.id()),
                        policies.moderators(g.id()), deadline.zone(), mails));
            } else if (r instanceof CommandLines.Request.Back) {
                answers.add(absences.back(c, g, player, mail, zone(player, deadline), policies.moderators(g.id()),
                        deadline.zone(), mails));
            } else if (r instanceof CommandLines.Request.SendReports s) {
                sendReports(c, g, player, s, mail, answers, problems);
            } else if (r instanceof CommandLines.Request.Address a && r != lastAddress) {
                answers.add(r.normalForm() + ": not done: a later ADDRESS line in this mail replaces it (one change "
                        + "of address at a time; no code was mailed to " + a.email() + ").");
            } else if (r instanceof CommandLines.Request.Address a) {
                address(c, g, player, a.email(), mail, answers, problems, mails);
            } else if (r instanceof CommandLines.Request.ConfirmAddress code) {
                confirm(c, g, player, code.code(), mail, answers, problems);
            }
        }
        return new Outcome(echoed, answers, problems, help);
    }

    /**
     * Casts or withdraws a draw or concession vote. The answer names only the sender's own vote: nobody learns how
     * anyone else voted, nor how many have. When the votes now agree, the game's end is queued for the robot's worker,
     * which mails everyone the final report as a moderator's END GAME does.
     */
    private void vote(Connection c, HostedGame g, PlayerRow player, VoteStore.Kind kind, boolean cast,
                      boolean allowed, String written, IncomingMail mail, List<String> answers) throws SQLException {
        String what = kind == VoteStore.Kind.DRAW ? "a draw" : "a concession";
        if (!allowed) {
            answers.add(written + ": not done: this game's file does not allow ending it by " + what + " (ask the "
                    + "moderator).");
            return;
        }
        Set<String> sides = endVotes.sidesOf(c, g, player);
        if (sides.isEmpty()) {
            answers.add(written + ": not done: you command no unit and hold no office, so you have no side to vote"
                    + " for.");
            return;
        }
        String turn = g.nextTurn().inText();
        String side = String.join(" and ", sides);
        if (!cast) {
            boolean stood = votes.withdraw(c, g.id(), player.id(), kind);
            answers.add(written + ": " + (stood ? "your vote for " + what + " is withdrawn."
                    : "you had no vote for " + what + " standing; nothing changed."));
            return;
        }
        int next = g.row().currentTurn() + 1;
        votes.cast(c, g.id(), player.id(), kind, next, mail.receivedAt());
        answers.add(written + ": your vote for " + what + " on behalf of " + side + " is recorded for " + turn + ". "
                + (kind == VoteStore.Kind.DRAW ? "The war ends drawn at once when every player of every side has "
                + "voted so." : "Your side concedes when every one of its players has; the war ends at once when "
                + "every side but one has conceded.") + " Votes are secret: nobody learns yours, and the robot "
                + "tells no player how many have voted. Your vote lapses when " + turn + " runs; send it again then if "
                + "you still mean it.");
        EndVotes.Outcome outcome = endVotes.count(c, g, next);
        if (!(outcome instanceof EndVotes.Outcome.Open)) {
            requests.enqueue(c, g.id(), mail.inboxId(), player.id(), RequestStore.Kind.ENDING,
                    List.of(outcome.why(), outcome.verdict()), mail.receivedAt());
        }
    }

    private void sendReports(Connection c, HostedGame g, PlayerRow player, CommandLines.Request.SendReports s,
                             IncomingMail mail, List<String> answers, List<Problem> problems) throws SQLException {
        int last = g.row().currentTurn();
        if (last == 0) {
            answers.add("SEND REPORTS: no turn has run yet, so there are no reports to send.");
            return;
        }
        OptionalInt named = s.turn().map(g::turnNamed).orElse(OptionalInt.of(last));
        if (named.isEmpty()) {
            answers.add(s.normalForm() + ": not done: " + g.noTurnNamed(s.turn().orElseThrow()) + ".");
            return;
        }
        int turn = named.getAsInt();
        if (requests.countSince(c, player.id(), RequestStore.Kind.REPORTS, mail.receivedAt().minus(Duration.ofDays(1)))
                >= REPORTS_PER_DAY) {
            answers.add("SEND REPORTS: not done: at most " + REPORTS_PER_DAY + " a day. Try again tomorrow.");
            return;
        }
        requests.enqueue(c, g.id(), mail.inboxId(), player.id(), RequestStore.Kind.REPORTS, List.of("TURN " + turn),
                mail.receivedAt());
        answers.add("SEND REPORTS: your reports of " + g.turn(turn).inText() + " follow in separate mails within a "
                + "few minutes, drawn again from the turn as it ran, for the units and offices you hold now.");
    }

    private void address(Connection c, HostedGame g, PlayerRow player, String email, IncomingMail mail,
                         List<String> answers, List<Problem> problems, AckQueue mails) throws SQLException {
        if (player.moderator()) {
            answers.add("ADDRESS: not done. A moderator's address is the one in the game file, which the robot checks"
                    + " his commands against: ask whoever runs the robot to change it there.");
            return;
        }
        if (email.equalsIgnoreCase(player.email())) {
            answers.add("ADDRESS: " + email + " is already your address.");
            return;
        }
        String code = code();
        Instant expires = mail.receivedAt().plus(CODE_VALID);
        addresses.request(c, g.id(), player.id(), email, hash(player.id(), code), mail.receivedAt(), expires);
        mails.mail(c, "address-code:" + g.id() + ":" + player.id() + ":" + mail.inboxId(), g.id(), email,
                "your confirmation code", List.of(
                        "Someone playing " + player.handle() + " in " + g.row().title() + " asked to receive the game's"
                                + " mail at this address from now on.",
                        "",
                        "If that was you, send the robot this block (from any address):",
                        "",
                        "    PLAYER " + player.handle() + " PASSWORD <your password>",
                        "    CONFIRM ADDRESS " + code,
                        "",
                        "The code is valid for " + CODE_VALID.toDays() + " days. If it was not you, do nothing: "
                                + "nothing changes without the code."));
        answers.add("ADDRESS: a confirmation code was mailed to " + email + ". Your address changes when you send "
                + "CONFIRM ADDRESS <code> in a PLAYER block, within " + CODE_VALID.toDays() + " days; until then the"
                + " game's mail still goes to " + player.email() + ".");
    }

    private void confirm(Connection c, HostedGame g, PlayerRow player, String code, IncomingMail mail,
                         List<String> answers, List<Problem> problems) throws SQLException {
        Optional<AddressChangeStore.Pending> pending = addresses.pending(c, player.id());
        if (pending.isEmpty()) {
            answers.add("CONFIRM ADDRESS: there is no change of address waiting; send ADDRESS new@example.org first.");
            return;
        }
        AddressChangeStore.Pending p = pending.get();
        if (!mail.receivedAt().isBefore(p.expiresAt())) {
            addresses.close(c, p.id(), "EXPIRED");
            answers.add("CONFIRM ADDRESS: the code has expired; send ADDRESS again for a new one.");
            return;
        }
        if (!MessageDigest.isEqual(hash(player.id(), code).getBytes(StandardCharsets.UTF_8),
                p.codeHash().getBytes(StandardCharsets.UTF_8))) {
            answers.add("CONFIRM ADDRESS: that is not the code mailed to " + p.newEmail() + "; your address is "
                    + "unchanged.");
            return;
        }
        players.changeEmail(c, player, p.newEmail(), mail.receivedAt());
        addresses.close(c, p.id(), "CONFIRMED");
        answers.add("CONFIRM ADDRESS: done. From now on the game's mail goes to " + p.newEmail() + " instead of "
                + player.email() + ".");
    }

    /** A player's view of the coming turn: the deadline, his own units and what of his is queued. */
    private List<String> status(Connection c, HostedGame g, PlayerRow player, NextDeadline deadline, int next)
            throws SQLException {
        List<String> out = new ArrayList<>();
        out.add("STATUS of " + player.name() + (player.role().isEmpty() ? "" : " (" + player.role() + ")") + " in "
                + g.row().title() + ": " + g.nextTurn().inText() + " to come.");
        out.addAll(deadline.lines(player.timeZone()));
        Set<String> commands = new TreeSet<>();
        Set<String> deputy = new TreeSet<>();
        for (Assignment a : players.assignments(c, g.id())) {
            if (a.commanderId() == player.id()) {
                commands.add(a.unitId());
            } else if (a.deputyId() == player.id()) {
                deputy.add(a.unitId());
            }
        }
        List<QueuedBlock> waiting = queue.pending(c, g.id(), Instant.parse("9999-01-01T00:00:00Z"));
        Optional<Instant> passed = deadline.inGrace() ? deadline.passed() : Optional.empty();
        ZoneId zone = zone(player, deadline);
        for (String unit : commands) {
            out.addAll(unitStatus(unit, "you command it", player, waiting, passed, zone));
        }
        for (String unit : deputy) {
            out.addAll(unitStatus(unit, "you are its deputy", player, waiting, passed, zone));
        }
        if (commands.isEmpty() && deputy.isEmpty()) {
            out.add("You command no unit.");
        }
        String office = IntakeProcessor.officeKey(c, g, player);
        waiting.stream().filter(b -> b.unitId().equals(office)).reduce((a, b) -> b).ifPresent(b -> {
            out.add("Your office orders are queued (received " + TimeWords.at(b.receivedAt(), zone) + "):");
            b.orders().forEach(o -> out.add("    " + o));
        });
        Optional<org.adjutant.store.AbsenceStore.Absence> away = new org.adjutant.store.AbsenceStore()
                .standing(c, player.id());
        away.ifPresent(a -> out.add("You have announced an absence " + Absences.span(a, zone) + " (BACK ends it)."));
        out.add(player.readyFor() == next ? "You have said READY for this turn."
                : "You have not said READY for this turn.");
        out.add("Your mail goes to " + player.email() + (player.timeZone().isEmpty() ? "."
                : "; you see deadlines in " + player.timeZone() + " too."));
        return out;
    }

    /**
     * One unit's line: his own last queued block (in normal form), or none, and whether the unit's other commander
     * or deputy sent any, never what.
     */
    private static List<String> unitStatus(String unit, String how, PlayerRow player, List<QueuedBlock> waiting,
                                           Optional<Instant> passed, ZoneId zone) {
        List<String> out = new ArrayList<>();
        List<QueuedBlock> forUnit = waiting.stream().filter(b -> b.unitId().equals(unit)).toList();
        QueuedBlock mine = null;
        boolean others = false;
        for (QueuedBlock b : forUnit) {
            if (b.playerId() == player.id()) {
                mine = b;
            } else {
                others = true;
            }
        }
        if (mine == null) {
            out.add(unit + " (" + how + "): no orders of yours are queued"
                    + (others ? "; orders from its " + (how.contains("deputy") ? "commander" : "deputy")
                    + " are." : forUnit.isEmpty() ? ": it follows its default orders." : "."));
            return out;
        }
        boolean late = passed.isPresent() && mine.receivedAt().isAfter(passed.get())
                && forUnit.stream().anyMatch(b -> !b.receivedAt().isAfter(passed.get()));
        out.add(unit + " (" + how + "): your orders are queued (received " + TimeWords.at(mine.receivedAt(), zone)
                + (late ? "; after the deadline, so they wait for the turn after this one" : "")
                + "):");
        mine.orders().forEach(o -> out.add("    " + o));
        if (others) {
            out.add("    (its " + (how.contains("deputy") ? "commander" : "deputy") + " sent orders too"
                    + (how.contains("deputy") ? ", which win over yours" : "; yours win") + ")");
        }
        return out;
    }

    private static ZoneId zone(PlayerRow player, NextDeadline deadline) {
        try {
            return player.timeZone().isEmpty() ? deadline.zone() : ZoneId.of(player.timeZone());
        } catch (RuntimeException e) {
            return deadline.zone();
        }
    }

    private String code() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == 4) {
                s.append('-');
            }
            s.append(CODE_LETTERS.charAt(random.nextInt(CODE_LETTERS.length())));
        }
        return s.toString();
    }

    static String hash(long playerId, String code) {
        String normal = code.replace("-", "").toUpperCase(Locale.ROOT);
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest((playerId + ":" + normal).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.adjutant.game.TimeWords;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.PressStore;

/**
 * Puts letters between players in the outbox (docs/players.md, "Press"): one mail per recipient, from the robot, to
 * his registered address alone, naming the sender's role only where the game's press is signed. No mail names an
 * address, and nothing in its headers points back at the sender's mail: the Message-ID is drawn from the letter's
 * number and the recipient, and there is no In-Reply-To or References. Answers go back through the robot, by the
 * letter's reply code.
 */
public final class PressPost {
    private final PlayerStore players = new PlayerStore();
    private final PressStore press = new PressStore();
    private final GameStore gameStore = new GameStore();

    /** The game's moderators' addresses and its zone (for the times a letter states), as the robot knows them. */
    public interface Games {
        List<String> moderators(String gameId);

        ZoneId zone(String gameId);
    }

    /**
     * Delivers every held letter whose game has run the turn it waited for: what the robot does after a deadline's
     * turn. Returns how many letters went out. Recipients are the holders of the letter's roles now.
     */
    public int releaseHeld(Connection c, AckQueue mails, Games games, Instant now) throws SQLException {
        int released = 0;
        for (PressStore.Letter l : press.held(c)) {
            int turn = gameStore.find(c, l.gameId()).map(GameRow::currentTurn).orElse(-1);
            if (turn > l.heldForTurn().orElse(Integer.MAX_VALUE)) {
                deliver(c, l, games.moderators(l.gameId()), games.zone(l.gameId()), mails);
                press.delivered(c, l.id(), now);
                released++;
            }
        }
        return released;
    }

    /**
     * The players a letter goes to now: the holders of its roles, or every seated role. Signed press to everyone
     * leaves the sender out; anonymous press to everyone reaches him too, so that the one player without a copy does
     * not give the writer away.
     */
    List<PlayerRow> recipients(Connection c, PressStore.Letter l) throws SQLException {
        List<PlayerRow> to = new ArrayList<>();
        boolean selfToo = l.toEveryone() && !l.kind().equals("SIGNED");
        for (PlayerRow p : players.players(c, l.gameId())) {
            if (p.retired() || p.moderator() || p.role().isEmpty()
                    || !selfToo && p.role().equalsIgnoreCase(l.senderRole())) {
                continue;
            }
            if (l.toEveryone() || l.recipients().stream().anyMatch(p.role()::equalsIgnoreCase)) {
                to.add(p);
            }
        }
        return to;
    }

    /** Queues the letter's mails: one to each recipient, and the moderators' copies when the letter asks for them. */
    void deliver(Connection c, PressStore.Letter l, List<String> moderators, ZoneId zone, AckQueue mails)
            throws SQLException {
        boolean signed = l.kind().equals("SIGNED");
        String to = l.toEveryone() ? "every player" : String.join(", ", l.recipients());
        String when = TimeWords.at(l.sentAt(), zone);
        for (PlayerRow p : recipients(c, l)) {
            List<String> lines = new ArrayList<>();
            lines.add((signed ? "Press from " + l.senderRole() : "Anonymous press") + " to " + to + ", written "
                    + when + ":");
            lines.add("");
            lines.addAll(l.body().lines().toList());
            lines.add("");
            lines.add("----");
            lines.add("To answer through the robot, which never shows anyone's address, send:");
            lines.add("");
            lines.add("    PLAYER " + p.handle() + " PASSWORD <your password>");
            lines.add("    PRESS REPLY " + l.replyCode());
            lines.add("    <your answer>");
            lines.add("    END PRESS");
            lines.add("");
            lines.add(signed ? "(PRESS TO " + l.senderRole() + " reaches the writer too.)"
                    : "The answer reaches whoever wrote this; neither of you learns the other's address, and the "
                    + "robot does not tell you who it was.");
            mails.mail(c, "press:" + l.gameId() + ":" + l.id() + ":" + p.id(), l.gameId(), p.email(),
                    signed ? "press from " + l.senderRole() : "press (anonymous)", lines);
        }
        if (!l.copyModerators()) {
            return;
        }
        boolean named = !l.kind().equals("ANONYMOUS");
        for (String m : moderators) {
            List<String> lines = new ArrayList<>();
            lines.add("A copy for the moderators: " + (named ? "press from " + l.senderRole() : "anonymous press")
                    + " to " + to + ", written " + when + (l.kind().equals("GREY") ? " (grey press: the players got "
                    + "it without the writer's name)" : "") + ":");
            lines.add("");
            lines.addAll(l.body().lines().toList());
            mails.mail(c, "press-copy:" + l.gameId() + ":" + l.id() + ":" + m.toLowerCase(java.util.Locale.ROOT),
                    l.gameId(), m, "press copy: " + (named ? "from " + l.senderRole() : "anonymous") + " to " + to,
                    lines);
        }
    }

    /** Lets a test or a caller without a robot name the moderators and zone of every game alike. */
    public static Games fixed(Function<String, List<String>> moderators, ZoneId zone) {
        return new Games() {
            @Override
            public List<String> moderators(String gameId) {
                return moderators.apply(gameId);
            }

            @Override
            public ZoneId zone(String gameId) {
                return zone;
            }
        };
    }
}

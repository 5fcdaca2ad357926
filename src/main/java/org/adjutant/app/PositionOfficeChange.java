package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.CommandLines;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.PositionOffice;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * {@code OFFICE} for an office the game keeps in its position (GITM's President of Mexico, docs/rules/politics.md
 * section 4; docs/moderators.md "OFFICE"): the ruleset says what the position becomes, and this stores it in place of
 * the position of the current turn, the one the next turn starts from and every arrival check reads.
 *
 * <p>Atomic: the position is read from the database, not the cache, inside the caller's transaction, after checking
 * that the game is still at the turn the command was judged at and that this turn's reports are all out (a turn whose
 * reports are still owed is replayed from its stored position after a crash and checked against it, so that position
 * may not change under it); the new position and the notices are written in that same transaction, so a crash leaves
 * either all of it or none. No turn runs: the engine is not called, only the ruleset's pure change of the position.
 */
final class PositionOfficeChange {
    private final PlayerStore players = new PlayerStore();
    private final StoredPosition position = new StoredPosition();
    private final Notices notices;

    PositionOfficeChange(Notices notices) {
        this.notices = notices;
    }

    /**
     * What was done, or empty when {@code office} is one the seats hold (the caller moves it); throws
     * {@link IllegalArgumentException} with the reason nothing was.
     */
    Optional<List<String>> change(Connection c, GameConfig config, HostedGame game, String office,
                                  CommandLines.Command.Office command, Optional<PlayerRow> to, String actor,
                                  Instant now) throws SQLException {
        String gameId = config.id();
        List<PlayerRow> seated = players.players(c, gameId).stream()
                .filter(p -> !p.retired() && !p.moderator() && !p.role().isEmpty()).toList();
        Map<String, Set<String>> seats = new TreeMap<>();
        seated.forEach(p -> seats.put(p.role(), p.offices()));
        // a cheap first question on the cached position: most offices live in the seats
        Optional<String> role = to.map(PlayerRow::role);
        if (game.ruleset().seatInPosition(game.state(), office, seats, role).isEmpty()) {
            return Optional.empty();
        }
        GameState stored = position.read(c, game);
        PositionOffice change = game.ruleset().seatInPosition(stored, office, seats, role).orElseThrow();
        position.write(c, game, change.next());
        String title = change.title();
        List<PlayerRow> before = seated.stream().filter(p -> change.before().contains(p.role())).toList();
        List<PlayerRow> after = seated.stream().filter(p -> change.after().contains(p.role())).toList();
        String from = before.isEmpty() ? "vacant" : names(before);
        tell(c, config, change, before, after, from, now);
        String what = after.isEmpty() ? "left vacant" : "given to " + change.holder();
        return Optional.of(List.of(command.normalForm() + ": " + title + " is " + what
                        + (before.isEmpty() ? " (the office was vacant)" : ", no longer " + from + "'s")
                        + "; the ballots standing are spent (" + actor + "). The players concerned and the officers"
                        + " of " + String.join(", ", new java.util.TreeSet<>(change.concerned())) + " were told.",
                "  The position the next turn starts from is changed; orders are judged by it from now on, and"
                        + " the reports of the next turn follow it. A scenario or game file is not changed."));
    }

    private void tell(Connection c, GameConfig config, PositionOffice change, List<PlayerRow> before,
                      List<PlayerRow> after, String from, Instant now) throws SQLException {
        String gameId = config.id();
        String key = "office:" + gameId + ":position:" + change.title().replace(' ', '-') + ":" + now.toEpochMilli();
        String title = change.title();
        for (PlayerRow old : before) {
            notices.send(c, key + ":old:" + old.id(), gameId, Notices.To.player(old), "you are no longer " + title,
                    List.of("A moderator of " + config.title() + " has " + (after.isEmpty() ? "left the office of "
                                    + title + " vacant." : "given the office of " + title + " to "
                                    + change.holder() + "."),
                            "Orders of that office are refused from now on, and those you had queued are not carried"
                                    + " out as its orders. Your other offices and your units stay yours."), false);
        }
        for (PlayerRow holder : after) {
            notices.send(c, key + ":new:" + holder.id(), gameId, Notices.To.player(holder), "you are now " + title,
                    List.of("A moderator of " + config.title() + " has given you the office of " + title
                                    + (before.isEmpty() ? ", which was vacant." : ", held until now by " + from + "."),
                            "Send its orders in your PLAYER block with your own password; they are checked as"
                                    + " they arrive. The office's reports come to you from the next turn on."),
                    true);
        }
        List<Notices.To> others = new ArrayList<>();
        for (PlayerRow p : players.players(c, gameId)) {
            boolean concerned = before.stream().anyMatch(b -> b.id() == p.id())
                    || after.stream().anyMatch(a -> a.id() == p.id());
            if (!p.retired() && !p.moderator() && !concerned && p.offices().stream()
                    .anyMatch(o -> change.concerned().stream().anyMatch(s -> o.endsWith(":" + s)))) {
                others.add(Notices.To.player(p));
            }
        }
        notices.sendEach(c, key + ":officers", gameId, others, title + " changes hands",
                List.of("A moderator of " + config.title() + " has moved the office of " + title + ": "
                        + (before.isEmpty() ? "vacant until now" : "held until now by " + from)
                        + "; from now on its holder is " + (after.isEmpty()
                        ? "nobody: the office is vacant until the leaders elect a President or a moderator seats one"
                        : change.holder()) + "."), false);
    }

    private static String names(List<PlayerRow> rows) {
        return String.join(" and ", rows.stream().map(PlayerRow::name).toList());
    }
}

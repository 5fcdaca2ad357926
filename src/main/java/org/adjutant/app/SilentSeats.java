package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.StandbyStore;

/**
 * Which seats of a game are silent: held by a player who, in each of the last {@code silent-after} turns run since he
 * took the seat, sent no order block of his own (docs/moderators.md, "Standbys and silent players"). Counted from the
 * orders queue, whose frozen blocks record who sent them and which turn took them. What counts as orders: any block
 * accepted under his own password that a turn took, for his units, as a deputy for another's unit, or for his
 * offices. What does not: orders a moderator entered on his behalf, his deputy's orders for his units, READY and
 * the requests (STATUS, SEND REPORTS, press), which give the turn nothing to do. A seat that holds no unit and no
 * office gives no orders to miss, and a moderator's seat none that the game needs: neither is ever silent. Turns
 * a player had announced himself away for (docs/players.md, "Away for a while") are not silence: his count starts
 * again when he is back, and while he is away none is made.
 */
final class SilentSeats {
    /**
     * A silent seat: {@code turns} turns in a row without orders, up to the last turn run; {@code since} the first turn of the silence (the one after his last orders or his seating), which tells one
     * silence apart from a later one.
     */
    record Silent(PlayerRow player, int turns, int since) {
    }

    private final PlayerStore players = new PlayerStore();
    private final StandbyStore store = new StandbyStore();
    private final org.adjutant.store.AbsenceStore absences = new org.adjutant.store.AbsenceStore();

    List<Silent> silent(Connection c, GameConfig config) throws SQLException {
        int after = config.standbys().silentAfter();
        if (after <= 0) {
            return List.of();
        }
        String gameId = config.id();
        List<Assignment> assignments = players.assignments(c, gameId);
        List<Silent> out = new ArrayList<>();
        for (PlayerRow p : players.players(c, gameId)) {
            if (p.retired() || p.moderator()) {
                continue;
            }
            boolean commands = assignments.stream().anyMatch(a -> a.commanderId() == p.id());
            if (!commands && p.offices().isEmpty()) {
                continue;
            }
            // Turns he was away for are not silence: counting starts at his seating or his return, the later.
            Optional<java.time.Instant> took = store.seatedAt(c, p.id());
            Optional<java.time.Instant> back = absences.lastReturn(c, gameId, p.id());
            Optional<java.time.Instant> seated = back.isPresent() && took.map(back.get()::isAfter).orElse(true)
                    ? back : took;
            List<Integer> turns = store.lastTurnsSince(c, gameId, after, seated);
            if (turns.size() < after) {
                continue;
            }
            int newest = turns.get(0);
            int oldest = turns.get(turns.size() - 1);
            if (store.ownBlocks(c, gameId, p.id(), oldest, newest) == 0) {
                int since = Math.max(store.lastOwnTurn(c, gameId, p.id()) + 1,
                        store.firstTurnSince(c, gameId, seated));
                int silentTurns = Math.max(after, newest - since + 1);
                out.add(new Silent(p, silentTurns, since));
            }
        }
        return out;
    }
}

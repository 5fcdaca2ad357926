package org.adjutant.schedule;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.adjutant.store.AbsenceStore;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;

/** Reads an {@link Attendance} from the database: assignments, waiting orders, READY flags and absences. */
public final class AttendanceReader {
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();
    private final AbsenceStore absences = new AbsenceStore();

    /**
     * Who has sent what for the coming turn (number {@code turn}): orders by {@code base} and by {@code now}
     * ({@code now} before {@code base} counts as {@code base}).
     */
    public Attendance read(Connection c, String gameId, int turn, Instant base, Instant now) throws SQLException {
        Map<Long, PlayerRow> seated = new HashMap<>();
        for (PlayerRow p : players.players(c, gameId)) {
            if (!p.retired()) {
                seated.put(p.id(), p);
            }
        }
        Map<String, Long> commanders = new HashMap<>();
        for (Assignment a : players.assignments(c, gameId)) {
            if (seated.containsKey(a.commanderId())) {
                commanders.put(a.unitId(), a.commanderId());
            }
        }
        Instant upTo = now.isAfter(base) ? now : base;
        Set<String> byBase = new HashSet<>();
        Set<String> byNow = new HashSet<>();
        Set<Long> office = new HashSet<>();
        for (QueuedBlock b : queue.pending(c, gameId, upTo)) {
            if (b.unitId().startsWith("@")) {
                office.add(b.playerId());
                continue;
            }
            byNow.add(b.unitId());
            if (!b.receivedAt().isAfter(base)) {
                byBase.add(b.unitId());
            }
        }
        Set<Long> ready = new HashSet<>();
        for (PlayerRow p : seated.values()) {
            if (p.readyFor() == turn) {
                ready.add(p.id());
            }
        }
        // Away at the deadline (as it now stands) or now: a reminder is not sent to a player who is away now, and
        // nobody waits for one who will be away when the turn runs.
        Set<Long> away = new HashSet<>(absences.awayAt(c, gameId, base));
        away.addAll(absences.awayAt(c, gameId, now));
        away.retainAll(seated.keySet());
        return new Attendance(commanders, byBase, byNow, office, ready, away);
    }
}

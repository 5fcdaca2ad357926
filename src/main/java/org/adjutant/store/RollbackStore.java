package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/** What a rollback replaced: each re-run turn's former state, orders and events, kept so that nothing is lost. */
public final class RollbackStore {

    public long begin(Connection c, String gameId, int toTurn, Instant at, String actor, String edits)
            throws SQLException {
        try (PreparedStatement ps = Vendor.insertReturning(c, "INSERT INTO rollback(game_id, to_turn, at, actor, edits) "
                + "VALUES (?,?,?,?,?)", "id")) {
            ps.setString(1, gameId);
            ps.setInt(2, toTurn);
            ps.setObject(3, GameStore.utc(at));
            ps.setString(4, AuditStore.cut(actor, 400));
            ps.setString(5, edits);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Keeps a turn as it stood before the re-run. */
    public void keep(Connection c, long rollbackId, String gameId, int turn, int revision, String state,
                     List<TurnStore.FrozenOrders> orders, List<TurnStore.StoredEvent> events, String summary)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO rolled_back_turn(rollback_id, game_id, turn, "
                + "revision, state, orders, events, summary) VALUES (?,?,?,?,?,?,?,?)")) {
            ps.setLong(1, rollbackId);
            ps.setString(2, gameId);
            ps.setInt(3, turn);
            ps.setInt(4, revision);
            ps.setString(5, state);
            ps.setString(6, orders.stream().map(o -> o.unitId() + " [" + o.source() + "]\n    "
                    + String.join("\n    ", o.lines())).collect(Collectors.joining("\n")));
            ps.setString(7, events.stream().map(e -> e.seq() + " " + e.phase() + " " + e.kind() + ": " + e.text()
                    + " {" + String.join(",", e.observers()) + "}").collect(Collectors.joining("\n")));
            ps.setString(8, AuditStore.cut(summary, 4000));
            ps.executeUpdate();
        }
    }

    public void summarise(Connection c, long rollbackId, String summary) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE rollback SET summary = ? WHERE id = ?")) {
            ps.setString(1, AuditStore.cut(summary, 4000));
            ps.setLong(2, rollbackId);
            ps.executeUpdate();
        }
    }
}

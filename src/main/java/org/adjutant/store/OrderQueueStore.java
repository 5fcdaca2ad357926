package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The queue of accepted order blocks; a deadline freezes the pending ones into its turn. */
public final class OrderQueueStore {

    public long enqueue(Connection c, QueuedBlock b) throws SQLException {
        try (PreparedStatement ps = Vendor.insertReturning(c,
                "INSERT INTO order_queue(game_id, unit_id, inbox_id, block_no, player_id, role, sender, received_at,"
                        + " orders) VALUES (?,?,?,?,?,?,?,?,?)", "id")) {
            ps.setString(1, b.gameId());
            ps.setString(2, b.unitId());
            if (b.inboxId() == 0) {
                ps.setNull(3, Types.BIGINT);
            } else {
                ps.setLong(3, b.inboxId());
            }
            ps.setInt(4, b.blockNo());
            ps.setLong(5, b.playerId());
            ps.setString(6, b.role().name());
            ps.setString(7, b.sender());
            ps.setObject(8, GameStore.utc(b.receivedAt()));
            ps.setString(9, String.join("\n", b.orders()));
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Blocks not yet frozen that the server received at or before {@code upTo}, in arrival order. */
    public List<QueuedBlock> pending(Connection c, String gameId, Instant upTo) throws SQLException {
        return blocks(c, "SELECT * FROM order_queue WHERE game_id = ? AND turn IS NULL AND dropped IS NULL "
                + "AND received_at <= ? ORDER BY received_at, id", ps -> {
                    ps.setString(1, gameId);
                    ps.setObject(2, GameStore.utc(upTo));
                });
    }

    /** The blocks {@code turn} froze, in arrival order: what it chose its orders from. */
    public List<QueuedBlock> frozen(Connection c, String gameId, int turn) throws SQLException {
        return blocks(c, "SELECT * FROM order_queue WHERE game_id = ? AND turn = ? ORDER BY received_at, id", ps -> {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
        });
    }

    private interface Parameters {
        void set(PreparedStatement ps) throws SQLException;
    }

    private static List<QueuedBlock> blocks(Connection c, String sql, Parameters parameters) throws SQLException {
        List<QueuedBlock> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            parameters.set(ps);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(new QueuedBlock(rs.getLong("id"), rs.getString("game_id"), rs.getString("unit_id"),
                            rs.getLong("inbox_id"), rs.getInt("block_no"), rs.getLong("player_id"),
                            QueuedBlock.Role.valueOf(rs.getString("role")), rs.getString("sender"),
                            GameStore.instant(rs, "received_at"),
                            Arrays.asList(rs.getString("orders").split("\n", -1))));
                }
            }
        }
        return result;
    }

    /**
     * Sets aside the waiting blocks one player sent (his seat was given to someone else): they stay in the table with
     * the reason, and no turn uses them. Returns how many.
     */
    public int drop(Connection c, String gameId, long playerId, String reason) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE order_queue SET dropped = ? WHERE game_id = ? AND "
                + "player_id = ? AND turn IS NULL AND dropped IS NULL")) {
            ps.setString(1, reason.length() > 400 ? reason.substring(0, 400) : reason);
            ps.setString(2, gameId);
            ps.setLong(3, playerId);
            return ps.executeUpdate();
        }
    }

    /**
     * Sets aside the office blocks (queued under {@code @slot}) a player has queued for the coming turn: they were
     * given in an office he no longer holds. Returns how many.
     */
    public int dropOffices(Connection c, String gameId, long playerId, String reason) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE order_queue SET dropped = ? WHERE game_id = ? AND "
                + "player_id = ? AND turn IS NULL AND dropped IS NULL AND unit_id LIKE '@%'")) {
            ps.setString(1, reason.length() > 400 ? reason.substring(0, 400) : reason);
            ps.setString(2, gameId);
            ps.setLong(3, playerId);
            return ps.executeUpdate();
        }
    }

    /**
     * Marks blocks as belonging to {@code turn}, so they are never used again. One statement for all of them: a
     * batch of one update per block was 500 statements for the database at each turn of a game of 100 players
     * (10,000 at a deadline of 20 such games, docs/scaling.md).
     */
    public void freeze(Connection c, List<QueuedBlock> blocks, int turn) throws SQLException {
        if (blocks.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE order_queue SET turn = ? WHERE id = ANY (?)")) {
            ps.setInt(1, turn);
            java.sql.Array ids = c.createArrayOf("BIGINT", blocks.stream().map(QueuedBlock::id).toArray());
            try {
                ps.setArray(2, ids);
                ps.executeUpdate();
            } finally {
                ids.free();
            }
        }
    }
}

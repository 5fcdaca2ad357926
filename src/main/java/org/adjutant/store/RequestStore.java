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

/**
 * Work a mail asked for that is done after its answer, on the robot's worker: a moderator's commands, a player's
 * SEND REPORTS, the end the players agreed by vote. Queued in the transaction that answers the mail, so a crash loses none; marked DONE in the
 * transaction that carries it out, so none is done twice.
 */
public final class RequestStore {
    public enum Kind { MODERATOR, REPORTS, ENDING }

    public enum Status { PENDING, RUNNING, DONE, FAILED }

    public record Request(long id, String gameId, long inboxId, long playerId, Kind kind, List<String> lines,
                          Instant createdAt) {
        public Request {
            lines = List.copyOf(lines);
        }
    }

    public long enqueue(Connection c, String gameId, long inboxId, long playerId, Kind kind, List<String> lines,
                        Instant at) throws SQLException {
        try (PreparedStatement ps = Vendor.insertReturning(c, "INSERT INTO robot_request(game_id, inbox_id, player_id, kind,"
                + " body, status, created_at) VALUES (?,?,?,?,?,'PENDING',?)", "id")) {
            ps.setString(1, gameId);
            if (inboxId == 0) {
                ps.setNull(2, Types.BIGINT);
            } else {
                ps.setLong(2, inboxId);
            }
            ps.setLong(3, playerId);
            ps.setString(4, kind.name());
            ps.setString(5, String.join("\n", lines));
            ps.setObject(6, GameStore.utc(at));
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Waiting requests of every game, oldest first. */
    public List<Request> pending(Connection c) throws SQLException {
        return withStatus(c, Status.PENDING);
    }

    private List<Request> withStatus(Connection c, Status status) throws SQLException {
        List<Request> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM robot_request WHERE status = ? ORDER BY id")) {
            ps.setString(1, status.name());
            ResultSet rs = ps.executeQuery();
            while (rs.next()) {
                String body = rs.getString("body");
                result.add(new Request(rs.getLong("id"), rs.getString("game_id"), rs.getLong("inbox_id"),
                        rs.getLong("player_id"), Kind.valueOf(rs.getString("kind")),
                        body.isEmpty() ? List.of() : Arrays.asList(body.split("\n", -1)),
                        GameStore.instant(rs, "created_at")));
            }
            rs.close();
        }
        return result;
    }

    /** How many requests of {@code kind} the player made since {@code since}: a limit on costly ones. */
    public int countSince(Connection c, long playerId, Kind kind, Instant since) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM robot_request WHERE player_id = ? AND "
                + "kind = ? AND created_at >= ?")) {
            ps.setLong(1, playerId);
            ps.setString(2, kind.name());
            ps.setObject(3, GameStore.utc(since));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** Claims a waiting request for carrying out; false when it is no longer waiting. */
    public boolean claim(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE robot_request SET status = 'RUNNING' WHERE id = ? AND "
                + "status = 'PENDING'")) {
            ps.setLong(1, id);
            return ps.executeUpdate() == 1;
        }
    }

    /** Requests a stop interrupted while they were carried out, oldest first. */
    public List<Request> running(Connection c) throws SQLException {
        return withStatus(c, Status.RUNNING);
    }

    /** Puts an interrupted request back in the queue (one that is safe to carry out twice). */
    public void requeue(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE robot_request SET status = 'PENDING' WHERE id = ?")) {
            ps.setLong(1, id);
            ps.executeUpdate();
        }
    }

    public void finish(Connection c, long id, Status status, Instant at, String result) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE robot_request SET status = ?, done_at = ?, result = ? "
                + "WHERE id = ?")) {
            ps.setString(1, status.name());
            ps.setObject(2, GameStore.utc(at));
            ps.setString(3, AuditStore.cut(result, 4000));
            ps.setLong(4, id);
            ps.executeUpdate();
        }
    }
}

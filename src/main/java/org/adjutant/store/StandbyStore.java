package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game's standbys kept in the database (those who joined by mail or whom a moderator added, and every standby who
 * has left the list), the codes that prove a volunteer's address, and the silence of a seat counted from the orders
 * queue. The file's standbys are not copied here: {@code app.StandbyList} merges them with these rows.
 */
public final class StandbyStore {
    /** Where a standby came from. */
    public enum Source { FILE, MAIL, MODERATOR }

    /** One row: {@code leftAt} empty while he stands by. */
    public record Row(long id, String name, String email, String zone, Source source, Instant joinedAt,
                      Optional<Instant> leftAt, String leftWhy) {
    }

    /** A code waiting to come back. */
    public record Code(long id, String email, String codeHash, Instant expiresAt) {
    }

    public void add(Connection c, String gameId, String name, String email, String zone, Source source, Instant at)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO standby(game_id, name, email, time_zone, source, "
                + "joined_at) VALUES (?,?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setString(2, name);
            ps.setString(3, email);
            ps.setString(4, zone);
            ps.setString(5, source.name());
            ps.setObject(6, GameStore.utc(at));
            ps.executeUpdate();
        }
    }

    /** Every row of the game, in the order they were written. */
    public List<Row> rows(Connection c, String gameId) throws SQLException {
        List<Row> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM standby WHERE game_id = ? ORDER BY id")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Row(rs.getLong("id"), rs.getString("name"), rs.getString("email"),
                            rs.getString("time_zone"), Source.valueOf(rs.getString("source")),
                            GameStore.instant(rs, "joined_at"),
                            Optional.ofNullable(GameStore.instant(rs, "left_at")), rs.getString("left_why")));
                }
            }
        }
        return out;
    }

    /**
     * The standby at {@code email} leaves the list: his row is closed, or, for one only the file names, a closed row
     * is written so that the file's entry is not offered again.
     */
    public void leave(Connection c, String gameId, String name, String email, Instant at, String why)
            throws SQLException {
        String reason = why.length() > 400 ? why.substring(0, 400) : why;
        try (PreparedStatement ps = c.prepareStatement("UPDATE standby SET left_at = ?, left_why = ? WHERE game_id = ?"
                + " AND LOWER(email) = LOWER(?) AND left_at IS NULL")) {
            ps.setObject(1, GameStore.utc(at));
            ps.setString(2, reason);
            ps.setString(3, gameId);
            ps.setString(4, email);
            if (ps.executeUpdate() > 0) {
                return;
            }
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO standby(game_id, name, email, source, joined_at, "
                + "left_at, left_why) VALUES (?,?,?,'FILE',?,?,?)")) {
            ps.setString(1, gameId);
            ps.setString(2, name);
            ps.setString(3, email);
            ps.setObject(4, GameStore.utc(at));
            ps.setObject(5, GameStore.utc(at));
            ps.setString(6, reason);
            ps.executeUpdate();
        }
    }

    public void requestCode(Connection c, String gameId, String email, String codeHash, Instant at, Instant expires)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO standby_code(game_id, email, code_hash, "
                + "requested_at, expires_at) VALUES (?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setString(2, email);
            ps.setString(3, codeHash);
            ps.setObject(4, GameStore.utc(at));
            ps.setObject(5, GameStore.utc(expires));
            ps.executeUpdate();
        }
    }

    /** Codes mailed to {@code email} for the game since {@code since}: the limit counts the address mailed to. */
    public int codesSince(Connection c, String gameId, String email, Instant since) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM standby_code WHERE game_id = ? AND "
                + "LOWER(email) = LOWER(?) AND requested_at > ?")) {
            ps.setString(1, gameId);
            ps.setString(2, email);
            ps.setObject(3, GameStore.utc(since));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** The game's codes not used and not expired at {@code at}. */
    public List<Code> pendingCodes(Connection c, String gameId, Instant at) throws SQLException {
        List<Code> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, email, code_hash, expires_at FROM standby_code "
                + "WHERE game_id = ? AND used_at IS NULL AND expires_at > ? ORDER BY id")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(at));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Code(rs.getLong(1), rs.getString(2), rs.getString(3).strip(),
                            GameStore.instant(rs, "expires_at")));
                }
            }
        }
        return out;
    }

    /** The code was used: it and every other code of the same address in the game stop working. */
    public void useCodes(Connection c, String gameId, String email, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE standby_code SET used_at = ? WHERE game_id = ? AND "
                + "LOWER(email) = LOWER(?) AND used_at IS NULL")) {
            ps.setObject(1, GameStore.utc(at));
            ps.setString(2, gameId);
            ps.setString(3, email);
            ps.executeUpdate();
        }
    }

    /** When the player took his seat; empty when he has had it since the game was created. */
    public Optional<Instant> seatedAt(Connection c, long playerId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT seated_at FROM player WHERE id = ?")) {
            ps.setLong(1, playerId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.ofNullable(GameStore.instant(rs, "seated_at")) : Optional.empty();
            }
        }
    }

    public void setSeatedAt(Connection c, long playerId, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET seated_at = ? WHERE id = ?")) {
            ps.setObject(1, GameStore.utc(at));
            ps.setLong(2, playerId);
            ps.executeUpdate();
        }
    }

    /**
     * The numbers of the game's last {@code count} turns run whose deadline came after {@code after} (all of the last
     * {@code count} when empty), newest first; fewer when fewer have run since.
     */
    public List<Integer> lastTurnsSince(Connection c, String gameId, int count, Optional<Instant> after)
            throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT number FROM turn WHERE game_id = ? AND deadline_at > ?"
                + " ORDER BY number DESC")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(after.orElse(Instant.EPOCH)));
            ps.setMaxRows(count);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next() && out.size() < count) {
                    out.add(rs.getInt(1));
                }
            }
        }
        return out;
    }

    /** The first turn run whose deadline came after {@code after} (the game's first when empty); 0 when none. */
    public int firstTurnSince(Connection c, String gameId, Optional<Instant> after) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT MIN(number) FROM turn WHERE game_id = ? AND "
                + "deadline_at > ?")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(after.orElse(Instant.EPOCH)));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /**
     * The order blocks the player sent himself, with his own password, that turns {@code from} to {@code to} took:
     * his units' orders, his orders as a deputy, his offices' blocks. A moderator's orders entered on his behalf are
     * not his (their sender is written "moderator ... on behalf", which no mail address can be: it has spaces).
     */
    public int ownBlocks(Connection c, String gameId, long playerId, int from, int to) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM order_queue WHERE game_id = ? AND "
                + "player_id = ? AND turn BETWEEN ? AND ? AND sender NOT LIKE 'moderator % on behalf'")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setInt(3, from);
            ps.setInt(4, to);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** The newest turn that took a block the player sent himself; 0 when none has. */
    public int lastOwnTurn(Connection c, String gameId, long playerId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT MAX(turn) FROM order_queue WHERE game_id = ? AND "
                + "player_id = ? AND turn IS NOT NULL AND sender NOT LIKE 'moderator % on behalf'")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}

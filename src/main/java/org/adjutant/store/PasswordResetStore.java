package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The codes a player asked for to set a new password himself, mailed to his registered address; only their hashes
 * are kept. A request withdraws nothing: every code still pending and unexpired works, so a forger who asks for codes
 * in a player's name cannot spoil the one the player asked for himself. Using one voids the others.
 */
public final class PasswordResetStore {
    /** A code waiting to be used. */
    public record Pending(long id, long playerId, String codeHash, Instant expiresAt) {
    }

    public void request(Connection c, String gameId, long playerId, String codeHash, Instant at, Instant expires)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO password_reset(game_id, player_id, code_hash, "
                + "requested_at, expires_at, status) VALUES (?,?,?,?,?,'PENDING')")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setString(3, codeHash);
            ps.setObject(4, GameStore.utc(at));
            ps.setObject(5, GameStore.utc(expires));
            ps.executeUpdate();
        }
    }

    /** How many codes were asked for the player since {@code since}: the limit counts the seat, never a sender. */
    public int countSince(Connection c, long playerId, Instant since) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM password_reset WHERE player_id = ? "
                + "AND requested_at > ?")) {
            ps.setLong(1, playerId);
            ps.setObject(2, GameStore.utc(since));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** The player's codes still pending and not expired at {@code at}, oldest first. */
    public List<Pending> pending(Connection c, long playerId, Instant at) throws SQLException {
        List<Pending> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id, player_id, code_hash, expires_at FROM password_reset"
                + " WHERE player_id = ? AND status = 'PENDING' AND expires_at > ? ORDER BY id")) {
            ps.setLong(1, playerId);
            ps.setObject(2, GameStore.utc(at));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Pending(rs.getLong(1), rs.getLong(2), rs.getString(3).strip(),
                            GameStore.instant(rs, "expires_at")));
                }
            }
        }
        return out;
    }

    /** The code {@code usedId} was used (0: none, a moderator set the password): every other pending code is void. */
    public void settle(Connection c, long playerId, long usedId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE password_reset SET status = CASE WHEN id = ? THEN "
                + "'USED' ELSE 'VOID' END WHERE player_id = ? AND status = 'PENDING'")) {
            ps.setLong(1, usedId);
            ps.setLong(2, playerId);
            ps.executeUpdate();
        }
    }
}

package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/** Changes of address waiting for the code mailed to the new address; only the code's hash is kept. */
public final class AddressChangeStore {
    public record Pending(long id, String gameId, long playerId, String newEmail, String codeHash, Instant expiresAt) {
    }

    /** A new request replaces any earlier one of the same player still waiting. */
    public void request(Connection c, String gameId, long playerId, String newEmail, String codeHash, Instant at,
                        Instant expires) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE address_change SET status = 'WITHDRAWN' WHERE "
                + "player_id = ? AND status = 'PENDING'")) {
            ps.setLong(1, playerId);
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO address_change(game_id, player_id, new_email, "
                + "code_hash, requested_at, expires_at, status) VALUES (?,?,?,?,?,?,'PENDING')")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setString(3, newEmail);
            ps.setString(4, codeHash);
            ps.setObject(5, GameStore.utc(at));
            ps.setObject(6, GameStore.utc(expires));
            ps.executeUpdate();
        }
    }

    public Optional<Pending> pending(Connection c, long playerId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM address_change WHERE player_id = ? AND "
                + "status = 'PENDING' ORDER BY id DESC")) {
            ps.setLong(1, playerId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Pending(rs.getLong("id"), rs.getString("game_id"),
                        rs.getLong("player_id"), rs.getString("new_email"), rs.getString("code_hash"),
                        GameStore.instant(rs, "expires_at"))) : Optional.empty();
            }
        }
    }

    public void close(Connection c, long id, String status) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE address_change SET status = ? WHERE id = ?")) {
            ps.setString(1, status);
            ps.setLong(2, id);
            ps.executeUpdate();
        }
    }
}

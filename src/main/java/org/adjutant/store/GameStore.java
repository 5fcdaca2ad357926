package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Games and their saved states, one per turn. */
public final class GameStore {
    public void create(Connection c, GameRow game, String openingState) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO game(id, ruleset, title, seed, created_at, current_turn) VALUES (?,?,?,?,?,0)")) {
            ps.setString(1, game.id());
            ps.setString(2, game.ruleset());
            ps.setString(3, game.title());
            ps.setLong(4, game.seed());
            ps.setObject(5, utc(game.createdAt()));
            ps.executeUpdate();
        }
        saveState(c, game.id(), 0, openingState);
    }

    public Optional<GameRow> find(Connection c, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM game WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(row(rs)) : Optional.empty();
            }
        }
    }

    public List<GameRow> list(Connection c) throws SQLException {
        List<GameRow> games = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM game ORDER BY id");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                games.add(row(rs));
            }
        }
        return games;
    }

    public void saveState(Connection c, String gameId, int turn, String state) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO game_state(game_id, turn, state) VALUES (?,?,?)")) {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
            ps.setString(3, state);
            ps.executeUpdate();
        }
        bump(c, gameId);
    }

    /** Marks the game changed for the other robots' caches (see {@link #revision}). */
    private static void bump(Connection c, String gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE game SET revision = revision + 1 WHERE id = ?")) {
            ps.setString(1, gameId);
            ps.executeUpdate();
        }
    }

    /**
     * How often the game's row or stored position has changed: robots sharing a database compare it with the one
     * their cache was read at. Empty when there is no such game.
     */
    public java.util.OptionalLong revision(Connection c, String gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT revision FROM game WHERE id = ?")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? java.util.OptionalLong.of(rs.getLong(1)) : java.util.OptionalLong.empty();
            }
        }
    }

    public String loadState(Connection c, String gameId, int turn) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT state FROM game_state WHERE game_id = ? AND turn = ?")) {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("game " + gameId + " has no saved state for turn " + turn);
                }
                return rs.getString(1);
            }
        }
    }

    public void setCurrentTurn(Connection c, String gameId, int turn) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE game SET current_turn = ?, revision = revision + 1 WHERE id = ?")) {
            ps.setInt(1, turn);
            ps.setString(2, gameId);
            ps.executeUpdate();
        }
    }

    /** Marks a game archived: it keeps its history, runs no deadline and takes no orders. */
    public void archive(Connection c, String gameId, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE game SET archived_at = ?, revision = revision + 1 WHERE id = ?")) {
            ps.setObject(1, utc(at));
            ps.setString(2, gameId);
            ps.executeUpdate();
        }
    }

    /** A moderator's PAUSE ({@code by}: who and when) or RESUME ({@code null}). */
    public void setPausedBy(Connection c, String gameId, String by) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE game SET paused_by = ?, revision = revision + 1 WHERE id = ?")) {
            ps.setString(1, by);
            ps.setString(2, gameId);
            ps.executeUpdate();
        }
    }

    /** Replaces the state a turn produced (a rollback's re-run). */
    public void replaceState(Connection c, String gameId, int turn, String state) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE game_state SET state = ? WHERE game_id = ? AND turn = ?")) {
            ps.setString(1, state);
            ps.setString(2, gameId);
            ps.setInt(3, turn);
            if (ps.executeUpdate() != 1) {
                throw new StoreException("game " + gameId + " has no saved state for turn " + turn);
            }
        }
        bump(c, gameId);
    }

    /** What deleting a game does, table by table, in the order of their foreign keys. */
    static final List<String> DELETES = List.of(
            "DELETE FROM owner_notice WHERE game_id = ?",
            "DELETE FROM deadline_slot WHERE game_id = ?",
            "DELETE FROM robot_request WHERE game_id = ?",
            "DELETE FROM press WHERE game_id = ?",
            "DELETE FROM address_change WHERE game_id = ?",
            "DELETE FROM absence WHERE game_id = ?",
            "DELETE FROM end_vote WHERE game_id = ?",
            "DELETE FROM password_reset WHERE game_id = ?",
            "DELETE FROM adjustment WHERE game_id = ?",
            "DELETE FROM standby WHERE game_id = ?",
            "DELETE FROM standby_code WHERE game_id = ?",
            "DELETE FROM rolled_back_turn WHERE game_id = ?",
            "DELETE FROM rollback WHERE game_id = ?",
            "DELETE FROM turn_event WHERE game_id = ?",
            "DELETE FROM turn_order WHERE game_id = ?",
            "DELETE FROM turn WHERE game_id = ?",
            "DELETE FROM order_queue WHERE game_id = ?",
            "DELETE FROM unit_assignment WHERE game_id = ?",
            "DELETE FROM credential_change WHERE game_id = ?",
            "DELETE FROM player WHERE game_id = ?",
            "DELETE FROM game_state WHERE game_id = ?",
            "DELETE FROM outbox WHERE game_id = ? AND status IN ('PENDING', 'FAILED')",
            "UPDATE outbox SET game_id = NULL WHERE game_id = ?",
            "UPDATE inbox SET game_id = NULL WHERE game_id = ?",
            "DELETE FROM game WHERE id = ?");

    /**
     * Removes a game and everything stored about it: players, assignments, orders, turns, states, notices, and the
     * mail of it still waiting to be sent. Mail already received or sent is kept (its game id cleared), as the
     * robot's record of what came and went; so is the moderators' audit log. Returns false when there was no such game.
     */
    public boolean delete(Connection c, String gameId) throws SQLException {
        if (find(c, gameId).isEmpty()) {
            return false;
        }
        for (String sql : DELETES) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, gameId);
                ps.executeUpdate();
            }
        }
        return true;
    }

    private static GameRow row(ResultSet rs) throws SQLException {
        return new GameRow(rs.getString("id"), rs.getString("ruleset"), rs.getString("title"), rs.getLong("seed"),
                rs.getObject("created_at", OffsetDateTime.class).toInstant(), rs.getInt("current_turn"),
                instant(rs, "archived_at"), rs.getString("paused_by"));
    }

    static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }
}

package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * The draw and concession votes that stand (docs/players.md "Ending the war by agreement"). A vote is cast for one
 * turn, the next to run; it counts only while that turn is still to run, so it lapses when the turn runs. Nothing here
 * is ever shown to a player other than the one who cast it.
 */
public final class VoteStore {
    /** What a vote is for. */
    public enum Kind { DRAW, CONCEDE }

    /** Casts (or casts again, for {@code turn}) the player's vote of {@code kind}. */
    public void cast(Connection c, String gameId, long playerId, Kind kind, int turn, Instant at) throws SQLException {
        withdraw(c, gameId, playerId, kind);
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO end_vote(game_id, player_id, kind, turn, cast_at)"
                + " VALUES (?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setString(3, kind.name());
            ps.setInt(4, turn);
            ps.setObject(5, GameStore.utc(at));
            ps.executeUpdate();
        }
    }

    /** Withdraws the player's vote of {@code kind}; whether one stood (for any turn) before. */
    public boolean withdraw(Connection c, String gameId, long playerId, Kind kind) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM end_vote WHERE game_id = ? AND player_id = ? AND"
                + " kind = ?")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setString(3, kind.name());
            return ps.executeUpdate() > 0;
        }
    }

    /** The players whose vote of {@code kind} stands for {@code turn}. */
    public Set<Long> voters(Connection c, String gameId, Kind kind, int turn) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT player_id FROM end_vote WHERE game_id = ? AND kind = ?"
                + " AND turn = ?")) {
            ps.setString(1, gameId);
            ps.setString(2, kind.name());
            ps.setInt(3, turn);
            Set<Long> ids = new HashSet<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            return ids;
        }
    }

    /** How many players' votes of {@code kind} stand for {@code turn}: a moderator's STATUS shows the count only. */
    public int count(Connection c, String gameId, Kind kind, int turn) throws SQLException {
        return voters(c, gameId, kind, turn).size();
    }
}

package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Players' absences (docs/players.md "Away for a while"). An absence stands from its announcement until BACK closes
 * it or its last day ends; while it covers a moment, its player is not counted as silent for a deadline then.
 */
public final class AbsenceStore {
    /** How an absence was closed. */
    public enum Closed { BACK, ENDED }

    /**
     * One absence: the days as the player wrote them ({@code firstDay} to {@code lastDay} in {@code zone}) and the
     * moments they stand for, {@code startsAt} to {@code endsAt}.
     */
    public record Absence(long id, String gameId, long playerId, LocalDate firstDay, LocalDate lastDay, String zone,
                          Instant startsAt, Instant endsAt, Instant announcedAt) {
        /** Whether it covers {@code t}. */
        public boolean covers(Instant t) {
            return !t.isBefore(startsAt) && t.isBefore(endsAt);
        }
    }

    public long announce(Connection c, String gameId, long playerId, LocalDate firstDay, LocalDate lastDay,
                         String zone, Instant startsAt, Instant endsAt, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO absence(game_id, player_id, first_day, last_day,"
                + " zone, starts_at, ends_at, announced_at) VALUES (?,?,?,?,?,?,?,?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setObject(3, firstDay);
            ps.setObject(4, lastDay);
            ps.setString(5, zone);
            ps.setObject(6, GameStore.utc(startsAt));
            ps.setObject(7, GameStore.utc(endsAt));
            ps.setObject(8, GameStore.utc(at));
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** The player's absence not yet closed (begun or still to come): a player has at most one at a time. */
    public Optional<Absence> standing(Connection c, long playerId) throws SQLException {
        List<Absence> found = select(c, "SELECT * FROM absence WHERE player_id = ? AND closed_how IS NULL ORDER BY id",
                ps -> ps.setLong(1, playerId));
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(found.size() - 1));
    }

    /** Every absence of the game not yet closed, in the order they were announced. */
    public List<Absence> standing(Connection c, String gameId) throws SQLException {
        return select(c, "SELECT * FROM absence WHERE game_id = ? AND closed_how IS NULL ORDER BY id",
                ps -> ps.setString(1, gameId));
    }

    /** The players of the game whose standing absence covers {@code t}. */
    public Set<Long> awayAt(Connection c, String gameId, Instant t) throws SQLException {
        Set<Long> away = new HashSet<>();
        for (Absence a : standing(c, gameId)) {
            if (a.covers(t)) {
                away.add(a.playerId());
            }
        }
        return away;
    }

    /**
     * How many absences the player has taken in the game: every one announced, except one BACK closed before it
     * began (a mistake put right costs nothing).
     */
    public int taken(Connection c, long playerId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM absence WHERE player_id = ? AND NOT"
                + " (closed_how = 'BACK' AND closed_at <= starts_at)")) {
            ps.setLong(1, playerId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /**
     * When the player was last back from an absence that had begun by the game's last turn: its close, or its end
     * if it stands (then perhaps still to come); empty when he was never away. An absence closed before it began
     * never was one.
     */
    public Optional<Instant> lastReturn(Connection c, String gameId, long playerId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT MAX(COALESCE(a.closed_at, a.ends_at)) FROM absence a"
                + " WHERE a.game_id = ? AND a.player_id = ? AND (a.closed_at IS NULL OR a.closed_at > a.starts_at)"
                + " AND a.starts_at <= (SELECT MAX(t.deadline_at) FROM turn t WHERE t.game_id = a.game_id)")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.ofNullable(rs.getObject(1, java.time.OffsetDateTime.class))
                        .map(java.time.OffsetDateTime::toInstant) : Optional.empty();
            }
        }
    }

    /** Closes the absence; whether it was still standing (a second close changes nothing). */
    public boolean close(Connection c, long id, Closed how, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE absence SET closed_how = ?, closed_at = ? WHERE id = ?"
                + " AND closed_how IS NULL")) {
            ps.setString(1, how.name());
            ps.setObject(2, GameStore.utc(at));
            ps.setLong(3, id);
            return ps.executeUpdate() > 0;
        }
    }

    private interface Binder {
        void bind(PreparedStatement ps) throws SQLException;
    }

    private static List<Absence> select(Connection c, String sql, Binder binder) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            binder.bind(ps);
            List<Absence> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Absence(rs.getLong("id"), rs.getString("game_id"), rs.getLong("player_id"),
                            rs.getObject("first_day", LocalDate.class), rs.getObject("last_day", LocalDate.class),
                            rs.getString("zone"), GameStore.instant(rs, "starts_at"), GameStore.instant(rs, "ends_at"),
                            GameStore.instant(rs, "announced_at")));
                }
            }
            return out;
        }
    }
}

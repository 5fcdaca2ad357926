package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Each scheduled deadline of a game as the robot handles it (see {@code V8__moderation.sql}): a deadline that fired
 * is OPEN until its turn runs, so a turn in grace or postponed survives a restart, and a deadline fired twice is
 * still one turn.
 */
public final class DeadlineSlotStore {
    public enum Status { WAITING, OPEN, RAN, SKIPPED, FAILED }

    /** One deadline: as scheduled, how far it was moved, how often the NMR guard postponed it. */
    public record Slot(String gameId, Instant at, Status status, Duration shift, int postponed, Instant reachedAt,
                       String detail) {
        public Instant base() {
            return at.plus(shift);
        }
    }

    public Optional<Slot> find(Connection c, String gameId, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM deadline_slot WHERE game_id = ? AND slot_at = ?")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(at));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(row(rs)) : Optional.empty();
            }
        }
    }

    /** The game's deadlines in one of {@code statuses}, oldest first. */
    public List<Slot> withStatus(Connection c, String gameId, Status... statuses) throws SQLException {
        List<Slot> result = new ArrayList<>();
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < statuses.length; i++) {
            in.append(i == 0 ? "?" : ",?");
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM deadline_slot WHERE game_id = ? AND status IN ("
                + in + ") ORDER BY slot_at")) {
            ps.setString(1, gameId);
            for (int i = 0; i < statuses.length; i++) {
                ps.setString(i + 2, statuses[i].name());
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(row(rs));
                }
            }
        }
        return result;
    }

    /**
     * The deadline was reached: OPEN it (a WAITING row keeps its extension). Returns the row as it now stands; a
     * deadline already run, skipped or failed is returned unchanged.
     */
    public Slot reach(Connection c, String gameId, Instant at, Instant now) throws SQLException {
        Optional<Slot> found = find(c, gameId, at);
        if (found.isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO deadline_slot(game_id, slot_at, status, "
                    + "reached_at) VALUES (?,?,'OPEN',?)")) {
                ps.setString(1, gameId);
                ps.setObject(2, GameStore.utc(at));
                ps.setObject(3, GameStore.utc(now));
                ps.executeUpdate();
            }
        } else if (found.get().status() == Status.WAITING) {
            update(c, gameId, at, "UPDATE deadline_slot SET status = 'OPEN', reached_at = ? WHERE game_id = ? AND "
                    + "slot_at = ?", now);
        }
        return find(c, gameId, at).orElseThrow();
    }

    /** Moves a deadline later by {@code by} (a moderator's EXTEND), creating its row if it was not reached yet. */
    public Slot extend(Connection c, String gameId, Instant at, Duration by, boolean postponement)
            throws SQLException {
        if (find(c, gameId, at).isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO deadline_slot(game_id, slot_at, status) "
                    + "VALUES (?,?,'WAITING')")) {
                ps.setString(1, gameId);
                ps.setObject(2, GameStore.utc(at));
                ps.executeUpdate();
            }
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE deadline_slot SET shift_seconds = shift_seconds + ?"
                + (postponement ? ", postponed = postponed + 1" : "") + " WHERE game_id = ? AND slot_at = ?")) {
            ps.setLong(1, by.toSeconds());
            ps.setString(2, gameId);
            ps.setObject(3, GameStore.utc(at));
            ps.executeUpdate();
        }
        return find(c, gameId, at).orElseThrow();
    }

    /** Closes a deadline: its turn ran, it was skipped, or its turn failed. A RAN deadline stays RAN. */
    public void close(Connection c, String gameId, Instant at, Status status, Instant now, String detail)
            throws SQLException {
        if (find(c, gameId, at).isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO deadline_slot(game_id, slot_at, status, "
                    + "reached_at) VALUES (?,?,'OPEN',?)")) {
                ps.setString(1, gameId);
                ps.setObject(2, GameStore.utc(at));
                ps.setObject(3, GameStore.utc(now));
                ps.executeUpdate();
            }
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE deadline_slot SET status = ?, closed_at = ?, detail = ?"
                + " WHERE game_id = ? AND slot_at = ? AND status <> 'RAN'")) {
            ps.setString(1, status.name());
            ps.setObject(2, GameStore.utc(now));
            ps.setString(3, detail.length() > 2000 ? detail.substring(0, 2000) : detail);
            ps.setString(4, gameId);
            ps.setObject(5, GameStore.utc(at));
            ps.executeUpdate();
        }
    }

    /** A FAILED deadline is OPEN again (a moderator's RUN NOW after fixing what failed). */
    public void reopen(Connection c, String gameId, Instant at) throws SQLException {
        update(c, gameId, at, "UPDATE deadline_slot SET status = 'OPEN', closed_at = NULL WHERE game_id = ? AND "
                + "slot_at = ? AND status = 'FAILED'", null);
    }

    private static void update(Connection c, String gameId, Instant at, String sql, Instant stamp)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 1;
            if (stamp != null) {
                ps.setObject(i++, GameStore.utc(stamp));
            }
            ps.setString(i++, gameId);
            ps.setObject(i, GameStore.utc(at));
            ps.executeUpdate();
        }
    }

    private static Slot row(ResultSet rs) throws SQLException {
        return new Slot(rs.getString("game_id"), GameStore.instant(rs, "slot_at"), Status.valueOf(rs.getString("status")),
                Duration.ofSeconds(rs.getLong("shift_seconds")), rs.getInt("postponed"),
                GameStore.instant(rs, "reached_at"), rs.getString("detail"));
    }
}

package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * The abuse limits' counters: one row per limit and subject, read for update and written back inside the
 * intake's transaction of the mail that counted, so a crash neither loses a count nor lifts a lock. What a count
 * means and when a lock starts is the intake's business ({@code intake.AbuseCounter}); this only keeps the rows.
 */
public final class AbuseCounterStore {

    /** A counter as stored: its window's start, the hits in it, and the lock's end (null: not locked). */
    public record Row(Instant windowStart, long hits, Instant lockedUntil) {
    }

    public Optional<Row> read(Connection c, String kind, String subject) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT window_start, hits, locked_until FROM abuse_counter"
                + " WHERE kind = ? AND subject = ? FOR UPDATE")) {
            q.setString(1, kind);
            q.setString(2, subject);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Row(GameStore.instant(rs, "window_start"), rs.getLong("hits"),
                        GameStore.instant(rs, "locked_until")));
            }
        }
    }

    /**
     * The counters of two kinds for one subject, read for update in one statement (an address's mails and bytes are
     * read together for every mail), by kind; a kind without a row is absent.
     */
    public java.util.Map<String, Row> read(Connection c, String kind, String otherKind, String subject)
            throws SQLException {
        java.util.Map<String, Row> rows = new java.util.HashMap<>();
        try (PreparedStatement q = c.prepareStatement("SELECT kind, window_start, hits, locked_until FROM abuse_counter"
                + " WHERE kind IN (?, ?) AND subject = ? FOR UPDATE")) {
            q.setString(1, kind);
            q.setString(2, otherKind);
            q.setString(3, subject);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    rows.put(rs.getString("kind"), new Row(GameStore.instant(rs, "window_start"), rs.getLong("hits"),
                            GameStore.instant(rs, "locked_until")));
                }
            }
        }
        return rows;
    }

    /** Writes {@code row} as the counter's new state; {@code existed}: whether {@link #read} found one. */
    public void write(Connection c, String kind, String subject, Row row, boolean existed) throws SQLException {
        String sql = existed
                ? "UPDATE abuse_counter SET window_start = ?, hits = ?, locked_until = ? WHERE kind = ? AND subject = ?"
                : "INSERT INTO abuse_counter(window_start, hits, locked_until, kind, subject) VALUES (?, ?, ?, ?, ?)";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, GameStore.utc(row.windowStart()));
            ps.setLong(2, row.hits());
            if (row.lockedUntil() == null) {
                ps.setNull(3, java.sql.Types.TIMESTAMP_WITH_TIMEZONE);
            } else {
                ps.setObject(3, GameStore.utc(row.lockedUntil()));
            }
            ps.setString(4, kind);
            ps.setString(5, subject);
            ps.executeUpdate();
        }
    }

    /**
     * Whether {@code messageId} is that of an acknowledgement the robot queued (the mail-loop limit: only the kind is
     * read, not the mail).
     */
    public boolean isAcknowledgement(Connection c, String messageId) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT kind FROM outbox WHERE message_id = ?")) {
            q.setString(1, messageId);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() && OutboxKind.ACK.name().equals(rs.getString(1));
            }
        }
    }
}

package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code outbox} table. Every method works inside the caller's connection and transaction, so the mails a piece
 * of work produces are committed, or rolled back, together with that work.
 */
public final class OutboxStore {
    private static final String UNIQUE_VIOLATION = "23505";
    private static final int MAX_ERROR = 2000;
    private static final String COLUMNS = "id, dedup_key, game_id, kind, message_id, recipients, subject, mime, status,"
            + " attempts, next_attempt_at, created_at, sent_at, last_error";

    private final Clock clock;

    public OutboxStore(Clock clock) {
        this.clock = clock;
    }

    /**
     * Queues {@code item} for sending as soon as the sender next runs. A second item with the same dedup key is a
     * no-op that returns the existing row.
     */
    public OutboxEnqueued enqueue(Connection c, OutboxItem item) throws SQLException {
        Optional<Long> existing = idOf(c, item.dedupKey());
        if (existing.isPresent()) {
            return new OutboxEnqueued(existing.get(), false);
        }
        Instant now = clock.instant();
        // PostgreSQL aborts a transaction at its first error, so there a lost race must not raise one.
        String sql = "INSERT INTO outbox (dedup_key, game_id, kind, message_id,"
                + " recipients, subject, mime, status, attempts, next_attempt_at, created_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', 0, ?, ?)";
        try (PreparedStatement insert = c.prepareStatement(Vendor.of(c).insertIgnoringDuplicates(sql),
                Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, item.dedupKey());
            insert.setString(2, item.gameId());
            insert.setString(3, item.kind().name());
            insert.setString(4, item.messageId());
            insert.setString(5, String.join(",", item.recipients()));
            insert.setString(6, item.subject());
            insert.setBytes(7, item.mime());
            insert.setObject(8, utc(now));
            insert.setObject(9, utc(now));
            if (insert.executeUpdate() == 0) {
                return raced(c, item.dedupKey());
            }
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return new OutboxEnqueued(keys.getLong(1), true);
            }
        } catch (SQLException e) {
            // Another transaction queued the same key between our look-up and insert: theirs stands.
            if (UNIQUE_VIOLATION.equals(e.getSQLState()) && idOf(c, item.dedupKey()).isPresent()) {
                return raced(c, item.dedupKey());
            }
            throw e;
        }
    }

    /** The row another transaction queued first under the same key; the insert was skipped or refused. */
    private OutboxEnqueued raced(Connection c, String dedupKey) throws SQLException {
        return new OutboxEnqueued(idOf(c, dedupKey)
                .orElseThrow(() -> new SQLException("outbox insert skipped, but no row for key " + dedupKey)), false);
    }

    public Optional<OutboxRow> find(Connection c, long id) throws SQLException {
        return one(c, "SELECT " + COLUMNS + " FROM outbox WHERE id = ?", id);
    }

    public Optional<OutboxRow> findByDedupKey(Connection c, String dedupKey) throws SQLException {
        return one(c, "SELECT " + COLUMNS + " FROM outbox WHERE dedup_key = ?", dedupKey);
    }

    public Optional<OutboxRow> findByMessageId(Connection c, String messageId) throws SQLException {
        return one(c, "SELECT " + COLUMNS + " FROM outbox WHERE message_id = ?", messageId);
    }

    /** PENDING rows whose time has come, oldest first. */
    public List<OutboxRow> due(Connection c, int limit) throws SQLException {
        return many(c, "SELECT " + COLUMNS + " FROM outbox WHERE status = 'PENDING' AND next_attempt_at <= ?"
                + " ORDER BY next_attempt_at, id LIMIT ?", utc(clock.instant()), limit);
    }

    /** Rows left in SENDING: handed to SMTP by a process that did not record the outcome. */
    public List<OutboxRow> inDoubt(Connection c) throws SQLException {
        return many(c, "SELECT " + COLUMNS + " FROM outbox WHERE status = 'SENDING' ORDER BY id");
    }

    /**
     * PENDING to SENDING, counting the attempt; {@code resendAfter} is when recovery may resend it if this process
     * dies before recording the outcome. False if the row was not PENDING (someone else took it).
     */
    public boolean markSending(Connection c, long id, Instant resendAfter) throws SQLException {
        return update(c, "UPDATE outbox SET status = 'SENDING', attempts = attempts + 1, next_attempt_at = ?"
                + " WHERE id = ? AND status = 'PENDING'", utc(resendAfter), id) == 1;
    }

    /**
     * The same, recording which robot sends it ({@code sender}, its instance name): robots sharing the database leave
     * a row another live robot is sending alone ({@link #senders}).
     */
    public boolean markSending(Connection c, long id, Instant resendAfter, String sender) throws SQLException {
        return update(c, "UPDATE outbox SET status = 'SENDING', attempts = attempts + 1, next_attempt_at = ?,"
                + " sender = ? WHERE id = ? AND status = 'PENDING'", utc(resendAfter), sender, id) == 1;
    }

    /** The robot that marked each SENDING row (null for rows marked before robots shared databases). */
    public Map<Long, String> senders(Connection c) throws SQLException {
        Map<Long, String> senders = new java.util.HashMap<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT id, sender FROM outbox WHERE status = 'SENDING'")) {
            while (rs.next()) {
                senders.put(rs.getLong(1), rs.getString(2));
            }
        }
        return senders;
    }

    /** SENDING (or PENDING, when recovery finds the copy of a mail it was about to resend) to SENT. */
    public boolean markSent(Connection c, long id, String note) throws SQLException {
        return update(c, "UPDATE outbox SET status = 'SENT', sent_at = ?, last_error = ?"
                + " WHERE id = ? AND status IN ('SENDING', 'PENDING')", utc(clock.instant()), clip(note), id) == 1;
    }

    /** Confirms, from the robot's own copy, the row sent with {@code messageId}, if it was still unconfirmed. */
    public boolean confirmByMessageId(Connection c, String messageId) throws SQLException {
        Optional<OutboxRow> row = findByMessageId(c, messageId);
        return row.isPresent() && row.get().status() == OutboxStatus.SENDING
                && markSent(c, row.get().id(), "confirmed by the robot's own copy");
    }

    /** Back to PENDING, to be tried again at {@code next}. */
    public void scheduleRetry(Connection c, long id, Instant next, String error) throws SQLException {
        update(c, "UPDATE outbox SET status = 'PENDING', next_attempt_at = ?, last_error = ? WHERE id = ?",
                utc(next), clip(error), id);
    }

    /** Counts an attempt that never reached the SMTP dialogue (server unreachable) and reschedules. */
    public void attemptFailed(Connection c, long id, Instant next, String error) throws SQLException {
        update(c, "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?"
                + " WHERE id = ? AND status = 'PENDING'", utc(next), clip(error), id);
    }

    public void markFailed(Connection c, long id, String error) throws SQLException {
        update(c, "UPDATE outbox SET status = 'FAILED', last_error = ? WHERE id = ?", clip(error), id);
    }

    public Map<OutboxStatus, Integer> countByStatus(Connection c) throws SQLException {
        Map<OutboxStatus, Integer> counts = new EnumMap<>(OutboxStatus.class);
        for (OutboxStatus s : OutboxStatus.values()) {
            counts.put(s, 0);
        }
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT status, COUNT(*) FROM outbox GROUP BY status")) {
            while (rs.next()) {
                counts.put(OutboxStatus.valueOf(rs.getString(1)), rs.getInt(2));
            }
        }
        return counts;
    }

    /** The same, for one game's mail only. */
    public Map<OutboxStatus, Integer> countByStatus(Connection c, String gameId) throws SQLException {
        Map<OutboxStatus, Integer> counts = new EnumMap<>(OutboxStatus.class);
        for (OutboxStatus s : OutboxStatus.values()) {
            counts.put(s, 0);
        }
        try (PreparedStatement q = c.prepareStatement(
                "SELECT status, COUNT(*) FROM outbox WHERE game_id = ? GROUP BY status")) {
            q.setString(1, gameId);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    counts.put(OutboxStatus.valueOf(rs.getString(1)), rs.getInt(2));
                }
            }
        }
        return counts;
    }

    private static Optional<Long> idOf(Connection c, String dedupKey) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT id FROM outbox WHERE dedup_key = ?")) {
            q.setString(1, dedupKey);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    private static Optional<OutboxRow> one(Connection c, String sql, Object key) throws SQLException {
        List<OutboxRow> rows = many(c, sql, key);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    private static List<OutboxRow> many(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement q = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                q.setObject(i + 1, params[i]);
            }
            List<OutboxRow> rows = new ArrayList<>();
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    rows.add(row(rs));
                }
            }
            return rows;
        }
    }

    private static OutboxRow row(ResultSet rs) throws SQLException {
        String recipients = rs.getString("recipients");
        return new OutboxRow(rs.getLong("id"), rs.getString("dedup_key"), rs.getString("game_id"),
                OutboxKind.valueOf(rs.getString("kind")), rs.getString("message_id"),
                recipients.isEmpty() ? List.of() : Arrays.asList(recipients.split(",")), rs.getString("subject"),
                rs.getBytes("mime"), OutboxStatus.valueOf(rs.getString("status")), rs.getInt("attempts"),
                instant(rs, "next_attempt_at"), instant(rs, "created_at"), instant(rs, "sent_at"),
                rs.getString("last_error"));
    }

    private static int update(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement u = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                u.setObject(i + 1, params[i]);
            }
            return u.executeUpdate();
        }
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }

    static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static String clip(String text) {
        String s = text == null ? "" : text;
        return s.length() <= MAX_ERROR ? s : s.substring(0, MAX_ERROR);
    }
}

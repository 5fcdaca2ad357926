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
        return enqueue(c, item, java.time.Duration.ZERO);
    }

    /**
     * Queues {@code item} to go out no sooner than {@code holdFor} from now (an answer that must not come sooner than
     * the checks it stands for would have let it; see {@code Acknowledgement#heldFor}).
     */
    public OutboxEnqueued enqueue(Connection c, OutboxItem item, java.time.Duration holdFor) throws SQLException {
        // On PostgreSQL the insert itself skips a duplicate (ON CONFLICT DO NOTHING, below), so no look-up first: that
        // was one more statement for every mail queued, 4,020 at a deadline of 20 games (docs/scaling.md). H2 has no
        // such insert and would raise the duplicate as an error.
        Vendor vendor = Vendor.of(c);
        if (vendor != Vendor.POSTGRESQL) {
            Optional<Long> existing = idOf(c, item.dedupKey());
            if (existing.isPresent()) {
                return new OutboxEnqueued(existing.get(), false);
            }
        }
        Instant now = clock.instant();
        // PostgreSQL aborts a transaction at its first error, so there a lost race must not raise one.
        String sql = "INSERT INTO outbox (dedup_key, game_id, kind, message_id,"
                + " recipients, subject, mime, status, attempts, next_attempt_at, created_at)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', 0, ?, ?)";
        try (PreparedStatement insert = Vendor.insertReturning(c, vendor.insertIgnoringDuplicates(sql),
                "id")) {
            insert.setString(1, item.dedupKey());
            insert.setString(2, item.gameId());
            insert.setString(3, item.kind().name());
            insert.setString(4, item.messageId());
            insert.setString(5, String.join(",", item.recipients()));
            insert.setString(6, item.subject());
            insert.setBytes(7, item.mime());
            insert.setObject(8, utc(holdFor.isNegative() ? now : now.plus(holdFor)));
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

    /**
     * PENDING rows whose time has come, oldest first, without their bytes ({@link OutboxRow#mime()} is empty): a
     * sender reads them with {@link #claimedBytes} once it has marked the row SENDING, so robots sharing the queue do
     * not each read every mail the other one takes (100 KB a report on average).
     */
    public List<OutboxRow> due(Connection c, int limit) throws SQLException {
        return many(c, "SELECT " + COLUMNS.replace("mime", "NULL AS mime") + " FROM outbox WHERE status = 'PENDING'"
                + " AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?", utc(clock.instant()), limit);
    }

    /** The bytes of a row this sender has just marked SENDING. */
    public byte[] claimedBytes(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT mime FROM outbox WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("outbox row " + id + " is gone");
                }
                return rs.getBytes(1);
            }
        }
    }

    /**
     * What waits to go out (PENDING and SENDING rows): how many, when the oldest was queued, and the error of the
     * last one that failed, if any.
     */
    public record Backlog(int count, Optional<Instant> oldest, String lastError) {
        public static final Backlog NONE = new Backlog(0, Optional.empty(), "");
    }

    public Backlog backlog(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*), MIN(created_at) FROM outbox"
                     + " WHERE status IN ('PENDING', 'SENDING')")) {
            rs.next();
            int count = rs.getInt(1);
            if (count == 0) {
                return Backlog.NONE;
            }
            OffsetDateTime first = rs.getObject(2, OffsetDateTime.class);
            Optional<Instant> oldest = Optional.ofNullable(first).map(OffsetDateTime::toInstant);
            String error = "";
            try (ResultSet e = st.executeQuery("SELECT last_error FROM outbox WHERE status IN ('PENDING', 'SENDING')"
                    + " AND last_error <> '' ORDER BY next_attempt_at DESC, id DESC LIMIT 1")) {
                if (e.next()) {
                    error = e.getString(1);
                }
            }
            return new Backlog(count, oldest, error);
        }
    }

    /**
     * Makes rows put off because the SMTP server could not be reached at all (OutboxSender's "SMTP server ...
     * unreachable") due now, the oldest {@code most} of them: a probe while the server is down, all of them once a
     * mail went through, so that a queue does not wait out its backoff after the server is back. Rows the server
     * itself refused keep their backoff. Returns how many.
     */
    public int retryUnreachableNow(Connection c, int most) throws SQLException {
        Instant now = clock.instant();
        return update(c, "UPDATE outbox SET next_attempt_at = ? WHERE id IN (SELECT id FROM outbox"
                + " WHERE status = 'PENDING' AND next_attempt_at > ? AND last_error LIKE 'SMTP server % unreachable:%'"
                + " ORDER BY id LIMIT ?)", utc(now), utc(now), most);
    }

    /** When the earliest PENDING row falls due, if any row is pending (it may be due already). */
    public Optional<Instant> nextDue(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'PENDING'")) {
            if (!rs.next()) {
                return Optional.empty();
            }
            java.time.OffsetDateTime at = rs.getObject(1, java.time.OffsetDateTime.class);
            return at == null ? Optional.empty() : Optional.of(at.toInstant());
        }
    }

    /** Whether a PENDING row is due now. */
    public boolean anyDue(Connection c) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT 1 FROM outbox WHERE status = 'PENDING'"
                + " AND next_attempt_at <= ? LIMIT 1")) {
            q.setObject(1, utc(clock.instant()));
            try (ResultSet rs = q.executeQuery()) {
                return rs.next();
            }
        }
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
     * For robots sharing the outbox on PostgreSQL: claims the next due row for {@code sender} and returns it with its
     * bytes, all in one statement; a row another sender is claiming at this instant is skipped ({@code SKIP LOCKED})
     * rather than waited for and then lost. Two senders thus never reach for the same row: with a conditional update
     * of a listed row each, they took the same rows in the same order, and one of them lost most of its claims (3,323
     * wasted updates for 4,020 reports at one deadline, docs/scaling.md). Empty when nothing is due. PostgreSQL
     * only; H2 holds one robot.
     */
    public Optional<OutboxRow> claimNext(Connection c, Instant resendAfter, String sender) throws SQLException {
        List<OutboxRow> rows = many(c, "UPDATE outbox SET status = 'SENDING', attempts = attempts + 1,"
                + " next_attempt_at = ?, sender = ? WHERE status = 'PENDING' AND id = (SELECT id FROM outbox"
                + " WHERE status = 'PENDING' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1"
                + " FOR UPDATE SKIP LOCKED) RETURNING " + COLUMNS, utc(resendAfter), sender, utc(clock.instant()));
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
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

    /**
     * SENDING (or PENDING, when recovery finds the copy of a mail it was about to resend) to SENT, not yet copied to
     * a sent-mail archive. A welcome's bytes are replaced by {@link #REDACTED_WELCOME} in the same statement: it is
     * the one mail that carries a password in clear, and once it is sent nothing needs them.
     */
    public boolean markSent(Connection c, OutboxRow row, String note) throws SQLException {
        return markSent(c, row.id(), row.dedupKey(), note, false);
    }

    /** The same, saying whether the mail's bytes (redacted if a welcome) were already copied to an archive. */
    public boolean markSent(Connection c, OutboxRow row, String note, boolean archived) throws SQLException {
        return markSent(c, row.id(), row.dedupKey(), note, archived);
    }

    private boolean markSent(Connection c, long id, String dedupKey, String note, boolean archived)
            throws SQLException {
        Object at = utc(clock.instant());
        // Other rows leave the bytes alone: an H2 BLOB set to itself would be written again.
        return (carriesSecret(dedupKey)
                ? update(c, MARK_SENT_REDACTED, at, clip(note), archived, REDACTED_WELCOME, id)
                : update(c, MARK_SENT, at, clip(note), archived, id)) == 1;
    }

    private static final String MARK_SENT = "UPDATE outbox SET status = 'SENT', sent_at = ?, last_error = ?,"
            + " archived = ? WHERE id = ? AND status IN ('SENDING', 'PENDING')";
    private static final String MARK_SENT_REDACTED = "UPDATE outbox SET status = 'SENT', sent_at = ?, last_error = ?,"
            + " archived = ?, mime = ? WHERE id = ? AND status IN ('SENDING', 'PENDING')";

    /**
     * The status of each outbox row whose Message-ID is among {@code messageIds}; Message-IDs no row has are left out.
     * One query per hundred, for a poll's group of own copies.
     */
    public java.util.Map<String, OutboxStatus> statusesOf(Connection c, java.util.Collection<String> messageIds)
            throws SQLException {
        java.util.Map<String, OutboxStatus> known = new java.util.HashMap<>();
        List<String> ids = List.copyOf(new java.util.LinkedHashSet<>(messageIds));
        for (int from = 0; from < ids.size(); from += 100) {
            List<String> part = ids.subList(from, Math.min(ids.size(), from + 100));
            try (PreparedStatement ps = c.prepareStatement("SELECT message_id, status FROM outbox WHERE message_id IN ("
                    + String.join(", ", java.util.Collections.nCopies(part.size(), "?")) + ")")) {
                for (int i = 0; i < part.size(); i++) {
                    ps.setString(i + 1, part.get(i));
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        known.put(rs.getString(1), OutboxStatus.valueOf(rs.getString(2)));
                    }
                }
            }
        }
        return known;
    }

    /** The row an own copy with {@code messageId} stands for, without its bytes: id, dedup key and status. */
    public record Witnessed(long id, String dedupKey, OutboxStatus status) {
        public boolean welcome() {
            return carriesSecret(dedupKey);
        }
    }

    public Optional<Witnessed> witnessed(Connection c, String messageId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT id, dedup_key, status FROM outbox WHERE message_id = ?")) {
            ps.setString(1, messageId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Witnessed(rs.getLong(1), rs.getString(2),
                        OutboxStatus.valueOf(rs.getString(3)))) : Optional.empty();
            }
        }
    }

    /** The dedup key of a welcome mail starts so (see {@code Seating}). */
    public static final String WELCOME_PREFIX = "welcome:";

    /**
     * The dedup key of any other mail that carries a secret starts so: a password a moderator reset, a code that sets
     * one. Such a mail is redacted once sent, as a welcome is.
     */
    public static final String SECRET_PREFIX = "secret:";

    /** Whether the mail under {@code dedupKey} carries a password or a code: its bytes are not kept once sent. */
    public static boolean carriesSecret(String dedupKey) {
        return dedupKey.startsWith(WELCOME_PREFIX) || dedupKey.startsWith(SECRET_PREFIX);
    }

    /** What a sent welcome mail's bytes become, in the outbox, the archive and the robot's own copy in the inbox. */
    private static final byte[] REDACTED_WELCOME = ("X-Adjutant-Redacted: yes\r\n\r\nThis mail carried the "
            + "player's password (a welcome, a reset) or a code that sets one; it was sent and its text was then "
            + "removed.\r\n")
            .getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /** {@link #REDACTED_WELCOME}, a copy. */
    public static byte[] redactedWelcome() {
        return REDACTED_WELCOME.clone();
    }

    /** The bytes a row keeps once it is SENT: a welcome's are redacted. */
    public static byte[] keptAfterSending(OutboxRow row) {
        return carriesSecret(row.dedupKey()) ? redactedWelcome() : row.mime();
    }

    /** How many rows are SENDING, by the robot instance that marked them (null: before instances were recorded). */
    public Map<String, Integer> sendingBySender(Connection c) throws SQLException {
        Map<String, Integer> senders = new java.util.HashMap<>();
        try (Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT sender, COUNT(*) FROM outbox WHERE status = 'SENDING'"
                     + " GROUP BY sender")) {
            while (rs.next()) {
                senders.put(rs.getString(1), rs.getInt(2));
            }
        }
        return senders;
    }

    /** SENT rows no archive has copied yet, oldest first, at most {@code limit}: id, kind and bytes. */
    public List<OutboxRow> unarchived(Connection c, int limit) throws SQLException {
        List<OutboxRow> rows = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM outbox WHERE archived = FALSE AND status = 'SENT' ORDER BY id LIMIT ?")) {
            ps.setInt(1, limit);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(row(rs));
                }
            }
        }
        return rows;
    }

    /** Marks rows as copied to a sent-mail archive. */
    public void markArchived(Connection c, List<Long> ids) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE outbox SET archived = TRUE WHERE id = ?")) {
            for (long id : ids) {
                ps.setLong(1, id);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** Confirms, from the robot's own copy, the row sent with {@code messageId}, if it was still unconfirmed. */
    public boolean confirmByMessageId(Connection c, String messageId) throws SQLException {
        Optional<Witnessed> row = witnessed(c, messageId);
        return row.isPresent() && confirm(c, row.get());
    }

    /** Confirms the row an own copy stands for, if it was still unconfirmed. */
    public boolean confirm(Connection c, Witnessed row) throws SQLException {
        return row.status() == OutboxStatus.SENDING
                && markSent(c, row.id(), row.dedupKey(), "confirmed by the robot's own copy", false);
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
                bytes(rs.getBytes("mime")), OutboxStatus.valueOf(rs.getString("status")), rs.getInt("attempts"),
                instant(rs, "next_attempt_at"), instant(rs, "created_at"), instant(rs, "sent_at"),
                rs.getString("last_error"));
    }

    /** The column is NOT NULL; only {@link #due} leaves it out. */
    private static byte[] bytes(byte[] mime) {
        return mime == null ? new byte[0] : mime;
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

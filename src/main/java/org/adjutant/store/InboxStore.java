package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code inbox} table: every fetched mail, raw, deduplicated by Message-ID plus content hash. Works inside the
 * caller's connection and transaction.
 */
public final class InboxStore {
    /** The status detail of the robot's own copies of its sent mail. */
    public static final String OWN_COPY = "own copy";
    /** Every status detail of a mail that was read but not answered holds these words (the moderators' status). */
    public static final String NOT_ANSWERED = "not answered";

    private static final String UNIQUE_VIOLATION = "23505";
    private static final String COLUMNS = "id, message_id, content_hash, received_at, fetched_at, source, sender,"
            + " subject, raw, status, status_detail, game_id, oversize";

    /** Stores {@code m} unless the same mail is already stored; either way returns its row id. */
    public InboxInsert insertIfAbsent(Connection c, InboxMessage m) throws SQLException {
        String messageId = clip(m.messageId(), 998);
        Optional<Long> existing = idOf(c, messageId, m.contentHash());
        if (existing.isPresent()) {
            return new InboxInsert(existing.get(), false);
        }
        // PostgreSQL aborts a transaction at its first error, so there a lost race must not raise one.
        String sql = "INSERT INTO inbox (message_id, content_hash, received_at,"
                + " fetched_at, source, sender, subject, raw, status, status_detail, oversize)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement insert = Vendor.insertReturning(c, Vendor.of(c).insertIgnoringDuplicates(sql),
                "id")) {
            insert.setString(1, messageId);
            insert.setString(2, m.contentHash());
            insert.setObject(3, OutboxStore.utc(m.receivedAt()));
            insert.setObject(4, OutboxStore.utc(m.fetchedAt()));
            insert.setString(5, clip(m.source(), 200));
            insert.setString(6, clip(m.sender(), 998));
            insert.setString(7, clip(m.subject(), 998));
            insert.setBytes(8, m.raw());
            insert.setString(9, m.status().name());
            insert.setString(10, clip(m.statusDetail(), 2000));
            if (m.oversize() > 0) {
                insert.setLong(11, m.oversize());
            } else {
                insert.setNull(11, java.sql.Types.BIGINT);
            }
            if (insert.executeUpdate() == 0) {
                return raced(c, messageId, m.contentHash());
            }
            try (ResultSet keys = insert.getGeneratedKeys()) {
                keys.next();
                return new InboxInsert(keys.getLong(1), true);
            }
        } catch (SQLException e) {
            if (UNIQUE_VIOLATION.equals(e.getSQLState()) && idOf(c, messageId, m.contentHash()).isPresent()) {
                return raced(c, messageId, m.contentHash());
            }
            throw e;
        }
    }

    /** The row another transaction stored first; the insert was skipped or refused as a duplicate. */
    private InboxInsert raced(Connection c, String messageId, String contentHash) throws SQLException {
        return new InboxInsert(idOf(c, messageId, contentHash)
                .orElseThrow(() -> new SQLException("inbox insert skipped, but no row for " + messageId)), false);
    }

    public Optional<InboxEntry> find(Connection c, long id) throws SQLException {
        List<InboxEntry> rows = query(c, "SELECT " + COLUMNS + " FROM inbox WHERE id = ?", id);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    /**
     * Claims the row for the intake in the caller's transaction: locks it and says whether it is still NEW. Robots
     * sharing the database walk the same pending rows; the second to come waits for the first's transaction and then
     * finds the row handled, so each mail is answered once.
     */
    public boolean claim(Connection c, long id) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT status FROM inbox WHERE id = ? FOR UPDATE")) {
            q.setLong(1, id);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() && InboxStatus.NEW.name().equals(rs.getString(1));
            }
        }
    }

    /** NEW rows in the order the mail server received them: the order in which orders take effect. */
    public List<InboxEntry> pending(Connection c, int limit) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM inbox WHERE status = 'NEW' ORDER BY received_at, id LIMIT ?",
                limit);
    }

    /** The same, limited to mail the server received at or before {@code upTo}. */
    public List<InboxEntry> pending(Connection c, int limit, Instant upTo) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM inbox WHERE status = 'NEW' AND received_at <= ?"
                + " ORDER BY received_at, id LIMIT ?", OutboxStore.utc(upTo), limit);
    }

    /**
     * Whether a mail with this Message-ID is stored and handled: no longer waiting for the intake, and its answer (if
     * any) no longer waiting in the outbox. Only then may its server copy go.
     */
    public boolean finishedWith(Connection c, String messageId) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT 1 FROM inbox i WHERE i.message_id = ?"
                + " AND i.status <> 'NEW' AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.dedup_key = CONCAT('ack:', i.id)"
                + " AND o.status IN ('PENDING', 'SENDING'))")) {
            q.setString(1, clip(messageId, 998));
            try (ResultSet rs = q.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** Whether the robot's own copy of the mail sent with {@code messageId} has been stored. */
    public boolean hasOwnCopy(Connection c, String messageId) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT 1 FROM inbox WHERE message_id = ? AND status = 'IGNORED'"
                + " AND status_detail LIKE ?")) {
            q.setString(1, messageId);
            q.setString(2, OWN_COPY + "%");
            try (ResultSet rs = q.executeQuery()) {
                return rs.next();
            }
        }
    }

    /**
     * An earlier row the intake has already handled that holds what this sender wrote ({@code senderHash}, see
     * {@code intake.SenderFingerprint}) under the same Message-ID; for a mail without one, any earlier handled row
     * that had none either. Such a row makes {@code id} a re-delivery.
     */
    public Optional<Long> handledEarlier(Connection c, long id, String messageId, String senderHash)
            throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT id, message_id FROM inbox WHERE sender_hash = ?"
                + " AND id <> ? AND status IN ('PROCESSED', 'FAILED') ORDER BY id")) {
            q.setString(1, senderHash);
            q.setLong(2, id);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    String earlier = rs.getString(2);
                    if (earlier.equals(messageId) || (synthetic(earlier) && synthetic(messageId))) {
                        return Optional.of(rs.getLong(1));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static boolean synthetic(String messageId) {
        return messageId.endsWith("@no-message-id.adjutant.invalid>");
    }

    /** Records what the intake made of a row, and the game it turned out to belong to (or null). */
    public void setStatus(Connection c, long id, InboxStatus status, String detail, String gameId)
            throws SQLException {
        setStatus(c, id, status, detail, gameId, null);
    }

    /**
     * The same, and what the sender wrote as the intake read it ({@code senderHash}, null to leave it), so that a
     * second delivery is recognised; one statement for both, as the intake does it for every mail.
     */
    public void setStatus(Connection c, long id, InboxStatus status, String detail, String gameId, String senderHash)
            throws SQLException {
        setStatus(c, id, status, detail, gameId, senderHash, null, null);
    }

    /**
     * The same, and the mail's bytes and subject as they are to be kept from now on ({@code raw} and {@code subject}
     * null to leave them): once judged, a mail keeps no password ({@code mail.MailRedactor}). Still one statement.
     */
    public void setStatus(Connection c, long id, InboxStatus status, String detail, String gameId, String senderHash,
                          byte[] raw, String subject) throws SQLException {
        try (PreparedStatement u = c.prepareStatement("UPDATE inbox SET status = ?, status_detail = ?, game_id = ?,"
                + " sender_hash = COALESCE(?, sender_hash)" + (raw == null ? "" : ", raw = ?")
                + (subject == null ? "" : ", subject = ?") + " WHERE id = ?")) {
            int i = 0;
            u.setString(++i, status.name());
            u.setString(++i, clip(detail == null ? "" : detail, 2000));
            u.setString(++i, gameId);
            u.setString(++i, senderHash);
            if (raw != null) {
                u.setBytes(++i, raw);
            }
            if (subject != null) {
                u.setString(++i, clip(subject, 998));
            }
            u.setLong(++i, id);
            u.executeUpdate();
        }
    }

    public Map<InboxStatus, Integer> countByStatus(Connection c) throws SQLException {
        Map<InboxStatus, Integer> counts = new EnumMap<>(InboxStatus.class);
        for (InboxStatus s : InboxStatus.values()) {
            counts.put(s, 0);
        }
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT status, COUNT(*) FROM inbox GROUP BY status")) {
            while (rs.next()) {
                counts.put(InboxStatus.valueOf(rs.getString(1)), rs.getInt(2));
            }
        }
        return counts;
    }

    /** The same, for the mail the intake found to be of one game. */
    public Map<InboxStatus, Integer> countByStatus(Connection c, String gameId) throws SQLException {
        Map<InboxStatus, Integer> counts = new EnumMap<>(InboxStatus.class);
        for (InboxStatus s : InboxStatus.values()) {
            counts.put(s, 0);
        }
        try (PreparedStatement q = c.prepareStatement(
                "SELECT status, COUNT(*) FROM inbox WHERE game_id = ? GROUP BY status")) {
            q.setString(1, gameId);
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    counts.put(InboxStatus.valueOf(rs.getString(1)), rs.getInt(2));
                }
            }
        }
        return counts;
    }

    /** The mails of a game that were read but not answered: how many, and the latest few (newest first). */
    public record Unanswered(int count, List<InboxEntry> latest) {
    }

    /** See {@link Unanswered}: rows of the game whose status detail says {@value #NOT_ANSWERED}. */
    public Unanswered unanswered(Connection c, String gameId, int latest) throws SQLException {
        return some(c, gameId, "status = 'PROCESSED' AND status_detail LIKE ?", "%" + NOT_ANSWERED + "%", latest);
    }

    /** The mails of a game the robot could not read (FAILED): how many, and the latest few. */
    public Unanswered failed(Connection c, String gameId, int latest) throws SQLException {
        return some(c, gameId, "status = ?", InboxStatus.FAILED.name(), latest);
    }

    private Unanswered some(Connection c, String gameId, String where, String value, int latest)
            throws SQLException {
        int count;
        try (PreparedStatement q = c.prepareStatement("SELECT COUNT(*) FROM inbox WHERE game_id = ? AND " + where)) {
            q.setString(1, gameId);
            q.setString(2, value);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                count = rs.getInt(1);
            }
        }
        List<InboxEntry> rows = count == 0 ? List.of() : query(c, "SELECT " + COLUMNS + " FROM inbox WHERE game_id = ?"
                + " AND " + where + " ORDER BY id DESC LIMIT ?", gameId, value, latest);
        return new Unanswered(count, rows);
    }

    /** Every row, oldest first: for moderators' listings and tests. */
    public List<InboxEntry> all(Connection c) throws SQLException {
        return query(c, "SELECT " + COLUMNS + " FROM inbox ORDER BY id");
    }

    private static Optional<Long> idOf(Connection c, String messageId, String hash) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT id FROM inbox WHERE message_id = ? AND content_hash = ?")) {
            q.setString(1, messageId);
            q.setString(2, hash);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() ? Optional.of(rs.getLong(1)) : Optional.empty();
            }
        }
    }

    private static List<InboxEntry> query(Connection c, String sql, Object... params) throws SQLException {
        try (PreparedStatement q = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                q.setObject(i + 1, params[i]);
            }
            List<InboxEntry> rows = new ArrayList<>();
            try (ResultSet rs = q.executeQuery()) {
                while (rs.next()) {
                    rows.add(new InboxEntry(rs.getLong("id"), rs.getString("message_id"), rs.getString("content_hash"),
                            OutboxStore.instant(rs, "received_at"), OutboxStore.instant(rs, "fetched_at"),
                            rs.getString("source"), rs.getString("sender"), rs.getString("subject"),
                            rs.getBytes("raw"), InboxStatus.valueOf(rs.getString("status")),
                            rs.getString("status_detail"), rs.getString("game_id"), rs.getLong("oversize")));
                }
            }
            return rows;
        }
    }

    private static String clip(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max);
    }
}

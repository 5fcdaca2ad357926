package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Letters players send each other through the robot (docs/players.md, "Press"): the record, the count a role's
 * limit reads, the reply codes, and the letters held until a deadline's turn has run.
 */
public final class PressStore {
    /** What {@code recipients} holds for a letter to every player. */
    public static final String EVERYONE = "*";

    /**
     * One letter. {@code recipients}: roles, or {@link #EVERYONE}; {@code heldForTurn}: held until the game has run
     * more turns than this, empty when it went at once.
     */
    public record Letter(long id, String gameId, long inboxId, long senderId, String senderRole,
                         List<String> recipients, String kind, boolean copyModerators, String body, String replyCode,
                         Instant sentAt, OptionalInt heldForTurn) {
        public Letter {
            recipients = List.copyOf(recipients);
        }

        public boolean toEveryone() {
            return recipients.equals(List.of(EVERYONE));
        }
    }

    /** Stores {@code l} (its id is ignored) and returns its id. */
    public long add(Connection c, Letter l) throws SQLException {
        try (PreparedStatement ps = Vendor.insertReturning(c, "INSERT INTO press(game_id, inbox_id, sender_id,"
                + " sender_role, recipients, kind, copy_moderators, body, reply_code, sent_at,"
                + " held_for_turn) VALUES (?,?,?,?,?,?,?,?,?,?,?)", "id")) {
            ps.setString(1, l.gameId());
            if (l.inboxId() == 0) {
                ps.setNull(2, Types.BIGINT);
            } else {
                ps.setLong(2, l.inboxId());
            }
            ps.setLong(3, l.senderId());
            ps.setString(4, l.senderRole());
            ps.setString(5, String.join(",", l.recipients()));
            ps.setString(6, l.kind());
            ps.setBoolean(7, l.copyModerators());
            ps.setString(8, l.body());
            ps.setString(9, l.replyCode());
            ps.setObject(10, GameStore.utc(l.sentAt()));
            if (l.heldForTurn().isPresent()) {
                ps.setInt(11, l.heldForTurn().getAsInt());
            } else {
                ps.setNull(11, Types.INTEGER);
            }
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** When each letter the player sent since {@code since} was sent, oldest first: what his limit counts. */
    public List<Instant> sentSince(Connection c, long senderId, Instant since) throws SQLException {
        List<Instant> at = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT sent_at FROM press WHERE sender_id = ? AND sent_at >= ?"
                + " ORDER BY sent_at")) {
            ps.setLong(1, senderId);
            ps.setObject(2, GameStore.utc(since));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    at.add(GameStore.instant(rs, "sent_at"));
                }
            }
        }
        return at;
    }

    /** The letter of the game a reply code names (case and dashes as the robot wrote it). */
    public Optional<Letter> byReplyCode(Connection c, String gameId, String code) throws SQLException {
        List<Letter> found = select(c, "SELECT * FROM press WHERE game_id = ? AND reply_code = ?", gameId, code);
        return found.stream().findFirst();
    }

    /** Whether a letter of the game already has the reply code. */
    public boolean codeTaken(Connection c, String gameId, String code) throws SQLException {
        return byReplyCode(c, gameId, code).isPresent();
    }

    /** Every letter still held, oldest first. */
    public List<Letter> held(Connection c) throws SQLException {
        return select(c, "SELECT * FROM press WHERE held_for_turn IS NOT NULL AND delivered_at IS NULL ORDER BY id");
    }

    /** Marks a letter delivered (queued in the outbox) at {@code at}. */
    public void delivered(Connection c, long id, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE press SET delivered_at = ? WHERE id = ?")) {
            ps.setObject(1, GameStore.utc(at));
            ps.setLong(2, id);
            ps.executeUpdate();
        }
    }

    private static List<Letter> select(Connection c, String sql, String... args) throws SQLException {
        List<Letter> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                ps.setString(i + 1, args[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    int held = rs.getInt("held_for_turn");
                    OptionalInt heldFor = rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(held);
                    out.add(new Letter(rs.getLong("id"), rs.getString("game_id"), rs.getLong("inbox_id"),
                            rs.getLong("sender_id"), rs.getString("sender_role"),
                            List.of(rs.getString("recipients").split(",")), rs.getString("kind"),
                            rs.getBoolean("copy_moderators"), rs.getString("body"), rs.getString("reply_code"),
                            GameStore.instant(rs, "sent_at"), heldFor));
                }
            }
        }
        return out;
    }
}

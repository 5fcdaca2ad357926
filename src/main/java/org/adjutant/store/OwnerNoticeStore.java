package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.OptionalInt;

/**
 * The window of the short notices a unit's commander or deputy gets when someone else's mail names his unit: at most
 * one per player, game and kind within the window. A notice held back is counted, and the next one sent says how
 * many there were.
 */
public final class OwnerNoticeStore {

    /**
     * Whether a notice of {@code kind} may go to the player now. If so, the window starts again at {@code now} and
     * the result is how many notices were held back since the last one sent; if not, this one is counted and the
     * result is empty.
     */
    public OptionalInt claim(Connection c, String gameId, long playerId, String kind, Instant now, Duration window)
            throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT last_sent_at, suppressed FROM owner_notice"
                + " WHERE game_id = ? AND player_id = ? AND kind = ? FOR UPDATE")) {
            q.setString(1, gameId);
            q.setLong(2, playerId);
            q.setString(3, kind);
            try (ResultSet rs = q.executeQuery()) {
                if (!rs.next()) {
                    insert(c, gameId, playerId, kind, now);
                    return OptionalInt.of(0);
                }
                Instant last = GameStore.instant(rs, "last_sent_at");
                int suppressed = rs.getInt("suppressed");
                if (now.isBefore(last.plus(window))) {
                    update(c, "UPDATE owner_notice SET suppressed = suppressed + 1"
                            + " WHERE game_id = ? AND player_id = ? AND kind = ?", null, gameId, playerId, kind);
                    return OptionalInt.empty();
                }
                update(c, "UPDATE owner_notice SET last_sent_at = ?, suppressed = 0"
                        + " WHERE game_id = ? AND player_id = ? AND kind = ?", now, gameId, playerId, kind);
                return OptionalInt.of(suppressed);
            }
        }
    }

    private static void insert(Connection c, String gameId, long playerId, String kind, Instant now)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO owner_notice(game_id, player_id, kind,"
                + " last_sent_at, suppressed) VALUES (?, ?, ?, ?, 0)")) {
            ps.setString(1, gameId);
            ps.setLong(2, playerId);
            ps.setString(3, kind);
            ps.setObject(4, GameStore.utc(now));
            ps.executeUpdate();
        }
    }

    private static void update(Connection c, String sql, Instant at, String gameId, long playerId, String kind)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 1;
            if (at != null) {
                ps.setObject(i++, GameStore.utc(at));
            }
            ps.setString(i++, gameId);
            ps.setLong(i++, playerId);
            ps.setString(i, kind);
            ps.executeUpdate();
        }
    }
}

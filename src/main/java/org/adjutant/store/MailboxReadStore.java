package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * When each mailbox was last read whole, kept across restarts (the mail watch's outage start). The
 * time only moves forward: robots sharing a mailbox each write it, in any order.
 */
public final class MailboxReadStore {

    public Optional<Instant> lastRead(Connection c, String mailbox) throws SQLException {
        try (PreparedStatement q = c.prepareStatement("SELECT read_at FROM mailbox_read WHERE mailbox = ?")) {
            q.setString(1, mailbox);
            try (ResultSet rs = q.executeQuery()) {
                return rs.next() ? Optional.of(GameStore.instant(rs, "read_at")) : Optional.empty();
            }
        }
    }

    /** Records a read at {@code at}, unless a later one is recorded already. */
    public void read(Connection c, String mailbox, Instant at) throws SQLException {
        try (PreparedStatement u = c.prepareStatement(
                "UPDATE mailbox_read SET read_at = ? WHERE mailbox = ? AND read_at < ?")) {
            u.setObject(1, GameStore.utc(at));
            u.setString(2, mailbox);
            u.setObject(3, GameStore.utc(at));
            if (u.executeUpdate() == 1) {
                return;
            }
        }
        // No row, or a later read in it. A second robot inserting the first row at the same moment gets a key
        // violation: its caller lets it go, since the row is there and the next read moves it on.
        try (PreparedStatement i = c.prepareStatement("INSERT INTO mailbox_read(mailbox, read_at) SELECT ?, ?"
                + " WHERE NOT EXISTS (SELECT 1 FROM mailbox_read WHERE mailbox = ?)")) {
            i.setString(1, mailbox);
            i.setObject(2, GameStore.utc(at));
            i.setString(3, mailbox);
            i.executeUpdate();
        }
    }
}

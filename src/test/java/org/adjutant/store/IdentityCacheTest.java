package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every H2 commit is written to the database file before it returns ({@code WRITE_DELAY=0}); an identity column's next
 * value, kept in the schema, must not add a write of its own every few rows (migration {@code R__identity_cache}).
 */
class IdentityCacheTest {
    private static final Instant AT = Instant.parse("1846-05-08T14:00:00Z");

    @TempDir
    Path dir;

    @Test
    @DisplayName("300 inbox, queue and outbox rows committed together are one write of the file, give or take the"
            + " identity values each table sets aside once; ids still rise")
    void identityValuesAreNotWrittenEveryFewRows() {
        try (CoreFixture core = new CoreFixture(dir)) {
            long player = core.players.get("alice").id();
            OutboxStore outbox = new OutboxStore(java.time.Clock.systemUTC());
            long before = fileWrites(core.db);
            List<Long> ids = core.db.inTransaction(c -> {
                List<Long> queued = new java.util.ArrayList<>();
                for (int i = 0; i < 300; i++) {
                    long inboxId = new InboxStore().insertIfAbsent(c, new InboxMessage("<m" + i + "@x>", "h" + i, AT,
                            AT, "test", "alice@example.org", "orders", "HOLD".getBytes(StandardCharsets.US_ASCII),
                            InboxStatus.NEW, "")).id();
                    queued.add(new OrderQueueStore().enqueue(c, new QueuedBlock(0, "g", "A1", inboxId, 1, player,
                            QueuedBlock.Role.COMMANDER, "alice@example.org", AT, List.of("HOLD"))));
                    outbox.enqueue(c, new OutboxItem("ack:" + inboxId, "g", OutboxKind.ACK, "<a" + i + "@robot>",
                            List.of("alice@example.org"), "orders", "ack".getBytes(StandardCharsets.US_ASCII)));
                }
                return queued;
            });
            long writes = fileWrites(core.db) - before;

            // With H2's default cache of 32, each table wrote its next identity value every 32 rows: 28 more writes.
            assertThat(writes).isLessThanOrEqualTo(4);
            assertThat(ids).isSorted().doesNotHaveDuplicates();
        }
    }

    @Test
    @DisplayName("the queue and the outbox, five rows and one a mail, set identity values aside 16,384 at a time")
    void queueAndOutboxSetAsideThousandsOfValues() {
        try (CoreFixture core = new CoreFixture(dir)) {
            // at 1,024 a run of 10,000 mails still wrote the queue's next value 49 times, a few milliseconds each
            long queue = core.db.read(c -> identityCache(c, "ORDER_QUEUE"));
            long outbox = core.db.read(c -> identityCache(c, "OUTBOX"));
            long inbox = core.db.read(c -> identityCache(c, "INBOX"));
            assertThat(queue).isEqualTo(16_384);
            assertThat(outbox).isEqualTo(16_384);
            assertThat(inbox).isEqualTo(1_024);
        }
    }

    private static long identityCache(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT IDENTITY_CACHE FROM"
                + " INFORMATION_SCHEMA.COLUMNS WHERE TABLE_NAME = '" + table + "' AND COLUMN_NAME = 'ID'")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static long fileWrites(Database db) {
        return db.read(IdentityCacheTest::fileWrites);
    }

    private static long fileWrites(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT SETTING_VALUE FROM"
                + " INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'info.FILE_WRITE'")) {
            rs.next();
            return Long.parseLong(rs.getString(1));
        }
    }
}

package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: the SQL of the store must mean the same on both. */
@ParameterizedClass
@EnumSource(Vendor.class)
class InboxStoreTest {
    final Database db;

    InboxStoreTest(Vendor vendor) {
        db = TestDatabases.fresh(vendor, "inbox");
    }
    final InboxStore inbox = new InboxStore();

    @AfterEach
    void close() {
        db.close();
    }

    static InboxMessage mail(String messageId, String hash, String receivedAt, InboxStatus status) {
        return new InboxMessage(messageId, hash, Instant.parse(receivedAt), Instant.parse("1846-05-01T00:00:00Z"),
                "imap://robot@host:143/INBOX", "taylor@army.example", "Orders",
                ("Message-ID: " + messageId + "\r\n\r\nHOLD\r\n").getBytes(StandardCharsets.US_ASCII), status, "");
    }

    @Test
    void theSameMessageIdAndHashIsStoredOnce() {
        InboxInsert first = db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<a@x>", "h1",
                "1846-04-30T10:00:00Z", InboxStatus.NEW)));
        InboxInsert again = db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<a@x>", "h1",
                "1846-04-30T10:00:00Z", InboxStatus.NEW)));
        assertThat(again).isEqualTo(new InboxInsert(first.id(), false));
    }

    @Test
    void aResentMailWithTheSameMessageIdButOtherBytesIsKeptAsWell() {
        db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<a@x>", "h1", "1846-04-30T10:00:00Z", InboxStatus.NEW)));
        InboxInsert edited = db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<a@x>", "h2",
                "1846-04-30T10:05:00Z", InboxStatus.NEW)));
        assertThat(edited.created()).isTrue();
    }

    @Test
    void pendingMailComesInServerReceiptOrderAndLeavesOnceProcessed() {
        long late = db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<late@x>", "h1", "1846-04-30T12:00:00Z",
                InboxStatus.NEW))).id();
        long early = db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<early@x>", "h2", "1846-04-30T09:00:00Z",
                InboxStatus.NEW))).id();
        db.inTransaction(c -> inbox.insertIfAbsent(c, mail("<bounce@x>", "h3", "1846-04-30T08:00:00Z",
                InboxStatus.IGNORED)));

        List<InboxEntry> pending = db.read(c -> inbox.pending(c, 10));
        assertThat(pending).extracting(InboxEntry::id).containsExactly(early, late);

        db.inTransaction(c -> {
            inbox.setStatus(c, early, InboxStatus.PROCESSED, "2 blocks accepted", "g1");
            return null;
        });
        List<InboxEntry> after = db.read(c -> inbox.pending(c, 10));
        assertThat(after).extracting(InboxEntry::id).containsExactly(late);
        InboxEntry processed = db.read(c -> inbox.find(c, early)).orElseThrow();
        assertThat(processed.gameId()).isEqualTo("g1");
        assertThat(processed.statusDetail()).isEqualTo("2 blocks accepted");
    }

    @Test
    void overlongHeaderValuesAreClippedToTheColumns() {
        InboxMessage m = new InboxMessage("<" + "x".repeat(2000) + "@x>", "h", Instant.EPOCH, Instant.EPOCH, "s",
                "s".repeat(5000), "t".repeat(5000), new byte[] {1}, InboxStatus.NEW, "d".repeat(5000));
        long id = db.inTransaction(c -> inbox.insertIfAbsent(c, m)).id();
        InboxEntry e = db.read(c -> inbox.find(c, id)).orElseThrow();
        assertThat(e.messageId()).hasSize(998);
        assertThat(e.subject()).hasSize(998);
        assertThat(e.statusDetail()).hasSize(2000);
    }
}

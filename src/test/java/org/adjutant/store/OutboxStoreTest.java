package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: the SQL of the store must mean the same on both. */
@ParameterizedClass
@EnumSource(Vendor.class)
class OutboxStoreTest {
    final Instant t0 = Instant.parse("1847-02-22T09:00:00Z");
    final Database db;

    final OutboxStore outbox = new OutboxStore(Clock.fixed(t0, ZoneOffset.UTC));

    OutboxStoreTest(Vendor vendor) {
        db = TestDatabases.fresh(vendor, "outbox");
    }

    @AfterEach
    void close() {
        db.close();
    }

    static OutboxItem item(String key, String messageId) {
        return new OutboxItem(key, "g1", OutboxKind.REPORT, messageId, List.of("santa.anna@mx.example"),
                "Turn 4", ("Message-ID: " + messageId + "\r\n\r\nbody\r\n").getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void enqueuedRowIsPendingAndDueAtOnce() {
        OutboxEnqueued e = db.inTransaction(c -> outbox.enqueue(c, item("report:g1:4:santa:full", "<r4@robot>")));
        assertThat(e.created()).isTrue();
        OutboxRow row = db.read(c -> outbox.find(c, e.id())).orElseThrow();
        assertThat(row.status()).isEqualTo(OutboxStatus.PENDING);
        assertThat(row.attempts()).isZero();
        assertThat(row.nextAttemptAt()).isEqualTo(t0);
        assertThat(row.recipients()).containsExactly("santa.anna@mx.example");
        List<OutboxRow> due = db.read(c -> outbox.due(c, 10));
        assertThat(due).extracting(OutboxRow::id).containsExactly(e.id());
    }

    @Test
    void enqueueingTheSameDedupKeyTwiceIsANoOp() {
        OutboxEnqueued first = db.inTransaction(c -> outbox.enqueue(c, item("ack:17", "<a17@robot>")));
        OutboxEnqueued second = db.inTransaction(c -> outbox.enqueue(c, item("ack:17", "<a17@robot>")));
        assertThat(second).isEqualTo(new OutboxEnqueued(first.id(), false));
        Map<OutboxStatus, Integer> counts = db.read(outbox::countByStatus);
        assertThat(counts.get(OutboxStatus.PENDING)).isEqualTo(1);
    }

    @Test
    void aRolledBackTransactionTakesItsMailWithIt() {
        assertThatThrownBy(() -> db.inTransaction(c -> {
            outbox.enqueue(c, item("report:g1:5:x:full", "<r5@robot>"));
            throw new IllegalStateException("turn failed");
        })).isInstanceOf(IllegalStateException.class);
        Optional<OutboxRow> row = db.read(c -> outbox.findByDedupKey(c, "report:g1:5:x:full"));
        assertThat(row).isEmpty();
    }

    @Test
    void twoRowsCannotShareAMessageId() {
        db.inTransaction(c -> outbox.enqueue(c, item("a", "<same@robot>")));
        assertThatThrownBy(() -> db.inTransaction(c -> outbox.enqueue(c, item("b", "<same@robot>"))))
                .isInstanceOf(StoreException.class);
    }

    @Test
    void sendingCountsAnAttemptAndOnlyConfirmationByOwnCopyMovesSendingToSent() {
        long id = db.inTransaction(c -> outbox.enqueue(c, item("n:1", "<n1@robot>"))).id();
        boolean taken = db.inTransaction(c -> outbox.markSending(c, id, t0.plus(Duration.ofMinutes(15))));
        boolean takenTwice = db.inTransaction(c -> outbox.markSending(c, id, t0));
        assertThat(taken).isTrue();
        assertThat(takenTwice).isFalse();
        List<OutboxRow> inDoubt = db.read(outbox::inDoubt);
        assertThat(inDoubt).extracting(OutboxRow::attempts).containsExactly(1);
        boolean confirmed = db.inTransaction(c -> outbox.confirmByMessageId(c, "<n1@robot>"));
        boolean confirmedTwice = db.inTransaction(c -> outbox.confirmByMessageId(c, "<n1@robot>"));
        assertThat(confirmed).isTrue();
        assertThat(confirmedTwice).isFalse();
        OutboxRow row = db.read(c -> outbox.find(c, id)).orElseThrow();
        assertThat(row.status()).isEqualTo(OutboxStatus.SENT);
        assertThat(row.sentAt()).isEqualTo(t0);
    }

    @Test
    void outage_backlogIsWhatWaitsItsOldestAndTheLastError() {
        assertThat(db.read(outbox::backlog)).isEqualTo(OutboxStore.Backlog.NONE);
        OutboxStore later = new OutboxStore(Clock.fixed(t0.plusSeconds(600), ZoneOffset.UTC));
        long first = db.inTransaction(c -> outbox.enqueue(c, item("ack:1", "<a1@robot>"))).id();
        long second = db.inTransaction(c -> later.enqueue(c, item("ack:2", "<a2@robot>"))).id();
        long sent = db.inTransaction(c -> outbox.enqueue(c, item("ack:3", "<a3@robot>"))).id();
        db.inTransaction(c -> {
            outbox.markSent(c, outbox.find(c, sent).orElseThrow(), "");
            later.attemptFailed(c, second, t0.plusSeconds(900), "SMTP server smtp:25 unreachable: refused");
            return null;
        });
        OutboxStore.Backlog b = db.read(outbox::backlog);
        assertThat(b.count()).isEqualTo(2);
        assertThat(b.oldest()).contains(t0);
        assertThat(b.lastError()).isEqualTo("SMTP server smtp:25 unreachable: refused");
        assertThat(first).isNotEqualTo(second);
    }

    @Test
    void outage_mailPutOffForAnUnreachableServerIsDueAgainAtOnceButRefusedMailKeepsItsBackoff() {
        long a = db.inTransaction(c -> outbox.enqueue(c, item("ack:1", "<a1@robot>"))).id();
        long b = db.inTransaction(c -> outbox.enqueue(c, item("ack:2", "<a2@robot>"))).id();
        long refused = db.inTransaction(c -> outbox.enqueue(c, item("ack:3", "<a3@robot>"))).id();
        Instant hourLater = t0.plusSeconds(3600);
        db.inTransaction(c -> {
            outbox.attemptFailed(c, a, hourLater, "SMTP server smtp:25 unreachable: Connection refused");
            outbox.attemptFailed(c, b, hourLater, "SMTP server smtp:25 unreachable: Connection refused");
            outbox.scheduleRetry(c, refused, hourLater, "SMTPSendFailedException: 452 mailbox full");
            return null;
        });
        assertThat(db.read(outbox::anyDue)).isFalse();
        int probed = db.inTransaction(c -> outbox.retryUnreachableNow(c, 1));
        assertThat(probed).as("a probe: the oldest").isEqualTo(1);
        List<OutboxRow> due = db.read(c -> outbox.due(c, 10));
        assertThat(due).extracting(OutboxRow::id).containsExactly(a);
        assertThat(db.read(outbox::anyDue)).isTrue();
        int released = db.inTransaction(c -> outbox.retryUnreachableNow(c, Integer.MAX_VALUE));
        assertThat(released).isEqualTo(1);
        List<OutboxRow> all = db.read(c -> outbox.due(c, 10));
        assertThat(all).extracting(OutboxRow::id).containsExactlyInAnyOrder(a, b);
        assertThat(db.read(c -> outbox.find(c, refused)).orElseThrow().nextAttemptAt()).isEqualTo(hourLater);
    }
}

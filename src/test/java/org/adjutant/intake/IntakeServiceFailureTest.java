package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.mail.MailDecoder;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxMessage;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A mail whose answer cannot be queued must end FAILED, and must not keep the intake busy. */
class IntakeServiceFailureTest {
    private final CoreFixture core = new CoreFixture();
    private final InboxStore inbox = new InboxStore();

    @AfterEach
    void close() {
        core.close();
    }

    @Test
    @Timeout(30)
    @DisplayName("when even the answer to a failed mail fails, the mail is FAILED without an answer, handled once")
    void failureWhoseAnswerFailsEndsTheMail() {
        byte[] raw = ("From: alice@example.org\r\nSubject: orders\r\nMessage-ID: <f1@example.org>\r\n\r\n"
                + "UNIT A1 PASSWORD " + core.password("alice") + "\r\nHOLD\r\n").getBytes(StandardCharsets.US_ASCII);
        long id = core.db.inTransaction(c -> inbox.insertIfAbsent(c, new InboxMessage("<f1@example.org>", "h1",
                Instant.parse("1846-04-02T00:00:00Z"), Instant.parse("1846-04-02T00:00:01Z"), "test",
                "alice@example.org", "orders", raw, InboxStatus.NEW, "", 0)).id());
        AtomicInteger attempts = new AtomicInteger();
        IntakeService service = new IntakeService(core.db, new MailDecoder(),
                new IntakeProcessor(core.games, core.hasher), (c, ack) -> {
                    attempts.incrementAndGet();
                    throw new IllegalArgumentException("not a mail address: " + ack.recipients());
                });

        IntakeService.IntakeResult result = service.processPending();

        assertThat(result.mails()).isEqualTo(1);
        assertThat(result.failed()).isEqualTo(1);
        assertThat(attempts).hasValue(2); // the answer to the orders, then the answer telling of the failure
        InboxEntry row = core.db.read(c -> inbox.find(c, id)).orElseThrow();
        assertThat(row.status()).isEqualTo(InboxStatus.FAILED);
        assertThat(row.statusDetail()).contains("not answered: not a mail address");
        assertThat(service.processPending().mails()).isZero();
    }

    @Test
    @Timeout(30)
    @DisplayName("a mail that fails among mails taken in together costs only itself: the others are processed and"
            + " answered once each, it is FAILED and told so once")
    void oneFailingMailAmongOthersTakenInTogether() {
        List<Long> ids = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            byte[] raw = ("From: alice@example.org\r\nSubject: orders " + i + "\r\nMessage-ID: <g" + i
                    + "@example.org>\r\n\r\nUNIT A1 PASSWORD " + core.password("alice") + "\r\nHOLD\r\n")
                    .getBytes(StandardCharsets.US_ASCII);
            String hash = "g" + i;
            Instant at = Instant.parse("1846-04-02T00:00:00Z").plusSeconds(i);
            ids.add(core.db.inTransaction(c -> inbox.insertIfAbsent(c, new InboxMessage("<g" + hash
                    + "@example.org>", hash, at, at, "test", "alice@example.org", "orders", raw, InboxStatus.NEW,
                    "", 0)).id()));
        }
        long bad = ids.get(2);
        core.db.inTransaction(c -> {
            try (var s = c.createStatement()) {
                s.execute("CREATE TABLE test_ack(seq BIGINT AUTO_INCREMENT PRIMARY KEY, inbox_id BIGINT NOT NULL,"
                        + " failure BOOLEAN NOT NULL)");
            }
            return null;
        });
        IntakeService service = new IntakeService(core.db, new MailDecoder(),
                new IntakeProcessor(core.games, core.hasher), (c, ack) -> {
                    boolean failure = ack.notes().stream().anyMatch(n -> n.contains("could not read this mail"));
                    if (ack.inboxId() == bad && !failure) {
                        throw new IllegalStateException("the template broke on this one");
                    }
                    try (var ps = c.prepareStatement("INSERT INTO test_ack(inbox_id, failure) VALUES (?, ?)")) {
                        ps.setLong(1, ack.inboxId());
                        ps.setBoolean(2, failure);
                        ps.executeUpdate();
                    }
                });

        IntakeService.IntakeResult result = service.processPending();

        assertThat(result.mails()).isEqualTo(5);
        assertThat(result.failed()).isEqualTo(1);
        assertThat(result.accepted()).isEqualTo(4);
        for (long id : ids) {
            InboxStatus status = core.db.read(c -> inbox.find(c, id)).orElseThrow().status();
            assertThat(status).as("mail " + id).isEqualTo(id == bad ? InboxStatus.FAILED : InboxStatus.PROCESSED);
        }
        List<String> answers = core.db.read(c -> {
            List<String> rows = new ArrayList<>();
            try (var s = c.createStatement();
                    var rs = s.executeQuery("SELECT inbox_id, failure FROM test_ack ORDER BY seq")) {
                while (rs.next()) {
                    rows.add(rs.getLong(1) + (rs.getBoolean(2) ? " failed" : " answered"));
                }
            }
            return rows;
        });
        assertThat(answers).containsExactly(ids.get(0) + " answered", ids.get(1) + " answered", bad + " failed",
                ids.get(3) + " answered", ids.get(4) + " answered");
        assertThat(core.db.<Integer>read(c -> {
            try (var s = c.createStatement(); var rs = s.executeQuery("SELECT COUNT(*) FROM order_queue")) {
                rs.next();
                return rs.getInt(1);
            }
        })).isEqualTo(4);
    }
}

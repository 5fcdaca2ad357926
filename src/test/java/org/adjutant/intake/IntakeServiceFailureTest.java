package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
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
}

package org.adjutant.mail;

import static org.adjutant.mail.MailTestKit.ROBOT;
import static org.adjutant.mail.MailTestKit.ROBOT_LOGIN;
import static org.adjutant.mail.MailTestKit.ROBOT_PASSWORD;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.time.Instant;
import java.util.List;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxItem;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.adjutant.testing.EmbeddedPostgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two robots sharing one PostgreSQL database and one mailbox (docs/scaling.md): a mail one robot marked SENDING is
 * in doubt for the other only once that robot is gone.
 */
class SharedOutboxTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    final TestClock clock = new TestClock(Instant.parse("1846-09-21T08:00:00Z"));
    final OutboxStore outbox = new OutboxStore(clock);

    /** The robot's mailbox on GreenMail, and the settings of robots that use it. */
    private static MailSettings sharedMailbox() {
        MAIL.setUser(ROBOT, ROBOT_LOGIN, ROBOT_PASSWORD);
        return MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP, box -> box);
    }

    /** A report for taylor in the outbox, queued by robot {@code db}; its row id. */
    private long queueReport(Database db, int n) {
        OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of("taylor@army.example"),
                "Report " + n, "Turn 1 report " + n, "<shared-" + n + "@amwol.example>", AutoSubmitted.AUTO_GENERATED,
                "report:g1:1:p" + n);
        OutboxItem item = new MailComposer(clock).outboxItem("g1", OutboxKind.REPORT, mail);
        return db.inTransaction(c -> outbox.enqueue(c, item)).id();
    }

    @Test
    @DisplayName("a row another live robot is sending is left alone; once that robot is dead it is resent, once")
    void inDoubtOnlyWhenItsSenderIsDead() throws Exception {
        MailSettings settings = sharedMailbox();
        String url = EmbeddedPostgres.get().createDatabase("shared_outbox");
        try (Database b = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-b")) {
            Database a = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-a");
            long id = queueReport(a, 1);
            // Robot A marks it SENDING and stalls there (as in the middle of its SMTP transaction).
            CrashHook stall = point -> {
                if (point.equals(CrashHook.MARKED_SENDING)) {
                    throw new MailboxPollerTest.SimulatedCrash(point);
                }
            };
            assertThatThrownBy(() -> new OutboxSender(a, settings, clock, stall).sendDue())
                    .isInstanceOf(MailboxPollerTest.SimulatedCrash.class);
            clock.advance(MailSettings.Retry.DEFAULT.inDoubtGrace().multipliedBy(2));

            MailService robotB = new MailService(b, settings, clock);
            assertThat(robotB.recoverInDoubt().inDoubt()).as("robot A is alive: not B's to settle").isZero();
            assertThat(b.read(c -> outbox.find(c, id)).orElseThrow().status()).isEqualTo(OutboxStatus.SENDING);

            a.close(); // robot A dies: its session, and its instance lock, end
            for (int i = 0; i < 100 && b.alive("robot-a"); i++) {
                Thread.sleep(50); // the server ends the session a moment after the connection closes
            }
            assertThat(robotB.recoverInDoubt().requeued()).isEqualTo(1);
            assertThat(robotB.sendDue().sent()).isEqualTo(1);
            assertThat(b.read(c -> outbox.find(c, id)).orElseThrow().status()).isEqualTo(OutboxStatus.SENT);
            var taylor = MAIL.getUserManager().getUserByEmail("taylor@army.example");
            assertThat(MAIL.getManagers().getImapHostManager().getInbox(taylor).getMessages()).hasSize(1);
        }
    }

    @Test
    @DisplayName("two robots sending one outbox at once claim distinct rows: each mail once, both senders at work")
    void concurrentSendersClaimDistinctRows() throws Exception {
        MailSettings settings = sharedMailbox();
        String url = EmbeddedPostgres.get().createDatabase("shared_senders");
        int rows = 150;
        try (Database a = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-a");
             Database b = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-b")) {
            for (int i = 1; i <= rows; i++) {
                queueReport(i % 2 == 0 ? a : b, i);
            }
            OutboxSender senderA = new OutboxSender(a, settings, clock, CrashHook.NONE);
            OutboxSender senderB = new OutboxSender(b, settings, clock, CrashHook.NONE);
            java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(2);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
            try {
                var resultA = pool.submit(() -> {
                    start.await();
                    return senderA.sendDue();
                });
                var resultB = pool.submit(() -> {
                    start.await();
                    return senderB.sendDue();
                });
                SendResult ra = resultA.get();
                SendResult rb = resultB.get();
                assertThat(ra.sent() + rb.sent()).isEqualTo(rows);
                assertThat(ra.attempted() + rb.attempted()).as("no row claimed twice").isEqualTo(rows);
                assertThat(ra.sent()).as("robot A sent some").isPositive();
                assertThat(rb.sent()).as("robot B sent some").isPositive();
            } finally {
                pool.shutdownNow();
                senderA.close();
                senderB.close();
            }
            assertThat(a.read(c -> outbox.countByStatus(c)).get(OutboxStatus.SENT)).isEqualTo(rows);
            java.util.Map<Long, String> none = a.read(outbox::senders);
            assertThat(none).as("nothing left SENDING").isEmpty();
            var taylor = MAIL.getUserManager().getUserByEmail("taylor@army.example");
            List<String> ids = new java.util.ArrayList<>();
            for (var m : MAIL.getManagers().getImapHostManager().getInbox(taylor).getMessages()) {
                ids.add(m.getMimeMessage().getMessageID());
            }
            assertThat(ids).hasSize(rows).doesNotHaveDuplicates();
        }
    }
}

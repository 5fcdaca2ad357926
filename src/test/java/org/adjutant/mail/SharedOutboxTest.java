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

    @Test
    @DisplayName("a row another live robot is sending is left alone; once that robot is dead it is resent, once")
    void inDoubtOnlyWhenItsSenderIsDead() throws Exception {
        MAIL.setUser(ROBOT, ROBOT_LOGIN, ROBOT_PASSWORD);
        MailSettings settings = MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP, box -> box);
        String url = EmbeddedPostgres.get().createDatabase("shared_outbox");
        OutboxStore outbox = new OutboxStore(clock);
        try (Database b = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-b")) {
            Database a = Database.postgres(url, "postgres", null, Database.Role.ROBOT, "robot-a");
            OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of("taylor@army.example"),
                    "Report 1", "Turn 1 report", "<shared-1@amwol.example>", AutoSubmitted.AUTO_GENERATED,
                    "report:g1:1:taylor");
            OutboxItem item = new MailComposer(clock).outboxItem("g1", OutboxKind.REPORT, mail);
            long id = a.inTransaction(c -> outbox.enqueue(c, item)).id();
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
}

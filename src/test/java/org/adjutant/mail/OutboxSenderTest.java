package org.adjutant.mail;

import static org.adjutant.mail.MailTestKit.ROBOT;
import static org.adjutant.mail.MailTestKit.ROBOT_LOGIN;
import static org.adjutant.mail.MailTestKit.ROBOT_PASSWORD;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxItem;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxRow;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: exactly-once sending and its crash recovery. */
@ParameterizedClass
@EnumSource(Vendor.class)
class OutboxSenderTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path dir;

    final TestClock clock = new TestClock(Instant.parse("1846-09-21T08:00:00Z"));
    final Vendor vendor;
    Supplier<Database> stored;
    Database db;
    OutboxStore outbox;

    OutboxSenderTest(Vendor vendor) {
        this.vendor = vendor;
    }

    @BeforeEach
    void setUp() {
        MAIL.setUser(ROBOT, ROBOT_LOGIN, ROBOT_PASSWORD);
        stored = TestDatabases.reopenable(vendor, dir, "outbox_sender");
        db = stored.get();
        outbox = new OutboxStore(clock);
    }

    @AfterEach
    void tearDown() {
        db.close();
    }

    MailSettings settings() {
        return MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP, box -> box);
    }

    long enqueue(String player, int n) {
        OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of(player), "Report " + n,
                "Turn " + n + " report for " + player, "<outbox-report-" + n + "." + player.replace('@', '.')
                        + "@amwol.example>", AutoSubmitted.AUTO_GENERATED, "report:g1:" + n + ":" + player);
        OutboxItem item = new MailComposer(clock).outboxItem("g1", OutboxKind.REPORT, mail);
        return db.inTransaction(c -> outbox.enqueue(c, item)).id();
    }

    java.util.Optional<Instant> nextDue() {
        return db.read(c -> outbox.nextDue(c));
    }

    OutboxRow row(long id) {
        return db.read(c -> outbox.find(c, id)).orElseThrow();
    }

    @Test
    void sendsEveryDueRowOnceOverOneConnectionWithTheStoredBytesAndASelfCopy() throws Exception {
        long a = enqueue("taylor@army.example", 1);
        long b = enqueue("scott@army.example", 1);

        SendResult result = new OutboxSender(db, settings(), clock, CrashHook.NONE).sendDue();

        assertThat(result).isEqualTo(new SendResult(2, 2, 0, 0, 0, ""));
        assertThat(row(a).status()).isEqualTo(OutboxStatus.SENT);
        assertThat(row(a).sentAt()).isEqualTo(clock.instant());
        assertThat(row(a).attempts()).isEqualTo(1);
        assertThat(MailTestKit.subjectsIn(MAIL, "INBOX")).containsExactlyInAnyOrder("Report 1", "Report 1");
        MimeMessage toTaylor = playerInbox("taylor@army.example").get(0);
        assertThat(toTaylor.getMessageID()).isEqualTo(row(a).messageId());
        assertThat(toTaylor.getHeader(MailComposer.OUTBOX_HEADER, null)).isEqualTo("report:g1:1:taylor@army.example");
        assertThat(toTaylor.getHeader("Bcc")).isNull();
        assertThat(bodyBytes(toTaylor)).endsWith(bodyOf(row(a).mime()));
        assertThat(new OutboxSender(db, settings(), clock, CrashHook.NONE).sendDue()).isEqualTo(SendResult.NOTHING);
        assertThat(playerInbox("taylor@army.example")).hasSize(1);
    }

    @Test
    @DisplayName("GITM 6.2 an answer held back for the checks it stands for goes out when its time comes, not before")
    void aHeldAnswerWaitsForItsTime() throws Exception {
        OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of("minnie@example.org"), "Refused",
                "Nothing accepted", "<outbox-ack-1.g1@amwol.example>", AutoSubmitted.AUTO_REPLIED, "ack:1");
        OutboxItem item = new MailComposer(clock).outboxItem("g1", OutboxKind.ACK, mail);
        long held = db.inTransaction(c -> outbox.enqueue(c, item, Duration.ofMillis(200))).id();
        long now = enqueue("taylor@army.example", 1);
        assertThat(nextDue()).contains(clock.instant());

        OutboxSender sender = new OutboxSender(db, settings(), clock, CrashHook.NONE);
        assertThat(sender.sendDue().sent()).isEqualTo(1);
        assertThat(row(now).status()).isEqualTo(OutboxStatus.SENT);
        assertThat(row(held).status()).isEqualTo(OutboxStatus.PENDING);
        assertThat(nextDue()).contains(clock.instant().plus(Duration.ofMillis(200)));

        clock.advance(Duration.ofMillis(199));
        assertThat(sender.sendDue().sent()).isZero();
        clock.advance(Duration.ofMillis(1));
        assertThat(sender.sendDue().sent()).isEqualTo(1);
        assertThat(row(held).status()).isEqualTo(OutboxStatus.SENT);
        assertThat(nextDue()).isEmpty();
    }

    @Test
    void whileTheSmtpServerIsDownRowsAreRetriedWithGrowingDelaysAndSentWhenItReturns() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        MailSettings down = MailTestKit.settings(settings().mailbox(), port);
        long id = enqueue("taylor@army.example", 2);
        OutboxSender sender = new OutboxSender(db, down, clock, CrashHook.NONE);

        SendResult first = sender.sendDue();
        assertThat(first.retrying()).isEqualTo(1);
        assertThat(first.error()).contains("unreachable");
        assertThat(row(id).status()).isEqualTo(OutboxStatus.PENDING);
        assertThat(row(id).attempts()).isEqualTo(1);
        assertThat(row(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(1)));
        assertThat(row(id).lastError()).contains("unreachable");

        assertThat(sender.sendDue()).isEqualTo(SendResult.NOTHING); // not due yet
        clock.advance(Duration.ofMinutes(1));
        sender.sendDue();
        assertThat(row(id).attempts()).isEqualTo(2);
        assertThat(row(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(2)));
        clock.advance(Duration.ofMinutes(2));
        sender.sendDue();
        assertThat(row(id).nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(4)));

        GreenMail revived = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        revived.start();
        try {
            clock.advance(Duration.ofMinutes(4));
            assertThat(sender.sendDue().sent()).isEqualTo(1);
            assertThat(row(id).status()).isEqualTo(OutboxStatus.SENT);
            assertThat(row(id).attempts()).isEqualTo(4);
            assertThat(playerInbox(revived, "taylor@army.example")).hasSize(1);
        } finally {
            revived.stop();
        }
    }

    @Test
    void aMailThatCannotBeSentForTheConfiguredTimeIsMarkedFailedAndKept() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        MailSettings down = MailTestKit.settings(settings().mailbox(), port);
        long id = enqueue("taylor@army.example", 3);
        OutboxSender sender = new OutboxSender(db, down, clock, CrashHook.NONE);
        sender.sendDue();
        clock.advance(Duration.ofDays(3));

        SendResult result = sender.sendDue();

        assertThat(result.failed()).isEqualTo(1);
        assertThat(row(id).status()).isEqualTo(OutboxStatus.FAILED);
        assertThat(row(id).lastError()).startsWith("gave up after 2 attempts");
        assertThat(row(id).mime()).isNotEmpty();
    }

    @Test
    void stoppedBetweenSmtpSendAndMarkingSentTheMailIsDeliveredExactlyOnce() throws Exception {
        long id = enqueue("taylor@army.example", 4);
        CrashHook dieAfterSend = point -> {
            if (point.equals(CrashHook.SENT)) {
                throw new MailboxPollerTest.SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> new MailService(db, settings(), clock, dieAfterSend).sendDue())
                .isInstanceOf(MailboxPollerTest.SimulatedCrash.class);
        db.close();

        db = stored.get(); // the restarted process
        assertThat(row(id).status()).isEqualTo(OutboxStatus.SENDING);
        MailService restarted = new MailService(db, settings(), clock);
        RecoveryResult recovery = restarted.recoverInDoubt();
        SendResult after = restarted.sendDue();

        assertThat(recovery).isEqualTo(new RecoveryResult(1, 1, 0, 0));
        assertThat(after).isEqualTo(SendResult.NOTHING);
        assertThat(row(id).status()).isEqualTo(OutboxStatus.SENT);
        assertThat(playerInbox("taylor@army.example")).hasSize(1);
        List<InboxEntry> inbox = db.read(new InboxStore()::all);
        assertThat(inbox).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(InboxStatus.IGNORED);
            assertThat(e.statusDetail()).isEqualTo(InboxStore.OWN_COPY);
            assertThat(e.messageId()).isEqualTo(row(id).messageId());
        });
    }

    @Test
    void stoppedAfterMarkingSendingButBeforeSmtpTheMailIsSentOnceAfterTheGracePeriod() throws Exception {
        long id = enqueue("taylor@army.example", 5);
        CrashHook dieBeforeSend = point -> {
            if (point.equals(CrashHook.MARKED_SENDING)) {
                throw new MailboxPollerTest.SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> new MailService(db, settings(), clock, dieBeforeSend).sendDue())
                .isInstanceOf(MailboxPollerTest.SimulatedCrash.class);
        db.close();

        db = stored.get();
        MailService restarted = new MailService(db, settings(), clock);
        assertThat(restarted.recoverInDoubt()).isEqualTo(new RecoveryResult(1, 0, 0, 1)); // the copy may be late
        assertThat(restarted.sendDue()).isEqualTo(SendResult.NOTHING);

        clock.advance(MailSettings.Retry.DEFAULT.inDoubtGrace());
        assertThat(restarted.recoverInDoubt()).isEqualTo(new RecoveryResult(1, 0, 1, 0));
        assertThat(restarted.sendDue().sent()).isEqualTo(1);

        assertThat(row(id).status()).isEqualTo(OutboxStatus.SENT);
        assertThat(row(id).attempts()).isEqualTo(2);
        assertThat(playerInbox("taylor@army.example")).hasSize(1);
    }

    @Test
    void recoveryFindsAnOwnCopyTheFlaggingPollerLeftOnTheServer() throws Exception {
        long id = enqueue("taylor@army.example", 6);
        MailSettings flagging = MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP,
                box -> box.afterStore(MailSettings.AfterStore.FLAG));
        CrashHook dieAfterSend = point -> {
            if (point.equals(CrashHook.SENT)) {
                throw new MailboxPollerTest.SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> new OutboxSender(db, flagging, clock, dieAfterSend).sendDue())
                .isInstanceOf(MailboxPollerTest.SimulatedCrash.class);
        // The copy was polled by a poller of an older release that did not confirm rows; only the server has it.
        db.inTransaction(c -> {
            c.createStatement().execute("DELETE FROM inbox");
            return null;
        });
        RecoveryResult result = new InDoubtRecovery(db, flagging, clock).recover();
        assertThat(result).isEqualTo(new RecoveryResult(1, 1, 0, 0));
        assertThat(row(id).status()).isEqualTo(OutboxStatus.SENT);
    }

    /** The player's own mailbox, read over IMAP as the player would. */
    private static List<MimeMessage> playerInbox(String address) throws Exception {
        return playerInbox(MAIL, address);
    }

    private static List<MimeMessage> playerInbox(com.icegreen.greenmail.base.GreenMailOperations server,
            String address) throws Exception {
        var user = server.getUserManager().getUserByEmail(address);
        if (user == null) {
            return List.of();
        }
        return server.getManagers().getImapHostManager().getInbox(user).getMessages().stream()
                .map(stored -> stored.getMimeMessage()).toList();
    }

    private static byte[] bodyBytes(MimeMessage m) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.writeTo(out);
        return bodyOf(out.toByteArray());
    }

    private static byte[] bodyOf(byte[] mime) {
        String s = new String(mime, StandardCharsets.ISO_8859_1);
        return s.substring(s.indexOf("\r\n\r\n") + 4).getBytes(StandardCharsets.ISO_8859_1);
    }

    @Test
    void aConnectionLostWhileTransmittingLeavesTheRowInDoubtUntilRecoverySettlesIt() throws Exception {
        long id = enqueue("taylor@army.example", 7);
        enqueue("scott@army.example", 7);
        try (ScriptedSmtpServer dropping = new ScriptedSmtpServer(ScriptedSmtpServer.AtData.DROP_CONNECTION)) {
            MailSettings flaky = MailTestKit.settings(settings().mailbox(), dropping.port());
            SendResult result = new OutboxSender(db, flaky, clock, CrashHook.NONE).sendDue();
            assertThat(result).isEqualTo(new SendResult(1, 0, 0, 0, 1, ""));
        }
        assertThat(row(id).status()).isEqualTo(OutboxStatus.SENDING);

        MailService service = new MailService(db, settings(), clock);
        assertThat(service.recoverInDoubt()).isEqualTo(new RecoveryResult(1, 0, 0, 1));
        clock.advance(MailSettings.Retry.DEFAULT.inDoubtGrace());
        assertThat(service.recoverInDoubt()).isEqualTo(new RecoveryResult(1, 0, 1, 0));
        assertThat(service.sendDue().sent()).isEqualTo(2);
        assertThat(playerInbox("taylor@army.example")).hasSize(1);
        assertThat(playerInbox("scott@army.example")).hasSize(1);
    }

    @Test
    void aMailTheServerRefusesIsRetriedWithBackoff() throws Exception {
        long id = enqueue("taylor@army.example", 8);
        try (ScriptedSmtpServer refusing = new ScriptedSmtpServer(ScriptedSmtpServer.AtData.REFUSE)) {
            MailSettings strict = MailTestKit.settings(settings().mailbox(), refusing.port());
            SendResult result = new OutboxSender(db, strict, clock, CrashHook.NONE).sendDue();
            assertThat(result).isEqualTo(new SendResult(1, 0, 1, 0, 0, ""));
        }
        OutboxRow row = row(id);
        assertThat(row.status()).isEqualTo(OutboxStatus.PENDING);
        assertThat(row.attempts()).isEqualTo(1);
        assertThat(row.lastError()).contains("554");
        assertThat(row.nextAttemptAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(1)));
    }

    /** A sender whose SMTP server is {@code server}, the mailbox as in {@link #settings()}. */
    private OutboxSender senderTo(ScriptedSmtpServer server) {
        return new OutboxSender(db, MailTestKit.settings(settings().mailbox(), server.port()), clock, CrashHook.NONE);
    }

    @Test
    @DisplayName("the SMTP connection is kept from batch to batch, and given up when idle")
    void theConnectionIsKeptFromBatchToBatchAndClosedWhenIdle() throws Exception {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer(ScriptedSmtpServer.AtData.ACCEPT)) {
            OutboxSender sender = senderTo(server);
            enqueue("taylor@army.example", 1);
            assertThat(sender.sendDue().sent()).isEqualTo(1);
            clock.advance(Duration.ofSeconds(2));
            enqueue("scott@army.example", 1);
            enqueue("worth@army.example", 1);
            assertThat(sender.sendDue().sent()).isEqualTo(2);
            assertThat(server.connections()).as("one connection for both batches").isEqualTo(1);

            clock.advance(OutboxSender.IDLE_LIMIT);
            enqueue("taylor@army.example", 2);
            assertThat(sender.sendDue().sent()).isEqualTo(1);
            assertThat(server.connections()).as("a new one after the idle limit").isEqualTo(2);

            // Never idle for long, but open past the reuse limit: one step more than fits in it.
            Duration step = OutboxSender.IDLE_LIMIT.minusSeconds(1);
            int steps = (int) OutboxSender.REUSE_LIMIT.dividedBy(step) + 1;
            for (int i = 0; i < steps; i++) {
                clock.advance(step);
                enqueue("scott@army.example", 10 + i);
                assertThat(sender.sendDue().sent()).isEqualTo(1);
            }
            assertThat(server.connections()).as("a new one after the reuse limit").isEqualTo(3);
            assertThat(server.accepted()).isEqualTo(4 + steps);
            sender.close();
        }
    }

    @Test
    @DisplayName("a kept connection the server has closed is replaced before a mail is marked SENDING")
    void aKeptConnectionTheServerClosedIsReplacedAndNothingIsLeftInDoubt() throws Exception {
        try (ScriptedSmtpServer server = new ScriptedSmtpServer(ScriptedSmtpServer.AtData.ACCEPT_THEN_HANG_UP)) {
            OutboxSender sender = senderTo(server);
            for (int n = 1; n <= 3; n++) {
                long id = enqueue("taylor@army.example", n);
                assertThat(sender.sendDue()).isEqualTo(new SendResult(1, 1, 0, 0, 0, ""));
                assertThat(row(id).status()).isEqualTo(OutboxStatus.SENT);
            }
            assertThat(server.connections()).isEqualTo(3);
            assertThat(server.accepted()).isEqualTo(3);
            sender.close();
        }
    }
}

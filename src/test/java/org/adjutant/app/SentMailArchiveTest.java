package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.adjutant.mail.AutoSubmitted;
import org.adjutant.mail.MailComposer;
import org.adjutant.mail.MailSettings;
import org.adjutant.mail.OutboxSender;
import org.adjutant.mail.OutgoingMail;
import org.adjutant.mail.SendResult;
import org.adjutant.mail.CrashHook;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxItem;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.LogCapture;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** The sent-mail archive, on H2 and on PostgreSQL: every sent mail copied once it is sent, whatever its order. */
@ParameterizedClass
@EnumSource(Vendor.class)
class SentMailArchiveTest {
    private static final String ROBOT = "robot@amwol.example";

    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    final Clock clock = Clock.fixed(Instant.parse("1846-09-21T08:00:00Z"), ZoneOffset.UTC);
    final Vendor vendor;
    Database db;
    OutboxStore outbox;
    Path sent;
    SentMailArchive archive;

    SentMailArchiveTest(Vendor vendor) {
        this.vendor = vendor;
    }

    @BeforeEach
    void setUp() {
        MAIL.setUser(ROBOT, "robot", "s3cret-mailbox");
        Supplier<Database> stored = TestDatabases.reopenable(vendor, home, "sent_archive");
        db = stored.get();
        outbox = new OutboxStore(clock);
        sent = home.resolve("sent");
        archive = new SentMailArchive(db, sent);
    }

    @AfterEach
    void tearDown() {
        db.close();
    }

    private OutboxSender sender() {
        MailSettings.Mailbox box = MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, "127.0.0.1",
                MAIL.getImap().getPort(), MailSettings.Tls.NONE, "robot", "s3cret-mailbox");
        return new OutboxSender(db, new MailSettings(box, new MailSettings.Smtp("127.0.0.1", MAIL.getSmtp().getPort(),
                MailSettings.Tls.NONE, null, null), ROBOT, Duration.ofMinutes(1), MailSettings.Retry.DEFAULT,
                Duration.ofSeconds(10)), clock, CrashHook.NONE);
    }

    private long enqueue(OutboxKind kind, String dedupKey, String player, String body) {
        OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of(player), "To " + player, body,
                "<" + dedupKey.replace(':', '.') + "@amwol.example>", AutoSubmitted.AUTO_GENERATED, dedupKey);
        OutboxItem item = new MailComposer(clock).outboxItem("g1", kind, mail);
        return db.inTransaction(c -> outbox.enqueue(c, item)).id();
    }

    /** A welcome mail, the one that carries a password in clear. */
    private long welcome(String player, String password) {
        return enqueue(OutboxKind.NOTICE, OutboxStore.WELCOME_PREFIX + "g1:" + player, player + "@army.example",
                "Your password is " + password + ".");
    }

    private byte[] mime(long id) {
        return db.read(c -> outbox.find(c, id)).orElseThrow().mime();
    }

    private boolean archived(long id) {
        return db.read(c -> {
            try (var ps = c.prepareStatement("SELECT archived FROM outbox WHERE id = ?")) {
                ps.setLong(1, id);
                try (var rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getBoolean(1);
                }
            }
        });
    }

    private Path copy(long id, OutboxKind kind) {
        return sent.resolve(id + "-" + kind.name().toLowerCase(java.util.Locale.ROOT) + ".eml");
    }

    private List<Path> files() throws Exception {
        try (Stream<Path> all = Files.list(sent)) {
            return all.sorted().toList();
        }
    }

    /** What a robot that died after the SMTP server took the mail leaves, and recovery then settles. */
    private void settledByRecovery(long id) {
        db.inTransaction(c -> {
            outbox.markSending(c, id, clock.instant(), "robot-gone");
            return outbox.markSent(c, outbox.find(c, id).orElseThrow(), "confirmed by the robot's own copy");
        });
    }

    @Test
    @DisplayName("each mail is copied as the SMTP server takes it, and its row marked archived with its SENT")
    void copiedAsSent() throws Exception {
        long a = enqueue(OutboxKind.REPORT, "report:g1:1:taylor", "taylor@army.example", "Turn 1 for Taylor");
        long b = enqueue(OutboxKind.ACK, "ack:7", "scott@army.example", "Your orders");

        SendResult result = sender().sendDue(archive);

        assertThat(result.sent()).isEqualTo(2);
        assertThat(Files.readAllBytes(copy(a, OutboxKind.REPORT))).isEqualTo(mime(a));
        assertThat(Files.readAllBytes(copy(b, OutboxKind.ACK))).isEqualTo(mime(b));
        assertThat(files()).containsExactly(copy(a, OutboxKind.REPORT), copy(b, OutboxKind.ACK));
        assertThat(archived(a)).isTrue();
        assertThat(archived(b)).isTrue();
        assertThat(archive.sweep()).as("nothing left for the sweep").isZero();
    }

    @Test
    @DisplayName("a mail settled after one with a higher id is still copied (the old mark by highest id missed it)")
    void settledOutOfOrder() throws Exception {
        long first = enqueue(OutboxKind.REPORT, "report:g1:1:taylor", "taylor@army.example", "Turn 1 for Taylor");
        long second = enqueue(OutboxKind.REPORT, "report:g1:1:scott", "scott@army.example", "Turn 1 for Scott");

        settledByRecovery(second);
        assertThat(archive.sweep()).isEqualTo(1);
        settledByRecovery(first);
        assertThat(archive.sweep()).isEqualTo(1);

        assertThat(files()).containsExactlyInAnyOrder(copy(first, OutboxKind.REPORT), copy(second, OutboxKind.REPORT));
        assertThat(Files.readAllBytes(copy(first, OutboxKind.REPORT))).isEqualTo(mime(first));
        assertThat(archived(first)).isTrue();
        assertThat(archive.sweep()).isZero();
    }

    @Test
    @DisplayName("a sent welcome keeps no password: not in its row, not in its copy in the archive")
    void welcomeRedacted() throws Exception {
        long taylors = welcome("taylor", "pw-taylor-4711");
        long scotts = welcome("scott", "pw-scott-0815");
        long report = enqueue(OutboxKind.REPORT, "report:g1:1:taylor", "taylor@army.example", "Turn 1 for Taylor");
        byte[] reportBytes = mime(report);

        assertThat(sender().sendDue(archive).sent()).isEqualTo(3);

        for (long welcome : List.of(taylors, scotts)) {
            assertThat(new String(mime(welcome), StandardCharsets.US_ASCII)).startsWith("X-Adjutant-Redacted: yes")
                    .doesNotContain("pw-");
            assertThat(archived(welcome)).isTrue();
            assertThat(Files.readString(copy(welcome, OutboxKind.NOTICE), StandardCharsets.US_ASCII))
                    .startsWith("X-Adjutant-Redacted: yes").doesNotContain("pw-");
        }
        assertThat(mime(report)).as("other mail keeps its bytes").isEqualTo(reportBytes);
        assertThat(Files.readAllBytes(copy(report, OutboxKind.REPORT))).isEqualTo(reportBytes);
        assertThat(archive.sweep()).isZero();
    }

    @Test
    @DisplayName("a welcome settled by recovery is redacted as it becomes SENT, and the sweep copies it redacted")
    void welcomeSettledByRecovery() throws Exception {
        long id = welcome("taylor", "pw-taylor-4711");
        settledByRecovery(id);
        assertThat(new String(mime(id), StandardCharsets.US_ASCII)).doesNotContain("pw-taylor-4711");

        assertThat(archive.sweep()).isEqualTo(1);
        assertThat(Files.readString(copy(id, OutboxKind.NOTICE), StandardCharsets.US_ASCII))
                .startsWith("X-Adjutant-Redacted: yes");
    }

    @Test
    @DisplayName("a copy the disk refuses does not stop the mail: the row stays unarchived and the sweep copies it")
    void diskRefusesCopy() throws Exception {
        Files.writeString(sent, "not a directory");
        long id = enqueue(OutboxKind.REPORT, "report:g1:1:taylor", "taylor@army.example", "Turn 1 for Taylor");

        assertThat(sender().sendDue(archive).sent()).isEqualTo(1);
        assertThat(archived(id)).isFalse();

        Files.delete(sent);
        assertThat(archive.sweep()).isEqualTo(1);
        assertThat(archived(id)).isTrue();
        assertThat(Files.readAllBytes(copy(id, OutboxKind.REPORT))).isEqualTo(mime(id));
    }

    @Test
    @DisplayName("a directory that stays unwritable is reported once, not at every mail and round; then once mended")
    void unwritableDirectoryReportedOnce() throws Exception {
        Files.writeString(sent, "not a directory");
        try (LogCapture log = LogCapture.of(SentMailArchive.class, ch.qos.logback.classic.Level.INFO)) {
            long first = enqueue(OutboxKind.REPORT, "report:g1:1:taylor", "taylor@army.example", "Turn 1");
            long second = enqueue(OutboxKind.REPORT, "report:g1:1:worth", "worth@army.example", "Turn 1");
            assertThat(sender().sendDue(archive).sent()).isEqualTo(2);
            for (int round = 0; round < 5; round++) {
                assertThat(archive.sweep()).isZero(); // no exception: the sending round goes on
            }
            assertThat(archive.failing()).isTrue();
            assertThat(log.atLeast(ch.qos.logback.classic.Level.WARN)).singleElement().satisfies(e ->
                    assertThat(e.getFormattedMessage()).contains("cannot keep copies of sent mail in " + sent));

            Files.delete(sent);
            assertThat(archive.sweep()).isEqualTo(2);
            assertThat(archived(first)).isTrue();
            assertThat(archived(second)).isTrue();
            assertThat(archive.failing()).isFalse();
            assertThat(log.events()).filteredOn(e -> e.getLevel() == ch.qos.logback.classic.Level.INFO)
                    .singleElement().satisfies(e -> assertThat(e.getFormattedMessage()).contains("again"));
        }
    }
}

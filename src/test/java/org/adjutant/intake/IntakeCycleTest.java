package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.store.MailFolder;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Flags;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.mail.CrashHook;
import org.adjutant.mail.MailService;
import org.adjutant.mail.MailSettings;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.testing.MigratedH2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The poll and the intake side by side ({@link IntakeCycle}): the intake starts while the poll still runs, keeps the
 * receipt order of GITM 6.10, and a crash on either side loses nothing and answers nothing twice.
 */
class IntakeCycleTest {
    private static final String LOGIN = "robot";
    private static final String SECRET = "mailbox-secret";
    private static final Instant T0 = Instant.parse("1846-05-08T14:00:00Z");

    @RegisterExtension
    static final GreenMailExtension MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path dir;

    private GreenMailUser robot;
    private MailSettings settings;
    private Database db;

    @BeforeEach
    void setUp() {
        robot = MAIL.setUser("robot@amwol.example", LOGIN, SECRET);
        settings = new MailSettings(MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, "127.0.0.1",
                MAIL.getImap().getPort(), MailSettings.Tls.NONE, LOGIN, SECRET),
                new MailSettings.Smtp("127.0.0.1", MAIL.getSmtp().getPort(), MailSettings.Tls.NONE, null, null),
                "robot@amwol.example", Duration.ofMinutes(1), MailSettings.Retry.DEFAULT, Duration.ofSeconds(10));
        db = MigratedH2.open(dir);
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                // Every acknowledgement the intake queued, in the order it queued them; no uniqueness, so an
                // answer given twice would show.
                s.execute("CREATE TABLE IF NOT EXISTS test_ack(seq BIGINT AUTO_INCREMENT PRIMARY KEY,"
                        + " inbox_id BIGINT NOT NULL)");
            }
            return null;
        });
    }

    @AfterEach
    void tearDown() {
        db.close();
    }

    /** A robot process over the database file: its own mail service, intake and cycle. */
    private final class Process implements AutoCloseable {
        final AtomicInteger acked = new AtomicInteger();
        final IntakeCycle cycle;

        Process(CrashHook pollCrash, AckQueue before) {
            this(pollCrash, before, true);
        }

        Process(CrashHook pollCrash, AckQueue before, boolean sideBySide) {
            MailService mail = new MailService(db, settings, Clock.systemUTC(), pollCrash);
            AckQueue record = (c, ack) -> {
                before.queue(c, ack);
                try (var ps = c.prepareStatement("INSERT INTO test_ack(inbox_id) VALUES (?)")) {
                    ps.setLong(1, ack.inboxId());
                    ps.executeUpdate();
                }
                acked.incrementAndGet();
            };
            IntakeService intake = new IntakeService(db, mail.decoder(),
                    new IntakeProcessor(NO_GAMES, new PasswordHasher()), record);
            cycle = new IntakeCycle(mail, intake, sideBySide);
        }

        @Override
        public void close() {
            cycle.close();
        }
    }

    /** No game is hosted: every mail is still decoded, answered (with a note) and marked PROCESSED. */
    private static final GameRegistry NO_GAMES = new GameRegistry() {
        @Override
        public Optional<HostedGame> game(String id) {
            return Optional.empty();
        }

        @Override
        public List<HostedGame> games() {
            return List.of();
        }

        @Override
        public void refresh(String id) {
        }
    };

    /** Puts mail {@code n} into the robot's INBOX as received by the server at {@code at}. */
    private void deliver(int n, Instant at) throws Exception {
        String raw = "From: general" + n + "@army.example\r\nTo: robot@amwol.example\r\nMessage-ID: <m" + n
                + "@army.example>\r\nSubject: orders " + n + "\r\nMIME-Version: 1.0\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\n\r\nUNIT US1 PASSWORD x\r\nHOLD\r\n";
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()),
                new ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8)));
        MailFolder inbox = MAIL.getManagers().getImapHostManager().getInbox(robot);
        inbox.appendMessage(m, new Flags(), Date.from(at));
    }

    private int onServer() throws Exception {
        return MAIL.getManagers().getImapHostManager().getInbox(robot).getMessageCount();
    }

    /** Inbox ids in the order they were answered. */
    private List<Long> answered() {
        return db.read(c -> {
            List<Long> ids = new ArrayList<>();
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT inbox_id FROM test_ack ORDER BY seq")) {
                while (rs.next()) {
                    ids.add(rs.getLong(1));
                }
            }
            return ids;
        });
    }

    /** Inbox ids in the order GITM 6.10 wants them taken in: server receipt time, then arrival in the table. */
    private List<Long> receiptOrder() {
        return db.read(c -> new InboxStore().all(c)).stream()
                .sorted(Comparator.comparing(InboxEntry::receivedAt).thenComparingLong(InboxEntry::id))
                .map(InboxEntry::id).toList();
    }

    @Test
    @DisplayName("the intake starts on stored mail while the poll is still fetching and storing the rest")
    void intakeOverlapsThePoll() throws Exception {
        for (int n = 0; n < 120; n++) {
            deliver(n, T0.plusSeconds(n));
        }
        CountDownLatch firstAnswer = new CountDownLatch(1);
        AtomicBoolean answeredDuringPoll = new AtomicBoolean();
        AtomicInteger stored = new AtomicInteger();
        // The poll waits, after storing its 100th mail, for the intake to answer one: it can only if they overlap.
        CrashHook waitForIntake = point -> {
            if (point.equals(CrashHook.STORED) && stored.incrementAndGet() == 100) {
                try {
                    answeredDuringPoll.set(firstAnswer.await(30, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        try (Process robotProcess = new Process(waitForIntake, (c, ack) -> firstAnswer.countDown())) {
            IntakeCycle.Outcome outcome = robotProcess.cycle.run();

            assertThat(answeredDuringPoll).isTrue();
            assertThat(outcome.polled().stored()).isEqualTo(120);
            assertThat(outcome.taken().mails()).isEqualTo(120);
            assertThat(answered()).isEqualTo(receiptOrder()).hasSize(120);
            assertThat(onServer()).isZero();
        }
    }

    @Test
    @DisplayName("GITM 6.10 mail is taken in by server receipt time even when the mailbox lists it out of order")
    void gitm_6_10_receiptOrderKeptWhileOverlapping() throws Exception {
        // Mailbox order is not receipt order: the server received mail 0 last, and the others in a scrambled order.
        deliver(0, T0.plusSeconds(1000));
        for (int n = 1; n < 200; n++) {
            deliver(n, T0.plusSeconds((n * 17L) % 200));
        }
        try (Process robotProcess = new Process(CrashHook.NONE, (c, ack) -> { })) {
            IntakeCycle.Outcome outcome = robotProcess.cycle.run();

            assertThat(outcome.taken().mails()).isEqualTo(200);
            List<Long> order = answered();
            assertThat(order).isEqualTo(receiptOrder());
            long lastId = db.read(c -> new InboxStore().all(c)).stream()
                    .filter(e -> e.messageId().equals("<m0@army.example>")).findFirst().orElseThrow().id();
            assertThat(order.get(order.size() - 1)).isEqualTo(lastId);
        }
    }

    @Test
    @DisplayName("GITM 6.10 one after the other on one thread (side by side switched off): the same mails, same order")
    void gitm_6_10_oneAfterTheOtherGivesTheSameOrder() throws Exception {
        deliver(0, T0.plusSeconds(1000));
        for (int n = 1; n < 60; n++) {
            deliver(n, T0.plusSeconds((n * 17L) % 60));
        }
        try (Process robotProcess = new Process(CrashHook.NONE, (c, ack) -> { }, false)) {
            IntakeCycle.Outcome outcome = robotProcess.cycle.run();

            assertThat(outcome.polled().stored()).isEqualTo(60);
            assertThat(outcome.taken().mails()).isEqualTo(60);
            assertThat(answered()).isEqualTo(receiptOrder());
            assertThat(onServer()).isZero();
        }
    }

    @Test
    @DisplayName("200 mails are stored and taken in with a few dozen writes of the database file, not two or more a"
            + " mail; each is answered once, in receipt order, and its server copy goes only once it is stored")
    void fewWritesOfTheFile() throws Exception {
        for (int n = 0; n < 200; n++) {
            deliver(n, T0.plusSeconds(n));
        }
        AtomicInteger onServerWhenStored = new AtomicInteger(-1);
        CrashHook lookAtTheServer = point -> {
            if (point.equals(CrashHook.STORED) && onServerWhenStored.get() < 0) {
                try {
                    onServerWhenStored.set(onServer());
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        long before = fileWrites();
        try (Process robotProcess = new Process(lookAtTheServer, (c, ack) -> { })) {
            IntakeCycle.Outcome outcome = robotProcess.cycle.run();

            assertThat(outcome.polled().stored()).isEqualTo(200);
            assertThat(outcome.taken().mails()).isEqualTo(200);
        }
        long writes = fileWrites() - before;

        // Each mail committed alone wrote the file at least twice (stored, then taken in): 400 and more.
        assertThat(writes).isLessThanOrEqualTo(50);
        assertThat(answered()).doesNotHaveDuplicates().hasSize(200).isEqualTo(receiptOrder());
        assertThat(onServerWhenStored).hasValue(200);
        assertThat(onServer()).isZero();
    }

    private long fileWrites() {
        return db.read(c -> {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT SETTING_VALUE FROM"
                    + " INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'info.FILE_WRITE'")) {
                rs.next();
                return Long.parseLong(rs.getString(1));
            }
        });
    }

    @Test
    @DisplayName("a crash of the poll while the intake runs loses nothing, and the restart answers nothing twice")
    void crashOfThePollWhileTakingIn() throws Exception {
        for (int n = 0; n < 120; n++) {
            deliver(n, T0.plusSeconds(n));
        }
        AtomicInteger stored = new AtomicInteger();
        AtomicInteger rowsAtCrash = new AtomicInteger();
        CountDownLatch firstAnswer = new CountDownLatch(1);
        // The 80th mail is stored (with the rest of its group), the intake has answered some of the mail before it,
        // and the process dies.
        CrashHook crashAt80 = point -> {
            if (point.equals(CrashHook.STORED) && stored.incrementAndGet() == 80) {
                try {
                    firstAnswer.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                rowsAtCrash.set(db.read(c -> new InboxStore().all(c)).size());
                throw new SimulatedCrash();
            }
        };
        try (Process first = new Process(crashAt80, (c, ack) -> firstAnswer.countDown())) {
            assertThatThrownBy(first.cycle::run).isInstanceOf(SimulatedCrash.class);
        }
        assertThat(onServer()).isEqualTo(120); // nothing disposed of: the crash came before the poll's STORE
        assertThat(rowsAtCrash.get()).isBetween(80, 120);
        assertThat(answered().size()).isBetween(1, rowsAtCrash.get());
        db.close();

        db = Database.file(dir); // a new process over the same file
        try (Process second = new Process(CrashHook.NONE, (c, ack) -> { })) {
            IntakeCycle.Outcome outcome = second.cycle.run();
            assertThat(outcome.polled().duplicates()).isEqualTo(rowsAtCrash.get());
        }
        assertThat(answered()).doesNotHaveDuplicates().hasSize(120).isEqualTo(receiptOrder());
        assertThat(db.read(c -> new InboxStore().countByStatus(c)).get(InboxStatus.PROCESSED)).isEqualTo(120);
        assertThat(onServer()).isZero();
    }

    @Test
    @DisplayName("a crash in the middle of taking in a mail rolls it back with the mails taken in together with it;"
            + " the restart answers each once")
    void crashOfTheIntakeWhileThePollRuns() throws Exception {
        for (int n = 0; n < 120; n++) {
            deliver(n, T0.plusSeconds(n));
        }
        AtomicInteger answers = new AtomicInteger();
        AckQueue crashAtTheThirtieth = (c, ack) -> {
            if (answers.incrementAndGet() == 30) {
                throw new SimulatedCrash();
            }
        };
        try (Process first = new Process(CrashHook.NONE, crashAtTheThirtieth)) {
            assertThatThrownBy(first.cycle::run).isInstanceOf(SimulatedCrash.class);
        }
        // The mails taken in together with the thirtieth are rolled back with it; those committed before it stay.
        int kept = answered().size();
        assertThat(kept).isLessThan(30);
        db.close();

        db = Database.file(dir);
        try (Process second = new Process(CrashHook.NONE, (c, ack) -> { })) {
            IntakeCycle.Outcome outcome = second.cycle.run();
            assertThat(outcome.taken().mails()).isEqualTo(120 - kept);
        }
        assertThat(answered()).doesNotHaveDuplicates().hasSize(120).isEqualTo(receiptOrder());
        assertThat(onServer()).isZero();
    }

    /** Stands for the process dying: an Error, which nothing in the robot catches. */
    private static final class SimulatedCrash extends Error {
        SimulatedCrash() {
            super("simulated crash");
        }
    }
}

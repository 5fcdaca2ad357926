package org.adjutant.mail;

import static org.adjutant.mail.MailTestKit.ROBOT;
import static org.adjutant.mail.MailTestKit.ROBOT_LOGIN;
import static org.adjutant.mail.MailTestKit.ROBOT_PASSWORD;
import static org.adjutant.mail.MailTestKit.deliverToRobot;
import static org.adjutant.mail.MailTestKit.simpleMail;
import static org.adjutant.mail.MailTestKit.subjectsIn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Session;
import jakarta.mail.Store;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.testing.MigratedH2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.adjutant.testing.LogCapture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

class MailboxPollerTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_POP3_IMAP));

    @TempDir
    Path dir;

    final TestClock clock = new TestClock(Instant.parse("1846-04-25T12:00:00Z"));
    final InboxStore inbox = new InboxStore();
    Database db;

    @BeforeEach
    void setUp() {
        MAIL.setUser(ROBOT, ROBOT_LOGIN, ROBOT_PASSWORD);
        db = MigratedH2.open(dir);
    }

    @AfterEach
    void tearDown() {
        db.close();
    }

    MailboxPoller poller(MailSettings settings, CrashHook hook) {
        return new MailboxPoller(db, settings, clock, hook);
    }

    MailSettings imap(MailSettings.AfterStore after) {
        return MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP, box -> box.afterStore(after));
    }

    List<InboxEntry> stored() {
        return db.read(inbox::all);
    }

    @Test
    void imapPollStoresEachMailRawThenDeletesIt() throws Exception {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders 1", "HOLD"));
        deliverToRobot(MAIL, simpleMail("scott@army.example", "<o-2@army.example>", "Orders 2", "MOVE N"));

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(2, 2, 0, 0, 0, 0, ""));
        assertThat(stored()).extracting(InboxEntry::messageId)
                .containsExactlyInAnyOrder("<o-1@army.example>", "<o-2@army.example>");
        InboxEntry first = stored().stream().filter(e -> e.subject().equals("Orders 1")).findFirst().orElseThrow();
        assertThat(first.status()).isEqualTo(InboxStatus.NEW);
        assertThat(first.sender()).isEqualTo("taylor@army.example");
        assertThat(first.contentHash()).isEqualTo(MailFingerprint.sha256(first.raw()));
        assertThat(new String(first.raw(), StandardCharsets.UTF_8)).contains("Subject: Orders 1", "HOLD");
        assertThat(first.source()).startsWith("imap://robot@127.0.0.1:");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    void imapReceiptTimeIsTheServersInternalDate() {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders", "HOLD"));
        poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();
        // GreenMail stamps INTERNALDATE with the real time; the test clock is in 1846, so the two are told apart.
        assertThat(stored().get(0).receivedAt()).isAfter(Instant.parse("2000-01-01T00:00:00Z"));
        assertThat(stored().get(0).fetchedAt()).isEqualTo(clock.instant());
    }

    @Test
    void imapFlagModeMarksSeenWithTheKeywordAndDoesNotFetchAgain() throws Exception {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders", "HOLD"));
        MailboxPoller poller = poller(imap(MailSettings.AfterStore.FLAG), CrashHook.NONE);

        assertThat(poller.pollOnce().stored()).isEqualTo(1);
        assertThat(poller.pollOnce().fetched()).isZero();

        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", MAIL.getImap().getPort(), ROBOT_LOGIN, ROBOT_PASSWORD);
        Folder folder = store.getFolder("INBOX");
        folder.open(Folder.READ_ONLY);
        Flags flags = folder.getMessage(1).getFlags();
        folder.close(false);
        store.close();
        assertThat(flags.contains(Flags.Flag.SEEN)).isTrue();
        assertThat(flags.contains("AdjutantStored")).isTrue();
    }

    @Test
    void imapMoveModeMovesStoredMailToTheProcessedFolder() throws Exception {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders", "HOLD"));
        PollResult result = poller(imap(MailSettings.AfterStore.MOVE), CrashHook.NONE).pollOnce();
        assertThat(result.stored()).isEqualTo(1);
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
        assertThat(subjectsIn(MAIL, "Adjutant")).containsExactly("Orders");
    }

    @Test
    void pop3PollStoresThenDeletesAndTakesReceiptTimeFromTheTopReceivedHeader() throws Exception {
        GreenMailUtil.sendTextEmail(ROBOT, "kearny@west.example", "By SMTP", "MARCH", MAIL.getSmtp().getServerSetup());
        deliverToRobot(MAIL, simpleMail("polk@whitehouse.example", "<p-1@wh.example>", "Direct", "BUILD",
                "Received: from relay.example by mx.amwol.example; Sat, 25 Apr 1846 11:58:00 +0000",
                "Received: from sender.example by relay.example; Sat, 25 Apr 1846 11:00:00 +0000"));
        MailSettings settings = MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box);

        PollResult result = poller(settings, CrashHook.NONE).pollOnce();

        assertThat(result.stored()).isEqualTo(2);
        InboxEntry direct = stored().stream().filter(e -> e.subject().equals("Direct")).findFirst().orElseThrow();
        assertThat(direct.receivedAt()).isEqualTo(Instant.parse("1846-04-25T11:58:00Z"));
        assertThat(direct.source()).startsWith("pop3://");
        assertThat(poller(settings, CrashHook.NONE).pollOnce().fetched()).isZero();
    }

    @Test
    void pop3ReceiptTimeFallsBackToFetchTimeWhenReceivedIsMissingOrInTheFuture() {
        deliverToRobot(MAIL, simpleMail("a@x.example", "<f-1@x>", "Future", "x",
                "Received: from a by b; Mon, 1 Jan 2100 00:00:00 +0000"));
        deliverToRobot(MAIL, simpleMail("a@x.example", "<f-2@x>", "None", "x"));
        poller(MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box), CrashHook.NONE).pollOnce();
        assertThat(stored()).extracting(InboxEntry::receivedAt).containsOnly(clock.instant());
    }

    @Test
    void rePollingAMailAlreadyStoredDeduplicatesAndDisposesOfIt() {
        String raw = simpleMail("taylor@army.example", "<o-1@army.example>", "Orders", "HOLD");
        deliverToRobot(MAIL, raw);
        MailSettings settings = imap(MailSettings.AfterStore.DELETE);
        poller(settings, CrashHook.NONE).pollOnce();
        deliverToRobot(MAIL, raw); // the same mail again, e.g. restored from the server's trash

        PollResult again = poller(settings, CrashHook.NONE).pollOnce();

        assertThat(again).isEqualTo(new PollResult(1, 0, 1, 0, 0, 0, ""));
        assertThat(stored()).hasSize(1);
    }

    @Test
    void aMailWithoutMessageIdGetsAStableSyntheticOneAndStillDeduplicates() {
        String raw = simpleMail("taylor@army.example", null, "No id", "HOLD");
        deliverToRobot(MAIL, raw);
        MailSettings settings = imap(MailSettings.AfterStore.FLAG);
        poller(settings, CrashHook.NONE).pollOnce();
        assertThat(stored()).singleElement().extracting(InboxEntry::messageId)
                .asString().endsWith("@no-message-id.adjutant.invalid>");
    }

    @Test
    void stoppedBetweenStoreAndDisposeNothingIsLostOrDuplicated() throws Exception {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders 1", "HOLD"));
        deliverToRobot(MAIL, simpleMail("scott@army.example", "<o-2@army.example>", "Orders 2", "MOVE"));
        MailSettings settings = imap(MailSettings.AfterStore.DELETE);
        CrashHook crashAfterFirstStore = point -> {
            if (point.equals(CrashHook.STORED)) {
                throw new SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> poller(settings, crashAfterFirstStore).pollOnce()).isInstanceOf(SimulatedCrash.class);
        db.close();

        db = Database.file(dir); // a new process over the same H2 file
        assertThat(stored()).as("both committed together, before either server copy was touched").hasSize(2);
        assertThat(subjectsIn(MAIL, "INBOX")).hasSize(2);
        PollResult result = poller(settings, CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(2, 0, 2, 0, 0, 0, ""));
        assertThat(stored()).extracting(InboxEntry::messageId)
                .containsExactlyInAnyOrder("<o-1@army.example>", "<o-2@army.example>");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    @DisplayName("a poll of several groups stores each on the side while the next is fetched, in order, and disposes"
            + " of nothing until all are committed")
    void aPollOfSeveralGroupsStoresOneWhileTheNextIsFetched() throws Exception {
        for (int i = 1; i <= 7; i++) {
            deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-" + i + "@army.example>", "Orders " + i,
                    "HOLD"));
        }
        List<String> committedOn = new java.util.concurrent.CopyOnWriteArrayList<>();
        CrashHook where = point -> {
            if (point.equals(CrashHook.STORED)) {
                committedOn.add(Thread.currentThread().getName());
            }
        };
        List<Instant> horizons = new java.util.concurrent.CopyOnWriteArrayList<>();

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), where).groupsOf(2)
                .pollOnce(horizons::add);

        assertThat(result).isEqualTo(new PollResult(7, 7, 0, 0, 0, 0, ""));
        assertThat(stored()).extracting(InboxEntry::messageId).containsExactlyInAnyOrder("<o-1@army.example>",
                "<o-2@army.example>", "<o-3@army.example>", "<o-4@army.example>", "<o-5@army.example>",
                "<o-6@army.example>", "<o-7@army.example>");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
        assertThat(committedOn).as("the first three groups of two on the storing thread, the last on the poll's")
                .containsExactly("adjutant-poll-store", "adjutant-poll-store", "adjutant-poll-store",
                        "adjutant-poll-store", "adjutant-poll-store", "adjutant-poll-store",
                        Thread.currentThread().getName());
        assertThat(horizons).as("the intake's horizon only moves forward").isSortedAccordingTo(Instant::compareTo);
    }

    @Test
    @DisplayName("a crash while a group is stored on the side loses nothing and disposes of nothing")
    void aCrashWhileAGroupIsStoredOnTheSideLosesNothing() throws Exception {
        for (int i = 1; i <= 5; i++) {
            deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-" + i + "@army.example>", "Orders " + i,
                    "HOLD"));
        }
        MailSettings settings = imap(MailSettings.AfterStore.DELETE);
        CrashHook crashOnTheSide = point -> {
            if (point.equals(CrashHook.STORED) && Thread.currentThread().getName().equals("adjutant-poll-store")) {
                throw new SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> poller(settings, crashOnTheSide).groupsOf(2).pollOnce())
                .isInstanceOf(SimulatedCrash.class);
        db.close();

        db = Database.file(dir); // a new process over the same H2 file
        assertThat(stored()).as("the first group, committed before the crash").hasSize(2);
        assertThat(subjectsIn(MAIL, "INBOX")).as("no server copy touched").hasSize(5);
        PollResult result = poller(settings, CrashHook.NONE).groupsOf(2).pollOnce();

        assertThat(result).isEqualTo(new PollResult(5, 3, 2, 0, 0, 0, ""));
        assertThat(stored()).hasSize(5);
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    void stoppedBetweenFetchAndCommitTheMailIsFetchedAgain() {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders 1", "HOLD"));
        MailSettings settings = MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box);
        CrashHook crashAfterFetch = point -> {
            if (point.equals(CrashHook.FETCHED)) {
                throw new SimulatedCrash(point);
            }
        };
        assertThatThrownBy(() -> poller(settings, crashAfterFetch).pollOnce()).isInstanceOf(SimulatedCrash.class);
        db.close();

        db = Database.file(dir);
        assertThat(stored()).isEmpty();
        assertThat(poller(settings, CrashHook.NONE).pollOnce()).isEqualTo(new PollResult(1, 1, 0, 0, 0, 0, ""));
        assertThat(stored()).hasSize(1);
    }

    @Test
    void oneBadMailDoesNotStopTheOthers() throws Exception {
        deliverToRobot(MAIL, simpleMail("a@x.example", "<a@x>", "A", "x"));
        deliverToRobot(MAIL, simpleMail("b@x.example", "<b@x>", "B", "x"));
        deliverToRobot(MAIL, simpleMail("c@x.example", "<c@x>", "C", "x"));
        AtomicInteger fetches = new AtomicInteger();
        CrashHook secondIsBad = point -> {
            if (point.equals(CrashHook.FETCHED) && fetches.incrementAndGet() == 2) {
                throw new IllegalStateException("unreadable mail");
            }
        };
        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), secondIsBad).pollOnce();
        assertThat(result).isEqualTo(new PollResult(3, 2, 0, 0, 1, 0, ""));
        assertThat(subjectsIn(MAIL, "INBOX")).containsExactly("B"); // left on the server for the next poll
    }

    @Test
    @DisplayName("an oversized mail is kept as a header stub with its real size, waiting for the intake to answer it")
    void anOversizedMailIsStoredAsAHeaderStubForTheIntakeToAnswer() throws Exception {
        deliverToRobot(MAIL, simpleMail("big@x.example", "<big@x>", "Huge", "MOVE N\r\n".repeat(1000)));
        MailSettings settings = MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP,
                box -> box.maxMessageBytes(2048));
        PollResult result = poller(settings, CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(1, 1, 0, 0, 0, 0, ""));
        InboxEntry row = stored().get(0);
        assertThat(row.status()).isEqualTo(InboxStatus.NEW);
        assertThat(row.oversize()).isGreaterThan(8000);
        assertThat(row.statusDetail()).contains("exceeds the limit of 2048 bytes");
        assertThat(row.raw().length).isLessThan(2048);
        assertThat(new String(row.raw(), StandardCharsets.ISO_8859_1)).contains("Subject: Huge")
                .doesNotContain("MOVE N");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    void aFiveMegabyteMailWithinTheLimitIsStoredWholeAndDecodes() {
        String line = "MOVE N through the chaparral towards the Rio Grande, then HOLD and ENTRENCH\r\n";
        deliverToRobot(MAIL, simpleMail("big@x.example", "<five-mb@x>", "Big", line.repeat(5_000_000 / line.length())));
        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result.stored()).isEqualTo(1);
        InboxEntry row = stored().get(0);
        assertThat(row.status()).isEqualTo(InboxStatus.NEW);
        assertThat(row.raw().length).isGreaterThan(4_900_000);
        DecodedMail decoded = new MailDecoder().decode(row.raw());
        assertThat(decoded.text()).startsWith("MOVE N").hasSizeLessThanOrEqualTo(1_000_001);
        assertThat(decoded.warnings()).anyMatch(w -> w.contains("the rest was cut"));
    }

    @Test
    void mailNotMeantForTheRobotIsStoredIgnoredWithItsReason() {
        deliverToRobot(MAIL, simpleMail("MAILER-DAEMON@mx.example", "<b1@mx>", "Undelivered Mail", "bounce"));
        deliverToRobot(MAIL, simpleMail("polk@wh.example", "<v1@wh>", "Out of Office", "away",
                "Auto-Submitted: auto-replied"));
        deliverToRobot(MAIL, simpleMail("other-robot@x.example", "<l1@x>", "Re: ack", "loop",
                "X-Loop: " + ROBOT));
        deliverToRobot(MAIL, simpleMail("news@x.example", "<n1@x>", "Newsletter", "buy", "Precedence: bulk"));
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o1@army>", "Orders", "HOLD"));

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result.stored()).isEqualTo(5);
        assertThat(result.ignored()).isEqualTo(4);
        assertThat(stored()).extracting(InboxEntry::subject, InboxEntry::status, InboxEntry::statusDetail)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("Undelivered Mail", InboxStatus.IGNORED,
                                "bounce: sent by mailer-daemon@mx.example"),
                        org.assertj.core.groups.Tuple.tuple("Out of Office", InboxStatus.IGNORED,
                                "auto-reply: Auto-Submitted auto-replied"),
                        org.assertj.core.groups.Tuple.tuple("Re: ack", InboxStatus.IGNORED,
                                "loop: X-Loop names the robot"),
                        org.assertj.core.groups.Tuple.tuple("Newsletter", InboxStatus.IGNORED,
                                "bulk: Precedence bulk"),
                        org.assertj.core.groups.Tuple.tuple("Orders", InboxStatus.NEW, ""));
    }

    @Test
    @DisplayName("over IMAP the robot's own copy of a sent mail is known by its header fields; its body is not fetched")
    void ownCopiesAreStoredAsTheirHeaderFieldsOnlyOverImap() throws Exception {
        String body = "the position report, maps and all ".repeat(2_000);
        org.adjutant.store.OutboxStore outbox = new org.adjutant.store.OutboxStore(clock);
        db.inTransaction(c -> outbox.enqueue(c, new MailComposer(clock).outboxItem("g1",
                org.adjutant.store.OutboxKind.REPORT, OutgoingMail.of("Adjutant <" + ROBOT + ">",
                        List.of("taylor@army.example"), "[g1] Turn 1", body, "<report-1@amwol.example>",
                        AutoSubmitted.AUTO_GENERATED, "report:g1:1:taylor@army.example"))));
        deliverToRobot(MAIL, simpleMail("Adjutant <" + ROBOT + ">", "<report-1@amwol.example>", "[g1] Turn 1",
                body, MailComposer.OUTBOX_HEADER + ": report:g1:1:taylor@army.example"));
        deliverToRobot(MAIL, simpleMail(ROBOT, "<loop-1@amwol.example>", "no outbox key", body));
        // Looks like an own copy, but the outbox never sent it: kept whole, for whoever looks into it.
        deliverToRobot(MAIL, simpleMail("Adjutant <" + ROBOT + ">", "<forged-1@amwol.example>", "[g1] Turn 1",
                body, MailComposer.OUTBOX_HEADER + ": report:g1:1:scott@army.example"));
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o1@army>", "Orders", "HOLD"));

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(4, 4, 0, 3, 0, 0, ""));
        InboxEntry forged = stored().stream().filter(e -> e.messageId().equals("<forged-1@amwol.example>"))
                .findFirst().orElseThrow();
        assertThat(forged.status()).isEqualTo(InboxStatus.IGNORED);
        assertThat(new String(forged.raw(), StandardCharsets.UTF_8)).contains("maps and all")
                .doesNotContain("X-Adjutant-Stored");
        InboxEntry copy = stored().stream().filter(e -> e.messageId().equals("<report-1@amwol.example>"))
                .findFirst().orElseThrow();
        assertThat(copy.status()).isEqualTo(InboxStatus.IGNORED);
        assertThat(copy.statusDetail()).isEqualTo(InboxStore.OWN_COPY);
        assertThat(copy.subject()).isEqualTo("[g1] Turn 1");
        String kept = new String(copy.raw(), StandardCharsets.UTF_8);
        assertThat(kept).contains("Message-ID: <report-1@amwol.example>", MailComposer.OUTBOX_HEADER
                + ": report:g1:1:taylor@army.example", "X-Adjutant-Stored: header fields only").doesNotContain("maps");
        assertThat(copy.raw().length).isLessThan(600);
        assertThat(db.<Boolean>read(c -> inbox.hasOwnCopy(c, "<report-1@amwol.example>"))).isTrue();
        // A mail from the robot's address that is not one of its outbox mails is kept whole, as any other.
        InboxEntry loop = stored().stream().filter(e -> e.messageId().equals("<loop-1@amwol.example>"))
                .findFirst().orElseThrow();
        assertThat(loop.statusDetail()).startsWith("loop");
        assertThat(new String(loop.raw(), StandardCharsets.UTF_8)).contains("maps and all");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    @DisplayName("the fields that tell the robot's own copies come with the listing: one FETCH lists the mails, one"
            + " brings a group's text, and no other FETCH is sent")
    void ownCopyFieldsComeWithTheListing() throws Exception {
        org.adjutant.store.OutboxStore outbox = new org.adjutant.store.OutboxStore(clock);
        db.inTransaction(c -> outbox.enqueue(c, new MailComposer(clock).outboxItem("g1",
                org.adjutant.store.OutboxKind.REPORT, OutgoingMail.of("Adjutant <" + ROBOT + ">",
                        List.of("taylor@army.example"), "[g1] Turn 1", "the report", "<report-1@amwol.example>",
                        AutoSubmitted.AUTO_GENERATED, "report:g1:1:taylor@army.example"))));
        deliverToRobot(MAIL, simpleMail("Adjutant <" + ROBOT + ">", "<report-1@amwol.example>", "[g1] Turn 1",
                "the report", MailComposer.OUTBOX_HEADER + ": report:g1:1:taylor@army.example"));
        for (int i = 1; i <= 20; i++) {
            deliverToRobot(MAIL, simpleMail("p" + i + "@army.example", "<o-" + i + "@army.example>", "Orders " + i,
                    "HOLD"));
        }
        try (org.adjutant.testing.CuttableProxy relay = new org.adjutant.testing.CuttableProxy(
                MAIL.getImap().getPort())) {
            MailSettings settings = MailTestKit.settings(MailSettings.Mailbox.of(MailSettings.Protocol.IMAP,
                    "127.0.0.1", relay.port(), MailSettings.Tls.NONE, ROBOT_LOGIN, ROBOT_PASSWORD),
                    MAIL.getSmtp().getPort());

            PollResult result = poller(settings, CrashHook.NONE).pollOnce();

            assertThat(result).isEqualTo(new PollResult(21, 21, 0, 1, 0, 0, ""));
            List<String> fetches = relay.fromClients().lines()
                    .filter(l -> l.matches("\\S+ (UID )?FETCH .*")).toList();
            assertThat(fetches).as(fetches.toString()).hasSize(2);
            assertThat(fetches.get(0)).contains("HEADER.FIELDS", "INTERNALDATE", "UID");
            assertThat(fetches.get(1)).contains("BODY.PEEK[]").doesNotContain("HEADER.FIELDS");
        }
        InboxEntry copy = stored().stream().filter(e -> e.messageId().equals("<report-1@amwol.example>"))
                .findFirst().orElseThrow();
        assertThat(copy.statusDetail()).isEqualTo(InboxStore.OWN_COPY);
        assertThat(new String(copy.raw(), StandardCharsets.UTF_8)).contains("X-Adjutant-Stored: header fields only");
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    @DisplayName("a mail the database refuses fails alone: the others committed with it are stored, it stays on the"
            + " server for the next poll")
    void aMailTheDatabaseRefusesFailsAlone() throws Exception {
        for (String subject : List.of("Orders 1", "Poison", "Orders 3")) {
            deliverToRobot(MAIL, simpleMail("taylor@army.example", "<" + subject.replace(' ', '-')
                    + "@army.example>", subject, "HOLD"));
        }
        db.inTransaction(c -> {
            try (var s = c.createStatement()) {
                s.execute("ALTER TABLE inbox ADD CONSTRAINT test_refuses CHECK (subject <> 'Poison')");
            }
            return null;
        });

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(3, 2, 0, 0, 1, 0, ""));
        assertThat(stored()).extracting(InboxEntry::subject).containsExactly("Orders 1", "Orders 3");
        assertThat(subjectsIn(MAIL, "INBOX")).containsExactly("Poison");
    }

    @Test
    @DisplayName("when another session's expunge renumbers the mailbox mid-poll (GreenMail does, at once), a"
            + " mail whose FETCH answers with another mail is left on the server, never disposed of unstored")
    void aFetchAnsweredForAnotherMailLosesNothing() throws Exception {
        // 2.5 MB each: the poller fetches bodies in groups of about 8 MB, so these six come in two FETCHes.
        String big = ("x".repeat(998) + "\r\n").repeat(2_500);
        for (int i = 1; i <= 6; i++) {
            deliverToRobot(MAIL, simpleMail("p" + i + "@army.example", "<o-" + i + "@army.example>", "Orders " + i,
                    big));
        }
        AtomicInteger hooks = new AtomicInteger();
        CrashHook otherRobot = point -> {
            if (CrashHook.FETCHED.equals(point) && hooks.incrementAndGet() == 1) {
                // Another robot, which stored this first mail too, disposes of it in its own session while this poll
                // holds the first group's bytes, before the second group's FETCH (the first group may be committed
                // on the side while that FETCH runs, so its commit is no fixed point in between).
                try {
                    Store store = Session.getInstance(new Properties()).getStore("imap");
                    store.connect("127.0.0.1", MAIL.getImap().getPort(), ROBOT_LOGIN, ROBOT_PASSWORD);
                    Folder inboxFolder = store.getFolder("INBOX");
                    inboxFolder.open(Folder.READ_WRITE);
                    inboxFolder.getMessage(1).setFlag(Flags.Flag.DELETED, true);
                    inboxFolder.close(true);
                    store.close();
                } catch (jakarta.mail.MessagingException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        MailSettings settings = imap(MailSettings.AfterStore.DELETE);
        PollResult first = poller(settings, otherRobot).pollOnce();
        PollResult second = poller(settings, CrashHook.NONE).pollOnce();

        assertThat(stored()).extracting(InboxEntry::messageId).containsExactlyInAnyOrder("<o-1@army.example>",
                "<o-2@army.example>", "<o-3@army.example>", "<o-4@army.example>", "<o-5@army.example>",
                "<o-6@army.example>");
        assertThat(first.failures()).as("the mails answered for others in the first poll").isPositive();
        assertThat(second.failures()).isZero();
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    @DisplayName("an own copy of a mail already SENT witnesses nothing: disposed of without an inbox row; one"
            + " of a mail still SENDING is stored and confirms it")
    void ownCopiesOfSentMailAreDisposedOfWithoutARow() throws Exception {
        org.adjutant.store.OutboxStore outbox = new org.adjutant.store.OutboxStore(clock);
        MailComposer composer = new MailComposer(clock);
        long sent = db.inTransaction(c -> outbox.enqueue(c, composer.outboxItem("g1",
                org.adjutant.store.OutboxKind.REPORT, OutgoingMail.of("Adjutant <" + ROBOT + ">",
                        List.of("taylor@army.example"), "[g1] Turn 1", "events", "<report-1@amwol.example>",
                        AutoSubmitted.AUTO_GENERATED, "report:g1:1:taylor@army.example")))).id();
        long sending = db.inTransaction(c -> outbox.enqueue(c, composer.outboxItem("g1",
                org.adjutant.store.OutboxKind.REPORT, OutgoingMail.of("Adjutant <" + ROBOT + ">",
                        List.of("scott@army.example"), "[g1] Turn 1", "events", "<report-2@amwol.example>",
                        AutoSubmitted.AUTO_GENERATED, "report:g1:1:scott@army.example")))).id();
        db.inTransaction(c -> outbox.markSent(c, outbox.find(c, sent).orElseThrow(), "sent"));
        // The robot died between the second mail's SMTP transaction and its SENT: that copy is its witness.
        db.inTransaction(c -> outbox.markSending(c, sending, clock.instant(), "robot-1"));
        for (long id : List.of(sent, sending)) {
            deliverToRobot(MAIL, db.read(c -> outbox.find(c, id)).orElseThrow().mime());
        }

        PollResult result = poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce();

        assertThat(result).isEqualTo(new PollResult(2, 1, 0, 1, 0, 1, ""));
        assertThat(stored()).extracting(InboxEntry::messageId).containsExactly("<report-2@amwol.example>");
        assertThat(db.read(c -> outbox.find(c, sending)).orElseThrow().status())
                .isEqualTo(org.adjutant.store.OutboxStatus.SENT);
        assertThat(subjectsIn(MAIL, "INBOX")).as("both server copies disposed of").isEmpty();

        // Over POP3 the copy is fetched whole before it is known; a SENT row's copy is not stored there either.
        deliverToRobot(MAIL, db.read(c -> outbox.find(c, sent)).orElseThrow().mime());
        PollResult pop3 = poller(MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box),
                CrashHook.NONE).pollOnce();
        assertThat(pop3).isEqualTo(new PollResult(1, 0, 0, 0, 0, 1, ""));
        assertThat(stored()).hasSize(1);
        assertThat(subjectsIn(MAIL, "INBOX")).isEmpty();
    }

    @Test
    @DisplayName("POP3 cannot fetch header fields alone, so an own copy is fetched and kept whole there")
    void ownCopiesOverPop3AreKeptWhole() {
        String body = "the position report, maps and all";
        deliverToRobot(MAIL, simpleMail(ROBOT, "<report-2@amwol.example>", "[g1] Turn 2", body,
                MailComposer.OUTBOX_HEADER + ": report:g1:2:taylor@army.example"));

        PollResult result = poller(MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box),
                CrashHook.NONE).pollOnce();

        assertThat(result.ignored()).isEqualTo(1);
        assertThat(new String(stored().get(0).raw(), StandardCharsets.UTF_8)).contains(body);
        assertThat(stored().get(0).statusDetail()).isEqualTo(InboxStore.OWN_COPY);
    }

    @Test
    @DisplayName("a welcome's own copy, whole over POP3, confirms its row and is stored without the password")
    void welcomeOwnCopyIsStoredRedacted() {
        org.adjutant.store.OutboxStore outbox = new org.adjutant.store.OutboxStore(clock);
        OutgoingMail welcome = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of("taylor@army.example"),
                "[g1] welcome", "Your password is: pw-taylor-4711", "<welcome-1@amwol.example>",
                AutoSubmitted.AUTO_GENERATED, org.adjutant.store.OutboxStore.WELCOME_PREFIX + "g1:taylor");
        long id = db.inTransaction(c -> outbox.enqueue(c,
                new MailComposer(clock).outboxItem("g1", org.adjutant.store.OutboxKind.NOTICE, welcome))).id();
        org.adjutant.store.OutboxRow row = db.read(c -> outbox.find(c, id)).orElseThrow();
        // The robot died between the SMTP transaction and its SENT: the own copy is the witness.
        db.inTransaction(c -> outbox.markSending(c, row.id(), clock.instant(), "robot-1"));
        deliverToRobot(MAIL, row.mime());

        poller(MailTestKit.settings(MAIL, MailSettings.Protocol.POP3, box -> box), CrashHook.NONE).pollOnce();

        assertThat(stored()).hasSize(1);
        assertThat(stored().get(0).statusDetail()).isEqualTo(InboxStore.OWN_COPY);
        assertThat(new String(stored().get(0).raw(), StandardCharsets.US_ASCII))
                .startsWith("X-Adjutant-Redacted: yes").doesNotContain("pw-taylor-4711");
        org.adjutant.store.OutboxRow after = db.read(c -> outbox.find(c, row.id())).orElseThrow();
        assertThat(after.status()).isEqualTo(org.adjutant.store.OutboxStatus.SENT);
        assertThat(new String(after.mime(), StandardCharsets.US_ASCII)).doesNotContain("pw-taylor-4711");
    }

    @Test
    void anUnreachableMailboxIsReportedNotThrown() {
        MailSettings settings = MailTestKit.settings(MailSettings.Mailbox.of(MailSettings.Protocol.IMAP,
                "127.0.0.1", 1, MailSettings.Tls.NONE, ROBOT_LOGIN, ROBOT_PASSWORD), 1);
        PollResult result = poller(settings, CrashHook.NONE).pollOnce();
        assertThat(result.reachedMailbox()).isFalse();
        assertThat(result.error()).doesNotContain(ROBOT_PASSWORD);
    }

    @Test
    void neitherTheMailboxPasswordNorPasswordsInMailBodiesAreLogged() {
        List<ch.qos.logback.classic.spi.ILoggingEvent> logged;
        try (LogCapture log = LogCapture.of("org.adjutant", ch.qos.logback.classic.Level.TRACE)) {
            deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders",
                    "UNIT 2nd Dragoons\r\nPASSWORD rough-and-ready"));
            MailSettings wrongPassword = MailTestKit.settings(MailSettings.Mailbox.of(MailSettings.Protocol.IMAP,
                    "127.0.0.1", MAIL.getImap().getPort(), MailSettings.Tls.NONE, ROBOT_LOGIN, "wrong-pass-123"),
                    MAIL.getSmtp().getPort());
            assertThat(poller(wrongPassword, CrashHook.NONE).pollOnce().reachedMailbox()).isFalse();
            assertThat(poller(imap(MailSettings.AfterStore.DELETE), CrashHook.NONE).pollOnce().stored()).isEqualTo(1);
            logged = log.events();
        }
        assertThat(logged).isNotEmpty();
        assertThat(logged).extracting(ch.qos.logback.classic.spi.ILoggingEvent::getFormattedMessage)
                .noneMatch(line -> line.contains("wrong-pass-123") || line.contains(ROBOT_PASSWORD)
                        || line.contains("rough-and-ready"));
    }

    static final class SimulatedCrash extends Error {
        private static final long serialVersionUID = 1L;

        SimulatedCrash(String point) {
            super("simulated crash at " + point);
        }
    }

    /** Appends a mail to one of the robot's folders with the INTERNALDATE its server would have given it. */
    private void appendAt(String folder, String raw, Instant receivedAt) throws Exception {
        var user = MAIL.getUserManager().getUser(ROBOT_LOGIN);
        var box = MAIL.getManagers().getImapHostManager().getFolder(user, folder, false);
        if (box == null) {
            box = MAIL.getManagers().getImapHostManager().createMailbox(user, folder);
        }
        box.appendMessage(new jakarta.mail.internet.MimeMessage(jakarta.mail.Session.getInstance(
                new java.util.Properties()), new java.io.ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8))),
                new jakarta.mail.Flags(), java.util.Date.from(receivedAt));
    }

    private void markHandled(String messageId) {
        db.inTransaction(c -> {
            for (InboxEntry e : inbox.all(c)) {
                if (e.messageId().equals(messageId)) {
                    inbox.setStatus(c, e.id(), InboxStatus.PROCESSED, "handled", null);
                }
            }
            return null;
        });
    }

    @Test
    @DisplayName("FLAG mode: handled mails older than the retention age leave the mailbox; new or waiting ones stay")
    void retentionExpungesOldHandledMailOnly() throws Exception {
        Instant now = clock.instant();
        appendAt("INBOX", simpleMail("a@x.example", "<old-a@x>", "Old A", "UNIT A"), now.minus(Duration.ofDays(40)));
        appendAt("INBOX", simpleMail("b@x.example", "<old-b@x>", "Old B", "UNIT B"), now.minus(Duration.ofDays(40)));
        appendAt("INBOX", simpleMail("c@x.example", "<new-c@x>", "New C", "UNIT C"), now.minus(Duration.ofDays(2)));
        MailboxPoller poller = poller(MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP,
                box -> box.afterStore(MailSettings.AfterStore.FLAG).retention(Duration.ofDays(30), null)),
                CrashHook.NONE);
        poller.pollOnce();
        // Just stored, nothing handled yet: the sweep of this poll takes nothing.
        assertThat(subjectsIn(MAIL, "INBOX")).containsExactlyInAnyOrder("Old A", "Old B", "New C");

        markHandled("<old-a@x>");
        markHandled("<new-c@x>");
        poller.pollOnce();   // within the hour: no sweep yet
        assertThat(subjectsIn(MAIL, "INBOX")).hasSize(3);
        clock.advance(Duration.ofHours(2));
        poller.pollOnce();
        // Old A was handled: gone. Old B still waits for the intake; New C is too young.
        assertThat(subjectsIn(MAIL, "INBOX")).containsExactlyInAnyOrder("Old B", "New C");
        assertThat(stored()).hasSize(3);   // the database keeps every mail
    }

    @Test
    @DisplayName("MOVE mode: old handled mails leave the processed folder for the retention folder")
    void retentionMovesFromTheProcessedFolder() throws Exception {
        Instant now = clock.instant();
        appendAt("INBOX", simpleMail("a@x.example", "<move-a@x>", "Old A", "UNIT A"), now.minus(Duration.ofDays(40)));
        appendAt("INBOX", simpleMail("c@x.example", "<move-c@x>", "New C", "UNIT C"), now.minus(Duration.ofDays(1)));
        MailboxPoller poller = poller(MailTestKit.settings(MAIL, MailSettings.Protocol.IMAP,
                box -> box.afterStore(MailSettings.AfterStore.MOVE).retention(Duration.ofDays(30), "Old")),
                CrashHook.NONE);
        poller.pollOnce();
        assertThat(subjectsIn(MAIL, "Adjutant")).containsExactlyInAnyOrder("Old A", "New C");
        markHandled("<move-a@x>");
        markHandled("<move-c@x>");
        clock.advance(Duration.ofHours(2));
        poller.pollOnce();
        assertThat(subjectsIn(MAIL, "Adjutant")).containsExactly("New C");
        assertThat(subjectsIn(MAIL, "Old")).containsExactly("Old A");
    }
}

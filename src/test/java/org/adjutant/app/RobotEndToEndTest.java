package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.adjutant.turn.TurnResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The whole robot against a real mail server (GreenMail): mail in, answers out, a deadline, reports out. */
class RobotEndToEndTest {
    static final String ROBOT = RobotHarness.ROBOT;

    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;
    private Robot robot;
    private Map<String, String> passwords;

    @BeforeEach
    void start() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        robot = h.robot;
        passwords = h.passwords;
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private void mailRobot(String from, String subject, String body, String... headers) throws Exception {
        h.mailRobot(from, subject, body, headers);
    }

    /** What is in the player's own INBOX ({@code user} is the local part with '@', e.g. "brown@"). */
    private List<MimeMessage> inbox(String user) throws Exception {
        return h.inbox(user + "players.test");
    }

    /** The first mail in the player's INBOX whose subject matches. */
    private MimeMessage message(String user, Predicate<String> subject) throws Exception {
        for (MimeMessage m : inbox(user)) {
            if (subject.test(m.getSubject())) {
                return m;
            }
        }
        throw new AssertionError("no such mail for " + user + ": " + subjects(user));
    }

    private List<String> subjects(String user) throws Exception {
        return h.subjects(user + "players.test");
    }

    @Test
    @DisplayName("a deadline's many reports leave in one round, batch after batch, not one batch per poll")
    void bigOutboxLeavesInOneRound() throws Exception {
        robot.cycle();
        int mails = 250; // more than two batches of 100
        org.adjutant.store.OutboxStore outbox = new org.adjutant.store.OutboxStore(Clock.systemUTC());
        robot.database().inTransaction(c -> {
            for (int i = 0; i < mails; i++) {
                String id = "<bulk-" + i + "@robot.test>";
                String mime = "Message-ID: " + id + "\r\nFrom: " + ROBOT + "\r\nTo: bulk@players.test\r\n"
                        + "Subject: bulk " + i + "\r\n\r\nreport " + i + "\r\n";
                outbox.enqueue(c, new org.adjutant.store.OutboxItem("bulk:" + i, "e2e",
                        org.adjutant.store.OutboxKind.REPORT, id, List.of("bulk@players.test"), "bulk " + i,
                        mime.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
            }
            return null;
        });
        robot.cycle();
        assertThat(subjects("bulk@")).hasSize(mails).doesNotHaveDuplicates();
    }

    @Test
    @DisplayName("players are seated from the game file and each gets one welcome mail with his password")
    void welcome() throws Exception {
        robot.cycle();
        robot.cycle();   // the robot's own copies of the welcome mails come back into its mailbox
        assertThat(passwords).containsKeys("taylor", "brown", "marcy", "arista");
        assertThat(subjects("taylor@")).as(subjects("taylor@").toString())
                .containsExactly("[e2e] welcome to End to end");
        assertThat(GreenMailUtil.getBody(inbox("taylor@").get(0))).contains(passwords.get("taylor"));
        // Once sent, the password is kept nowhere: not in the outbox, not in the sent-mail archive.
        byte[] all = robot.database().read(c -> {
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            try (var ps = c.prepareStatement("SELECT mime FROM outbox UNION ALL SELECT raw FROM inbox");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    bytes.writeBytes(rs.getBytes(1));
                }
            }
            return bytes.toByteArray();
        });
        assertThat(new String(all, java.nio.charset.StandardCharsets.ISO_8859_1)).doesNotContain(passwords.get("taylor"));
        try (var files = Files.walk(home.resolve("data/sent"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1))
                        .doesNotContain(passwords.get("taylor"));
            }
        }
    }

    @Test
    @DisplayName("GITM 6.2 an order mail is acknowledged to the sender and his registered address, orders echoed")
    void acknowledged() throws Exception {
        robot.cycle();
        mailRobot("taylor.home@elsewhere.test", "orders", "Here you are.\n\nUNIT us7in PASSWORD "
                + passwords.get("taylor") + "\nposture attack defend\n");
        robot.cycle();
        // Taylor is the deputy of US7IN in the test scenario: the reply reaches his registered address too.
        assertThat(subjects("taylor@")).contains("[e2e] orders: 1 accepted, 0 rejected");
        MimeMessage ack = message("taylor@", s -> s.contains("orders:"));
        String body = GreenMailUtil.getBody(ack);
        assertThat(body).contains("ACCEPTED  US7IN (as deputy Zachary Taylor)").doesNotContain(passwords.get("taylor"));
        assertThat(ack.getHeader("Auto-Submitted")[0]).isEqualTo("auto-replied");
        // Brown commands US7IN: he learns that his deputy sent orders, not what they were.
        assertThat(subjects("brown@")).contains("[e2e] notice: your deputy's orders for US7IN")
                .doesNotContain("[e2e] orders: 1 accepted, 0 rejected");
    }

    @Test
    @DisplayName("a wrong password is rejected, and the reply never contains the password tried")
    void wrongPassword() throws Exception {
        robot.cycle();
        mailRobot("brown@players.test", "my orders", "UNIT US7IN PASSWORD not-my-password\nposture attack defend\n");
        robot.cycle();
        MimeMessage ack = message("brown@", s -> s.contains("rejected"));
        assertThat(ack.getSubject()).isEqualTo("[e2e] orders: 0 accepted, 1 rejected");
        assertThat(GreenMailUtil.getBody(ack)).contains("the unit id and the password do not match")
                .doesNotContain("not-my-password");
    }

    @Test
    @DisplayName("bounces and auto-replies are kept but never answered")
    void bounceNotAnswered() throws Exception {
        robot.cycle();
        mailRobot("MAILER-DAEMON@players.test", "Undelivered Mail Returned to Sender", "UNIT US7IN PASSWORD x\n");
        mailRobot("arista@players.test", "Out of office", "I am away.", "Auto-Submitted", "auto-replied");
        robot.cycle();
        // No answer went out to anybody: the robot sent nothing but the welcome mails.
        for (MimeMessage m : MAIL.getReceivedMessages()) {
            if (m.getFrom()[0].toString().contains(ROBOT)) {
                assertThat(m.getSubject()).contains("welcome");
            }
        }
        assertThat(subjects("arista@")).containsExactly("[e2e] welcome to End to end");
    }

    @Test
    @DisplayName("GITM 5.3 at the deadline every commander receives exactly one event and one position report")
    void deadline() throws Exception {
        robot.cycle();
        mailRobot("brown@players.test", "orders", "UNIT US7IN PASSWORD " + passwords.get("brown")
                + "\nposture attack defend\n");
        Instant deadline = RobotHarness.deadlineJustPassed();
        TurnResult result = robot.runTurn("e2e", deadline);
        assertThat(result.turn()).isEqualTo(1);
        assertThat(result.submitted()).isEqualTo(1);
        robot.runTurn("e2e", deadline);   // the same deadline again: nothing happens
        for (String who : List.of("taylor@", "brown@", "arista@", "marcy@")) {
            assertThat(subjects(who)).filteredOn(s -> s.contains("campaign 1, turn 1"))
                    .containsExactlyInAnyOrder("[e2e] campaign 1, turn 1: events", "[e2e] campaign 1, turn 1: positions");
        }
        assertThat(subjects("referee@")).contains("[e2e] campaign 1, turn 1: moderator's summary");
        String summary = GreenMailUtil.getBody(message("referee@",
                s -> s.equals("[e2e] campaign 1, turn 1: moderator's summary")));
        // GITM 6.9: the default orders of every unit that sent none are written out for the moderator.
        assertThat(summary).contains("US7IN [SUBMITTED]", "MX4IN [DEFAULT]", "US1AQ [DEFAULT]");
        String brownEvents = GreenMailUtil.getBody(message("brown@", s -> s.equals("[e2e] campaign 1, turn 1: events")));
        assertThat(brownEvents).contains("US7IN").doesNotContain("MX4IN");
    }

    @Test
    @DisplayName("reports a crash left unqueued are rebuilt and sent by the next polling round; the others not again")
    void owedReportsFinishedByNextRound() throws Exception {
        robot.cycle();
        Instant deadline = RobotHarness.deadlineJustPassed();
        robot.runTurn("e2e", deadline);
        // As if the process had died after queueing Taylor's and Brown's reports but before Marcy's and Arista's.
        robot.database().inTransaction(c -> {
            try (var st = c.createStatement()) {
                st.executeUpdate("DELETE FROM outbox WHERE dedup_key LIKE 'report:e2e:1:marcy%' "
                        + "OR dedup_key LIKE 'report:e2e:1:arista%'");
                st.executeUpdate("UPDATE turn SET reports_done = FALSE WHERE game_id = 'e2e' AND number = 1");
            }
            return null;
        });
        MAIL.purgeEmailFromAllMailboxes();

        robot.cycle();

        for (String who : List.of("marcy@", "arista@")) {
            assertThat(subjects(who)).containsExactlyInAnyOrder("[e2e] campaign 1, turn 1: events", "[e2e] campaign 1, turn 1: positions");
        }
        for (String who : List.of("taylor@", "brown@", "referee@")) {
            assertThat(subjects(who)).isEmpty();
        }
        java.util.Optional<Boolean> done = robot.database().read(c -> new org.adjutant.store.TurnStore()
                .reportsDone(c, "e2e", 1));
        assertThat(done).contains(true);
    }

    @Test
    @DisplayName("an invalid edit of the game file is refused: moderators are mailed file and line, the schedule stays")
    void invalidEditRejected() throws Exception {
        robot.cycle();
        List<Instant> before = robot.pendingDeadlines("e2e");
        assertThat(before).hasSize(1);
        Path file = home.resolve("config/games/e2e.yaml");
        Files.writeString(file, Files.readString(file).replace("time-zone: UTC", "time-zone: Mars/Olympus_Mons"));
        List<String> subjects = List.of();
        for (int i = 0; i < 80 && !subjects.contains("[e2e] game file rejected"); i++) {
            Thread.sleep(250);
            robot.cycle();
            subjects = subjects("referee@");
        }
        assertThat(subjects).contains("[e2e] game file rejected");
        MimeMessage notice = message("referee@", s -> s.equals("[e2e] game file rejected"));
        assertThat(GreenMailUtil.getBody(notice)).contains("e2e.yaml:5", "Mars/Olympus_Mons");
        assertThat(robot.pendingDeadlines("e2e")).isEqualTo(before);
    }

    @Test
    @DisplayName("a new game whose scenario is broken is not created, and its moderators are told file and line")
    void brokenScenarioReported() throws Exception {
        robot.cycle();
        Files.writeString(home.resolve("data/gitm/scenarios/broken.yaml"),
                org.adjutant.gitm.GitmRulesetTestScenario.TEXT.replace("terrain: swamp", "terrain: lava"));
        Files.writeString(home.resolve("config/games/broken.yaml"), Files.readString(
                home.resolve("config/games/e2e.yaml")).replace("data/gitm/scenarios/test.yaml",
                "data/gitm/scenarios/broken.yaml").replace("End to end", "Broken"));
        List<String> subjects = List.of();
        for (int i = 0; i < 80 && !subjects.contains("[broken] game file rejected"); i++) {
            Thread.sleep(250);
            robot.cycle();
            subjects = subjects("referee@");
        }
        assertThat(subjects).contains("[broken] game file rejected");
        assertThat(GreenMailUtil.getBody(message("referee@", s -> s.equals("[broken] game file rejected"))))
                .contains("broken.yaml:", "lava", "not running");
        assertThat(robot.games().game("broken")).isEmpty();
    }
}

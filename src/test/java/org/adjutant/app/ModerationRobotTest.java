package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimeMessage;
import java.time.Instant;
import java.util.List;
import java.nio.file.Path;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The moderator's commands in the whole robot over GreenMail: by mail with the
 * moderator's own password from his listed address, and by the command line's door into the running robot (the
 * very request {@code adjutant game extend ...} sends). Each test checks who got which mail and who got none.
 */
class ModerationRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final List<String> PLAYERS = List.of("taylor", "brown", "marcy", "arista");
    private static final String REFEREE = "referee@players.test";

    @TempDir
    Path home;

    private RobotHarness h;

    private final ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> log =
            new ch.qos.logback.core.read.ListAppender<>();

    private ch.qos.logback.classic.Level level;

    private static ch.qos.logback.classic.Logger adjutantLog() {
        return (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("org.adjutant");
    }

    @BeforeEach
    void start() throws Exception {
        log.start();
        adjutantLog().addAppender(log);
        level = adjutantLog().getLevel();
        adjutantLog().setLevel(ch.qos.logback.classic.Level.TRACE);
        MAIL.setUser("scott@players.test", "scott", "pw");
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    /** Whatever a test did, no password (the players', the moderator's, a forger's guess) reached the log. */
    @AfterEach
    void stop() {
        h.close();
        adjutantLog().detachAppender(log);
        adjutantLog().setLevel(level);
        List<String> secrets = new java.util.ArrayList<>(h.passwords.values());
        secrets.addAll(List.of("Wrong-Pw-77", "Fresh-Referee-9"));
        assertThat(log.list).as("the robot logged").isNotEmpty();
        for (var event : log.list) {
            String line = event.getFormattedMessage() + (event.getThrowableProxy() == null ? ""
                    : event.getThrowableProxy().getMessage());
            for (String secret : secrets) {
                assertThat(line).as("a log line").doesNotContain(secret);
            }
        }
    }

    private String moderatorPassword() {
        return h.password("");
    }

    /** Mails moderator commands from {@code from} with {@code password}; one round of the robot. */
    private void moderate(String from, String password, String lines) throws Exception {
        h.mailRobot(from, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + password + "\n" + lines + "\n");
        h.robot.cycle();
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    private void runTurn() throws Exception {
        Instant deadline = RobotHarness.deadlineJustPassed();
        h.robot.runTurn("e2e", deadline);
        h.robot.cycle();
    }

    /** The text/plain part of a mail (reports are multipart: text, HTML, images). */
    static String text(Part p) throws Exception {
        if (p.isMimeType("text/plain")) {
            return (String) p.getContent();
        }
        if (p.getContent() instanceof Multipart m) {
            for (int i = 0; i < m.getCount(); i++) {
                String t = text(m.getBodyPart(i));
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    /** A forged PAUSE is not carried out, is audited and told to the moderator, and no password is echoed. */
    private void assertForgeryRefused(String reasonToModerator, String secret) throws Exception {
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).isFalse();
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).noneMatch(s -> s.contains("paused"));
        }
        assertThat(h.subjects("referee")).containsOnlyOnce("[e2e] notice: moderator commands refused");
        assertThat(RobotHarness.body(h.message("referee", s -> s.contains("notice")))).contains("Commands: PAUSE", reasonToModerator,
                "Nothing was done");
        assertThat(audit()).contains("REFUSED", "PAUSE", reasonToModerator);
        for (MimeMessage m : h.sentByRobot()) {
            assertThat(RobotHarness.body(m)).doesNotContain(moderatorPassword()).doesNotContain(secret);
        }
        assertThat(audit()).doesNotContain(moderatorPassword()).doesNotContain(secret);
    }

    /** Every part of a mail of the given type (e.g. text/html, image/), in order, as text or bytes in Base64. */
    static List<String> parts(Part p, String type) throws Exception {
        List<String> out = new java.util.ArrayList<>();
        if (p.getContent() instanceof Multipart m) {
            for (int i = 0; i < m.getCount(); i++) {
                out.addAll(parts(m.getBodyPart(i), type));
            }
        } else if (p.getContentType().toLowerCase(java.util.Locale.ROOT).startsWith(type)) {
            Object c = p.getContent();
            out.add(c instanceof String str ? str : java.util.Base64.getEncoder().encodeToString(
                    p.getInputStream().readAllBytes()));
        }
        return out;
    }

    @Test
    @DisplayName("a forged command from the moderator's address with a wrong password is refused, audited, reported")
    void forgedWrongPassword() throws Exception {
        moderate(REFEREE, "Wrong-Pw-77", "PAUSE");
        assertThat(RobotHarness.body(h.message("referee", s -> s.contains("rejected")))).contains("wrong password");
        assertForgeryRefused("wrong password", "Wrong-Pw-77");
        // A player's own password with moderator commands is refused the same way.
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "[e2e] commands", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nPAUSE\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("only a moderator of this game may give");
        assertThat(audit()).contains("who is not a moderator");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).isFalse();
    }

    @Test
    @DisplayName("a forged command with the moderator's password from another address is refused, audited, reported")
    void forgedWrongAddress() throws Exception {
        moderate("brown@players.test", moderatorPassword(), "PAUSE");
        assertThat(RobotHarness.body(h.inbox("brown").get(0)))
                .contains("moderator commands are taken only from the moderator's own address");
        assertForgeryRefused("the right password, but from brown@players.test", "no-other-secret");
    }

    @Test
    @DisplayName("a moderator changes his own password by mail; then only the new one carries commands")
    void moderatorsNewPassword() throws Exception {
        moderate(REFEREE, moderatorPassword(), "NEW PASSWORD Fresh-Referee-9");
        moderate(REFEREE, moderatorPassword(), "PAUSE");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).as("old password").isFalse();
        moderate(REFEREE, "Fresh-Referee-9", "PAUSE");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).as("new password").isTrue();
        for (MimeMessage m : h.sentByRobot()) {
            assertThat(RobotHarness.body(m)).doesNotContain("Fresh-Referee-9");
        }
    }

    @Test
    @DisplayName("EXTEND, PAUSE, RESUME and ANNOUNCE by mail: every player told, moderators get the result, audited")
    void extendPauseResumeAnnounce() throws Exception {
        String before = h.robot.nextDeadline("e2e").lines("").toString();
        moderate(REFEREE, moderatorPassword(), "EXTEND 24h\nANNOUNCE The Rio Grande is in flood.\n"
                + "ANNOUNCE Take care.");
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] deadline extended",
                    "[e2e] announcement from the moderators");
            assertThat(h.inbox(p)).allSatisfy(m -> assertThat(m.getAllRecipients()).hasSize(1));
        }
        String announce = RobotHarness.body(h.message("arista", s -> s.contains("announcement")));
        assertThat(announce).contains("The Rio Grande is in flood.", "Take care.");
        assertThat(h.robot.nextDeadline("e2e").lines("").toString()).isNotEqualTo(before);
        assertThat(h.subjects("referee")).contains("[e2e] moderator commands done");
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("EXTEND 24 hours: the deadline is now", "ANNOUNCE: mailed to");

        moderate(REFEREE, moderatorPassword(), "PAUSE");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).isTrue();
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] the game is paused");
        }
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] the game is paused"))))
                .contains("No deadline runs until they resume it");
        moderate(REFEREE, moderatorPassword(), "RESUME");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().pausedByCommand()).isFalse();
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] the game resumes");
        }
        assertThat(audit()).contains("EXTEND 24 hours", "ANNOUNCE", "PAUSE", "RESUME", "DONE", REFEREE);
    }

    @Test
    @DisplayName("RUN NOW by mail runs the turn at once with the orders in; every commander gets his reports")
    void runNow() throws Exception {
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
        moderate(REFEREE, moderatorPassword(), "RUN NOW");
        for (int i = 0; i < 200 && h.robot.games().game("e2e").orElseThrow().row().currentTurn() == 0; i++) {
            Thread.sleep(100);
            h.robot.games().refresh("e2e");
        }
        h.robot.cycle();
        assertThat(h.robot.games().game("e2e").orElseThrow().row().currentTurn()).isEqualTo(1);
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("RUN NOW: the turn of the next deadline, ", "runs now, before its time");
        for (String p : List.of("taylor", "brown", "arista")) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] campaign 1, turn 1: events", "[e2e] campaign 1, turn 1: positions");
        }
        assertThat(text(h.message("referee", s -> s.equals("[e2e] campaign 1, turn 1: moderator's summary"))))
                .contains("US7IN [SUBMITTED]", "ATTACK");
        assertThat(audit()).contains("MAIL DONE", "RUN NOW");
    }

    @Test
    @DisplayName("the command line's twins run inside the robot the same way, audited as the command line")
    void commandLineTwin() throws Exception {
        ControlRequests.Reply reply = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "EXTEND 2h")));
        assertThat(reply.exitCode()).isZero();
        assertThat(reply.output()).contains("EXTEND 2 hours: the deadline is now");
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] deadline extended");
        }
        ControlRequests.Reply status = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "STATUS")));
        assertThat(status.output()).contains("e2e");
        ControlRequests.Reply bad = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "RESUME")));
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.output()).contains("not done: the game is not paused");
        assertThat(audit()).contains("CLI  DONE     command line (tester): EXTEND 2 hours", "REFUSED");
    }

    @Test
    @DisplayName("REPLACE: the newcomer's welcome carries a fresh password, the old player is told, his orders dropped")
    void replace() throws Exception {
        String old = h.password("brown");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + old + "\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        moderate(REFEREE, moderatorPassword(), "REPLACE brown Winfield_Scott scott@players.test");
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("takes the seat of Jacob Brown", "1 queued block set aside");
        MimeMessage welcome = h.message("scott", s -> s.contains("welcome"));
        String text = RobotHarness.body(welcome);
        assertThat(text).contains("You take over the seat of Jacob Brown", "PASSWORD").doesNotContain(old);
        assertThat(h.subjects("brown")).contains("[e2e] your seat is gone");
        assertThat(RobotHarness.body(h.message("brown", s -> s.contains("seat is gone"))))
                .contains("Your password no longer works", "1 block").doesNotContain("scott@");
        List<QueuedBlock> waiting = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
        assertThat(waiting).as("Brown's queued orders are dropped").isEmpty();
        for (String p : List.of("taylor", "marcy", "arista")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        // The old password is dead; the newcomer's works.
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + old + "\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        // His address is no longer registered in any game: he gets the short answer to strangers.
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("not registered in any game")
                .doesNotContain("ACCEPTED");
        java.util.regex.Matcher pw = java.util.regex.Pattern.compile("PASSWORD (\\S+)").matcher(
                text.substring(text.indexOf("Your password")));
        assertThat(pw.find()).as(text).isTrue();
    }

    @Test
    @DisplayName("RESEND and ROLLBACK: a copy to one player; a re-run with nothing edited gives the same report bytes, "
            + "marked CORRECTION, and everyone is told")
    void resendAndRollback() throws Exception {
        runTurn();
        String originalEvents = text(h.message("arista", s -> s.equals("[e2e] campaign 1, turn 1: events")));
        String originalPositions = text(h.message("arista", s -> s.equals("[e2e] campaign 1, turn 1: positions")));
        MimeMessage originalPositionsMail = h.message("arista", s -> s.equals("[e2e] campaign 1, turn 1: positions"));
        List<String> originalHtml = parts(originalPositionsMail, "text/html");
        List<String> originalImages = parts(originalPositionsMail, "image/");
        String originalState = h.robot.database().read(c -> new org.adjutant.store.GameStore().loadState(c, "e2e", 1));
        MAIL.purgeEmailFromAllMailboxes();

        moderate(REFEREE, moderatorPassword(), "RESEND arista");
        assertThat(h.subjects("arista")).contains("[e2e] (copy) campaign 1, turn 1: events", "[e2e] (copy) campaign 1, turn 1: positions");
        for (String p : List.of("taylor", "brown", "marcy")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        MAIL.purgeEmailFromAllMailboxes();

        moderate(REFEREE, moderatorPassword(), "ROLLBACK TO TURN 1");
        h.robot.cycle();   // the corrections are drawn by the round's recovery of owed reports
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("the position is exactly what it was");
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] campaign 1, turn 1 run again: corrected reports follow");
        }
        String events = text(h.message("arista", s -> s.equals("[e2e] CORRECTION: campaign 1, turn 1: events")));
        String positions = text(h.message("arista", s -> s.equals("[e2e] CORRECTION: campaign 1, turn 1: positions")));
        String banner = "CORRECTION: the moderators rolled the game back and ran this turn again.";
        assertThat(events).startsWith(banner);
        assertThat(events.split("\r?\n\r?\n", 2)[1]).isEqualTo(originalEvents);
        assertThat(positions.split("\r?\n\r?\n", 2)[1]).isEqualTo(originalPositions);
        MimeMessage correctedMail = h.message("arista", s -> s.equals("[e2e] CORRECTION: campaign 1, turn 1: positions"));
        List<String> html = parts(correctedMail, "text/html");
        assertThat(html).hasSize(1).hasSameSizeAs(originalHtml);
        assertThat(html.get(0).replaceFirst("<p><strong>CORRECTION:[^<]*</strong></p>", ""))
                .as("the HTML, without its banner").isEqualTo(originalHtml.get(0));
        assertThat(parts(correctedMail, "image/")).as("the maps, byte for byte").isNotEmpty()
                .isEqualTo(originalImages);
        String rerunState = h.robot.database().read(c -> new org.adjutant.store.GameStore().loadState(c, "e2e", 1));
        assertThat(rerunState).isEqualTo(originalState);

        // With an edit, the turn runs again from the corrected orders and the position changes.
        MAIL.purgeEmailFromAllMailboxes();
        moderate(REFEREE, moderatorPassword(), "ROLLBACK TO TURN 1\nORDERS US7IN\nPOSTURE EVADE/EVADE\nEND");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("with 1 unit(s)' orders edited");
        assertThat(h.subjects("brown")).contains("[e2e] CORRECTION: campaign 1, turn 1: events");
        assertThat(text(h.message("brown", s -> s.equals("[e2e] CORRECTION: campaign 1, turn 1: events"))))
                .contains("this is correction 2");
        assertThat(audit()).contains("ROLLBACK TO TURN 1 with ORDERS for US7IN", "RESEND");
    }

    @Test
    @DisplayName("STATUS by mail tells the moderator the whole game; END GAME sends the final truth and archives")
    void statusAndEndGame() throws Exception {
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
        moderate(REFEREE, moderatorPassword(), "STATUS");
        String status = RobotHarness.body(h.inbox("referee").get(h.inbox("referee").size() - 1));
        assertThat(status).contains("Next deadline:", "order blocks waiting for the next deadline: 1 for 1 units",
                "Jacob Brown (brown) <brown@players.test>: orders in for all 1 units",
                "Mariano Arista (arista) <arista@players.test>: 0 of 2 units have orders; none yet for MX1AQ, MX4IN",
                "mail of this game:");
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        runTurn();
        MAIL.purgeEmailFromAllMailboxes();
        moderate(REFEREE, moderatorPassword(), "END GAME");
        h.robot.cycle();
        for (String p : PLAYERS) {
            assertThat(h.subjects(p)).as(p).contains("[e2e] the game has ended");
        }
        assertThat(h.subjects("taylor")).anyMatch(s -> s.startsWith("[e2e] FINAL"));
        String truth = text(h.message("taylor", s -> s.startsWith("[e2e] FINAL") && s.contains("summary")));
        assertThat(truth).contains("MX4IN", "US7IN", "ATTACK");
        for (String p : PLAYERS) {
            // sow.md 17.6: the final report, once each, the war stopped where it stood
            assertThat(text(h.message(p, s -> s.contains("final report")))).as(p)
                    .contains("The game has ended by a moderator's decision: the war stops where it stands",
                            "United States (US)", "Northeast (NE)");
        }
        assertThat(h.robot.games().game("e2e").orElseThrow().row().archived()).isTrue();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("has been archived", "takes no more orders")
                .doesNotContain("accepted");
    }
}

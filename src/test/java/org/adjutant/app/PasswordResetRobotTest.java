package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Password resets over GreenMail with the real robot: by a moderator (mail and command line) and by the player
 * himself with a code. The new password, and the code, reach the seat's registered address and nobody else: not the
 * moderator, not a forger, not a reply, the audit log, the robot's stored copy or its log.
 */
class PasswordResetRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String FORGER = "forger@elsewhere.test";
    private static final Pattern NEW_PASSWORD = Pattern.compile("Your password is: (\\S+)");
    private static final Pattern CODE = Pattern.compile("RESET CODE (\\S+)");

    @TempDir
    Path home;

    private RobotHarness h;
    private final List<String> secrets = new ArrayList<>();
    private final ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> log =
            new ch.qos.logback.core.read.ListAppender<>();

    private static ch.qos.logback.classic.Logger adjutantLog() {
        return (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger("org.adjutant");
    }

    @BeforeEach
    void start() throws Exception {
        log.start();
        adjutantLog().addAppender(log);
        MAIL.setUser(FORGER, "forger", "pw");
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    /** No new password or code reached the log, the audit log or the robot's stored mail. */
    @AfterEach
    void stop() {
        String audit = h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
        String stored = h.robot.database().read(c -> {
            StringBuilder all = new StringBuilder();
            try (var ps = c.prepareStatement("SELECT mime FROM outbox UNION ALL SELECT raw FROM inbox");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    byte[] bytes = rs.getBytes(1);
                    all.append(bytes == null ? "" : new String(bytes, StandardCharsets.UTF_8));
                }
            }
            return all.toString();
        });
        h.close();
        adjutantLog().detachAppender(log);
        for (String secret : secrets) {
            assertThat(audit).as("the audit log").doesNotContain(secret);
            assertThat(stored).as("the robot's stored mail").doesNotContain(secret);
            for (var event : log.list) {
                assertThat(event.getFormattedMessage()).as("a log line").doesNotContain(secret);
            }
        }
    }

    private void moderate(String lines) throws Exception {
        h.moderate(lines);
    }

    private List<QueuedBlock> queued() {
        return h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
    }

    /** Mails orders for US7IN under {@code password}; the last answer brown got. */
    private String order(String password) throws Exception {
        int before = h.inbox("brown").size();
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + password + "\nLINE REAR\n");
        h.robot.cycle();
        // A refusal's answer is held back for the password checks it stands for; on a loaded machine it may leave
        // after the cycle's wait: read the answer to this mail, never the one before it.
        for (int i = 0; i < 100 && h.inbox("brown").size() <= before; i++) {
            Thread.sleep(100);
            h.robot.cycle();
        }
        List<MimeMessage> inbox = h.inbox("brown");
        assertThat(inbox).as("the answer to the orders").hasSizeGreaterThan(before);
        return RobotHarness.body(inbox.get(inbox.size() - 1));
    }

    private String extract(Pattern p, String text) {
        Matcher m = p.matcher(text);
        assertThat(m.find()).as(text).isTrue();
        secrets.add(m.group(1));
        return m.group(1);
    }

    /** Every mailbox but {@code owner}'s: none holds {@code secret}. */
    private void nobodyElseHas(String owner, String secret) throws Exception {
        for (String who : List.of("taylor", "brown", "marcy", "arista", "referee", FORGER)) {
            if (who.equals(owner)) {
                continue;
            }
            for (MimeMessage m : h.inbox(who)) {
                assertThat(RobotHarness.body(m)).as("a mail to " + who).doesNotContain(secret);
            }
        }
    }

    @Test
    @DisplayName("RESET PASSWORD by mail: a new password to the player's registered address only; his queued orders "
            + "stand; the old password is dead, the new one works")
    void moderatorResetsByMail() throws Exception {
        String old = h.password("brown");
        order(old);
        assertThat(queued()).hasSize(1);
        MAIL.purgeEmailFromAllMailboxes();

        moderate("RESET PASSWORD brown");
        String done = RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done")));
        assertThat(done).contains("RESET PASSWORD brown: a new password was mailed to the address registered for "
                + "Jacob Brown", "His queued orders and history stand");
        String mail = RobotHarness.body(h.message("brown", s -> s.equals("[e2e] your new password")));
        String fresh = extract(NEW_PASSWORD, mail);
        assertThat(fresh).isNotEqualTo(old);
        assertThat(mail).contains("The old one no longer works", "Your queued orders");
        nobodyElseHas("brown", fresh);
        for (String p : List.of("taylor", "marcy", "arista")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        assertThat(queued()).as("his queued orders are kept").hasSize(1);

        assertThat(order(old)).contains("do not match");
        assertThat(order(fresh)).contains("accepted").doesNotContain("do not match");
        assertThat(h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output())
                .contains("RESET PASSWORD brown");
    }

    @Test
    @DisplayName("reset-password on the command line: the same, audited as the command line; an unknown seat is "
            + "refused with the reason")
    void moderatorResetsByCommandLine() throws Exception {
        ControlRequests.Reply reply = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "RESET PASSWORD taylor")));
        assertThat(reply.exitCode()).isZero();
        assertThat(reply.output()).contains("RESET PASSWORD taylor: a new password was mailed");
        h.robot.cycle();
        String fresh = extract(NEW_PASSWORD, RobotHarness.body(h.message("taylor",
                s -> s.equals("[e2e] your new password"))));
        assertThat(reply.output()).doesNotContain(fresh);
        nobodyElseHas("taylor", fresh);
        ControlRequests.Reply unknown = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "RESET PASSWORD nobody")));
        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(unknown.output()).contains("RESET PASSWORD nobody: not done: no player 'nobody' in the game");
        assertThat(h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output())
                .contains("CLI  DONE     command line (tester): RESET PASSWORD taylor",
                        "REFUSED  command line (tester): RESET PASSWORD nobody");
    }

    @Test
    @DisplayName("FORGOT PASSWORD from a forged address: the code goes only to the registered address, the forger "
            + "learns nothing, the old password keeps working; the code then sets a new one, once")
    void playerResetsWithACode() throws Exception {
        String old = h.password("brown");
        order(old);
        MAIL.purgeEmailFromAllMailboxes();

        // From an address registered in no game: the one short answer strangers get, and the code to Brown.
        h.mailRobot(FORGER, "[e2e] help", "PLAYER brown\nFORGOT PASSWORD\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox(FORGER).get(0))).contains("not registered in any game");
        // Under another player's address: the full answer, which says where the code went and nothing more.
        h.mailRobot("taylor@players.test", "[e2e] help", "PLAYER brown\nFORGOT PASSWORD\n");
        h.robot.cycle();
        String toForger = RobotHarness.body(h.inbox("taylor").get(0));
        assertThat(toForger).contains("a reset code has been mailed to the address registered for it")
                .doesNotContain("brown@players.test");
        assertThat(h.subjects("brown")).containsOnly("[e2e] your password reset code");
        String codeMail = RobotHarness.body(h.inbox("brown").get(0));
        nobodyElseHas("brown", extract(CODE, RobotHarness.body(h.inbox("brown").get(1))));
        assertThat(codeMail).contains("If it was not you, do nothing");
        String code = extract(CODE, codeMail);
        assertThat(toForger).doesNotContain(code);
        nobodyElseHas("brown", code);
        // A forged request alters nothing: the old password still works, the orders stand.
        assertThat(order(old)).contains("accepted");
        // An unknown seat is answered alike, and nobody gets a code.
        h.mailRobot("taylor@players.test", "[e2e] help", "PLAYER nobody\nFORGOT PASSWORD\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("taylor").get(1))).contains("if nobody is a seat of this game");

        // A wrong code changes nothing.
        h.mailRobot("taylor@players.test", "[e2e] reset", "PLAYER brown\nRESET CODE abcd-efgh-jkmn\n"
                + "NEW PASSWORD Forged-Pw-1\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("taylor").get(2))).contains("that reset code is not one mailed for "
                + "brown");
        assertThat(order("Forged-Pw-1")).contains("do not match");

        // The code, from any address, sets the password; the registered address hears of it too.
        MAIL.purgeEmailFromAllMailboxes();
        secrets.add("Mine-Again-42");
        h.mailRobot("marcy@players.test", "[e2e] reset", "PLAYER brown\nRESET CODE " + code
                + "\nNEW PASSWORD Mine-Again-42\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("RESET CODE: done");
        assertThat(order(old)).contains("do not match");
        assertThat(order("Mine-Again-42")).contains("accepted");
        assertThat(queued()).as("his queued orders stand").isNotEmpty();
        // Single use.
        h.mailRobot("brown@players.test", "[e2e] reset", "PLAYER brown\nRESET CODE " + code
                + "\nNEW PASSWORD Other-Pw-55\n");
        h.robot.cycle();
        List<MimeMessage> inbox = h.inbox("brown");
        assertThat(RobotHarness.body(inbox.get(inbox.size() - 1))).contains("it was used or has expired");
        assertThat(order("Mine-Again-42")).contains("accepted");
    }

    @Test
    @DisplayName("codes are limited per seat and day whoever asks, expire, and a moderator's reset spends them")
    void codesAreLimitedAndExpire() throws Exception {
        for (int i = 0; i < 4; i++) {
            h.mailRobot(FORGER, "[e2e] help", "PLAYER brown\nFORGOT PASSWORD\n");
        }
        h.robot.cycle();
        List<MimeMessage> codes = new ArrayList<>();
        for (MimeMessage m : h.inbox("brown")) {
            if (m.getSubject().equals("[e2e] your password reset code")) {
                codes.add(m);
            }
        }
        assertThat(codes).as("three codes a day for one seat").hasSize(3);
        String first = extract(CODE, RobotHarness.body(codes.get(0)));
        String second = extract(CODE, RobotHarness.body(codes.get(1)));
        String third = extract(CODE, RobotHarness.body(codes.get(2)));

        // An expired code sets nothing.
        h.robot.database().inTransaction(c -> {
            try (var ps = c.prepareStatement("UPDATE password_reset SET expires_at = ? WHERE id = (SELECT MIN(id) "
                    + "FROM password_reset)")) {
                ps.setObject(1, java.time.OffsetDateTime.parse("2000-01-01T00:00:00Z"));
                ps.executeUpdate();
            }
            return null;
        });
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "[e2e] reset", "PLAYER brown\nRESET CODE " + first
                + "\nNEW PASSWORD Late-Pw-11\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("it was used or has expired");

        // A moderator's reset spends the codes still waiting.
        moderate("RESET PASSWORD brown");
        h.mailRobot("brown@players.test", "[e2e] reset", "PLAYER brown\nRESET CODE " + second
                + "\nNEW PASSWORD Late-Pw-12\n");
        h.robot.cycle();
        List<MimeMessage> inbox = h.inbox("brown");
        assertThat(RobotHarness.body(inbox.get(inbox.size() - 1))).contains("it was used or has expired");
        assertThat(third).isNotEqualTo(second);
        extract(NEW_PASSWORD, RobotHarness.body(h.message("brown", s -> s.equals("[e2e] your new password"))));
    }
}

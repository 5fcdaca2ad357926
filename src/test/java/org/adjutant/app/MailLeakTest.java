package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.adjutant.config.ServerConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fog of war in the robot's own mail: a reply goes to its sender (and his registered address) only;
 * the owner of a unit named in someone else's mail learns, at most once per window, only what concerns his unit.
 * Over GreenMail, with the real robot.
 */
class MailLeakTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    private RobotHarness start(Duration noticeWindow) throws Exception {
        return start(noticeWindow, org.adjutant.config.AbuseLimits.DEFAULT);
    }

    private RobotHarness start(Duration noticeWindow, org.adjutant.config.AbuseLimits limits) throws Exception {
        MAIL.setUser("stranger@elsewhere.test", "stranger", "pw");
        MAIL.setUser("taylor.home@elsewhere.test", "taylorhome", "pw");
        h = new RobotHarness(MAIL, home, s -> new ServerConfig(s.source(), s.data(), s.address(), s.name(),
                s.mailbox(), s.smtp(), s.gamesDir(), s.timeout(), noticeWindow, limits));
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();   // the welcome mails
        return h;
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static String recipients(MimeMessage m) throws Exception {
        List<String> all = new ArrayList<>();
        for (Message.RecipientType t : List.of(Message.RecipientType.TO, Message.RecipientType.CC)) {
            if (m.getRecipients(t) != null) {
                Arrays.stream(m.getRecipients(t)).map(Object::toString).forEach(all::add);
            }
        }
        return String.join(", ", all);
    }

    @Test
    @DisplayName("the enemy's orders never reach the commander of a unit his mail named: that commander gets a notice")
    void enemyOrdersDoNotLeak() throws Exception {
        start(Duration.ofHours(24));
        h.mailRobot("arista@players.test", "orders", "UNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ASSAULT/LAST-DITCH\nLINE SECOND\n\nUNIT US1AQ PASSWORD viva-mexico\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();

        MimeMessage ack = h.message("arista", s -> s.contains("orders:"));
        assertThat(recipients(ack)).isEqualTo("arista@players.test");
        assertThat(RobotHarness.body(ack)).contains("ACCEPTED  MX4IN", "OFFENSIVE ASSAULT", "REJECTED  US1AQ");

        assertThat(h.subjects("taylor")).containsExactly("[e2e] notice: orders for US1AQ refused");
        MimeMessage notice = h.message("taylor", s -> s.contains("notice"));
        assertThat(recipients(notice)).isEqualTo("taylor@players.test");
        assertThat(RobotHarness.body(notice)).contains("US1AQ", "wrong password", "arista@players.test")
                .doesNotContain("MX4IN").doesNotContain("ASSAULT").doesNotContain("EVADE")
                .doesNotContain("viva-mexico").doesNotContain(h.password("arista"));
        // Marcy, the War Minister, is US1AQ's deputy by default (the scenario names none): she is told too.
        assertThat(h.subjects("marcy")).containsExactly("[e2e] notice: orders for US1AQ refused");
        for (String who : List.of("brown", "referee")) {
            assertThat(h.subjects(who)).as(who).isEmpty();
        }
    }

    @Test
    @DisplayName("a stranger's mail reveals no player's address, and the owners are told once per window")
    void strangerLearnsNothingAndOwnersAreToldOncePerWindow() throws Exception {
        // The password throttle off, so that every guess is checked and its owners' notices counted (the throttle
        // has tests of its own: AbuseLimitsRobotTest, intake.PasswordThrottleTest).
        start(Duration.ofSeconds(4), org.adjutant.config.AbuseLimits.DEFAULT.withoutPasswordThrottle());
        for (int i = 0; i < 20; i++) {
            h.mailRobot("stranger@elsewhere.test", "orders", "UNIT US7IN PASSWORD guess-" + i + "\nPOSTURE EVADE/EVADE\n");
        }
        h.robot.cycle();

        // An address registered in no game gets one short answer a day, not one per mail.
        List<MimeMessage> answers = h.inbox("stranger@elsewhere.test");
        assertThat(answers).hasSize(1);
        assertThat(RobotHarness.body(answers.get(0))).contains("not registered in any game").doesNotContain("US7IN");
        for (MimeMessage a : answers) {
            assertThat(recipients(a)).isEqualTo("stranger@elsewhere.test");
            assertThat(RobotHarness.body(a)).doesNotContain("players.test").doesNotContain("Taylor")
                    .doesNotContain("Brown");
        }
        // Brown commands US7IN, Taylor is its deputy: one notice each, not twenty.
        assertThat(h.subjects("brown")).containsExactly("[e2e] notice: orders for US7IN refused");
        assertThat(h.subjects("taylor")).containsExactly("[e2e] notice: orders for US7IN refused");
        assertThat(RobotHarness.body(h.message("brown", s -> true))).contains("stranger@elsewhere.test");

        Thread.sleep(4500);   // the window passes: the next refusal is told, with the count of those held back
        h.mailRobot("stranger@elsewhere.test", "orders", "UNIT US7IN PASSWORD guess-again\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).hasSize(2);
        String second = RobotHarness.body(h.inbox("brown").get(1));
        assertThat(second).contains("19 more were not mailed to you separately");
    }

    @Test
    @DisplayName("GITM 6.1 a commander's own accepted orders tell nobody; his deputy's tell him, without the orders")
    void gitm_6_1_ownersNotices() throws Exception {
        start(Duration.ofHours(24));
        h.mailRobot("brown@players.test", "orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).containsExactly("[e2e] orders: 1 accepted, 0 rejected");
        assertThat(h.subjects("taylor")).isEmpty();

        // Taylor, deputy of US7IN, writes from home: the reply goes there and to his registered address.
        h.mailRobot("taylor.home@elsewhere.test", "orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nPOSTURE SKIRMISH/SKIRMISH\nLINE REAR\n");
        h.robot.cycle();
        MimeMessage ack = h.message("taylor", s -> s.contains("orders:"));
        assertThat(recipients(ack)).isEqualTo("taylor.home@elsewhere.test, taylor@players.test");
        assertThat(h.inbox("taylor.home@elsewhere.test")).hasSize(1);

        MimeMessage notice = h.message("brown", s -> s.contains("notice"));
        assertThat(notice.getSubject()).isEqualTo("[e2e] notice: your deputy's orders for US7IN");
        assertThat(recipients(notice)).isEqualTo("brown@players.test");
        assertThat(RobotHarness.body(notice)).contains("US7IN", "deputy Zachary Taylor", "GITM 6.1")
                .doesNotContain("SKIRMISH").doesNotContain("REAR");
    }

    @Test
    @DisplayName("a PLAYER block with a wrong password tells that player, not the sender who the player is")
    void playerBlockRefusedTellsThePlayer() throws Exception {
        start(Duration.ofHours(24));
        h.mailRobot("stranger@elsewhere.test", "orders", "PLAYER marcy PASSWORD letmein\nNEW PASSWORD mine-now\n");
        h.robot.cycle();
        MimeMessage ack = h.inbox("stranger@elsewhere.test").get(0);
        // An address registered in no game gets the short answer, which names no player either.
        assertThat(RobotHarness.body(ack)).contains("not registered in any game").doesNotContain("Marcy")
                .doesNotContain("marcy@");
        assertThat(h.subjects("marcy")).containsExactly("[e2e] notice: a mail in your name refused");
    }

    @Test
    @DisplayName("every mail the robot sent in a mixed session reached only those entitled to it")
    void auditOfEveryMailKind() throws Exception {
        start(Duration.ofHours(24));
        h.mailRobot("arista@players.test", "orders", "UNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ASSAULT/DEFEND\nUNIT US7IN PASSWORD nope\nPOSTURE EVADE/EVADE\n");
        h.mailRobot("taylor@players.test", "orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nLINE SECOND\nUNIT US1AQ PASSWORD " + h.password("taylor") + "\nPOSTURE ATTACK/DEFEND\n");
        h.mailRobot("marcy@players.test", "orders", "PLAYER marcy PASSWORD " + h.password("marcy")
                + "\nTIME ZONE Europe/London\n");
        h.robot.cycle();
        // A moderator's broken edit of the game file: its notice is for the moderators alone.
        Path file = home.resolve("config/games/e2e.yaml");
        String good = java.nio.file.Files.readString(file);
        java.nio.file.Files.writeString(file, good.replace("time-zone: UTC", "time-zone: Mars/Olympus_Mons"));
        for (int i = 0; i < 80 && !h.subjects("referee").contains("[e2e] game file rejected"); i++) {
            Thread.sleep(250);
            h.robot.cycle();
        }
        java.nio.file.Files.writeString(file, good);
        java.time.Instant deadline = RobotHarness.deadlineJustPassed();
        h.robot.runTurn("e2e", deadline);

        // Each outbox row: its kind and its recipients, as the robot stored and sent them.
        List<String[]> rows = h.robot.database().read(c -> {
            List<String[]> out = new ArrayList<>();
            try (var ps = c.prepareStatement("SELECT dedup_key, recipients, mime FROM outbox ORDER BY id");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new String[] {rs.getString(1), rs.getString(2),
                        new String(rs.getBytes(3), StandardCharsets.UTF_8)});
                }
            }
            return out;
        });
        assertThat(rows).isNotEmpty();
        for (String[] row : rows) {
            String key = row[0];
            String to = row[1];
            String mime = row[2];
            if (key.startsWith("ack:")) {
                assertThat(to).as(key).doesNotContain(",");
            } else if (key.startsWith("owner-notice:") || key.startsWith("welcome:") || key.startsWith("report:")) {
                assertThat(to).as(key).doesNotContain(",");
            } else if (key.startsWith("config-rejected:")) {
                assertThat(to).as(key).isEqualTo("referee@players.test");
            } else {
                throw new AssertionError("a kind of mail this audit does not know: " + key);
            }
            // Mexican orders never reach an American, American orders never a Mexican.
            if (!to.startsWith("arista@") && !to.startsWith("referee@")) {
                assertThat(mime).as(key + " to " + to).doesNotContain("ASSAULT");
            }
            if (to.startsWith("arista@")) {
                assertThat(mime).as(key).doesNotContain("LINE SECOND").doesNotContain("OFFENSIVE ATTACK");
            }
            for (String role : List.of("taylor", "brown", "marcy", "arista")) {
                if (!key.startsWith("welcome:")) {
                    assertThat(mime).as(key).doesNotContain(h.password(role));
                }
            }
        }
        assertThat(rows).anyMatch(r -> r[0].startsWith("owner-notice:") && r[1].equals("brown@players.test"));
        assertThat(rows).anyMatch(r -> r[0].startsWith("report:"));
        assertThat(rows).anyMatch(r -> r[0].startsWith("config-rejected:"));
    }

    @Test
    @DisplayName("GITM 6.2 one mail probing ids learns nothing: no unit, a unit nobody holds and a wrong password read alike")
    void gitm_6_2_probingIdsLearnsNothing() throws Exception {
        start(Duration.ofHours(24));
        // MX1AQ loses its commander: a unit nobody holds.
        h.robot.database().inTransaction(c -> {
            new org.adjutant.store.PlayerStore().assign(c, "e2e", "MX1AQ", 0, 0, java.time.Instant.now(), "test");
            return null;
        });
        h.mailRobot("taylor@players.test", "[e2e] probe", "UNIT MX4IN PASSWORD guess\nPOSTURE EVADE/EVADE\n"
                + "UNIT MX1AQ PASSWORD guess\nPOSTURE EVADE/EVADE\nUNIT MX9MI PASSWORD guess\nPOSTURE EVADE/EVADE\n"
                + "UNIT US1AQ PASSWORD " + h.password("taylor") + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        String reply = RobotHarness.body(h.message("taylor", s -> s.contains("orders:")));
        List<String> refusals = reply.lines().map(String::strip).filter(l -> l.startsWith("line "))
                .map(l -> l.substring(l.indexOf(": ") + 2)).toList();
        assertThat(refusals).hasSize(3).containsOnly("the unit id and the password do not match: orders are taken "
                + "only with the password of the unit's commander or deputy (an id no unit has, and a unit nobody "
                + "holds yet, get this answer too)");
        assertThat(reply).contains("REJECTED  MX4IN", "REJECTED  MX1AQ", "REJECTED  MX9MI", "ACCEPTED  US1AQ")
                .doesNotContain("no unit MX9MI").doesNotContain("no commander");
    }
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.adjutant.config.AbuseLimits;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The abuse limits over GreenMail with the real robot: a mail loop with an auto-responder that marks nothing stops
 * while a person's replies are all answered, an unregistered address is answered once, a unit's commander and
 * moderator hear of its lock once, and mail that forges a player's address can neither lock him out, nor silence him,
 * nor make the robot tell others he was guessing.
 */
class AbuseLimitsRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    private void start(AbuseLimits limits) throws Exception {
        MAIL.setUser("responder@elsewhere.test", "responder", "pw");
        MAIL.setUser("stranger@elsewhere.test", "stranger", "pw");
        h = new RobotHarness(MAIL, home, s -> s.withLimits(limits));
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();   // the welcome mails
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private List<MimeMessage> fromRobot(String who) throws Exception {
        return h.inbox(who).stream().filter(m -> {
            try {
                return m.getFrom()[0].toString().contains(RobotHarness.ROBOT);
            } catch (jakarta.mail.MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    private static String subject(MimeMessage m) {
        try {
            return m.getSubject();
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    @DisplayName("a player's auto-responder that answers every answer (no Auto-Submitted) is answered 3 times, then the loop stops")
    void mailLoopWithAnAutoResponderStops() throws Exception {
        start(AbuseLimits.DEFAULT);
        String orders = "UNIT US7IN PASSWORD " + h.password("taylor") + "\nposture attack defend\n";
        h.mailRobot("taylor@players.test", "orders", orders);
        int answered = 0;
        for (int round = 0; round < 8; round++) {
            h.robot.cycle();
            List<MimeMessage> got = h.inbox("taylor");
            if (got.size() == answered) {
                break;
            }
            MimeMessage last = got.get(got.size() - 1);
            answered = got.size();
            // The responder answers with the same text, as some vacation programs do, marking nothing.
            h.mailRobot("taylor@players.test", "Re: " + last.getSubject(), orders, "In-Reply-To",
                    last.getMessageID(), "References", last.getMessageID());
        }
        h.robot.cycle();
        // The first mail, and three replies to the robot's answers: four answers, then silence.
        assertThat(h.inbox("taylor")).hasSize(4);
        assertThat(h.robot.database().read(new org.adjutant.store.InboxStore()::all))
                .anySatisfy(e -> assertThat(e.statusDetail()).contains("(an auto-responder?): read, not answered until"));
        // The mail not answered is recorded and shown to the moderators, and its orders still count.
        String status = h.robot.answer(new ControlRequests.Request("status", List.of("e2e"))).output();
        assertThat(status).contains("mail read but not answered: 1", "claiming taylor@players.test",
                "repeats word for word");
    }

    @Test
    @DisplayName("a person's replies to the robot's answers, each with new orders, are all answered: the fourth within ten minutes too")
    void everyReplyOfAPersonIsAnswered() throws Exception {
        start(AbuseLimits.DEFAULT);
        String header = "UNIT US7IN PASSWORD " + h.password("taylor") + "\n";
        h.mailRobot("taylor@players.test", "[e2e] orders", header + "posture attack/defend\n");
        h.robot.cycle();
        String[] changes = {"posture skirmish/skirmish", "line second", "posture evade/evade", "line rear",
            "posture assault/defend"};
        for (String change : changes) {
            List<MimeMessage> got = h.inbox("taylor");
            MimeMessage last = got.get(got.size() - 1);
            h.mailRobot("taylor@players.test", "Re: " + last.getSubject(), header + change + "\n\n> "
                    + RobotHarness.body(last).lines().findFirst().orElse(""), "In-Reply-To", last.getMessageID(),
                    "References", last.getMessageID());
            h.robot.cycle();
        }
        assertThat(h.inbox("taylor")).hasSize(1 + changes.length).allSatisfy(m ->
                assertThat(m.getSubject()).isEqualTo("[e2e] orders: 1 accepted, 0 rejected"));
    }

    @Test
    @DisplayName("an address registered in no game gets one short answer, not one per mail")
    void strangerAnsweredOnce() throws Exception {
        start(AbuseLimits.DEFAULT);
        for (int i = 0; i < 3; i++) {
            h.mailRobot("stranger@elsewhere.test", "hello " + i, "UNIT US7IN PASSWORD guess" + i + "\nposture attack\n");
        }
        h.robot.cycle();
        h.robot.cycle();
        List<MimeMessage> got = fromRobot("stranger@elsewhere.test");
        assertThat(got).singleElement().satisfies(m -> {
            assertThat(m.getSubject()).isEqualTo("[adjutant] not accepted: address not registered");
            assertThat(RobotHarness.body(m)).contains("not registered in any game").doesNotContain("guess0")
                    .doesNotContain("US7IN");
        });
    }

    @Test
    @DisplayName("a unit guessed at is locked: its commander, deputy and the moderator get one notice each, its blocks are refused unchecked")
    void unitLockNoticesOnce() throws Exception {
        start(new AbuseLimits(3, 10, Duration.ofHours(1), Duration.ofHours(1), 60, 30_000_000L, Duration.ofHours(1),
                3, Duration.ofMinutes(10), Duration.ofHours(24)));
        MAIL.setUser("marcy.away@elsewhere.test", "marcyaway", "pw");
        for (int i = 0; i < 6; i++) {
            h.mailRobot("stranger@elsewhere.test", "orders " + i, "UNIT US7IN PASSWORD guess" + i + "\nposture attack\n");
        }
        h.robot.cycle();
        h.robot.cycle();
        for (String who : List.of("brown", "taylor", "referee")) {
            assertThat(h.subjects(who)).filteredOn(s -> s.contains("passwords no longer checked")).hasSize(1);
        }
        // A player writing from elsewhere, who proves her own password: US7IN's block is refused unchecked, even with
        // Brown's right password, since it does not come from an address registered in the game.
        h.mailRobot("marcy.away@elsewhere.test", "[e2e] orders", "PLAYER marcy PASSWORD " + h.password("marcy")
                + "\nSTATUS\nUNIT US7IN PASSWORD " + h.password("brown") + "\nposture attack\n");
        h.robot.cycle();
        String reply = RobotHarness.body(h.inbox("marcy.away@elsewhere.test").get(0));
        assertThat(reply).contains("not checked: too many wrong passwords have been given for US7IN lately")
                .doesNotContain("guess").doesNotContain(h.password("brown"));
        // Brown, from his own address, is not locked out.
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nposture attack/defend\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).contains("[e2e] orders: 1 accepted, 0 rejected");
    }

    @Test
    @DisplayName("mail forging a player's address cannot lock him out, silence him, flood him with answers or make the robot accuse him")
    void forgedFromCannotLockOutSilenceOrBlackenAPlayer() throws Exception {
        start(AbuseLimits.DEFAULT);
        String brown = "brown@players.test";
        for (int i = 0; i < 20; i++) {
            h.mailRobot(brown, "[e2e] orders", "UNIT " + (i % 2 == 0 ? "MX4IN" : "US7IN") + " PASSWORD forged-" + i
                    + "\nposture attack\n");
        }
        h.robot.cycle();
        h.robot.cycle();
        // Brown did not write those: three answers at most, each saying so, the last that no more will come.
        List<String> answers = h.inbox("brown").stream().filter(m -> subject(m).startsWith("[e2e] orders:"))
                .map(RobotHarness::body).toList();
        assertThat(answers).hasSize(3).allSatisfy(a -> assertThat(a).contains("No password in this mail was right",
                "anyone can put an address (here brown@players.test) into a mail's From"));
        assertThat(answers.get(2)).contains("This is the last answer until");
        // Arista is told orders for his unit were refused, by mail claiming Brown's address: not that Brown guessed.
        String notice = RobotHarness.body(h.message("arista", s -> s.contains("MX4IN refused")));
        assertThat(notice).contains("Claimed to come from: brown@players.test (unverified: anyone can write any "
                + "address as a mail's sender)").doesNotContain("From:     brown");
        // Brown's own orders, from his own address, are checked and answered.
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot(brown, "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown") + "\nposture attack/defend\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).containsExactly("[e2e] orders: 1 accepted, 0 rejected");

        // Sixty forged mails more fill the quota of his address (60 an hour): his own mail is still read and answered.
        for (int i = 0; i < 45; i++) {
            h.mailRobot(brown, "[e2e] orders", "UNIT MX1AQ PASSWORD more-" + i + "\nposture attack\n");
        }
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot(brown, "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nposture skirmish/skirmish\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).containsExactly("[e2e] orders: 1 accepted, 0 rejected");
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("SKIRMISH");
        assertThat(h.robot.database().read(new org.adjutant.store.InboxStore()::all)).filteredOn(e ->
                e.statusDetail().contains("over the sender's quota")).isNotEmpty()
                .noneMatch(e -> e.status() == org.adjutant.store.InboxStatus.THROTTLED);
    }
}

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
 * Issue 16 over GreenMail with the real robot: a mail loop with an auto-responder that marks nothing stops, an
 * unregistered address is answered once, and a unit's commander and moderator hear of its lock once.
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
                .anySatisfy(e -> assertThat(e.statusDetail()).contains("(a mail loop?): not answered until"));
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
        for (int i = 0; i < 6; i++) {
            h.mailRobot("marcy@players.test", "orders " + i, "UNIT US7IN PASSWORD guess" + i + "\nposture attack\n");
        }
        h.robot.cycle();
        h.robot.cycle();
        for (String who : List.of("brown", "taylor", "referee")) {
            assertThat(h.subjects(who)).filteredOn(s -> s.contains("passwords no longer checked")).hasSize(1);
        }
        List<String> replies = h.inbox("marcy").stream().map(RobotHarness::body).toList();
        assertThat(replies).hasSize(6);
        assertThat(replies.subList(3, 6)).allSatisfy(r -> assertThat(r).contains("not checked: too many wrong "
                + "passwords have been given for US7IN lately"));
        assertThat(String.join("\n", replies)).doesNotContain("guess");
    }
}

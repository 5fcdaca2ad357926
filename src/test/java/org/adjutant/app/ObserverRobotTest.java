package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Observers over GreenMail with the real robot (docs/moderators.md, "Observers"): a turn's reports reach an observer
 * only once the game file's delay of turns has run after it, the whole truth or one role's view as the file says,
 * and no mail of his ever carries a younger turn.
 */
class ObserverRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final Pattern TURN = Pattern.compile("turn (\\d+)");

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /** The turn number each of the observer's mails names in its subject. */
    private List<Integer> turnsSeen(String who) throws Exception {
        List<Integer> turns = new ArrayList<>();
        for (MimeMessage m : h.inbox(who)) {
            Matcher t = TURN.matcher(m.getSubject());
            assertThat(t.find()).as(m.getSubject()).isTrue();
            assertThat(m.getSubject()).startsWith("[e2e] (observer) ");
            turns.add(Integer.parseInt(t.group(1)));
        }
        return turns;
    }

    @Test
    @DisplayName("an observer gets a turn's reports only after the file's delay, the whole truth or one role's view, never a younger turn")
    void delayedReports() throws Exception {
        MAIL.setUser("smith@history.test", "smith", "pw");
        MAIL.setUser("officer@history.test", "officer", "pw");
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), RobotHarness.gameFile("e2e", "End to end")
                + "observers:\n"
                + "  - {name: Justin Smith, email: smith@history.test, sees: all, delay: 2}\n"
                + "  - {name: A Mexican Officer, email: officer@history.test, sees: arista, delay: 1}\n");
        h.robot.cycle();
        h.robot.cycle();
        assertThat(h.subjects("smith@history.test")).as("no welcome, no password: an observer sends nothing")
                .isEmpty();
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nLINE REAR\n");
        h.robot.cycle();
        for (int run = 1; run <= 3; run++) {
            h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
            h.robot.cycle();
            for (int seen : turnsSeen("smith@history.test")) {
                assertThat(seen + 2).as("smith after %d turns", run).isLessThanOrEqualTo(run);
            }
            for (int seen : turnsSeen("officer@history.test")) {
                assertThat(seen + 1).as("the officer after %d turns", run).isLessThanOrEqualTo(run);
            }
        }
        assertThat(turnsSeen("smith@history.test")).containsOnly(1);
        assertThat(turnsSeen("officer@history.test")).containsOnly(1, 2).contains(1, 2);
        // The whole truth is the moderator's summary, with every unit's orders; the officer sees arista's view only.
        String whole = String.join("\n", h.inbox("smith@history.test").stream().map(RobotHarness::body).toList());
        assertThat(whole).contains("You observe this game. This is the whole truth of campaign 1, turn 1",
                "US7IN", "MX4IN", "REAR");
        String side = String.join("\n", h.inbox("officer@history.test").stream().map(RobotHarness::body).toList());
        assertThat(side).contains("This is the view of arista of campaign 1, turn 1", "MX4IN").doesNotContain("REAR");
        // He asks for reports early, or sends orders: nothing is done, and the answer says when his reports come.
        h.mailRobot("smith@history.test", "[e2e] reports", "SEND REPORTS\nUNIT US7IN PASSWORD guess\nLINE FIRST\n");
        h.robot.cycle();
        MimeMessage answer = h.message("smith@history.test", s -> !s.startsWith("[e2e] (observer) "));
        assertThat(RobotHarness.body(answer)).contains("You observe End to end: an observer sends no orders, "
                + "requests or press, and nothing in this mail was done", "you have had them up to campaign 1, turn 1;"
                + " campaign 1, turn 2 follows once campaign 1, turn 4 has run");
        for (String m : List.of(whole, side)) {
            for (String player : RobotHarness.PLAYERS) {
                assertThat(m).doesNotContain(player + "@players.test");
            }
        }

        // The war ends: the delay has nothing left to hide. Each observer gets the turns it still held back, then
        // the final truth with the players, before the game's file (and his place in it) is archived.
        MAIL.purgeEmailFromAllMailboxes();
        h.moderate("END GAME");
        List<String> smith = h.subjects("smith@history.test");
        assertThat(smith.stream().filter(x -> x.startsWith("[e2e] (observer) ")).map(x -> x.replaceAll(
                ".*turn (\\d+).*", "$1")).distinct().toList()).containsExactlyInAnyOrder("2", "3");
        assertThat(smith).anySatisfy(x -> assertThat(x).contains("FINAL"));
        List<String> officer = h.subjects("officer@history.test");
        assertThat(officer.stream().filter(x -> x.startsWith("[e2e] (observer) ")).map(x -> x.replaceAll(
                ".*turn (\\d+).*", "$1")).distinct().toList()).containsExactly("3");
        assertThat(officer).anySatisfy(x -> assertThat(x).contains("FINAL"));
    }
}

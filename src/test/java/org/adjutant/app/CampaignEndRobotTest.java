package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GITM game whose scenario ends with its first campaign (GITM 5.1; docs/rules/sow.md 17.5-17.6), in the whole
 * robot over GreenMail: the turn 15 deadline runs, the ruleset says the game is over, and every player and moderator
 * gets the final report once, however many rounds the robot runs after.
 */
class CampaignEndRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /**
     * The robot over {@code mail} with game {@code e2e} playing {@code scenario} (written as {@code file} under the
     * home's scenarios), its one deadline an hour ahead on the robot's clock; {@code opened} looks at the game as it opened. Brown
     * mails his unit's orders, the deadline runs and the robot goes round twice more, so that an ending is finished.
     */
    static RobotHarness playOneTurn(GreenMailExtension mail, Path home, String scenario, String file,
                                    java.util.function.Consumer<RobotHarness> opened) throws Exception {
        // The deadline an hour ahead on the robot's clock, reached when the test says: no race with a slow start.
        MutableClock clock = new MutableClock();
        LocalDateTime at = LocalDateTime.ofInstant(clock.instant(), ZoneOffset.UTC).plusHours(1)
                .truncatedTo(ChronoUnit.SECONDS);
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/" + file), scenario);
        RobotHarness h = new RobotHarness(mail, home, s -> s, clock, RobotHarness.gameFile("e2e",
                "End to end", at, "").replace("scenarios/test.yaml", "scenarios/" + file));
        try {
            h.robot.cycle();
            opened.accept(h);
            h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                    + "\nPOSTURE ATTACK/DEFEND\n");
            h.robot.cycle();
            java.time.Instant deadline = at.toInstant(ZoneOffset.UTC);
            clock.advance(java.time.Duration.between(clock.instant(), deadline.plusSeconds(60)));
            h.robot.deadlineReached("e2e", deadline);
            h.robot.cycle();
            for (int i = 0; i < 300 && h.turnsRun() == 0; i++) {
                Thread.sleep(100);
            }
            h.robot.cycle();
            h.robot.cycle();
            return h;
        } catch (Exception | AssertionError e) {
            h.close(); // the caller never gets it to close
            throw e;
        }
    }

    @Test
    @DisplayName("GITM 5.1, sow.md 17.6 the scenario's last campaign ends the game: each person gets the final report once, the game is archived")
    void lastCampaignEndsTheGame() throws Exception {
        String scenario = GitmRulesetTestScenario.TEXT.replace("campaign: 1\nturn: 1\n",
                "campaign: 1\nturn: 15\nlastCampaign: 1\n");
        assertThat(scenario).contains("lastCampaign: 1");
        h = playOneTurn(MAIL, home, scenario, "last.yaml", opened -> assertThat(opened.robot.games().game("e2e")
                .orElseThrow().state().toString()).contains("lastCampaign=1"));
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(h.robot.games().game("e2e").orElseThrow().row().archived()).isTrue();
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).contains("[e2e] the game has ended");
            String fin = ModerationRobotTest.text(h.message(who, s -> s.contains("final report")));
            assertThat(fin).as(who).contains("The game ended with campaign 1, turn 15, the last turn of its"
                    + " scenario's last campaign", "United States (US)", "Northeast (NE)");
        }
        assertThat(RobotHarness.body(h.message("brown", s -> s.equals("[e2e] the game has ended"))))
                .contains("as its rules say");
        String events = ModerationRobotTest.text(h.message("brown", s -> s.contains("events")
                && !s.contains("FINAL")));
        assertThat(events).contains("Campaign 1 has ended", "The war is over");
    }
}

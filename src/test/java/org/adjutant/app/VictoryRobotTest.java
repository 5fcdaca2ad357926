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
 * A war won in the middle of a campaign (docs/rules/victory.md), in the whole robot over GreenMail: the United States
 * holds the one city its scenario makes its aim when turn 1 ends, the ruleset says the game is over, every player and
 * moderator gets the final report naming the victor, and orders mailed afterwards are answered that the game is over.
 */
class VictoryRobotTest {
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

    @Test
    @DisplayName("designed: victory 2.1, 3 a victory at the end of a turn ends the game: every person's final report names the victor, once")
    void victoryEndsTheGame() throws Exception {
        LocalDateTime at = LocalDateTime.now(ZoneOffset.UTC).plusSeconds(15).truncatedTo(ChronoUnit.SECONDS);
        String scenario = GitmRulesetTestScenario.TEXT + """
                victory:
                  conditions:
                    - {winner: US, hold: [Fort Brown], name: "the Rio Grande held: Fort Brown stands"}
                  atEnd: MX
                """;
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/won.yaml"), scenario);
        h = new RobotHarness(MAIL, home, s -> s, new MutableClock(), RobotHarness.gameFile("e2e", "End to end", at,
                "").replace("scenarios/test.yaml", "scenarios/won.yaml"));
        h.robot.cycle();
        assertThat(((org.adjutant.gitm.state.GitmState) h.robot.games().game("e2e").orElseThrow().state()).settings()
                .victory().conditions()).as("the scenario's terms were read").hasSize(1);
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        for (int i = 0; i < 300 && h.turnsRun() == 0; i++) {
            Thread.sleep(100);
        }
        h.robot.cycle();
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(h.robot.games().game("e2e").orElseThrow().row().archived()).isTrue();
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).containsOnlyOnce("[e2e] the game has ended");
            String fin = ModerationRobotTest.text(h.message(who, s -> s.contains("final report")));
            assertThat(fin).as(who).contains("the war was decided (docs/rules/victory.md)",
                    "Victor: United States, with campaign 1, turn 1 -- the Rio Grande held: Fort Brown stands.",
                    "United States (US)", "Northeast (NE)");
        }
        String events = ModerationRobotTest.text(h.message("arista", s -> s.contains("events")
                && !s.contains("FINAL")));
        assertThat(events).as("the Mexican side's own report tells him too").contains("The war is over: United States"
                + " won it with campaign 1, turn 1");
    }
}

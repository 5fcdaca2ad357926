package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.gitm.state.GitmState;
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
        String scenario = GitmRulesetTestScenario.TEXT + """
                victory:
                  conditions:
                    - {winner: US, hold: [Fort Brown], name: "the Rio Grande held: Fort Brown stands"}
                  atEnd: MX
                """;
        h = CampaignEndRobotTest.playOneTurn(MAIL, home, scenario, "won.yaml", opened -> assertThat(
                ((GitmState) opened.robot.games().game("e2e").orElseThrow().state()).settings().victory()
                        .conditions()).as("the scenario's terms were read").hasSize(1));
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

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The garrisons of off-map ports played by mail on the shipped 1846 scenario and sea chart, through the whole robot
 * over GreenMail (GITM 7.17, 7.18, 11.1; docs/rules/naval.md section 18): on the deployment turn a brigade and its
 * corps HQ at New Orleans deploy to the garrison of Charleston, where the Atlantic transports (US2TR) lie; on turn 1
 * they board her from the garrison; the Naval Minister sails her to Savannah harbour; the army goes ashore into
 * Savannah's garrison with LAND Savannah, its general reads "in garrison at Savannah" in his position report, and the
 * turn after it boards again. Every order goes by mail; nothing in the stored position is touched by the test; the
 * test follows what the mails say rather than a count of turns.
 */
class GarrisonRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String FORCE = """
              - {id: US80IN, name: "Atlantic brigade", state: US, men: 1500, quality: fair, experience: 10,
                 city: "New Orleans", commander: taylor, deputy: bliss, supply: US81CQ, communications: US81CQ}
              - {id: US81CQ, name: "Atlantic corps HQ", state: US, men: 100, quality: fair, experience: 10, supplies: 4,
                 city: "New Orleans", commander: taylor, deputy: bliss, supply: "New Orleans", communications: US81CQ}
            """;
    private static final String TRANSPORTS = """
              - {id: US2TR, name: "Atlantic transports", state: US, capacity: 3000, at: "harbor:Charleston",
                 base: New Orleans}
            """;

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
    @DisplayName("GITM 7.17, 7.18, 11.1 played by mail: deployed to Charleston's garrison, aboard from it, sailed to"
            + " Savannah, ashore into its garrison (shown in the position report), and aboard again")
    void gitm_7_17_garrisons_by_mail() throws Exception {
        SeaGame.copyMaps(home);
        String scenario = SeaGame.scenario();
        assertThat(scenario).contains("\nunits:\n", "\nships:\n");
        scenario = scenario.replace("\nunits:\n", "\nunits:\n" + FORCE).replace("\nships:\n", "\nships:\n"
                + TRANSPORTS);

        MutableClock clock = new MutableClock();
        List<Instant> deadlines = SeaGame.dailyDeadlines(clock, 16);
        String game = SeaGame.gameFile("Garrisons", deadlines, SeaGame.player("George Bancroft", "bancroft"));
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();
        String taylor = h.password("taylor");
        String bancroft = h.password("bancroft");

        // the deployment turn: into the garrison of Charleston (GITM 7.18)
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor
                + "\nDEPLOY TO PORT Charleston\n\nUNIT US81CQ PASSWORD " + taylor + "\nDEPLOY TO PORT Charleston\n");
        h.robot.cycle();
        assertThat(reply("taylor", 1)).contains("ACCEPTED  US80IN", "ACCEPTED  US81CQ").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(0));
        GitmState deployed = state();
        assertThat(deployed.garrison(UnitId.of("US80IN"))).contains("Charleston");
        assertThat(deployed.garrison(UnitId.of("US81CQ"))).contains("Charleston");
        String opening = "[e2e] deployment turn";
        assertThat(text("taylor", opening + ": events")).contains("US80IN went into the garrison of Charleston from");
        assertThat(text("taylor", opening + ": positions")).contains("in garrison at Charleston");

        // turn 1: a march is refused in the garrison, with the reason; both board the transports from it
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor + "\nPATH M8-T7\n");
        h.robot.cycle();
        assertThat(reply("taylor", 2)).contains("REJECTED  US80IN", "is in the garrison of Charleston, off the land"
                + " map");
        h.mailRobot("taylor@players.test", "[e2e] orders again", "UNIT US80IN PASSWORD " + taylor
                + "\nBOARD US2TR\n\nUNIT US81CQ PASSWORD " + taylor + "\nBOARD US2TR\n");
        h.robot.cycle();
        assertThat(reply("taylor", 3)).contains("ACCEPTED  US80IN", "ACCEPTED  US81CQ").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(1));
        assertThat(state().navy().passengers(ShipId.of("US2TR")))
                .containsExactlyInAnyOrder(UnitId.of("US80IN"), UnitId.of("US81CQ"));
        assertThat(state().navy().garrisons()).isEmpty();
        assertThat(text("taylor", "[e2e] campaign 1, turn 1: events"))
                .contains("US80IN went aboard US2TR from the garrison of Charleston");

        // the voyage to Savannah, sent again each turn until the Naval Minister's mail says she is there
        String lies = "Charleston harbour";
        int turn = 2;
        for (; !lies.equals("Savannah harbour"); turn++) {
            assertThat(turn).as("the transports arrive before the game's last deadlines")
                    .isLessThan(deadlines.size() - 2);
            h.mailRobot("bancroft@players.test", "[e2e] orders", "PLAYER bancroft PASSWORD " + bancroft
                    + "\nSAIL US2TR TO Savannah\n");
            h.robot.cycle();
            assertThat(reply("bancroft", turn - 1)).contains("ACCEPTED").doesNotContain("REJECTED");
            deadline(clock, deadlines.get(turn));
            lies = SeaGame.passage(h, "bancroft", "US2TR", "Atlantic transports", turn);
            assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": positions"))
                    .contains("aboard US2TR in " + lies);
        }

        // ashore into the garrison of Savannah (GITM 7.17), read in the general's position report
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor
                + "\nLAND Savannah\n\nUNIT US81CQ PASSWORD " + taylor + "\nPORT Savannah\n");
        h.robot.cycle();
        assertThat(reply("taylor", 4)).contains("ACCEPTED  US80IN", "PORT Savannah", "ACCEPTED  US81CQ")
                .doesNotContain("REJECTED");
        deadline(clock, deadlines.get(turn));
        GitmState ashore = state();
        assertThat(ashore.garrison(UnitId.of("US80IN"))).contains("Savannah");
        assertThat(ashore.garrison(UnitId.of("US81CQ"))).contains("Savannah");
        assertThat(ashore.navy().aboard()).isEmpty();
        String positions = text("taylor", "[e2e] campaign 1, turn " + turn + ": positions");
        assertThat(positions).contains("in garrison at Savannah");
        assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": events"))
                .contains("US80IN went into the garrison of Savannah from US2TR");
        for (String kind : List.of("events", "positions")) {
            assertThat(text("arista", "[e2e] campaign 1, turn " + turn + ": " + kind)).as("fog of war")
                    .doesNotContain("US80IN", "US81CQ", "Savannah");
        }

        // and aboard again the turn after
        turn++;
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor + "\nBOARD US2TR\n");
        h.robot.cycle();
        assertThat(reply("taylor", 5)).contains("ACCEPTED  US80IN").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(turn));
        assertThat(state().navy().carrier(UnitId.of("US80IN"))).contains(ShipId.of("US2TR"));
        assertThat(state().garrison(UnitId.of("US81CQ"))).contains("Savannah");
        assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": positions"))
                .contains("aboard US2TR in Savannah harbour", "in garrison at Savannah");
    }

    private void deadline(MutableClock clock, Instant at) {
        SeaGame.deadline(h, clock, at);
    }

    private GitmState state() {
        return SeaGame.state(h);
    }

    private String reply(String who, int n) throws Exception {
        return SeaGame.reply(h, who, n);
    }

    private String text(String who, String subject) throws Exception {
        return SeaGame.text(h, who, subject);
    }
}

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
 * The Veracruz landing played by mail on the shipped 1846 scenario and map, through the whole robot over GreenMail
 * (GITM 7.17, 10.6, 11.1; PATE 1.3; docs/rules/naval.md sections 3 and 9-12): a brigade and a corps HQ wait at New
 * Orleans beside the Quartermaster's transports. Turn 1: the War Minister loads ten supplies into the transports' holds
 * and both units board. Then the Naval Minister mails SAIL for the transports to the coastal waters of Veracruz each
 * turn, and reads in his events where the wind took them, until they are there; the army sails with them and its
 * general reads where it is at sea. The turn after they arrive both units land on the beach south of the city; the turn
 * after that the holds are emptied to the corps HQ on the beach and the brigade marches inland. Every order goes by
 * mail, every answer and report comes back by mail; nothing in the stored position is touched by the test.
 * The game's seed (7, the harness's) fixes the winds and the dice, and so the voyage (three turns with it); the test
 * follows what the mails say rather than a count of turns, so it holds for any seed that brings the transports in
 * before the game's deadlines run out.
 */
class VeracruzRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    /** Scott's landing force in miniature: a brigade and its corps HQ at New Orleans, Taylor commanding. */
    private static final String FORCE = """
              - {id: US80IN, name: "Landing brigade", state: US, men: 1500, quality: fair, experience: 10,
                 city: "New Orleans", commander: taylor, deputy: bliss, supply: US81CQ, communications: US81CQ}
              - {id: US81CQ, name: "Landing corps HQ", state: US, men: 100, quality: fair, experience: 10, supplies: 10,
                 city: "New Orleans", commander: taylor, deputy: bliss, supply: "New Orleans", communications: US81CQ}
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
    @DisplayName("GITM 7.17, 10.6, PATE 1.3 played by mail: an army boards at New Orleans, sails to Veracruz by SAIL,"
            + " lands, is supplied from the transports' holds on the beach, and marches inland")
    void gitm_7_17_veracruz_by_mail() throws Exception {
        SeaGame.copyMaps(home);
        String scenario = SeaGame.scenario();
        assertThat(scenario).contains("\nunits:\n");
        scenario = scenario.replace("\nunits:\n", "\nunits:\n" + FORCE);

        MutableClock clock = new MutableClock();
        List<Instant> deadlines = SeaGame.dailyDeadlines(clock, 16);
        String game = SeaGame.gameFile("Veracruz", deadlines, SeaGame.player("George Bancroft", "bancroft"));
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();
        String taylor = h.password("taylor");
        String marcy = h.password("marcy");
        String bancroft = h.password("bancroft");

        deadline(clock, deadlines.get(0)); // the deployment turn: nobody moves

        // turn 1: the holds are loaded in the supply phase, the units go aboard in strategic phase 1
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + marcy
                + "\nSEND 10 SUPPLIES FROM New Orleans TO US1TR\n");
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor + "\nBOARD US1TR\n\n"
                + "UNIT US81CQ PASSWORD " + taylor + "\nBOARD US1TR\n");
        h.robot.cycle();
        assertThat(reply("taylor", 1)).contains("ACCEPTED  US80IN", "ACCEPTED  US81CQ").doesNotContain("REJECTED");
        assertThat(reply("marcy", 1)).contains("ACCEPTED").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(1));
        GitmState afterBoarding = state();
        assertThat(afterBoarding.navy().passengers(ShipId.of("US1TR")))
                .containsExactlyInAnyOrder(UnitId.of("US80IN"), UnitId.of("US81CQ"));
        assertThat(afterBoarding.navy().ship("US1TR").orElseThrow().supplies()).isEqualTo(10);
        assertThat(text("taylor", "[e2e] campaign 1, turn 1: events")).contains("US80IN went aboard US1TR from M8-T6");
        assertThat(text("taylor", "[e2e] campaign 1, turn 1: positions"))
                .contains("aboard US1TR in New Orleans harbour");
        assertThat(text("marcy", "[e2e] campaign 1, turn 1: events"))
                .contains("10 supplies ordered by marcy went by sea from New Orleans to US1TR.");

        // the voyage: Bancroft sends the transports off Veracruz each turn until his mail says they are there
        String lies = "New Orleans harbour";
        int turn = 2;
        for (; !lies.equals("the coastal waters of Veracruz"); turn++) {
            assertThat(turn).as("the transports arrive before the game's last deadlines")
                    .isLessThan(deadlines.size() - 2);
            h.mailRobot("bancroft@players.test", "[e2e] orders", "PLAYER bancroft PASSWORD " + bancroft
                    + "\nSAIL US1TR TO OFF Veracruz\n");
            h.robot.cycle();
            assertThat(reply("bancroft", turn - 1)).contains("ACCEPTED", "SAIL US1TR TO COAST Veracruz")
                    .doesNotContain("REJECTED");
            deadline(clock, deadlines.get(turn));
            lies = SeaGame.passage(h, "bancroft", "US1TR", "Quartermaster's transports", turn);
            // the army sails with its transports, and its general reads where it is at sea
            assertThat(state().navy().passengers(ShipId.of("US1TR")))
                    .containsExactlyInAnyOrder(UnitId.of("US80IN"), UnitId.of("US81CQ"));
            assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": positions"))
                    .contains("aboard US1TR in " + lies);
            assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": events"))
                    .as("the general is no officer of the navy").doesNotContain("Quartermaster's transports");
            for (String kind : List.of("events", "positions")) {
                assertThat(text("arista", "[e2e] campaign 1, turn " + turn + ": " + kind)).as("fog of war")
                        .doesNotContain("US1TR", "Quartermaster's transports", "US80IN", "US81CQ");
            }
        }
        // the turn after they arrive: ashore on the beach south of Veracruz; a march is refused at sea, with the reason
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor
                + "\nPATH K3-Y6\n");
        h.robot.cycle();
        assertThat(reply("taylor", 2)).contains("REJECTED  US80IN", "it goes ashore with LAND");
        h.mailRobot("taylor@players.test", "[e2e] orders again", "UNIT US80IN PASSWORD " + taylor
                + "\nLAND K4-Y6\n\nUNIT US81CQ PASSWORD " + taylor + "\nLAND K4-Y6\n");
        h.robot.cycle();
        assertThat(reply("taylor", 3)).contains("ACCEPTED  US80IN", "ACCEPTED  US81CQ").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(turn));
        GitmState ashore = state();
        assertThat(ashore.navy().aboard()).isEmpty();
        assertThat(ashore.unit("US80IN").orElseThrow().location().strategic().toString()).isEqualTo("K4-Y6");
        assertThat(ashore.unit("US80IN").orElseThrow().isActive()).isTrue();
        assertThat(text("taylor", "[e2e] campaign 1, turn " + turn + ": events")).contains("US80IN landed on the beach",
                "US81CQ landed on the beach");

        turn++;
        // the next turn: the holds emptied to the corps HQ on the beach; the brigade marches inland
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + marcy
                + "\nSEND 10 SUPPLIES FROM US1TR TO US81CQ\n");
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor + "\nPATH K3-Y6\n");
        h.robot.cycle();
        deadline(clock, deadlines.get(turn));
        GitmState inland = state();
        assertThat(inland.unit("US80IN").orElseThrow().location().strategic().toString()).isEqualTo("K3-Y6");
        int carried = inland.unit("US81CQ").orElseThrow().supplies();
        int left = inland.navy().ship("US1TR").orElseThrow().supplies();
        assertThat(carried).isEqualTo(12);
        assertThat(left).isLessThan(10);
        assertThat(text("marcy", "[e2e] campaign 1, turn " + turn + ": events"))
                .contains("went by sea from US1TR to US81CQ");
    }

    /** Runs the deadline at {@code at} with every mail received before it, as the scheduler would. */
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

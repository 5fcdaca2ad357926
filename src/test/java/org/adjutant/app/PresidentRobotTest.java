package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.store.PlayerStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The President of Mexico chosen by mail (AMWOL 1.2; docs/rules/politics.md section 4): the leaders of three Mexican
 * states vote over two turns, the robot counts, and the office moves from the scenario's holder to the leader they
 * elect, who then governs the state of Mexico by mail.
 */
class PresidentRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    /** The ruleset test's scenario with the state of Mexico, two more electing states and a President. */
    static final String SCENARIO = GitmRulesetTestScenario.TEXT
            .replace("""
                      - {id: NE, name: Northeast, nation: MX, treasury: 600, minister: paredes}
                    """, """
                      - {id: NE, name: Northeast, nation: MX, treasury: 600, minister: paredes}
                      - {id: MEX, name: Mexico, nation: MX, treasury: 900, minister: tornel, monarch: herrera}
                      - {id: JAL, name: Jalisco, nation: MX, treasury: 300, minister: farias}
                      - {id: OAX, name: Oaxaca, nation: MX, treasury: 200, minister: leon}
                    president: {state: MEX, electors: [NE, JAL, OAX], majority: 2}
                    """)
            .replace("""
                      - {id: paredes, title: Mariano Paredes}
                    """, """
                      - {id: paredes, title: Mariano Paredes}
                      - {id: tornel, title: Jose Maria Tornel}
                      - {id: herrera, title: Jose Joaquin de Herrera}
                      - {id: farias, title: Valentin Gomez Farias}
                      - {id: leon, title: Antonio de Leon}
                    """)
            .replace("""
                      - {id: MX4IN, name: 4th Line, state: NE, men: 900, at: J8-V4 9-8}
                    """, """
                      - {id: MX4IN, name: 4th Line, state: NE, men: 900, at: J8-V4 9-8}
                      - {id: MX30IN, name: Guardia Presidencial, state: MEX, men: 800, at: J8-V4 9-8}
                    """);

    @TempDir
    Path home;

    private RobotHarness h;
    private OfficeMail m;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /** The game with the Mexican leaders, the President and the capital's minister seated, welcome mails gone. */
    private void start() throws Exception {
        for (String who : new String[] {"paredes", "farias", "leon", "herrera", "tornel", "marcy", "taylor"}) {
            MAIL.setUser(who + "@players.test", who, "pw");
        }
        String game = RobotHarness.gameFile("e2e", "End to end")
                + "  - {name: Mariano Paredes, email: paredes@players.test, role: paredes}\n"
                + "  - {name: Valentin Gomez Farias, email: farias@players.test, role: farias}\n"
                + "  - {name: Antonio de Leon, email: leon@players.test, role: leon}\n"
                + "  - {name: Jose Joaquin de Herrera, email: herrera@players.test, role: herrera}\n"
                + "  - {name: Jose Maria Tornel, email: tornel@players.test, role: tornel}\n";
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), game, SCENARIO);
        m = new OfficeMail(MAIL, h);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    @Test
    @DisplayName("AMWOL 1.2 by mail: two of three leaders remove the President; a third's vote for a successor is"
            + " refused while he sits; then two elect the leader of Jalisco, who assigns the capital's guard and shares"
            + " its income; the outcome reaches every player, the ballots and the share only the Mexican officers")
    void amwol_1_2_electedByMail() throws Exception {
        assertThat(SCENARIO).contains("president:", "monarch: herrera", "MX30IN");
        start();

        // the scenario's President assigns the guard; a vote for a successor is refused while he sits
        assertThat(m.orders("herrera", "ASSIGN MX30IN COMMANDER arista")).contains("ACCEPTED")
                .doesNotContain("REJECTED");
        assertThat(m.orders("leon", "VOTE PRESIDENT JAL")).contains("REJECTED", "line 2: the office is held by Jose"
                + " Joaquin de Herrera: a new President is chosen only after 2 of the 3 leaders have removed him with"
                + " VOTE REMOVE (AMWOL 1.2)");
        assertThat(m.orders("paredes", "VOTE REMOVE")).contains("ACCEPTED", "VOTE REMOVE");
        assertThat(m.orders("farias", "VOTE REMOVE")).contains("ACCEPTED");
        m.runTurn(1);

        String removed = "The leaders of the Mexican states have removed Jose Joaquin de Herrera from the presidency of"
                + " Mexico";
        assertThat(m.events("taylor", 1)).as("public news reach the enemy").contains(removed)
                .doesNotContain("Ballots for the President");
        assertThat(m.events("paredes", 1)).contains(removed, "Ballots for the President of Mexico (2 of the 3 leaders"
                + " decide): JAL to remove the President, NE to remove the President; the President is removed");
        // the former President lost the office with the turn: his ASSIGN is now refused
        assertThat(m.orders("herrera", "ASSIGN MX30IN COMMANDER taylor")).contains("REJECTED");

        assertThat(m.orders("paredes", "VOTE PRESIDENT Jalisco")).contains("ACCEPTED", "VOTE PRESIDENT Jalisco");
        assertThat(m.orders("leon", "VOTE PRESIDENT JAL")).contains("ACCEPTED");
        m.runTurn(2);

        assertThat(m.events("marcy", 2)).contains("The leaders of the Mexican states have elected the leader of"
                + " Jalisco (JAL), Valentin Gomez Farias President of Mexico");
        // the new President reads the state of Mexico's army and governs it by mail
        assertThat(m.report("farias", 2, "positions")).contains("MX30IN");
        assertThat(m.orders("farias", "ASSIGN MX30IN COMMANDER paredes")).contains("ACCEPTED")
                .doesNotContain("REJECTED");
        PlayerStore players = new PlayerStore();
        long paredes = h.robot.database().read(c -> players.lookup(c, "e2e", "paredes")).orElseThrow().id();
        assertThat(h.robot.database().read(c -> players.assignment(c, "e2e", "MX30IN")).orElseThrow().commanderId())
                .isEqualTo(paredes);

        // and shares the capital's income with the Northeast (docs/rules/politics.md section 5)
        assertThat(m.orders("farias", "SHARE 50 PERCENT TO NE")).contains("ACCEPTED", "SHARE 50 PERCENT TO NE");
        assertThat(m.orders("tornel", "SHARE 50 PERCENT TO NE")).contains("REJECTED", "only the President of Mexico"
                + " shares the income of MEX");
        m.runTurn(3);
        assertThat(m.events("paredes", 3)).contains("By the President's order MEX gave NE 50% of the");
        assertThat(m.events("marcy", 3)).doesNotContain("President's order");
    }

    @Test
    @DisplayName("AMWOL 1.2, designed (moderators.md OFFICE): a moderator seats the leader of Jalisco as President by"
            + " mail and leaves the office vacant by the command line; who is told, what the arrival check then says,"
            + " the position stored, the refusals and the audit log")
    void amwol_1_2_moderatorSeatsAndVacates() throws Exception {
        start();
        assertThat(m.orders("leon", "VOTE REMOVE")).contains("ACCEPTED");

        h.mailRobot("referee@players.test", "[e2e] commands", "PLAYER referee@players.test PASSWORD "
                + h.password("") + "\nOFFICE MONARCH OF MEX TO farias\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("OFFICE MONARCH OF MEX TO farias: the President of Mexico is given to the leader of Jalisco"
                        + " (JAL), Valentin Gomez Farias, no longer Jose Joaquin de Herrera's; the ballots standing"
                        + " are spent");
        assertThat(RobotHarness.body(h.message("farias", s -> s.equals("[e2e] you are now the President of Mexico"))))
                .contains("held until now by Jose Joaquin de Herrera");
        assertThat(RobotHarness.body(h.message("herrera", s -> s.equals("[e2e] you are no longer the President of"
                + " Mexico")))).contains("given the office of the President of Mexico to the leader of Jalisco");
        for (String officer : List.of("paredes", "leon", "tornel")) {
            assertThat(h.subjects(officer)).as(officer).contains("[e2e] the President of Mexico changes hands");
        }
        for (String other : List.of("marcy", "taylor")) {
            assertThat(h.subjects(other)).as(other + " is told nothing").isEmpty();
        }
        // the stored position, read again from the database, has him in office and no ballot standing
        h.robot.games().refresh("e2e");
        Presidency p = ((GitmState) h.robot.games().game("e2e").orElseThrow().state()).politics().presidency();
        assertThat(p.tenure()).isEqualTo(Presidency.Tenure.ELECTED);
        assertThat(p.elected()).isEqualTo("JAL");
        assertThat(p.ballots()).isEmpty();
        assertThat(h.robot.games().game("e2e").orElseThrow().row().currentTurn()).as("no turn ran").isZero();
        // the arrival check reads the new President at once
        assertThat(m.orders("farias", "ASSIGN MX30IN COMMANDER paredes")).contains("ACCEPTED")
                .doesNotContain("REJECTED");
        assertThat(m.orders("herrera", "ASSIGN MX30IN COMMANDER herrera")).contains("REJECTED");

        ControlRequests.Reply vacant = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "OFFICE MONARCH OF MEX VACANT")));
        assertThat(vacant.exitCode()).isZero();
        assertThat(vacant.output()).contains("the President of Mexico is left vacant, no longer Valentin Gomez"
                + " Farias's");
        assertThat(m.orders("farias", "ASSIGN MX30IN COMMANDER farias")).contains("REJECTED");
        assertThat(m.orders("leon", "VOTE PRESIDENT OAX")).as("the leaders may now elect").contains("ACCEPTED");
        for (String[] wrong : new String[][] {
                {"OFFICE MONARCH OF MEX VACANT", "it is vacant already"},
                {"OFFICE MONARCH OF MEX TO taylor", "leads no regular Mexican state"},
                {"OFFICE MONARCH OF MEX TO nobody", "no player 'nobody' is seated in the game"}}) {
            ControlRequests.Reply r = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                    "command line (tester)", wrong[0])));
            assertThat(r.exitCode()).as(wrong[0]).isEqualTo(1);
            assertThat(r.output()).as(wrong[0]).contains("not done: ", wrong[1]);
        }
        assertThat(h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e", "command line (tester)",
                "OFFICE MONARCH OF MEX TO herrera"))).output()).contains("is given to Jose Joaquin de Herrera");
        String audit = h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
        assertThat(audit).contains("OFFICE MONARCH OF MEX TO farias", "OFFICE MONARCH OF MEX VACANT", "REFUSED");
        m.runTurn(1);
        assertThat(((GitmState) h.robot.games().game("e2e").orElseThrow().state()).politics().presidency().tenure())
                .as("the turn starts from the changed position").isEqualTo(Presidency.Tenure.SEATED);
    }
}

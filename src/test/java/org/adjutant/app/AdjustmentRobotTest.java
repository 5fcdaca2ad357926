package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A moderator's corrections of the position ({@code ADJUST}), over GreenMail with the real robot: checked precisely,
 * stored in the position the next turn starts from, recorded and audited, told as an adjustment to the players it
 * concerns and to nobody else, and applied again by a rollback so that the re-run reaches the very position stored.
 * In the test scenario brown commands US7IN (taylor its deputy), arista MX4IN; marcy is the War Minister of the
 * United States; nobody holds an office of NE.
 */
class AdjustmentRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String REFEREE = "referee@players.test";
    private static final List<String> PLAYERS = List.of("taylor", "brown", "marcy", "arista");

    @TempDir
    Path home;

    private RobotHarness h;

    @BeforeEach
    void start() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private String moderate(String lines) throws Exception {
        h.moderate(lines);
        String done = RobotHarness.body(h.message("referee", s -> s.startsWith("[e2e] moderator commands ")));
        MAIL.purgeEmailFromAllMailboxes();
        return done;
    }

    private GitmState state() {
        return (GitmState) h.robot.games().game("e2e").orElseThrow().state();
    }

    private Unit unit(String id) {
        return state().unit(id).orElseThrow();
    }

    private void onlyTold(List<String> told) throws Exception {
        for (String p : PLAYERS) {
            if (told.contains(p)) {
                assertThat(h.subjects(p)).as(p).containsExactly("[e2e] adjustment");
            } else {
                assertThat(h.subjects(p)).as(p).isEmpty();
            }
        }
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    @Test
    @DisplayName("GITM 3.5 ADJUST a unit's men by mail: stored, audited, told to its commander and deputy only")
    void gitm_3_5_unitMen() throws Exception {
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("")
                + "\nADJUST UNIT US7IN MEN 450 BECAUSE the returns of 12 May were misread\n");
        h.robot.cycle();
        assertThat(unit("US7IN").men()).isEqualTo(450);
        String told = RobotHarness.body(h.message("brown", s -> s.equals("[e2e] adjustment")));
        assertThat(told).contains("(" + REFEREE + ") has corrected the position: US7IN: strength 500 -> 450 men",
                "The reason given: the returns of 12 May were misread");
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done"))))
                .contains("ADJUST UNIT US7IN MEN 450 BECAUSE the returns of 12 May were misread: done",
                        "told: taylor, brown");
        for (String p : List.of("marcy", "arista")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        assertThat(audit()).contains("DONE", "ADJUST UNIT US7IN MEN 450 BECAUSE the returns of 12 May were misread");
    }

    @Test
    @DisplayName("GITM 3.7 every adjustment is checked: an unknown unit, city or state, water or a square off the map, "
            + "men below 0 or above the type's most, a morale past 100; nothing changes and nobody is told")
    void gitm_3_7_everyAdjustmentIsChecked() throws Exception {
        GitmState before = state();
        String done = moderate("""
                ADJUST UNIT XX9IN MEN 10 BECAUSE x
                ADJUST UNIT US7IN POSITION K0-V4 BECAUSE x
                ADJUST UNIT US7IN POSITION A0-P0 BECAUSE x
                ADJUST UNIT US7IN POSITION nowhere BECAUSE x
                ADJUST UNIT US7IN MEN -5 BECAUSE x
                ADJUST UNIT US7IN MEN 99999 BECAUSE x
                ADJUST UNIT US7IN MORALE 150 BECAUSE x
                ADJUST UNIT US7IN SUPPLIES many BECAUSE x
                ADJUST UNIT US7IN SUPPLIES 2 BECAUSE x
                ADJUST STATE XX TREASURY 10 BECAUSE x
                ADJUST CITY Atlantis OWNER US BECAUSE x
                ADJUST CITY Fort Brown OWNER US BECAUSE x
                ADJUST WEATHER FINE BECAUSE x""");
        assertThat(done).contains("ADJUST UNIT XX9IN MEN 10 BECAUSE x: not done: no unit XX9IN in this game",
                "K0-V4 is swamp, where no unit may stand", "A0-P0 is off the map", "'nowhere' is not a square",
                "a strength of -5 is out of bounds", "a strength of 99999 is out of bounds",
                "a morale of 150 is out of bounds: 0 to 100", "'many' is not a number for supplies",
                "supplies of 2 is out of bounds: 0 to 1",
                "no state XX in this game", "no city 'Atlantis' in this game", "Fort Brown belongs to US already",
                "write ADJUST and one of");
        assertThat(done).doesNotContain(": done");
        assertThat(state()).isEqualTo(before);
        onlyTold(List.of());
    }

    @Test
    @DisplayName("fog: a treasury and a city's owner are told to the officers of the states concerned; a unit's "
            + "position, morale and supplies to its own commander")
    void toldOnlyToWhomItConcerns() throws Exception {
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("")
                + "\nADJUST STATE US TREASURY 1200 BECAUSE a payment was booked twice\n");
        h.robot.cycle();
        assertThat(state().state("US").orElseThrow().treasury()).isEqualTo(1200);
        onlyTold(List.of("marcy"));
        assertThat(RobotHarness.body(h.message("marcy", s -> s.equals("[e2e] adjustment"))))
                .contains("the treasury of United States (US): 1500 -> 1200");
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("")
                + "\nADJUST CITY Fort Brown OWNER NE BECAUSE the garrison surrendered on 9 May\n");
        h.robot.cycle();
        assertThat(state().cities().get("Fort Brown").state()).isEqualTo("NE");
        onlyTold(List.of("marcy"));
        assertThat(RobotHarness.body(h.message("marcy", s -> s.equals("[e2e] adjustment"))))
                .contains("Fort Brown: held by US -> NE");
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("")
                + "\nADJUST UNIT MX4IN POSITION J9-V3 BECAUSE its march was lost in the mail\n"
                + "ADJUST UNIT MX4IN MORALE 30 BECAUSE x\nADJUST UNIT MX4IN SUPPLIES 0 BECAUSE x\n");
        h.robot.cycle();
        Unit mx = unit("MX4IN");
        assertThat(mx.location().strategic().toString()).isEqualTo("J9-V3");
        assertThat(mx.morale()).isEqualTo(30);
        assertThat(mx.supplies()).isZero();
        assertThat(h.subjects("arista")).containsOnly("[e2e] adjustment").hasSize(3);
        for (String p : List.of("taylor", "brown", "marcy")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
    }

    @Test
    @DisplayName("an adjustment is an input of the history: ROLLBACK over its turn applies it again, and the re-run "
            + "reaches the very position stored")
    void rollbackStaysExact() throws Exception {
        h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
        moderate("ADJUST UNIT US7IN MEN 300 BECAUSE x\nADJUST STATE US TREASURY 999 BECAUSE y");
        String stored = h.robot.database().read(c -> new org.adjutant.store.GameStore().loadState(c, "e2e", 1));
        assertThat(unit("US7IN").men()).isEqualTo(300);
        String done = moderate("ROLLBACK TO TURN 1");
        assertThat(done).contains("the position is exactly what it was");
        String rerun = h.robot.database().read(c -> new org.adjutant.store.GameStore().loadState(c, "e2e", 1));
        assertThat(rerun).isEqualTo(stored);
        assertThat(unit("US7IN").men()).isEqualTo(300);
        assertThat(state().state("US").orElseThrow().treasury()).isEqualTo(999);
        // The next turn starts from the corrected position.
        h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
        assertThat(unit("US7IN").men()).isLessThanOrEqualTo(300);
    }

    @Test
    @DisplayName("adjust on the command line: the same correction, audited as the command line")
    void commandLineTwin() throws Exception {
        ControlRequests.Reply reply = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "ADJUST UNIT MX4IN MORALE 30 BECAUSE a clerk's error")));
        assertThat(reply.exitCode()).as(reply.output()).isZero();
        assertThat(unit("MX4IN").morale()).isEqualTo(30);
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("arista", s -> s.equals("[e2e] adjustment"))))
                .contains("(command line (tester)) has corrected the position: MX4IN: morale");
        ControlRequests.Reply bad = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "ADJUST UNIT MX4IN MORALE 30")));
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.output()).contains("write ADJUST <what> BECAUSE <reason>");
        assertThat(audit()).contains("CLI  DONE     command line (tester): ADJUST UNIT MX4IN MORALE 30 BECAUSE a "
                + "clerk's error");
    }
}

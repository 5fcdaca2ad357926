package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The offices above the ministers played by mail (docs/rules/politics.md): the Monarch the scenario names gets his
 * seat, reassigns a unit of his state, is refused the orders of state the turn would not carry out, and after the
 * turn reads the report his War Minister reads.
 */
class OfficesRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final String REFEREE = "referee@players.test";

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
    @DisplayName("designed: politics 1-3 the Monarch of the United States assigns a unit by mail, his INACTIVATE is"
            + " refused with the reason, and after the turn he reads his War Minister's report and treasury")
    void politics_monarchPlaysByMail() throws Exception {
        h = OfficeMail.withMonarch(MAIL, home);
        assertThat(h.password("polk")).as("the Monarch's seat").isNotNull();
        MAIL.purgeEmailFromAllMailboxes();

        h.mailRobot("polk@players.test", "[e2e] orders", "PLAYER polk PASSWORD " + h.password("polk")
                + "\nASSIGN US7IN COMMANDER taylor DEPUTY brown\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("polk", s -> s.contains("orders")))).contains("ACCEPTED")
                .doesNotContain("REJECTED");
        PlayerStore players = new PlayerStore();
        Assignment seat = h.robot.database().read(c -> players.assignment(c, "e2e", "US7IN")).orElseThrow();
        long taylor = h.robot.database().read(c -> players.lookup(c, "e2e", "taylor")).orElseThrow().id();
        long brown = h.robot.database().read(c -> players.lookup(c, "e2e", "brown")).orElseThrow().id();
        assertThat(seat.commanderId()).isEqualTo(taylor);
        assertThat(seat.deputyId()).isEqualTo(brown);

        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("polk@players.test", "[e2e] orders", "PLAYER polk PASSWORD " + h.password("polk")
                + "\nINACTIVATE US7IN\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("polk", s -> s.contains("orders")))).contains("REJECTED",
                "line 2: the Monarch of US gives no orders of state in this game yet, ASSIGN apart: the War Minister"
                + " and the Treasury Minister of US give them (docs/rules/politics.md section 2)");

        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot(REFEREE, "[e2e] commands", "PLAYER " + REFEREE + " PASSWORD " + h.password("") + "\nRUN NOW\n");
        h.robot.cycle();
        for (int i = 0; i < 200 && h.robot.games().game("e2e").orElseThrow().row().currentTurn() == 0; i++) {
            Thread.sleep(100);
            h.robot.games().refresh("e2e");
        }
        h.robot.cycle();
        String polk = RobotHarness.body(h.message("polk", s -> s.equals("[e2e] campaign 1, turn 1: positions")));
        String marcy = RobotHarness.body(h.message("marcy", s -> s.equals("[e2e] campaign 1, turn 1: positions")));
        assertThat(polk).contains("US7IN", "US1AQ", "Treasury of United States (US)");
        assertThat(marcy).contains("US7IN", "US1AQ", "Treasury of United States (US)");
        assertThat(polk).doesNotContain("Treasury of Northeast");
    }
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Naval combat by mail, through the whole robot over GreenMail on the shipped 1846 scenario (PATE-MD combat;
 * docs/rules/naval.md section 15): Bancroft orders the Home Squadron's frigates to engage the guns of Veracruz and San
 * Juan de Ulua; the order is checked when the mail arrives, the action is fought at the deadline, and each side reads
 * only its own account: the Americans their ships by name and the port's guns, Mexico the guns and "3 frigates", and a
 * third state's minister nothing.
 */
class NavalCombatRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    @DisplayName("PATE-MD combat by mail: Bancroft's COMBAT orders bring the frigates into action with the guns of Veracruz at the deadline; each side reads its own account and New Mexico's minister reads nothing")
    void pate_combat_by_mail() throws Exception {
        SeaGame.copyMaps(home);
        List<Instant> deadlines = SeaGame.dailyDeadlines(clock, 3);
        String game = SeaGame.gameFile("Naval action", deadlines, SeaGame.player("George Bancroft", "bancroft"),
                SeaGame.player("Mariano Paredes", "paredes"), SeaGame.player("Manuel Armijo", "armijo"));
        String scenario = SeaGame.scenario();
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();
        h.robot.cycle();

        deadline(deadlines.get(0)); // the deployment turn: no battles
        MAIL.purgeEmailFromAllMailboxes();

        assertThat(orders("bancroft", "COMBAT US1FR ENGAGE RANGE CLOSE BREAK OFF", "COMBAT US2FR ENGAGE RANGE CLOSE",
                "COMBAT US3FR ENGAGE RANGE CLOSE")).contains("ACCEPTED", "COMBAT US1FR ENGAGE RANGE CLOSE BREAK OFF")
                .doesNotContain("REJECTED");
        assertThat(orders("paredes", "COMBAT US1FR EVADE")).contains("REJECTED", "US1FR is not a ship of MEX");
        assertThat(orders("bancroft", "COMBAT US1TR ENGAGE")).contains("REJECTED", "carries no guns");

        GitmState before = state();
        deadline(deadlines.get(1));
        GitmState after = state();
        int hurt = 0;
        for (String id : List.of("US1FR", "US2FR", "US3FR")) {
            Ship was = before.navy().ship(id).orElseThrow();
            Ship now = after.navy().ship(id).orElseThrow();
            hurt += (was.crew() + was.marines()) - (now.crew() + now.marines());
        }
        assertThat(hurt).as("the guns of Veracruz answered the frigates").isPositive();

        String us = report("bancroft", "events");
        assertThat(us).contains("Action in the coastal waters of Veracruz", "US1FR USS Cumberland", "the guns of"
                + " Veracruz");
        assertThat(report("marcy", "events")).as("the War Minister reads his state's account")
                .contains("US2FR USS Raritan");
        String mex = report("paredes", "events");
        assertThat(mex).contains("The guns of Veracruz fought 3 enemy frigates")
                .doesNotContain("Cumberland", "Raritan", "Potomac", "US1FR");
        assertThat(report("armijo", "events")).as("a third state reads nothing of it")
                .doesNotContain("guns of Veracruz", "frigates");
    }

    private void deadline(Instant at) {
        SeaGame.deadline(h, clock, at);
    }

    private GitmState state() {
        return SeaGame.state(h);
    }

    private String orders(String role, String... lines) throws Exception {
        return SeaGame.orders(MAIL, h, role, lines);
    }

    private String report(String role, String kind) throws Exception {
        return SeaGame.report(h, role, kind);
    }
}

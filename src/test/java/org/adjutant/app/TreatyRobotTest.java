package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Treaties between Mexican states by mail (RAR 1.1-1.2; docs/rules/politics.md section 6), on the President test's
 * scenario: the Northeast (paredes) declares war on Jalisco (farias), both sign a secret peace the next turn; the
 * United States (marcy) is refused a treaty, reads the war but not the secret peace, nor does Oaxaca (leon).
 */
class TreatyRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

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

    @Test
    @DisplayName("RAR 1.1-1.2 by mail: a war declared is read by every player; a secret peace signed by both leaders"
            + " is read only by the two states; a treaty with the United States is refused with the reason")
    void rar_1_treatiesByMail() throws Exception {
        for (String who : new String[] {"paredes", "farias", "leon"}) {
            MAIL.setUser(who + "@players.test", who, "pw");
        }
        String game = RobotHarness.gameFile("e2e", "End to end")
                + "  - {name: Mariano Paredes, email: paredes@players.test, role: paredes}\n"
                + "  - {name: Valentin Gomez Farias, email: farias@players.test, role: farias}\n"
                + "  - {name: Antonio de Leon, email: leon@players.test, role: leon}\n";
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), game, PresidentRobotTest.SCENARIO);
        m = new OfficeMail(MAIL, h);
        h.robot.cycle();
        h.robot.cycle();

        assertThat(m.orders("marcy", "TREATY PEACE WITH NE")).contains("REJECTED", "line 2: the United States is at war"
                + " with every Mexican state for the whole war: its leaders sign no TREATY (RAR)");
        assertThat(m.orders("paredes", "TREATY ALLIANCE WITH US")).contains("REJECTED", "no treaty with it");
        assertThat(m.orders("paredes", "DECLARE WAR ON JAL")).contains("ACCEPTED", "DECLARE WAR ON JAL");
        m.runTurn(1);
        String war = "NE has declared war on JAL; they are now hostile";
        assertThat(m.events("marcy", 1)).contains(war);
        assertThat(m.events("leon", 1)).contains(war);

        assertThat(m.orders("paredes", "TREATY PEACE WITH JAL SECRET")).contains("ACCEPTED");
        assertThat(m.orders("farias", "TREATY PEACE WITH NE SECRET")).contains("ACCEPTED");
        m.runTurn(2);
        String peace = "A secret treaty: JAL and NE have concluded a peace; they are now neutral";
        assertThat(m.events("paredes", 2)).contains(peace);
        assertThat(m.events("farias", 2)).contains(peace);
        assertThat(m.events("leon", 2)).doesNotContain("treaty", "peace");
        assertThat(m.events("marcy", 2)).doesNotContain("treaty", "peace");
    }
}

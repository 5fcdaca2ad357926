package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Raising a warship by mail, through the whole robot over GreenMail on the shipped 1846 scenario (SoW 4.2, 4.4, 4.5,
 * 4.8 and the raise-ship form; docs/rules/naval.md section 13.4). The game's calendar makes campaign 1 turn 1 its
 * build turn, as a moderator of a short game would. The Treasury Minister's order for a sloop at Pensacola is
 * accepted and one at Mobile refused with the reason; the Naval Minister's is refused; at the deadline she is laid
 * down, the minister's treasury statement shows what she cost and his position report lists her on the stocks, and
 * the other side reads nothing of her.
 */
class WarshipRobotTest {
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
    @DisplayName("SoW 4.8 by mail: Marcy's RAISE SL at Pensacola is accepted, at Mobile refused for want of a dockyard,"
            + " Bancroft's refused; at the deadline she is on the stocks in Marcy's report and nowhere in Paredes'")
    void sow_4_8_warship_raised_by_mail() throws Exception {
        SeaGame.copyMaps(home);
        String scenario = SeaGame.scenario();
        assertThat(scenario).contains("\nlastCampaign: 4\n").doesNotContain("\ncalendar:");
        scenario = scenario.replace("\nlastCampaign: 4\n",
                "\nlastCampaign: 4\ncalendar:\n  - {campaign: 1, turn: 1, kind: build}\n");

        MutableClock clock = new MutableClock();
        List<Instant> deadlines = SeaGame.dailyDeadlines(clock, 3);
        String game = SeaGame.gameFile("Warships", deadlines, SeaGame.player("George Bancroft", "bancroft"),
                SeaGame.player("Mariano Paredes", "paredes"));
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();

        deadline(clock, deadlines.get(0)); // the deployment turn

        String marcy = h.password("marcy");
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + marcy
                + "\nRAISE SL Germantown AT Pensacola\nRAISE SL AT Mobile\n");
        h.robot.cycle();
        assertThat(reply("marcy")).contains("REJECTED", "nothing was queued", "line 3: Mobile has no dockyard: a warship is built only in a port with one free (SoW 4.8); on this map:"
                        + " San Blas 1, New Orleans 1, Pensacola 1, Campeche 1");
        h.mailRobot("bancroft@players.test", "[e2e] orders", "PLAYER bancroft PASSWORD " + h.password("bancroft")
                + "\nRAISE FR AT New Orleans\n");
        h.robot.cycle();
        assertThat(reply("bancroft")).contains("REJECTED",
                "only the Treasury Minister, the Prime Minister or the Monarch may give RAISE");
        // a block with a refused order is not queued; Marcy sends the good order alone
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + marcy
                + "\nRAISE SL Germantown AT Pensacola\n");
        h.robot.cycle();
        assertThat(reply("marcy")).contains("ACCEPTED", "RAISE SL Germantown AT Pensacola")
                .doesNotContain("REJECTED");

        deadline(clock, deadlines.get(1));
        assertThat(state().navy().building()).containsKey(org.adjutant.gitm.naval.ShipId.of("US9SL"));
        assertThat(text("marcy", "[e2e] campaign 1, turn 1: events")).contains("US laid down US9SL Germantown, a sloop"
                + " of war, at Pensacola for 270 Cr");
        assertThat(text("marcy", "[e2e] campaign 1, turn 1: positions")).contains("US9SL Germantown (sloop of war): on"
                + " the stocks at Pensacola, 14 turns of building left", "RAISE SL Germantown AT Pensacola");
        assertThat(text("bancroft", "[e2e] campaign 1, turn 1: positions")).contains("US9SL Germantown");
        for (String kind : List.of("events", "positions")) {
            assertThat(text("paredes", "[e2e] campaign 1, turn 1: " + kind)).as("fog of war")
                    .doesNotContain("US9SL", "Germantown");
        }
    }

    private void deadline(MutableClock clock, Instant at) {
        SeaGame.deadline(h, clock, at);
    }

    private GitmState state() {
        return SeaGame.state(h);
    }

    /** The latest answer to the player's order mails. */
    private String reply(String who) throws Exception {
        String last = null;
        for (var m : h.inbox(who)) {
            if (m.getSubject().startsWith("[e2e] orders: ")) {
                last = RobotHarness.body(m);
            }
        }
        assertThat(last).as("an answer in %s's mail: %s", who, h.subjects(who)).isNotNull();
        return last;
    }

    /** The report with this subject; reports stream out after the turn, so the robot is cycled until it is in. */
    private String text(String who, String subject) throws Exception {
        for (int i = 0; i < 300 && !h.subjects(who).contains(subject); i++) {
            Thread.sleep(100);
            h.robot.cycle();
        }
        return ModerationRobotTest.text(h.message(who, subject::equals));
    }
}

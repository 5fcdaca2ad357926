package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerStore;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A unit raised in play, through the whole robot: the War Minister's RAISE names the slot that commands it (the land
 * build form, GITM 3.4), the deadline forms it (SoW 4.6), and from then its commander may order it like any other.
 */
class NewUnitRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    java.nio.file.Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    @DisplayName("GITM 3.4, SoW 4.6 a unit raised by the War Minister is commanded by the slot his order named, who may then order it")
    void gitm_3_4_raisedUnitIsSeated() throws Exception {
        // The deadline an hour ahead, reached on the robot's clock: the turn runs when the test says, not after a wait.
        MutableClock clock = new MutableClock();
        LocalDateTime at = LocalDateTime.ofInstant(clock.instant(), ZoneOffset.UTC).plusHours(1)
                .truncatedTo(ChronoUnit.SECONDS);
        h = new RobotHarness(MAIL, home, s -> s, clock, RobotHarness.gameFile("e2e", "End to end", at, ""));
        h.robot.cycle();
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + h.password("marcy")
                + "\nRAISE 1 MILITIA AT Fort Brown MEN 600 COMMANDER brown\n");
        h.robot.cycle();
        Instant deadline = at.toInstant(ZoneOffset.UTC);
        clock.advance(java.time.Duration.between(clock.instant(), deadline.plusSeconds(60)));
        h.robot.deadlineReached("e2e", deadline);
        h.robot.cycle();
        for (int i = 0; i < 300 && h.turnsRun() == 0; i++) {
            Thread.sleep(100);
        }
        assertThat(h.turnsRun()).isEqualTo(1);
        GitmState state = (GitmState) h.robot.games().game("e2e").orElseThrow().state();
        Unit raised = state.units().stream().filter(u -> u.id().toString().startsWith("US")
                && u.men() == 600).findFirst().orElseThrow();
        String id = raised.id().toString();
        assertThat(raised.commander()).isEqualTo("brown");

        PlayerStore players = new PlayerStore();
        Assignment seat = h.robot.database().read(c -> players.assignment(c, "e2e", id)).orElseThrow();
        long brown = h.robot.database().read(c -> players.lookup(c, "e2e", "brown")).orElseThrow().id();
        long marcy = h.robot.database().read(c -> players.lookup(c, "e2e", "marcy")).orElseThrow().id();
        assertThat(seat.commanderId()).isEqualTo(brown);
        assertThat(seat.deputyId()).as("no DEPUTY named: the War Minister deputises").isEqualTo(marcy);

        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT " + id + " PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        List<String> subjects = h.subjects("brown");
        assertThat(subjects).as("brown's replies").anySatisfy(s -> assertThat(s).contains("orders: 1 accepted, 0 rejected"));
        String reply = RobotHarness.body(h.message("brown", s -> s.contains("1 accepted")));
        assertThat(reply).contains(id);
    }
}

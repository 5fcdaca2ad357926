package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Veracruz landing played by mail on the shipped 1846 scenario and map, through the whole robot over GreenMail
 * (GITM 7.17, 10.6, 11.1; docs/rules/naval.md sections 9-12): a brigade and a corps HQ wait at New Orleans beside the
 * Quartermaster's transports. Turn 1: the War Minister loads ten supplies into the transports' holds and both units
 * board. The voyage itself is the Naval Minister's SAIL (docs/rules/naval.md section 3), whose progress turns on the
 * wind and the move chances and is tested on its own (SailRobotTest); to keep this game about the army, the test
 * moves the transports into the coastal waters of Veracruz in the stored position between the deadlines, as a
 * finished voyage would leave them.
 * Turn 2: both land on the beach south of the city. Turn 3: the holds are emptied to the corps HQ on the beach, and
 * the brigade marches inland. Every order goes by mail, every answer and report comes back by mail.
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
    @DisplayName("GITM 7.17, 10.6 played by mail: an army boards at New Orleans, lands off Veracruz, is supplied from"
            + " the transports' holds on the beach, and marches inland")
    void gitm_7_17_veracruz_by_mail() throws Exception {
        Path shipped = Path.of(System.getProperty("adjutant.home", "."));
        Files.createDirectories(home.resolve("data/gitm/map"));
        for (String f : List.of("strategic-1846.map", "sea-1846.chart")) {
            Files.copy(shipped.resolve("data/gitm/map").resolve(f), home.resolve("data/gitm/map").resolve(f));
        }
        String scenario = Files.readString(shipped.resolve("data/gitm/scenarios/1846.yaml"));
        assertThat(scenario).contains("\nunits:\n");
        scenario = scenario.replace("\nunits:\n", "\nunits:\n" + FORCE);

        MutableClock clock = new MutableClock();
        LocalDateTime first = LocalDateTime.ofInstant(clock.instant(), ZoneOffset.UTC).plusHours(1)
                .truncatedTo(ChronoUnit.MINUTES);
        List<Instant> deadlines = new ArrayList<>();
        List<String> written = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            LocalDateTime at = first.plusDays(i);
            deadlines.add(at.toInstant(ZoneOffset.UTC));
            written.add(at.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        }
        String game = RobotHarness.gameFile("e2e", "Veracruz").replaceFirst("deadlines: \\[[^]]*]",
                "deadlines: [" + String.join(", ", written) + "]");
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();
        String taylor = h.password("taylor");
        String marcy = h.password("marcy");

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
        assertThat(afterBoarding.navy().passengers(org.adjutant.gitm.naval.ShipId.of("US1TR")))
                .containsExactlyInAnyOrder(UnitId.of("US80IN"), UnitId.of("US81CQ"));
        assertThat(afterBoarding.navy().ship("US1TR").orElseThrow().supplies()).isEqualTo(10);
        assertThat(text("taylor", "[e2e] campaign 1, turn 1: events")).contains("US80IN went aboard US1TR from M8-T6");
        assertThat(text("taylor", "[e2e] campaign 1, turn 1: positions"))
                .contains("aboard US1TR in New Orleans harbour");
        assertThat(text("marcy", "[e2e] campaign 1, turn 1: events"))
                .contains("10 supplies ordered by marcy went by sea from New Orleans to US1TR.");

        sail(afterBoarding, new Station.Coastal("Veracruz"));

        // turn 2: ashore on the beach south of Veracruz; a march order is refused at sea with the reason
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor
                + "\nPATH K3-Y6\n");
        h.robot.cycle();
        assertThat(reply("taylor", 2)).contains("REJECTED  US80IN", "it goes ashore with LAND");
        h.mailRobot("taylor@players.test", "[e2e] orders again", "UNIT US80IN PASSWORD " + taylor
                + "\nLAND K4-Y6\n\nUNIT US81CQ PASSWORD " + taylor + "\nLAND K4-Y6\n");
        h.robot.cycle();
        assertThat(reply("taylor", 3)).contains("ACCEPTED  US80IN", "ACCEPTED  US81CQ").doesNotContain("REJECTED");
        deadline(clock, deadlines.get(2));
        GitmState ashore = state();
        assertThat(ashore.navy().aboard()).isEmpty();
        assertThat(ashore.unit("US80IN").orElseThrow().location().strategic().toString()).isEqualTo("K4-Y6");
        assertThat(ashore.unit("US80IN").orElseThrow().isActive()).isTrue();
        assertThat(text("taylor", "[e2e] campaign 1, turn 2: events")).contains("US80IN landed on the beach",
                "US81CQ landed on the beach");

        // turn 3: the holds emptied to the corps HQ on the beach; the brigade marches inland
        h.mailRobot("marcy@players.test", "[e2e] orders", "PLAYER marcy PASSWORD " + marcy
                + "\nSEND 10 SUPPLIES FROM US1TR TO US81CQ\n");
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US80IN PASSWORD " + taylor + "\nPATH K3-Y6\n");
        h.robot.cycle();
        deadline(clock, deadlines.get(3));
        GitmState inland = state();
        assertThat(inland.unit("US80IN").orElseThrow().location().strategic().toString()).isEqualTo("K3-Y6");
        int carried = inland.unit("US81CQ").orElseThrow().supplies();
        int left = inland.navy().ship("US1TR").orElseThrow().supplies();
        assertThat(carried).isEqualTo(12);
        assertThat(left).isLessThan(10);
        assertThat(text("marcy", "[e2e] campaign 1, turn 3: events")).contains("went by sea from US1TR to US81CQ");
    }

    /** Runs the deadline at {@code at} with every mail received before it, as the scheduler would. */
    private void deadline(MutableClock clock, Instant at) {
        clock.advance(Duration.between(clock.instant(), at.plusSeconds(60)));
        h.robot.runTurn("e2e", at);
        h.robot.cycle();
    }

    private GitmState state() {
        return (GitmState) h.robot.games().game("e2e").orElseThrow().state();
    }

    /**
     * The transports' voyage, as SAIL would end it: the stored position after the last turn is rewritten with the group
     * at {@code to}, and the robot restarted to read it.
     */
    private void sail(GitmState now, Station to) {
        Ship group = now.navy().ship("US1TR").orElseThrow();
        GitmState moved = now.withNavy(now.navy().with(group.at(to)));
        h.robot.database().inTransaction(c -> {
            try (var ps = c.prepareStatement("UPDATE game_state SET state = ? WHERE game_id = 'e2e' AND turn ="
                    + " (SELECT MAX(turn) FROM game_state WHERE game_id = 'e2e')")) {
                ps.setString(1, GitmStateCodec.encode(moved));
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
            return null;
        });
        h.restart();
        assertThat(state().navy().ship("US1TR").orElseThrow().station()).isEqualTo(to);
    }

    /** The n-th answer to the player's order mails, oldest first. */
    private String reply(String who, int n) throws Exception {
        List<String> replies = new ArrayList<>();
        for (var m : h.inbox(who)) {
            if (m.getSubject().startsWith("[e2e] orders: ")) {
                replies.add(RobotHarness.body(m));
            }
        }
        assertThat(replies).as("answers in %s's mail: %s", who, h.subjects(who)).hasSizeGreaterThanOrEqualTo(n);
        return replies.get(n - 1);
    }

    private String text(String who, String subject) throws Exception {
        return ModerationRobotTest.text(h.message(who, subject::equals));
    }
}

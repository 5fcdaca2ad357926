package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.events;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.event.Departed;
import org.adjutant.gitm.event.Deployed;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.Pursued;
import org.adjutant.gitm.event.Withdrew;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.Nation;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Who the engine tells of a strategic march (GITM 4.5 as the detection package reads it, docs/rules/
 * gitm-4-detection.md): friends in the square left or entered, other sides there only when their side sights the
 * mover at that point (GITM 4.2), nobody in any other square.
 *
 * <p>US1IN marches east from G0-V6, where it stands at 7-7, and comes onto G1-V6's map at 3-7 (GITM 7.14).
 */
class MarchReportsTest {
    private static Theatre plain() {
        return Theatre.openGround("G0-V0", "H0-X0");
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    private static <E extends GitmEvent> List<E> all(TurnOutcome o, Class<E> kind) {
        return events(o).stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    private static <E extends GitmEvent> E first(TurnOutcome o, Class<E> kind) {
        return all(o, kind).get(0);
    }

    @Test
    @DisplayName("GITM 4.5 a departure is told to the mover's allies in the square it leaves and to an enemy there that sees it")
    void gitm_4_5_departureSeenInTheSquare() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V6", "1-1")
                .unit("MX1IN", "NE", "G0-V6", "7-12").unit("MX2CQ", "NE", "G0-V6", "0-14")
                .orders("US1IN", "PATH G1-V6"));
        Departed d = first(o, Departed.class);
        assertThat(d.visibility().observers()).as("MX1IN sights it; MX2CQ cannot sight but shares its side's sight")
                .containsExactlyInAnyOrder("US1IN", "US2IN", "MX1IN", "MX2CQ");
    }

    @Test
    @DisplayName("GITM 4.5 a departure no enemy in the square can see is told to the mover's allies only")
    void gitm_4_5_departureUnseenInTheSquare() {
        // MX1IN looks south from 7-0: US2IN at 7-4 is the nearest unit that way and hides US1IN at 7-7 (GITM 4.2).
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V6", "7-4")
                .unit("MX1IN", "NE", "G0-V6", "7-0").orders("US1IN", "PATH G1-V6"));
        Departed d = first(o, Departed.class);
        assertThat(d.visibility().observers()).containsExactlyInAnyOrder("US1IN", "US2IN");
    }

    @Test
    @DisplayName("GITM 4.5 an enemy in the next square is not told of a departure, though it detects the mover there (GITM 4.1)")
    void gitm_4_5_departureNotToldNextDoor() {
        // MX2LC (light cavalry of 400) detects two squares off, MX3IN one (GITM 4.1): both detect G0-V6.
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7")
                .unit("MX3IN", "NE", "G0-V7", "7-7").unit("MX2LC", "NE", "G0-V8", "7-7", b -> b.men(400))
                .unit("US3IN", "US", "G0-V5", "7-7").orders("US1IN", "PATH G1-V6"));
        Departed d = first(o, Departed.class);
        assertThat(d.visibility().observers()).as("not even a friend next door is told").containsExactly("US1IN");
        assertThat(first(o, Arrived.class).visibility().observers()).containsExactly("US1IN");
    }

    @Test
    @DisplayName("GITM 4.5 an arrival is told to allies in the square entered and to an enemy there that sees the entry point")
    void gitm_4_5_arrivalSeen() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US3IN", "US", "G1-V6", "12-2")
                .unit("MX2IN", "NE", "G1-V6", "12-12").unit("MX4IN", "NE", "G0-V6", "0-0")
                .orders("US1IN", "PATH G1-V6"));
        Arrived a = first(o, Arrived.class);
        assertThat(a.entry()).isEqualTo(TacticalSquare.of("3-7"));
        assertThat(a.visibility().observers()).as("MX4IN stays behind in the square left")
                .containsExactlyInAnyOrder("US1IN", "US3IN", "MX2IN");
    }

    @Test
    @DisplayName("GITM 4.5 an arrival whose entry point no enemy there sees is told to allies only, and not to enemies next door")
    void gitm_4_5_arrivalUnseen() {
        // MX2IN looks west from 14-7: US3IN at 8-7 is nearer that way and hides the entry point 3-7.
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US3IN", "US", "G1-V6", "8-7")
                .unit("MX2IN", "NE", "G1-V6", "14-7").unit("MX5IN", "NE", "G2-V6", "7-7")
                .orders("US1IN", "PATH G1-V6"));
        Arrived a = first(o, Arrived.class);
        assertThat(a.entry()).isEqualTo(TacticalSquare.of("3-7"));
        assertThat(a.visibility().observers()).containsExactlyInAnyOrder("US1IN", "US3IN");
    }

    @Test
    @DisplayName("GITM 4.5 a march through a square with a blank box is told there on arrival and departure, and not in the square beyond")
    void gitm_4_5_marchThroughASquare() {
        // US1IN enters G1-V6 at 3-7 in phase 1, rests there in phase 2 (blank box) and leaves for G2-V6 in phase 3.
        // MX4IN at 14-0 sees it the whole time; MX6IN in G2-V6 is screened by US7IN from the entry point 3-7.
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX4IN", "NE", "G1-V6", "14-0")
                .unit("US7IN", "US", "G2-V6", "8-7").unit("MX6IN", "NE", "G2-V6", "14-7")
                .orders("US1IN", "PATH G1-V6 - G2-V6"));
        List<Arrived> arrivals = all(o, Arrived.class);
        List<Departed> departures = all(o, Departed.class);
        assertThat(arrivals).extracting(a -> a.when().number() + " " + a.to())
                .containsExactly("1 G1-V6", "3 G2-V6");
        assertThat(departures.get(0).visibility().observers()).containsExactly("US1IN");
        assertThat(arrivals.get(0).visibility().observers()).containsExactlyInAnyOrder("US1IN", "MX4IN");
        assertThat(departures.get(1).from().toString()).isEqualTo("G1-V6");
        assertThat(departures.get(1).visibility().observers()).containsExactlyInAnyOrder("US1IN", "MX4IN");
        assertThat(arrivals.get(1).visibility().observers()).as("MX4IN is a square away now; MX6IN is screened")
                .containsExactlyInAnyOrder("US1IN", "US7IN");
    }

    @Test
    @DisplayName("GITM 4.5 a pursuit names both ends, so only those told of both its departure and its arrival learn of it")
    void gitm_4_5_pursuitToldToWitnessesOfBothEnds() {
        // US2IN sees US1LC leave G1-V6 but stays behind; US3IN waits in G2-V6 and sees it come in.
        TurnOutcome o = run(plain().unit("US1LC", "US", "G1-V6", "2-7").unit("MX1IN", "NE", "G1-V6", "12-7")
                .unit("US2IN", "US", "G1-V6", "2-2").unit("US3IN", "US", "G2-V6", "7-14")
                .orders("US1LC", "PURSUE").orders("MX1IN", "PATH G2-V6"));
        Pursued p = first(o, Pursued.class);
        assertThat(p.visibility().observers()).containsExactly("US1LC");
        Departed d = all(o, Departed.class).stream().filter(e -> e.unit().toString().equals("US1LC")).findFirst()
                .orElseThrow();
        assertThat(d.visibility().observers()).containsExactlyInAnyOrder("US1LC", "US2IN");
        Arrived a = all(o, Arrived.class).stream().filter(e -> e.unit().toString().equals("US1LC")).findFirst()
                .orElseThrow();
        assertThat(a.visibility().observers()).contains("US1LC", "US3IN").doesNotContain("US2IN");
    }

    @Test
    @DisplayName("GITM 4.5, 7.5 a withdrawal is told, like its march, to those in the battle square who see it leave and arrive")
    void gitm_4_5_withdrawal() {
        // MX1IN fought US1IN in G1-V6 last turn; MX2IN of neutral Yucatan waits in G0-V6, in plain sight of the entry
        // point 11-7 (a hostile unit there would forbid the withdrawal, GITM 7.5).
        Theatre t = plain().unit("US1IN", "US", "G1-V6", "7-7", b -> b.men(1000).fatigue(10))
                .unit("MX1IN", "NE", "G1-V6", "8-7").unit("MX2IN", "YUC", "G0-V6", "5-7")
                .orders("US1IN", "PATH G0-V6");
        t.plugins(t.plugins().withBattles(new ContestedSquares()));
        TurnOutcome o = run(t);
        Withdrew w = first(o, Withdrew.class);
        assertThat(first(o, Departed.class).visibility().observers()).containsExactlyInAnyOrder("US1IN", "MX1IN");
        assertThat(first(o, Arrived.class).visibility().observers()).containsExactlyInAnyOrder("US1IN", "MX2IN");
        assertThat(w.visibility().observers()).containsExactly("US1IN");
    }

    @Test
    @DisplayName("GITM 4.5, 7.18 a deployment is told to friends where the unit stood and where it is placed, not to anyone else")
    void gitm_4_5_deployment() {
        Theatre t = Theatre.openGround("G5-V0", "H5-X0").block("G5-V0", "H5-V9", Terrain.OPEN)
                .square("H0-V0", Terrain.OPEN, Nation.US, "US").square("H1-V0", Terrain.OPEN, Nation.US, "US")
                .city("H0-V0", "Fort Jesup", "7-7", "US")
                .unit("US1AQ", "US", "H0-V0", "7-7").unit("US1CQ", "US", "H0-V0", "7-7")
                .unit("US1IN", "US", "H0-V0", "7-7").unit("US2IN", "US", "H0-V2", "1-1")
                .unit("US3IN", "US", "H0-V3", "1-1").turn(0)
                .orders("US1IN", "DEPLOY TO H0-V2 AT 3-3");
        Deployed d = first(run(t), Deployed.class);
        assertThat(d.visibility().observers()).as("US3IN is a square away")
                .containsExactlyInAnyOrder("US1IN", "US1AQ", "US1CQ", "US2IN");
    }
}

package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.unit;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MovementWitnessesTest {
    private static final StrategicSquare HERE = StrategicSquare.of(Places.square(0, 0));

    /**
     * On J9-V4's map: the Mexican MX1IN looks south from 7-0, the American US9IN stands at 7-3 and screens the
     * squares behind it to the south; a Mexican HQ and an American infantry are elsewhere on the map; the mover is
     * US1IN at 7-6 (hidden behind US9IN).
     */
    private static ScenarioBuilder lookout() {
        return world().unit("MX1IN", "MEX", at(0, 0, "7-0")).unit("MX2CQ", "MEX", at(0, 0, "14-14"))
                .unit("US9IN", "US", at(0, 0, "7-3")).unit("US2IN", "US", at(0, 0, "0-14"))
                .unit("US1IN", "US", at(0, 0, "7-6"));
    }

    private static TacticalMoveWitnesses move(GitmState s, String from, String to) {
        return detection(s).tacticalMoveWitnesses(unit(s, "US1IN"), HERE, TacticalSquare.of(from),
                TacticalSquare.of(to));
    }

    @Test
    @DisplayName("GITM 4.4 a tactical move is reported to the mover and all same-side units in the square")
    void gitm_4_4_friendsAlwaysTold() {
        TacticalMoveWitnesses w = move(lookout().build(), "7-6", "8-6");
        assertThat(w.whole().observers()).containsExactlyInAnyOrder("US1IN", "US2IN", "US9IN");
    }

    @Test
    @DisplayName("GITM 4.4 when neither end is visible to another side, that side learns nothing")
    void gitm_4_4_neitherEndSeen() {
        TacticalMoveWitnesses w = move(lookout().build(), "7-6", "8-6");
        assertThat(w.anything().observers()).doesNotContain("MX1IN", "MX2CQ");
        assertThat(w.startOnly().observers()).isEmpty();
        assertThat(w.endOnly().observers()).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.4 when both ends are visible, the whole move is reported to the other side's units")
    void gitm_4_4_bothEndsSeen() {
        TacticalMoveWitnesses w = move(lookout().build(), "3-3", "10-3");
        assertThat(w.whole().observers()).contains("MX1IN", "MX2CQ", "US2IN");
        assertThat(w.startOnly().observers()).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.4 when only the end point is visible, only the end point is reported")
    void gitm_4_4_onlyEndSeen() {
        TacticalMoveWitnesses w = move(lookout().build(), "7-6", "3-3");
        assertThat(w.endOnly().observers()).containsExactlyInAnyOrder("MX1IN", "MX2CQ");
        assertThat(w.whole().observers()).doesNotContain("MX1IN", "MX2CQ");
        assertThat(w.startOnly().observers()).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.4 when only the start point is visible, only the start point is reported")
    void gitm_4_4_onlyStartSeen() {
        TacticalMoveWitnesses w = move(lookout().build(), "3-3", "7-6");
        assertThat(w.startOnly().observers()).containsExactlyInAnyOrder("MX1IN", "MX2CQ");
        assertThat(w.endOnly().observers()).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.4 a move through a waypoint is two moves, each reported on its own")
    void gitm_4_4_waypointIsTwoMoves() {
        GitmState s = lookout().build();
        List<TacticalMoveWitnesses> legs = detection(s).tacticalPathWitnesses(unit(s, "US1IN"), HERE,
                List.of(TacticalSquare.of("7-6"), TacticalSquare.of("3-3"), TacticalSquare.of("8-6")));
        assertThat(legs).hasSize(2);
        assertThat(legs.get(0).from()).isEqualTo(TacticalSquare.of("7-6"));
        assertThat(legs.get(0).endOnly().observers()).contains("MX1IN");
        assertThat(legs.get(1).from()).isEqualTo(TacticalSquare.of("3-3"));
        assertThat(legs.get(1).startOnly().observers()).contains("MX1IN");
        TacticalMoveWitnesses direct = move(s, "7-6", "8-6");
        assertThat(direct.anything().observers()).as("the same journey without the waypoint is unseen")
                .doesNotContain("MX1IN");
    }

    @Test
    @DisplayName("GITM 4.4, 4.2 an enemy HQ sees no move, and units that are not active learn nothing from the other side")
    void gitm_4_4_hqAndInactiveDoNotWitness() {
        GitmState s = world().unit("MX1AQ", "MEX", at(0, 0, "7-0"))
                .unit("MX2IN", "MEX", at(0, 0, "7-1"), u -> u.readiness(Readiness.INACTIVE))
                .unit("US1IN", "US", at(0, 0, "7-6")).build();
        TacticalMoveWitnesses w = move(s, "7-6", "7-2");
        assertThat(w.anything().observers()).containsExactly("US1IN");
    }

    // ---- GITM 4.5 ----

    /** US1IN leaves J9-V4 (watched by MX1IN) for K0-V4, where only an HQ, an inactive unit and a friend wait. */
    private static GitmState march() {
        return world().unit("US1IN", "US", at(0, 0, "13-7")).unit("US2IN", "US", at(0, 0, "0-0"))
                .unit("MX1IN", "MEX", at(0, 0, "10-7")).unit("MX2CQ", "MEX", at(0, 0, "3-12"))
                .unit("MX3AQ", "MEX", at(1, 0, "2-7"))
                .unit("MX4IN", "MEX", at(1, 0, "1-6"), u -> u.readiness(Readiness.INACTIVE))
                .unit("US5IN", "US", at(1, 0, "14-14")).unit("US6IN", "US", at(1, 0, "7-7"),
                        u -> u.readiness(Readiness.INACTIVE))
                .build();
    }

    @Test
    @DisplayName("GITM 4.5 a strategic move whose departure is seen but whose arrival is not")
    void gitm_4_5_departureSeenArrivalNot() {
        GitmState s = march();
        Detection d = detection(s);
        Visibility departure = d.strategicDepartureWitnesses(unit(s, "US1IN"));
        assertThat(departure.observers()).containsExactlyInAnyOrder("US1IN", "US2IN", "MX1IN", "MX2CQ");
        Visibility arrival = d.strategicArrivalWitnesses(unit(s, "US1IN"), Location.of(Places.square(1, 0), "0-7"));
        assertThat(arrival.observers()).as("the enemy HQ cannot sight it, the inactive unit sees nothing")
                .containsExactlyInAnyOrder("US1IN", "US5IN");
    }

    @Test
    @DisplayName("GITM 4.5 a departure no other side's unit sees is reported to friends only")
    void gitm_4_5_departureUnseen() {
        GitmState s = world().unit("US1IN", "US", at(0, 0, "13-7")).unit("US2IN", "US", at(0, 0, "11-7"))
                .unit("MX1IN", "MEX", at(0, 0, "8-7")).unit("MX2IN", "MEX", at(1, 0, "0-7")).build();
        Visibility departure = detection(s).strategicDepartureWitnesses(unit(s, "US1IN"),
                Location.of(Places.square(0, 0), "13-7"));
        assertThat(departure.observers()).as("US2IN screens it from MX1IN; MX2IN is on another square")
                .containsExactlyInAnyOrder("US1IN", "US2IN");
    }

    @Test
    @DisplayName("GITM 4.5 an arrival point visible to another side's unit is reported to that side's units there")
    void gitm_4_5_arrivalSeen() {
        GitmState s = world().unit("US1IN", "US", at(0, 0, "13-7")).unit("MX1IN", "MEX", at(1, 0, "4-7"))
                .unit("MX2AQ", "MEX", at(1, 0, "12-12")).unit("MX3IN", "MEX", at(0, 0, "0-0")).build();
        Visibility arrival = detection(s).strategicArrivalWitnesses(unit(s, "US1IN"),
                Location.of(Places.square(1, 0), "0-7"));
        assertThat(arrival.observers()).containsExactlyInAnyOrder("US1IN", "MX1IN", "MX2AQ");
    }
}

package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.unit;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The witnesses of a march over a position that changes while the turn runs (GITM 4.5). */
class MarchWitnessesTest {
    /** US1IN at 7-7 of J9-V4; MX1IN looks south at it from 7-0; US2IN at 7-4 hides it as long as it stays. */
    private static GitmState screened() {
        return world().unit("US1IN", "US", at(0, 0, "7-7")).unit("US2IN", "US", at(0, 0, "7-4"))
                .unit("MX1IN", "MEX", at(0, 0, "7-0")).unit("MX2IN", "MEX", at(1, 0, "7-7")).build();
    }

    /** A changeable position: units filed by square, in id order, as the turn engine's board lists them. */
    private static final class Live {
        final Map<StrategicSquare, List<Unit>> bySquare = new TreeMap<>();

        Live(GitmState s) {
            s.units().forEach(this::put);
        }

        void put(Unit u) {
            bySquare.values().forEach(l -> l.removeIf(o -> o.id().equals(u.id())));
            List<Unit> here = bySquare.computeIfAbsent(u.location().strategic(), k -> new ArrayList<>());
            here.add(u);
            here.sort(java.util.Comparator.comparing(Unit::id));
        }

        List<Unit> at(StrategicSquare s) {
            return bySquare.getOrDefault(s, List.of());
        }
    }

    @Test
    @DisplayName("GITM 4.5 witnesses look at the position as it is when asked: a screen that has marched off no longer hides")
    void gitm_4_5_positionAsAsked() {
        GitmState s = screened();
        Live live = new Live(s);
        MarchWitnesses w = new MarchWitnesses(s, live::at);
        Unit mover = unit(s, "US1IN");
        assertThat(w.departure(mover, mover.location()).observers()).containsExactlyInAnyOrder("US1IN", "US2IN");
        live.put(unit(s, "US2IN").withLocation(Location.of(Places.square(0, 1), "7-7")));
        assertThat(w.departure(mover, mover.location()).observers()).as("US2IN has gone; MX1IN sees US1IN now")
                .containsExactlyInAnyOrder("US1IN", "MX1IN");
    }

    @Test
    @DisplayName("GITM 4.5 the engine's witnesses and Detection's agree on a fixed position, and neither tells the next square")
    void gitm_4_5_oneReading() {
        GitmState s = screened();
        Live live = new Live(s);
        MarchWitnesses w = new MarchWitnesses(s, live::at);
        Detection d = detection(s);
        Unit mover = unit(s, "US1IN");
        Location there = Location.of(Places.square(1, 0), "0-7");
        assertThat(w.departure(mover, mover.location())).isEqualTo(d.strategicDepartureWitnesses(mover));
        assertThat(w.arrival(mover, there)).isEqualTo(d.strategicArrivalWitnesses(mover, there));
        assertThat(d.detects(unit(s, "MX2IN"), mover)).as("GITM 4.1: MX2IN detects J9-V4 from next door").isTrue();
        assertThat(w.departure(mover, mover.location()).observers()).doesNotContain("MX2IN");
        assertThat(w.arrival(mover, there).observers()).containsExactlyInAnyOrder("US1IN", "MX2IN");
    }

    @Test
    @DisplayName("GITM 4.5 an event naming both ends of a march goes only to those told of both")
    void gitm_4_5_wholeMarch() {
        GitmState s = screened();
        MarchWitnesses w = new MarchWitnesses(s, new Live(s)::at);
        Unit mover = unit(s, "US1IN");
        var whole = w.wholeMarch(w.departure(mover, mover.location()),
                w.arrival(mover, Location.of(Places.square(1, 0), "0-7")));
        assertThat(whole.observers()).containsExactly("US1IN");
        assertThat(MarchWitnesses.unitOnly(mover).observers()).containsExactly("US1IN");
    }
}

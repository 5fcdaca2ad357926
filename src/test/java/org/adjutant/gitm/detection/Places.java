package org.adjutant.gitm.detection;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;

/** Places around J9-V4 on an open 17 x 17 block, so tests can say "three squares east" plainly. */
final class Places {
    static final StrategicSquare CENTRE = StrategicSquare.of("J9-V4");

    private Places() {
    }

    /** The square {@code dx} columns east and {@code dy} rows south of J9-V4. */
    static String square(int dx, int dy) {
        return new StrategicSquare(CENTRE.col() + dx, CENTRE.row() + dy).toString();
    }

    /** A location {@code dx}, {@code dy} squares from J9-V4, at tactical square {@code tactical}. */
    static String at(int dx, int dy, String tactical) {
        return square(dx, dy) + " " + tactical;
    }

    static String at(int dx, int dy) {
        return at(dx, dy, "7-7");
    }

    /** The US and Mexico, an open block of US soil radius 8 around J9-V4. */
    static ScenarioBuilder world() {
        return ScenarioBuilder.create().state("US", "United States", Nation.US, 1000)
                .state("MEX", "Mexico", Nation.MX, 1000).openBlock("J9-V4", 8, Nation.US, "US");
    }

    static Detection detection(GitmState state) {
        StrategicMap map = state.map(name -> java.util.Optional.empty());
        return Detection.of(state, map);
    }

    static Unit unit(GitmState state, String id) {
        return state.unit(id).orElseThrow();
    }
}

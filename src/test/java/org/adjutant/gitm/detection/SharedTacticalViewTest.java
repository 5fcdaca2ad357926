package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.unit;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A side sees one tactical map alike (GITM 4.6), and Detection works that view out once for the side. */
class SharedTacticalViewTest {
    private static final StrategicSquare HERE = StrategicSquare.of(Places.square(0, 0));

    /** Two American players in one square, one American scout, a Mexican picket and a Mexican hidden behind it. */
    private static GitmState square() {
        return world().unit("US1IN", "US", at(0, 0, "7-7")).unit("US2IN", "US", at(0, 0, "1-13"))
                .unit("US3LC", "US", at(0, 0, "7-12")).unit("MX1IN", "MEX", at(0, 0, "7-3"))
                .unit("MX2IN", "MEX", at(0, 0, "7-0")).unit("MX3IN", "MEX", at(0, 0, "14-14")).build();
    }

    private static Viewer player(GitmState s, String key, String... units) {
        Set<org.adjutant.gitm.unit.Unit> mine = new java.util.HashSet<>();
        for (String id : units) {
            mine.add(unit(s, id));
        }
        return Viewer.commanding(key, mine);
    }

    @Test
    @DisplayName("GITM 4.6 every player of a side with units on a tactical map sees the same there, whoever asks first")
    void gitm_4_6_oneViewPerSide() {
        GitmState s = square();
        Detection one = detection(s);
        TacticalView first = one.view(player(s, "a", "US1IN"), RuleDice.truthfulSource()).tactical().get(HERE);
        TacticalView second = one.view(player(s, "b", "US2IN"), RuleDice.truthfulSource()).tactical().get(HERE);
        Detection other = detection(s);
        TacticalView reversed = other.view(player(s, "b", "US2IN"), RuleDice.truthfulSource()).tactical().get(HERE);
        assertThat(second).isEqualTo(first).isEqualTo(reversed);
        assertThat(first.all()).extracting(u -> u.id().toString()).as("MX2IN is behind MX1IN from every US unit")
                .containsExactlyInAnyOrder("US1IN", "US2IN", "US3LC", "MX1IN", "MX3IN");
    }

    @Test
    @DisplayName("GITM 4.6 the other side's players get their own side's view of the same map")
    void gitm_4_6_otherSideOwnView() {
        GitmState s = square();
        Detection d = detection(s);
        TacticalView us = d.view(player(s, "a", "US1IN"), RuleDice.truthfulSource()).tactical().get(HERE);
        TacticalView mex = d.view(player(s, "m", "MX2IN"), RuleDice.truthfulSource()).tactical().get(HERE);
        assertThat(mex).isNotEqualTo(us);
        assertThat(mex.all()).extracting(u -> u.id().toString()).contains("MX1IN", "MX2IN", "MX3IN");
    }
}

package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class SiegesTest {
    private static final String SQ = "J9-V4";

    private static ScenarioBuilder town(int fort) {
        return ScenarioBuilder.create().state("US", "United States", Nation.US, 0).state("MEX", "Mexico", Nation.MX, 0)
                .openBlock(SQ, 1, Nation.MX, "MEX").city("Saltillo", SQ + " 7-7", 1, 0, fort, false);
    }

    private static boolean besieged(GitmState s) {
        return Sieges.in(s, ReportScenario.map(s), StrategicSquare.of(SQ)).contains("Saltillo");
    }

    @Test
    @DisplayName("GITM 10.3, 2.7 hostile men next to the city above 110% of the defenders' besiege it")
    void gitm_10_3_moreThan110Percent() {
        assertThat(besieged(town(0).unit("MX1IN", "MEX", SQ + " 7-7", u -> u.men(1000))
                .unit("US1IN", "US", SQ + " 6-7", u -> u.men(1101)).build())).isTrue();
        assertThat(besieged(town(0).unit("MX1IN", "MEX", SQ + " 7-7", u -> u.men(1000))
                .unit("US1IN", "US", SQ + " 6-7", u -> u.men(1100)).build())).isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 defenders next to the city count too, and a city nobody defends is not besieged")
    void gitm_10_3_defenders() {
        assertThat(besieged(town(0).unit("MX1IN", "MEX", SQ + " 8-8", u -> u.men(1000))
                .unit("US1IN", "US", SQ + " 6-7", u -> u.men(1000)).build())).isFalse();
        assertThat(besieged(town(0).unit("US1IN", "US", SQ + " 6-7", u -> u.men(1000)).build())).isFalse();
        assertThat(besieged(town(0).unit("MX1IN", "MEX", SQ + " 7-7", u -> u.men(500))
                .unit("US1IN", "US", SQ + " 4-7", u -> u.men(5000)).build())).as("not adjacent").isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 a fort needs besiegers of at least half its capacity")
    void gitm_10_3_fort() {
        // Fort level 1: capacity 3000, so 1500 men are needed whatever the garrison.
        assertThat(besieged(town(1).unit("MX1IN", "MEX", SQ + " 7-7", u -> u.men(300))
                .unit("US1IN", "US", SQ + " 6-7", u -> u.men(1499)).build())).isFalse();
        assertThat(besieged(town(1).unit("MX1IN", "MEX", SQ + " 7-7", u -> u.men(300))
                .unit("US1IN", "US", SQ + " 6-7", u -> u.men(1500)).build())).isTrue();
    }
}

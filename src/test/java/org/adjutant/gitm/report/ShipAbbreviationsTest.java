package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 5.3: a report that prints ship ids explains their type codes, as it does units' (docs/reports.md). */
class ShipAbbreviationsTest {
    @Test
    @DisplayName("GITM 5.3: ship ids in a report are explained by nation and type; unit ids keep their own sentence")
    void gitm_5_3_ship_ids_explained() {
        GitmState state = ScenarioBuilder.create().state("US", "United States", Nation.US, 100)
                .openBlock("J9-V4", 1, Nation.US, "US").build();
        List<String> key = Abbreviations.of(state, Map.of("lines", List.of("US1FR USS Cumberland, frigate away from"
                + " her base", "US1TR transports, 3 x 8 for 3000 capacity", "US7IN active, 1 x 3 for 480 men")));
        assertThat(key).contains("Ship ids are nation (US United States), number and type: FR frigate; TR transport"
                + " group.", "Unit ids are nation (US United States), number and type: IN infantry.");
    }
}

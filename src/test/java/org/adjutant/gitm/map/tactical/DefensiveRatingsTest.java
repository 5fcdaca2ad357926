package org.adjutant.gitm.map.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.TreeSet;
import org.adjutant.gitm.map.TacticalTerrain;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DefensiveRatingsTest {

    /** The band each terrain's rating may take, as documented in docs/tactical-maps.md. */
    @ParameterizedTest(name = "{0}: {1}-{2}")
    @CsvSource({
        "OPEN, 0, 1", "FORD, 0, 1", "HILLS, 1, 3", "HIGH_HILLS, 3, 4", "FOREST, 2, 4", "PASS, 3, 4", "TOWN, 3, 4",
        "RIVER, 0, 0", "MOUNTAIN, 0, 0", "WATER, 0, 0"})
    @DisplayName("GITM 2.4 ratings 0-4: open ground low, high hills and woods high, each terrain in its band")
    void gitm_2_4_bands(TacticalTerrain terrain, int low, int high) {
        TreeSet<Integer> seen = new TreeSet<>();
        for (int k = 0; k < 1000; k++) {
            seen.add(DefensiveRatings.rating(terrain, false, k / 1000.0));
        }
        assertThat(seen.first()).isEqualTo(low);
        assertThat(seen.last()).isEqualTo(high);
    }

    @ParameterizedTest
    @CsvSource({"0.0", "0.5", "0.99"})
    @DisplayName("GITM 2.4, 2.6 a town with a fort always rates 4, the best defensive terrain")
    void gitm_2_6_fortRatesFour(double variation) {
        assertThat(DefensiveRatings.rating(TacticalTerrain.TOWN, true, variation)).isEqualTo(4);
    }
}

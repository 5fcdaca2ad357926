package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.SizeLimits.Purpose;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SizeLimitsTest {

    private static Unit unit(String id, int men, int batteries) {
        String state = id.startsWith("US") ? "US" : "MEX";
        return Unit.builder(id, state).at("J9-V4", "7-7").commander("c").deputy("d").men(men).batteries(batteries)
                .build();
    }

    @ParameterizedTest(name = "{0}: {1} men, {2} batteries")
    @CsvSource({
            "US1IN, 1500, 1", "US1LI, 1500, 1", "US1LC, 1000, 1", "US1MC, 1000, 1", "US1NC, 1000, 1",
            "US1MA, 300, 3", "US1LA, 300, 3", "US1HA, 300, 3", "US1SA, 300, 3", "US1MI, 1000, 0",
            "US1AQ, 250, 0", "US1CQ, 100, 0"})
    @DisplayName("SoW 4.9 units at their ceilings are legal")
    void sow_4_9_ceilingsAreLegal(String id, int men, int batteries) {
        assertThat(SizeLimits.check(unit(id, men, batteries), Purpose.IN_PLAY, false)).isEmpty();
        assertThat(SizeLimits.check(unit(id, men, batteries), Purpose.BUILD, false)).isEmpty();
    }

    @ParameterizedTest(name = "{0}: {1} men, {2} batteries")
    @CsvSource({
            "US1IN, 1501, 0", "US1LI, 1000, 2", "US1LC, 1001, 0", "US1NC, 500, 2", "US1MA, 301, 3",
            "US1SA, 300, 4", "US1MI, 1001, 0", "US1MI, 800, 1", "US1AQ, 251, 0", "US1CQ, 100, 1"})
    @DisplayName("SoW 4.9 and GITM 3.5 units over their ceilings are refused with a reason")
    void sow_4_9_overCeilingRefused(String id, int men, int batteries) {
        assertThat(SizeLimits.check(unit(id, men, batteries), Purpose.IN_PLAY, false))
                .singleElement().satisfies(v -> assertThat(v.reason()).contains("SoW 4.9"));
    }

    @Test
    @DisplayName("SoW 4.9 new infantry and cavalry need 501 men; 300-500 only on the Mexican frontier north of S0")
    void sow_4_9_buildFloors() {
        assertThat(SizeLimits.check(unit("US1IN", 500, 0), Purpose.BUILD, false)).hasSize(1);
        assertThat(SizeLimits.check(unit("US1IN", 501, 0), Purpose.BUILD, false)).isEmpty();
        assertThat(SizeLimits.check(unit("MX1LC", 300, 0), Purpose.BUILD, true)).isEmpty();
        assertThat(SizeLimits.check(unit("MX1LC", 299, 0), Purpose.BUILD, true)).hasSize(1);
        assertThat(SizeLimits.isFrontier(Nation.MX, StrategicSquare.of("G5-R9"))).isTrue();
        assertThat(SizeLimits.isFrontier(Nation.MX, StrategicSquare.of("G5-S0"))).isFalse();
        assertThat(SizeLimits.isFrontier(Nation.US, StrategicSquare.of("K9-P2"))).isFalse();
    }

    @Test
    @DisplayName("SoW 4.9 new artillery has exactly 300 men and 3 batteries; in play it may be weaker")
    void sow_4_9_artilleryExact() {
        assertThat(SizeLimits.check(unit("US1LA", 100, 1), Purpose.BUILD, false)).hasSize(2);
        assertThat(SizeLimits.check(unit("US1LA", 100, 1), Purpose.IN_PLAY, false)).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.9 Guardia Presidencial infantry may keep 2000 men but none can be raised")
    void sow_4_9_guardiaPresidencial() {
        Unit guard = unit("MX1IN", 2000, 0).toBuilder().guard(true).build();
        assertThat(SizeLimits.check(guard, Purpose.IN_PLAY, false)).isEmpty();
        assertThat(SizeLimits.check(guard.withMen(2001), Purpose.IN_PLAY, false)).hasSize(1);
        assertThat(SizeLimits.check(guard, Purpose.BUILD, false)).hasSize(1);
        assertThat(SizeLimits.check(unit("MX2IN", 2000, 0), Purpose.IN_PLAY, false)).hasSize(1);
    }
}

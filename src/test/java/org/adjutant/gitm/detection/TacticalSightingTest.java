package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.unit;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TacticalSightingTest {

    private static List<String> sightings(GitmState s, String observer) {
        return detection(s).tacticalSightings(unit(s, observer)).stream().map(u -> u.id().toString()).toList();
    }

    /** US1IN at the centre 7-7 of J9-V4, then whatever the test adds. */
    private static ScenarioBuilder observerAtCentre() {
        return world().unit("US1IN", "US", at(0, 0, "7-7"));
    }

    @ParameterizedTest(name = "offset ({0},{1}) lies {2}")
    @CsvSource({"0, -1, N", "1, -1, NE", "1, 0, E", "1, 1, SE", "0, 1, S", "-1, 1, SW", "-1, 0, W", "-1, -1, NW",
            "3, 1, E", "2, 1, SE", "1, 2, SE", "1, 3, S", "-5, 2, W", "-5, 3, SW", "7, -7, NE", "-2, -5, N",
            "-7, -3, NW", "-14, -5, W"})
    @DisplayName("GITM 4.2 the eight directions are 45-degree sectors around the compass points")
    void gitm_4_2_sectors(int dx, int dy, Direction expected) {
        assertThat(TacticalSighting.sector(dx, dy)).isEqualTo(expected);
    }

    @Test
    @DisplayName("GITM 4.2 every grid offset belongs to exactly one direction, and opposite offsets to opposite ones")
    void gitm_4_2_sectorsPartitionTheGrid() {
        for (int dx = -14; dx <= 14; dx++) {
            for (int dy = -14; dy <= 14; dy++) {
                if (dx != 0 || dy != 0) {
                    assertThat(TacticalSighting.sector(-dx, -dy)).isEqualTo(TacticalSighting.sector(dx, dy).opposite());
                    assertThat(TacticalSighting.sector(dy, -dx)).as("a quarter turn anticlockwise")
                            .isEqualTo(TacticalSighting.sector(dx, dy).counterClockwise().counterClockwise());
                }
            }
        }
        assertThatThrownBy(() -> TacticalSighting.sector(0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("GITM 4.2 the nearest enemy in a direction is seen and screens those behind it")
    void gitm_4_2_nearestScreens() {
        GitmState s = observerAtCentre().unit("MX1IN", "MEX", at(0, 0, "10-7"))
                .unit("MX2IN", "MEX", at(0, 0, "13-7")).unit("MX3IN", "MEX", at(0, 0, "12-8")).build();
        assertThat(sightings(s, "US1IN")).containsExactly("MX1IN");
    }

    @Test
    @DisplayName("GITM 4.2 when two or more enemies are equally near in one direction, all of them are seen")
    void gitm_4_2_tieInOneDirection() {
        GitmState s = observerAtCentre().unit("MX1IN", "MEX", at(0, 0, "10-7"))
                .unit("MX2LC", "MEX", at(0, 0, "10-8")).unit("MX3IN", "MEX", at(0, 0, "11-7")).build();
        assertThat(sightings(s, "US1IN")).containsExactlyInAnyOrder("MX1IN", "MX2LC");
    }

    @Test
    @DisplayName("GITM 4.2 the nearest enemy is found separately in each of the eight directions")
    void gitm_4_2_eachDirection() {
        ScenarioBuilder b = observerAtCentre();
        int n = 1;
        for (Direction d : Direction.values()) {
            // one enemy two squares off and a screened one five squares off, in every direction
            b.unit("MX" + n + "IN", "MEX", at(0, 0, (7 + 2 * d.dx()) + "-" + (7 + 2 * d.dy())));
            b.unit("MX" + (n + 1) + "IN", "MEX", at(0, 0, (7 + 5 * d.dx()) + "-" + (7 + 5 * d.dy())));
            n += 2;
        }
        GitmState s = b.build();
        assertThat(sightings(s, "US1IN")).containsExactlyInAnyOrder("MX1IN", "MX3IN", "MX5IN", "MX7IN", "MX9IN",
                "MX11IN", "MX13IN", "MX15IN");
    }

    @Test
    @DisplayName("GITM 4.2 all same-side and actively allied units on the map are seen, screened or not")
    void gitm_4_2_friendsAlwaysSeen() {
        GitmState s = observerAtCentre().unit("MX1IN", "MEX", at(0, 0, "9-7"))
                .unit("US2IN", "US", at(0, 0, "14-7")).unit("US3AQ", "US", at(0, 0, "0-0"))
                .unit("US4IN", "US", at(0, 0, "7-14"), u -> u.readiness(Readiness.INACTIVE))
                .unit("US5IN", "US", at(1, 0, "0-7")).build();
        assertThat(sightings(s, "US1IN")).as("not the unit on the next strategic square's map")
                .containsExactlyInAnyOrder("MX1IN", "US2IN", "US3AQ", "US4IN");
    }

    @Test
    @DisplayName("GITM 4.2, 9.2 an enemy HQ does not screen: the enemy behind it is still seen, and so is the HQ")
    void gitm_4_2_hqDoesNotScreen() {
        GitmState s = observerAtCentre().unit("MX1AQ", "MEX", at(0, 0, "9-7"))
                .unit("MX2CQ", "MEX", at(0, 0, "10-7")).unit("MX3IN", "MEX", at(0, 0, "12-7"))
                .unit("MX4CQ", "MEX", at(0, 0, "13-7")).unit("MX5IN", "MEX", at(0, 0, "14-7")).build();
        assertThat(sightings(s, "US1IN")).as("HQs up to the first screening unit, which hides what is behind it")
                .containsExactlyInAnyOrder("MX1AQ", "MX2CQ", "MX3IN");
    }

    @Test
    @DisplayName("GITM 4.2 with no combat unit in a direction, every enemy HQ there is seen")
    void gitm_4_2_hqsOnlyAllSeen() {
        GitmState s = observerAtCentre().unit("MX1AQ", "MEX", at(0, 0, "7-5"))
                .unit("MX2CQ", "MEX", at(0, 0, "7-1")).build();
        assertThat(sightings(s, "US1IN")).containsExactlyInAnyOrder("MX1AQ", "MX2CQ");
    }

    @Test
    @DisplayName("GITM 4.2, 9.2 headquarters do not sight enemy units, though they know where their friends are")
    void gitm_4_2_hqDoesNotSight() {
        GitmState s = world().unit("US1AQ", "US", at(0, 0, "7-7")).unit("US2CQ", "US", at(0, 0, "3-3"))
                .unit("US3IN", "US", at(0, 0, "0-0")).unit("MX1IN", "MEX", at(0, 0, "8-7")).build();
        assertThat(sightings(s, "US1AQ")).containsExactlyInAnyOrder("US2CQ", "US3IN");
        assertThat(sightings(s, "US2CQ")).doesNotContain("MX1IN");
        assertThat(sightings(s, "US3IN")).as("a combat unit does").contains("MX1IN");
    }

    @Test
    @DisplayName("GITM 4.2, 11.3 an inactive unit sights no enemy on the tactical map")
    void gitm_4_2_inactiveSightsNoEnemy() {
        GitmState s = world().unit("US1IN", "US", at(0, 0, "7-7"), u -> u.readiness(Readiness.INACTIVE))
                .unit("MX1IN", "MEX", at(0, 0, "8-8")).build();
        assertThat(sightings(s, "US1IN")).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.2 an enemy in the observer's own tactical square is always seen")
    void gitm_4_2_sameSquare() {
        GitmState s = observerAtCentre().unit("MX1IN", "MEX", at(0, 0, "7-7"))
                .unit("MX2IN", "MEX", at(0, 0, "8-7")).build();
        assertThat(sightings(s, "US1IN")).containsExactlyInAnyOrder("MX1IN", "MX2IN");
    }

    @Test
    @DisplayName("GITM 4.2 a neutral unit screens like an enemy one, and is seen like one")
    void gitm_4_2_neutralScreens() {
        GitmState s = observerAtCentre().state("YUC", "Yucatan", org.adjutant.gitm.map.Nation.MX, 0)
                .neutral("YUC").unit("MX1IN", "YUC", at(0, 0, "7-9"))
                .unit("MX2IN", "MEX", at(0, 0, "7-12")).build();
        assertThat(sightings(s, "US1IN")).containsExactly("MX1IN");
    }

    @Test
    @DisplayName("GITM 4.2 an inactive enemy still screens (it is there), and is seen")
    void gitm_4_2_inactiveEnemyScreens() {
        GitmState s = observerAtCentre().unit("MX1IN", "MEX", at(0, 0, "5-5"), u -> u.readiness(Readiness.INACTIVE))
                .unit("MX2IN", "MEX", at(0, 0, "3-3")).build();
        assertThat(sightings(s, "US1IN")).containsExactly("MX1IN");
        assertThat(detection(s).sights(unit(s, "US1IN"), unit(s, "MX2IN"))).isFalse();
        assertThat(detection(s).sights(unit(s, "US1IN"), unit(s, "MX1IN"))).isTrue();
    }
}

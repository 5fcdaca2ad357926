package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Violation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class PlacementRulesTest {

    private static java.util.List<Violation> place(ScenarioBuilder b) {
        GitmState s = b.build();
        StrategicMap map = s.map(n -> Optional.empty());
        return s.units().stream().flatMap(u -> PlacementRules.check(u, map).stream()).toList();
    }

    @ParameterizedTest
    @EnumSource(Terrain.class)
    @DisplayName("GITM 1.2 no unit may stand on water, high mountain, desert or swamp")
    void gitm_1_2_impassableTerrain(Terrain terrain) {
        ScenarioBuilder b = ScenarioBuilder.create().square("J9-V4", terrain, Nation.US, "US")
                .unit("US3IN", "US", "J9-V4 7-7");
        assertThat(place(b)).hasSize(terrain.isPassable() ? 0 : 1);
    }

    @Test
    @DisplayName("GITM 1.2 a square off the map is refused")
    void gitm_1_2_offMap() {
        assertThat(place(ScenarioBuilder.create().unit("US3IN", "US", "A0-P0 7-7")))
                .singleElement().satisfies(v -> assertThat(v.reason()).contains("not on map"));
    }

    @Test
    @DisplayName("GITM 2.2 a unit cannot stand on a river, mountain or water tactical square")
    void gitm_2_2_impassableTactical() {
        ScenarioBuilder b = ScenarioBuilder.create().tactical("J9-V4", "7-7", TacticalTerrain.RIVER, 0)
                .tactical("J9-V4", "7-8", TacticalTerrain.FORD, 0)
                .unit("US3IN", "US", "J9-V4 7-7").unit("US4IN", "US", "J9-V4 7-8");
        assertThat(place(b)).singleElement().satisfies(v -> {
            assertThat(v.subject()).isEqualTo("US3IN");
            assertThat(v.reason()).contains("river").contains("GITM 2.2");
        });
    }

    @Test
    @DisplayName("GITM 2.2 the generated tactical map counts too: no unit on a mountain square the generator drew")
    void gitm_2_2_generatedTacticalTerrain() {
        ScenarioBuilder b = ScenarioBuilder.create().square("J9-V4", Terrain.MOUNTAIN, Nation.US, "US");
        StrategicMap map = b.build().map(n -> Optional.empty());
        TacticalMap drawn = TacticalWorld.of(map).of(StrategicSquare.of("J9-V4"));
        TacticalSquare peak = drawn.squaresOf(TacticalTerrain.MOUNTAIN).get(0);
        TacticalSquare valley = drawn.squaresOf(TacticalTerrain.OPEN).get(0);
        b.unit("US3IN", "US", "J9-V4 " + peak).unit("US4IN", "US", "J9-V4 " + valley);
        assertThat(place(b)).singleElement().satisfies(v -> {
            assertThat(v.subject()).isEqualTo("US3IN");
            assertThat(v.reason()).contains("mountain").contains("GITM 2.2");
        });
    }

    @Test
    @DisplayName("GITM 2.2 an inline map's fixed squares are laid over the generated map")
    void gitm_2_2_overridesWin() {
        ScenarioBuilder b = ScenarioBuilder.create().square("J9-V4", Terrain.MOUNTAIN, Nation.US, "US");
        StrategicMap plain = b.build().map(n -> Optional.empty());
        TacticalSquare peak = TacticalWorld.of(plain).of(StrategicSquare.of("J9-V4"))
                .squaresOf(TacticalTerrain.MOUNTAIN).get(0);
        b.tactical("J9-V4", peak.toString(), TacticalTerrain.PASS, 3).unit("US3IN", "US", "J9-V4 " + peak);
        StrategicMap fixed = b.build().map(n -> Optional.empty());
        assertThat(TacticalWorld.of(fixed).of(StrategicSquare.of("J9-V4")).terrain(peak))
                .isEqualTo(TacticalTerrain.PASS);
        assertThat(place(b)).isEmpty();
    }

    @Test
    @DisplayName("GITM 2.6 only a city tactical square with a fort can hold units in a fort")
    void gitm_2_6_fortNeedsCityWithFort() {
        ScenarioBuilder b = ScenarioBuilder.create().openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 1, 10, 2, false)
                .city("Point Isabel", "J9-V3 5-5", 1, 10, 0, true)
                .unit("US7IN", "US", "J9-V4 7-7", u -> u.inFort(true))
                .unit("US8IN", "US", "J9-V4 7-8", u -> u.inFort(true))
                .unit("US9IN", "US", "J9-V3 5-5", u -> u.inFort(true));
        assertThat(place(b)).extracting(Violation::subject).containsExactly("US8IN", "US9IN");
    }

    @Test
    @DisplayName("GITM 7.1 militia stay in their home nation")
    void gitm_7_1_militiaAtHome() {
        ScenarioBuilder b = ScenarioBuilder.create().state("US", Nation.US).state("NE", Nation.MX)
                .openBlock("J9-V4", 1, Nation.US, "US")
                .unit("MX1MI", "NE", "J9-V4 7-7", u -> u.homeCity("Matamoros"));
        assertThat(place(b)).singleElement().satisfies(v -> assertThat(v.reason()).contains("GITM 7.1"));
    }
}

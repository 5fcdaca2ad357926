package org.adjutant.gitm.map.tactical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TacticalMapsTest {
    private static final StrategicSquare HILL = StrategicSquare.of("B0-Q0");
    private static final StrategicSquare FOREST = StrategicSquare.of("B1-Q0");
    private static final StrategicSquare OPEN = StrategicSquare.of("B2-Q0");
    private final InlineStrategicMap strategic = InlineStrategicMap.builder("three")
            .square(HILL, Terrain.HILL)
            .square(FOREST, Terrain.FOREST)
            .square(OPEN, Terrain.OPEN)
            .build();

    @Test
    @DisplayName("maps are drawn on first use and then served from the cache")
    void lazyAndCached() {
        TacticalMaps maps = new TacticalMaps(strategic);
        assertThat(maps.cached()).isZero();
        TacticalMap first = maps.of(HILL);
        assertThat(maps.cached()).isEqualTo(1);
        assertThat(maps.of(HILL)).isSameAs(first);
    }

    @Test
    @DisplayName("the cache is bounded, and a map dropped from it comes back identical")
    void boundedCache() {
        TacticalMaps maps = new TacticalMaps(strategic, Map.of(), 2);
        TacticalMap hill = maps.of(HILL);
        maps.of(FOREST);
        maps.of(OPEN);
        assertThat(maps.cached()).isEqualTo(2);
        TacticalMap again = maps.of(HILL);
        assertThat(again).isNotSameAs(hill).isEqualTo(hill);
    }

    @Test
    @DisplayName("a scenario's overrides fix terrain and ratings of chosen squares; other squares are unchanged")
    void overrides() {
        TacticalMaps plain = new TacticalMaps(strategic);
        TacticalSquare wood = TacticalSquare.of("7-7");
        TacticalSquare walls = TacticalSquare.of("3-3");
        TacticalMaps scenario = plain.withOverrides(HILL, new TacticalOverrides(
                Map.of(wood, TacticalTerrain.FOREST, walls, TacticalTerrain.HILLS), Map.of(walls, 4)));
        TacticalMap before = plain.of(HILL);
        TacticalMap after = scenario.of(HILL);
        assertThat(after.terrain(wood)).isEqualTo(TacticalTerrain.FOREST);
        assertThat(after.rating(wood)).isBetween(2, 4);
        assertThat(after.terrain(walls)).isEqualTo(TacticalTerrain.HILLS);
        assertThat(after.rating(walls)).isEqualTo(4);
        for (int i = 0; i < Grid.CELLS; i++) {
            TacticalSquare t = Grid.square(i);
            if (!t.equals(wood) && !t.equals(walls)) {
                assertThat(after.terrain(t)).isEqualTo(before.terrain(t));
                assertThat(after.rating(t)).isEqualTo(before.rating(t));
            }
        }
        assertThat(scenario.of(FOREST)).isEqualTo(plain.of(FOREST));
    }

    @Test
    @DisplayName("GITM 2.4 an overridden rating must be 0-4")
    void gitm_2_4_overrideRatingRange() {
        assertThatThrownBy(() -> new TacticalOverrides(Map.of(), Map.of(TacticalSquare.of("1-1"), 5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0-4");
        TacticalMap map = new TacticalMaps(strategic).of(OPEN);
        assertThatThrownBy(() -> map.withOverrides(Map.of(), Map.of(TacticalSquare.of("1-1"), -1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("overrides are taken as given; a wall that cuts the map off is reported, not undone")
    void overridesMayCutTheMapAndSaySo() {
        TacticalMap map = new TacticalMaps(strategic).of(OPEN);
        Map<TacticalSquare, TacticalTerrain> wall = new java.util.HashMap<>();
        for (int row = 0; row < 15; row++) {
            wall.put(new TacticalSquare(4, row), TacticalTerrain.RIVER);
        }
        TacticalMap cut = map.withOverrides(wall, Map.of());
        assertThat(cut.unreachable()).isNotEmpty().allSatisfy(t -> assertThat(t.col()).isLessThan(4));
        assertThat(cut.sameSide(TacticalSquare.of("0-0"), TacticalSquare.of("14-14"))).isFalse();
        assertThat(map.unreachable()).isEmpty();
    }
}

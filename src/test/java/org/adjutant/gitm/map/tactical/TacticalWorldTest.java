package org.adjutant.gitm.map.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Properties checked over every one of the 15,400 tactical maps of a theatre: here a synthetic one, and in
 * {@link RealTacticalWorldTest} the committed 1846 map.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TacticalWorldTest {
    private StrategicMap world;
    private TacticalMaps maps;

    /** The theatre whose maps are checked. */
    StrategicMap theatre() throws IOException {
        return new SyntheticStrategicMap(1846);
    }

    @BeforeAll
    void drawTheWorld() throws IOException {
        world = theatre();
        maps = new TacticalMaps(world);
    }

    @Test
    @DisplayName("GITM 2.3 across the whole theatre, river and mountain squares on every edge match the neighbour's")
    void gitm_2_3_edgesJoinEverywhere() {
        int joins = 0;
        List<String> broken = new ArrayList<>();
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                StrategicSquare here = new StrategicSquare(c, r);
                for (Direction side : new Direction[] {Direction.E, Direction.S}) {
                    var there = here.step(side);
                    if (there.isEmpty()) {
                        continue;
                    }
                    TacticalMap a = maps.of(here);
                    TacticalMap b = maps.of(there.get());
                    for (int k = 0; k < 15; k++) {
                        TacticalSquare ta = side == Direction.E ? new TacticalSquare(14, k) : new TacticalSquare(k, 14);
                        TacticalSquare tb = side == Direction.E ? new TacticalSquare(0, k) : new TacticalSquare(k, 0);
                        TacticalTerrain x = a.terrain(ta);
                        TacticalTerrain y = b.terrain(tb);
                        String where = here + " " + ta + " " + x + " / " + there.get() + " " + tb + " " + y;
                        if (x == TacticalTerrain.RIVER || y == TacticalTerrain.RIVER) {
                            // A land square's river may run into the sea, which is all water.
                            boolean joined = (y == TacticalTerrain.RIVER || b.strategicTerrain() == Terrain.WATER)
                                    && (x == TacticalTerrain.RIVER || a.strategicTerrain() == Terrain.WATER);
                            if (joined) {
                                joins++;
                            } else {
                                broken.add("river " + where);
                            }
                        }
                        if ((x == TacticalTerrain.MOUNTAIN) != (y == TacticalTerrain.MOUNTAIN)) {
                            broken.add("range " + where);
                        }
                    }
                }
            }
        }
        assertThat(broken).isEmpty();
        assertThat(joins).isGreaterThan(500);
    }

    @Test
    @DisplayName("every passable square of every land map is reachable from every other, through fords and passes")
    void connectivityEverywhere() {
        world.squares().forEach(s -> {
            if (world.terrain(s) != Terrain.WATER) {
                assertThat(maps.of(s).unreachable()).as("%s", s).isEmpty();
            }
        });
    }

    @Test
    @DisplayName("GITM 2.2, 8.7 every map where a river runs has a ford; every map where a range runs has a pass")
    void fordsAndPassesEverywhere() {
        world.squares().forEach(s -> {
            TacticalMap m = maps.of(s);
            if (interior(m, TacticalTerrain.RIVER)) {
                assertThat(m.fords()).as("%s", s).isNotEmpty();
            }
            SquareInfo info = world.square(s).orElseThrow();
            if (!info.ranges().isEmpty() && interior(m, TacticalTerrain.MOUNTAIN)) {
                assertThat(m.passes()).as("%s", s).isNotEmpty();
            }
        });
    }

    @Test
    @DisplayName("GITM 2.2, 2.4 the theatre shows all ten tactical terrains and all five ratings")
    void allTerrainsAndRatings() {
        Set<TacticalTerrain> seen = EnumSet.noneOf(TacticalTerrain.class);
        boolean[] ratings = new boolean[5];
        world.squares().forEach(s -> {
            TacticalMap m = maps.of(s);
            for (int i = 0; i < Grid.CELLS; i++) {
                seen.add(m.terrain(Grid.square(i)));
                ratings[m.rating(Grid.square(i))] = true;
            }
        });
        assertThat(seen).containsExactlyInAnyOrder(TacticalTerrain.values());
        assertThat(ratings).containsOnly(true);
    }

    @Test
    @DisplayName("GITM 2.6 every city of the theatre stands on a town square")
    void citiesOnTowns() {
        world.cities().forEach(city ->
                assertThat(maps.of(city.square()).terrain(city.tactical())).isEqualTo(TacticalTerrain.TOWN));
    }

    private static boolean interior(TacticalMap m, TacticalTerrain kind) {
        return m.squaresOf(kind).stream().anyMatch(t -> !t.isEdge());
    }
}

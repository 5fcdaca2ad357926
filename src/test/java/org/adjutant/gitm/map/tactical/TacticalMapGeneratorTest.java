package org.adjutant.gitm.map.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TacticalMapGeneratorTest {
    private final TacticalMapGenerator generator = new TacticalMapGenerator();

    /** Two squares side by side, the western one hilly, with a river and a range crossing their common side. */
    private static InlineStrategicMap riverAndRange() {
        return InlineStrategicMap.builder("pair")
                .square("C0-Q1", Terrain.HILL)
                .square("C1-Q1", Terrain.OPEN)
                .river("C1-Q1", "C0-Q1", 5, "Rio Test")
                .riverEnd("C1-Q1", Direction.E, 9, "Rio Test")
                .riverEnd("C0-Q1", Direction.N, 7, "Rio Test")
                .range("C1-Q1", "C0-Q1", 11)
                .rangeEnd("C1-Q1", Direction.S, 4)
                .rangeEnd("C0-Q1", Direction.S, 3)
                .build();
    }

    private TacticalMap map(InlineStrategicMap strategic, String square) {
        return generator.generate(strategic, StrategicSquare.of(square));
    }

    @Test
    @DisplayName("GITM 2.1 a tactical map has 15 x 15 squares, 0-0 north-west, 14-1 just below the north-east corner")
    void gitm_2_1_fifteenByFifteen() {
        TacticalMap m = map(riverAndRange(), "C1-Q1");
        int squares = 0;
        for (int r = 0; r < 15; r++) {
            for (int c = 0; c < 15; c++) {
                assertThat(m.terrain(new TacticalSquare(c, r))).isNotNull();
                assertThat(m.rating(new TacticalSquare(c, r))).isBetween(0, 4);
                squares++;
            }
        }
        assertThat(squares).isEqualTo(225);
        assertThat(m.census().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(225);
        TacticalSquare t = TacticalSquare.of("14-1");
        assertThat(t.col()).isEqualTo(14);
        assertThat(t.row()).isEqualTo(1);
        // The river enters at 14-9 on the east side: column 14 counts from the west, row 9 from the north.
        assertThat(m.terrain(TacticalSquare.of("14-9"))).isEqualTo(TacticalTerrain.RIVER);
    }

    @Test
    @DisplayName("GITM 2.2 river, mountain and water squares are impassable; fords, passes and the rest are not")
    void gitm_2_2_impassableTerrains() {
        TacticalMap m = map(riverAndRange(), "C1-Q1");
        for (int i = 0; i < Grid.CELLS; i++) {
            TacticalSquare t = Grid.square(i);
            TacticalTerrain kind = m.terrain(t);
            boolean wall = kind == TacticalTerrain.RIVER || kind == TacticalTerrain.MOUNTAIN
                    || kind == TacticalTerrain.WATER;
            assertThat(m.isPassable(t)).as("%s %s", t, kind).isEqualTo(!wall);
        }
        assertThat(m.fords()).isNotEmpty().allSatisfy(f -> assertThat(m.isPassable(f)).isTrue());
        assertThat(m.passes()).isNotEmpty().allSatisfy(p -> assertThat(m.isPassable(p)).isTrue());
    }

    @Test
    @DisplayName("GITM 2.3 a river on tactical 0-5 continues at 14-5 of the square to the west; ranges likewise")
    void gitm_2_3_riverAndRangeJoinAcrossTheWesternEdge() {
        InlineStrategicMap strategic = riverAndRange();
        TacticalMap east = map(strategic, "C1-Q1");
        TacticalMap west = map(strategic, "C0-Q1");
        assertThat(east.terrain(TacticalSquare.of("0-5"))).isEqualTo(TacticalTerrain.RIVER);
        assertThat(west.terrain(TacticalSquare.of("14-5"))).isEqualTo(TacticalTerrain.RIVER);
        assertThat(east.terrain(TacticalSquare.of("0-11"))).isEqualTo(TacticalTerrain.MOUNTAIN);
        assertThat(west.terrain(TacticalSquare.of("14-11"))).isEqualTo(TacticalTerrain.MOUNTAIN);
        // Nowhere else on that common side is there river or mountain, on either map.
        for (int row = 0; row < 15; row++) {
            TacticalTerrain a = east.terrain(new TacticalSquare(0, row));
            TacticalTerrain b = west.terrain(new TacticalSquare(14, row));
            assertThat(a == TacticalTerrain.RIVER).as("row %d", row).isEqualTo(b == TacticalTerrain.RIVER);
            assertThat(a == TacticalTerrain.MOUNTAIN).as("row %d", row).isEqualTo(b == TacticalTerrain.MOUNTAIN);
            assertThat(a == TacticalTerrain.RIVER || a == TacticalTerrain.MOUNTAIN).isEqualTo(row == 5 || row == 11);
        }
    }

    @Test
    @DisplayName("GITM 2.3 a river runs side-connected from crossing to crossing, so no diagonal step slips through it")
    void gitm_2_3_riverLineIsSideConnected() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("one river")
                .square("D1-R1", Terrain.OPEN)
                .riverEnd("D1-R1", Direction.W, 5, "Rio")
                .riverEnd("D1-R1", Direction.E, 9, "Rio")
                .build();
        TacticalMap m = map(strategic, "D1-R1");
        Set<TacticalSquare> line = sideConnected(m, TacticalSquare.of("0-5"),
                Set.of(TacticalTerrain.RIVER, TacticalTerrain.FORD));
        assertThat(line).contains(TacticalSquare.of("14-9"));
        // Without its fords the river parts the map: the north and south edges are on different banks.
        assertThat(m.sameSide(TacticalSquare.of("7-0"), TacticalSquare.of("7-14"))).isFalse();
        assertThat(m.sameSide(TacticalSquare.of("3-0"), TacticalSquare.of("11-0"))).isTrue();
        assertThat(m.unreachable()).isEmpty();
    }

    @Test
    @DisplayName("GITM 2.3 a river with a single crossing ends inside the map, at the coast when there is one")
    void gitm_2_3_loneCrossingEndsInside() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("mouth")
                .square("D1-R1", Terrain.OPEN)
                .square("D2-R1", Terrain.WATER)
                .riverEnd("D1-R1", Direction.W, 7, "Rio")
                .build();
        TacticalMap m = map(strategic, "D1-R1");
        Set<TacticalSquare> river = sideConnected(m, TacticalSquare.of("0-7"),
                Set.of(TacticalTerrain.RIVER, TacticalTerrain.FORD));
        boolean reachesSea = river.stream().flatMap(t -> t.neighbours().stream())
                .anyMatch(t -> m.terrain(t) == TacticalTerrain.WATER && !t.equals(TacticalSquare.of("0-7")));
        assertThat(reachesSea).isTrue();
        assertThat(river).noneMatch(t -> t.col() == 14 || t.row() == 0 || t.row() == 14);
    }

    @Test
    @DisplayName("GITM 2.2, 8.7 every river stretch has a ford and long ones more; every range a pass")
    void gitm_8_7_fordsAndPasses() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("long")
                .square("D1-R1", Terrain.OPEN)
                .riverEnd("D1-R1", Direction.N, 1, "Rio")
                .riverEnd("D1-R1", Direction.S, 13, "Rio")
                .square("D3-R1", Terrain.HILL)
                .rangeEnd("D3-R1", Direction.W, 2)
                .rangeEnd("D3-R1", Direction.E, 12)
                .build();
        TacticalMap river = map(strategic, "D1-R1");
        assertThat(river.fords()).hasSizeGreaterThanOrEqualTo(2);
        TacticalMap range = map(strategic, "D3-R1");
        assertThat(range.passes()).isNotEmpty();
        assertThat(range.sameSide(TacticalSquare.of("7-0"), TacticalSquare.of("7-14"))).isFalse();
        assertThat(range.unreachable()).isEmpty();
        // Fords sit in the interior, where they join two banks, never on the edge where the river crosses over.
        assertThat(river.fords()).noneMatch(TacticalSquare::isEdge);
    }

    @Test
    @DisplayName("GITM 2.4 every square has a defensive rating from 0 to 4; forts rate 4, open ground at most 1")
    void gitm_2_4_ratings() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("fort")
                .square("E0-R0", Terrain.FORESTED_HILL)
                .city("Fortaleza", "E0-R0", "7-7", 3)
                .city("Aldea", "E0-R0", "3-3", 0)
                .build();
        TacticalMap m = map(strategic, "E0-R0");
        for (int i = 0; i < Grid.CELLS; i++) {
            TacticalSquare t = Grid.square(i);
            assertThat(m.rating(t)).isBetween(0, 4);
            if (m.terrain(t) == TacticalTerrain.OPEN) {
                assertThat(m.rating(t)).isLessThanOrEqualTo(1);
            }
            if (m.terrain(t) == TacticalTerrain.HIGH_HILLS) {
                assertThat(m.rating(t)).isGreaterThanOrEqualTo(3);
            }
        }
        assertThat(m.rating(TacticalSquare.of("7-7"))).isEqualTo(4);
        assertThat(m.rating(TacticalSquare.of("3-3"))).isBetween(3, 4);
    }

    @Test
    @DisplayName("GITM 2.6 each city stands on a town square at its own tactical square")
    void gitm_2_6_townAtCitySquare() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("city")
                .square("E0-R0", Terrain.MOUNTAIN)
                .city("Monterrey", "E0-R0", "9-4", 4)
                .build();
        TacticalMap m = map(strategic, "E0-R0");
        assertThat(m.squaresOf(TacticalTerrain.TOWN)).containsExactly(TacticalSquare.of("9-4"));
        assertThat(m.cityAt(TacticalSquare.of("9-4"))).get().extracting(c -> c.name()).isEqualTo("Monterrey");
        assertThat(m.unreachable()).isEmpty();
    }

    @Test
    @DisplayName("the same square and neighbours always give the same map, byte for byte")
    void deterministic() {
        InlineStrategicMap strategic = riverAndRange();
        TacticalMap a = new TacticalMapGenerator().generate(strategic, StrategicSquare.of("C1-Q1"));
        TacticalMap b = new TacticalMapGenerator().generate(riverAndRange(), StrategicSquare.of("C1-Q1"));
        assertThat(a).isEqualTo(b);
        // The seed comes from the square's coordinates: the same terrain one square east gives another map.
        InlineStrategicMap plain = InlineStrategicMap.builder("plain")
                .square("C1-Q1", Terrain.OPEN).square("C2-Q1", Terrain.OPEN).build();
        assertThat(terrains(map(plain, "C2-Q1"))).isNotEqualTo(terrains(map(plain, "C1-Q1")));
        assertThat(terrains(map(plain, "C2-Q1"))).isEqualTo(terrains(map(plain, "C2-Q1")));
    }

    @Test
    @DisplayName("a water square is all water; a square off the map's playing area is water too")
    void waterSquare() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("sea").square("F0-S0", Terrain.WATER).build();
        assertThat(map(strategic, "F0-S0").census().get(TacticalTerrain.WATER)).isEqualTo(225);
        assertThat(map(strategic, "F5-S5").census().get(TacticalTerrain.WATER)).isEqualTo(225);
    }

    @Test
    @DisplayName("a coastal square has water on the sea side only, taken from its neighbours' terrain")
    void coastOnTheSeaSide() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("coast")
                .square("F0-S0", Terrain.WATER)
                .square("F1-S0", Terrain.OPEN)
                .square("F3-S0", Terrain.OPEN)
                .build();
        TacticalMap coastal = map(strategic, "F1-S0");
        for (int row = 0; row < 15; row++) {
            assertThat(coastal.terrain(new TacticalSquare(0, row))).isEqualTo(TacticalTerrain.WATER);
            for (int col = 5; col < 15; col++) {
                assertThat(coastal.terrain(new TacticalSquare(col, row))).isNotEqualTo(TacticalTerrain.WATER);
            }
        }
        assertThat(coastal.census().get(TacticalTerrain.WATER)).isBetween(15, 60);
        // Undefined neighbours are off the playing area, not sea.
        assertThat(map(strategic, "F3-S0").census().get(TacticalTerrain.WATER)).isZero();
    }

    @ParameterizedTest
    @EnumSource(value = Terrain.class, names = "WATER", mode = EnumSource.Mode.EXCLUDE)
    @DisplayName("GITM 1.2 to 2.2 the tactical terrain is in credible proportions for the strategic terrain")
    void proportions(Terrain terrain) {
        InlineStrategicMap.Builder builder = InlineStrategicMap.builder("mix");
        List<StrategicSquare> squares = new java.util.ArrayList<>();
        for (int k = 0; k < 30; k++) {
            StrategicSquare s = new StrategicSquare(10 + 3 * (k % 10), 10 + 3 * (k / 10));
            builder.square(s, terrain);
            squares.add(s);
        }
        InlineStrategicMap strategic = builder.build();
        Map<TacticalTerrain, Double> share = new java.util.EnumMap<>(TacticalTerrain.class);
        int withPass = 0;
        for (StrategicSquare s : squares) {
            TacticalMap m = generator.generate(strategic, s);
            m.census().forEach((k, v) -> share.merge(k, v / (225.0 * squares.size()), Double::sum));
            withPass += m.passes().isEmpty() ? 0 : 1;
            assertThat(m.unreachable()).isEmpty();
        }
        double open = share.get(TacticalTerrain.OPEN);
        double hills = share.get(TacticalTerrain.HILLS) + share.get(TacticalTerrain.HIGH_HILLS);
        double forest = share.get(TacticalTerrain.FOREST);
        double water = share.get(TacticalTerrain.WATER);
        double mountain = share.get(TacticalTerrain.MOUNTAIN) + share.get(TacticalTerrain.PASS);
        switch (terrain) {
            case OPEN -> assertThat(open).isGreaterThan(0.6);
            case HILL -> assertThat(hills).isGreaterThan(0.45);
            case FOREST -> assertThat(forest).isGreaterThan(0.5);
            case FORESTED_HILL -> {
                assertThat(forest).isGreaterThan(0.35);
                assertThat(hills).isGreaterThan(0.3);
            }
            case MOUNTAIN -> {
                assertThat(mountain).isBetween(0.08, 0.3);
                assertThat(withPass).isEqualTo(squares.size());
            }
            case HIGH_MOUNTAIN -> assertThat(mountain).isGreaterThan(0.25);
            case DESERT -> assertThat(open).isGreaterThan(0.75);
            case HIGH_DESERT -> assertThat(hills).isGreaterThan(0.25);
            case MARSH -> assertThat(water).isBetween(0.1, 0.35);
            case SWAMP -> assertThat(water).isGreaterThan(0.3);
            default -> throw new IllegalStateException();
        }
        if (terrain != Terrain.MARSH && terrain != Terrain.SWAMP && terrain != Terrain.FOREST) {
            assertThat(water).isZero();
        }
    }

    private static List<TacticalTerrain> terrains(TacticalMap m) {
        List<TacticalTerrain> all = new java.util.ArrayList<>();
        for (int i = 0; i < Grid.CELLS; i++) {
            all.add(m.terrain(Grid.square(i)));
        }
        return all;
    }

    private static Set<TacticalSquare> sideConnected(TacticalMap m, TacticalSquare start, Set<TacticalTerrain> kinds) {
        Set<TacticalSquare> seen = new HashSet<>();
        Deque<TacticalSquare> queue = new ArrayDeque<>();
        queue.add(start);
        seen.add(start);
        while (!queue.isEmpty()) {
            TacticalSquare t = queue.poll();
            for (Direction d : new Direction[] {Direction.N, Direction.E, Direction.S, Direction.W}) {
                t.step(d).filter(n -> kinds.contains(m.terrain(n)) && seen.add(n)).ifPresent(queue::add);
            }
        }
        return seen;
    }
}

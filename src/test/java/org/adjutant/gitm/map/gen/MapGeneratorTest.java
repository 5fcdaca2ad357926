package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class MapGeneratorTest {
    /** The geodata: -Dadjutant.geodata, else ../shared/geodata beside the project (as CI lays it out). */
    private static final Path GEODATA = geodata();

    private static Path geodata() {
        String explicit = System.getProperty("adjutant.geodata");
        if (explicit != null) {
            return Path.of(explicit);
        }
        Path beside = Path.of(System.getProperty("adjutant.home", ".")).toAbsolutePath().normalize()
                .resolveSibling("shared").resolve("geodata");
        return java.nio.file.Files.isDirectory(beside) ? beside : Path.of("/work/shared/geodata");
    }

    @Test
    @DisplayName("GITM 1.1 the projection puts Mexico City on J2-Y4 and the corners on A0-P0 and N9-Z9")
    void gitm_1_1_projection() {
        assertThat(GridProjection.squareAt(19.43, -99.13)).hasToString("J2-Y4");
        assertThat(GridProjection.squareAt(39.97, -122.35)).hasToString("A0-P0");
        assertThat(GridProjection.squareAt(16.07, -87.21)).hasToString("N9-Z9");
        assertThat(GridProjection.squareAt(41.5, -100)).isNull();
    }

    @Test
    @DisplayName("GITM 2.3 a river crossing a side is given to both squares at the same offset")
    void gitm_2_3_crossingGivenToBothSides() {
        CrossingTracer t = new CrossingTracer();
        // a straight line west to east across the side between J2-Y4 and J3-Y4, six tactical rows down
        double lat = GridProjection.lat(94.43);
        t.trace("Test", List.of(new double[]{GridProjection.lon(92.5), lat}, new double[]{GridProjection.lon(93.5), lat}));
        List<String> got = new ArrayList<>();
        t.forEach((sq, c, name) -> got.add(sq + " " + c.side() + " " + c.offset() + " " + name));
        assertThat(got).containsExactlyInAnyOrder("J2-Y4 E 6 Test", "J3-Y4 W 6 Test");
        assertThat(new Crossing(Direction.E, 5).mirrored()).isEqualTo(new Crossing(Direction.W, 5));
    }

    @Test
    @DisplayName("GITM 2.3 two rivers on the same side edge square are kept apart, still mirrored")
    void gitm_2_3_twoRiversOneEdge() {
        CrossingTracer t = new CrossingTracer();
        double lat = GridProjection.lat(94.5);
        for (String name : List.of("A", "B")) {
            t.trace(name, List.of(new double[]{GridProjection.lon(92.5), lat}, new double[]{GridProjection.lon(93.5), lat}));
        }
        List<String> got = new ArrayList<>();
        t.forEach((sq, c, name) -> got.add(sq + " " + c.side() + " " + c.offset() + " " + name));
        assertThat(got).containsExactlyInAnyOrder("J2-Y4 E 7 A", "J3-Y4 W 7 A", "J2-Y4 E 6 B", "J3-Y4 W 6 B");
    }

    @Test
    @DisplayName("GITM 2.3 a river crossing a side next to a corner is moved one square in, off the corner")
    void gitm_2_3_crossingsKeepOffCorners() {
        CrossingTracer t = new CrossingTracer();
        // west to east across the side between J2-Y4 and J3-Y4, in the top and bottom tactical rows
        for (double y : new double[]{94.01, 94.99}) {
            double lat = GridProjection.lat(y);
            t.trace("R" + y, List.of(new double[]{GridProjection.lon(92.5), lat},
                    new double[]{GridProjection.lon(93.5), lat}));
        }
        List<String> got = new ArrayList<>();
        t.forEach((sq, c, name) -> got.add(sq + " " + c.side() + " " + c.offset()));
        assertThat(got).containsExactlyInAnyOrder("J2-Y4 E 1", "J3-Y4 W 1", "J2-Y4 E 13", "J3-Y4 W 13");
    }

    @Test
    @DisplayName("GITM 2.6 a town keeps its true tactical square unless a crossing enters there; then the nearest free one")
    void gitm_2_6_townSquares() {
        StrategicSquare sq = StrategicSquare.of("J9-V4");
        // a place at 0.03 x 0.71 of the square: tactical 0-10
        double x = sq.col() + 0.03;
        double y = sq.row() + 0.71;
        assertThat(TownSquares.choose(sq, x, y, Set.of(), new HashSet<>())).hasToString("0-10");
        // a river entering from the west on row 10 blocks 0-10 and 1-10: the town goes to the nearer row, 0-11
        Set<TacticalSquare> blocked = TownSquares.blocked(List.of(new Crossing(Direction.W, 10)));
        assertThat(blocked).extracting(TacticalSquare::toString).containsExactlyInAnyOrder("0-10", "1-10");
        assertThat(TownSquares.choose(sq, x, y, blocked, new HashSet<>())).hasToString("0-11");
        // a square already taken by another place is not given twice
        Set<String> used = new HashSet<>();
        assertThat(TownSquares.choose(sq, x, y, Set.of(), used)).hasToString("0-10");
        assertThat(TownSquares.choose(sq, x, y, Set.of(), used)).hasToString("0-11");
        // crossings on both sides next to a corner wall the corner in: no town there
        assertThat(TownSquares.blocked(List.of(new Crossing(Direction.W, 1), new Crossing(Direction.N, 1))))
                .extracting(TacticalSquare::toString).contains("0-0");
    }

    @Test
    @DisplayName("GITM 1.2 the roads of the war (National Road, Saltillo-Monterrey...) cross no impassable square")
    void gitm_1_2_roadsPassable() throws IOException {
        TheatreMap map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        for (List<double[]> road : HandEdits.roads()) {
            for (int k : MapGenerator.squaresAlong(road)) {
                StrategicSquare s = new StrategicSquare(k % StrategicSquare.COLUMNS, k / StrategicSquare.COLUMNS);
                assertThat(map.terrain(s).isPassable()).as("road square " + s).isTrue();
            }
        }
    }

    @Test
    @DisplayName("GITM 1.2 the reference places have credible terrain")
    void gitm_1_2_referencePlaces() throws IOException {
        TheatreMap map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        for (ReferencePlaces.Place p : ReferencePlaces.all()) {
            StrategicSquare s = GridProjection.squareAt(p.lat(), p.lon());
            assertThat(p.expected()).as(p.name() + " at " + s).contains(map.terrain(s));
        }
    }

    @Test
    @DisplayName("GITM 1.2 the 1846 water: modern reservoirs gone, Texcoco, Tulare Lake and the Chapala cienega drawn in")
    void gitm_1_2_waterOf1846() throws IOException {
        assumeTrue(Files.isDirectory(GEODATA), "geodata folder not present");
        Survey survey = new Survey(GEODATA);
        TheatreMap map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        // Salton Sea (1905), Lake Mead (1936), Millerton Lake (1944), Amistad Reservoir (1969): dry land in 1846
        for (double[] reservoir : new double[][]{{33.3, -115.8}, {36.15, -114.4}, {37.0, -119.68}, {29.5, -101.1}}) {
            StrategicSquare sq = GridProjection.squareAt(reservoir[0], reservoir[1]);
            assertThat(survey.metrics(sq.col(), sq.row()).lakeFraction()).as("reservoir at " + sq).isZero();
            assertThat(map.terrain(sq)).as(sq.toString()).isNotEqualTo(Terrain.WATER);
        }
        // Lake Texcoco beside Mexico City: a sixth to a fifth of the capital's squares, not enough to drown them
        StrategicSquare capital = StrategicSquare.of("J2-Y4");
        assertThat(survey.metrics(capital.col(), capital.row()).lakeFraction()).isBetween(0.1, 0.3);
        assertThat(survey.metrics(capital.col() + 1, capital.row()).lakeFraction()).isBetween(0.1, 0.3);
        assertThat(map.terrain(capital)).isEqualTo(Terrain.OPEN);
        // Tulare Lake, drained in the 20th century, and Lake Chapala with its eastern cienega
        StrategicSquare tulare = GridProjection.squareAt(36.05, -119.8);
        assertThat(map.terrain(tulare)).isEqualTo(Terrain.WATER);
        StrategicSquare cienega = GridProjection.squareAt(20.2, -102.6);
        assertThat(survey.metrics(cienega.col(), cienega.row()).lakeFraction()).isGreaterThan(0.3);
    }

    @Test
    @DisplayName("GITM 1.2 the map uses all eleven terrains")
    void gitm_1_2_elevenTerrains() throws IOException {
        TheatreMap map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        assertThat(map.squares().map(map::terrain).distinct()).containsExactlyInAnyOrder(Terrain.values());
    }

    @Test
    @DisplayName("the generator is reproducible: twice the same bytes, equal to the committed file")
    void reproducible() throws IOException {
        assumeTrue(Files.isDirectory(GEODATA), "geodata folder not present");
        MapGenerator first = new MapGenerator(GEODATA);
        String a = first.text(first.generate());
        MapGenerator second = new MapGenerator(GEODATA);
        String b = second.text(second.generate());
        assertThat(a).isEqualTo(b);
        assertThat(a).isEqualTo(Files.readString(TheatreMapReader.DEFAULT_FILE));
    }
}

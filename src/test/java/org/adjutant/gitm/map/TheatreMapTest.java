package org.adjutant.gitm.map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The committed 1846 map, checked against the rules and against what anyone who knows the region expects. */
class TheatreMapTest {
    private static TheatreMap map;

    @BeforeAll
    static void load() throws IOException {
        map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
    }

    private static SquareInfo info(String square) {
        return map.square(StrategicSquare.of(square)).orElseThrow();
    }

    private static City city(String name) {
        return map.city(name).orElseThrow(() -> new AssertionError("no city " + name));
    }

    @Test
    @DisplayName("GITM 1.1 the map is 140 columns by 110 rows, A0-P0 in the north-west, N9-Z9 in the south-east")
    void gitm_1_1_gridSizeAndCorners() {
        assertThat(new StrategicSquare(0, 0)).hasToString("A0-P0");
        assertThat(new StrategicSquare(139, 109)).hasToString("N9-Z9");
        long outside = java.util.stream.IntStream.range(0, 140 * 110)
                .filter(i -> map.isOutside(new StrategicSquare(i % 140, i / 140))).count();
        assertThat(map.squares().count() + outside).isEqualTo(140 * 110);
        assertThat(map.square(StrategicSquare.of("A0-P0"))).isPresent();
        assertThat(map.square(StrategicSquare.of("N9-Z9"))).isEmpty(); // Guatemala: outside both nations
    }

    @Test
    @DisplayName("GITM 1.1 J2-Y4 is Mexico City")
    void gitm_1_1_mexicoCityIsJ2Y4() {
        assertThat(city("Mexico City").square()).hasToString("J2-Y4");
        assertThat(info("J2-Y4").cities()).extracting(City::name).contains("Mexico City");
    }

    @ParameterizedTest(name = "GITM 1.2 {0} is {1}")
    @CsvSource({
            "J6-P7, OPEN", "I5-P9, OPEN", "H9-R7, OPEN", "J2-Y4, OPEN",
            "M0-V8, WATER", "C5-V4, WATER", "E1-U5, WATER",
            "D2-S6, DESERT", "B6-Q5, HIGH_MOUNTAIN", "L0-S9, FOREST"})
    @DisplayName("GITM 1.2 terrain at known places")
    void gitm_1_2_terrainAtKnownPlaces(String square, Terrain expected) {
        assertThat(map.terrain(StrategicSquare.of(square))).isEqualTo(expected);
    }

    @Test
    @DisplayName("GITM 1.2 the Great Plains are mostly open, not desert (Kansas, Oklahoma, Llano Estacado)")
    void gitm_1_2_greatPlainsOpen() {
        Map<Terrain, Long> plains = squaresIn(88, 2, 102, 30).stream()
                .collect(Collectors.groupingBy(map::terrain, Collectors.counting()));
        long total = plains.values().stream().mapToLong(Long::longValue).sum();
        assertThat(plains.getOrDefault(Terrain.OPEN, 0L)).isGreaterThan(total * 3 / 4);
        assertThat(plains.getOrDefault(Terrain.DESERT, 0L)).isZero();
    }

    @Test
    @DisplayName("GITM 1.2 the Sierra Madre Oriental and Occidental are mountain ranges")
    void gitm_1_2_sierraMadres() {
        // Sierra Madre Occidental between Durango and Mazatlan, Oriental between Monterrey and Ciudad Victoria
        assertThat(fraction(squaresIn(60, 68, 70, 80), Terrain.MOUNTAIN, Terrain.HIGH_MOUNTAIN)).isGreaterThan(0.4);
        assertThat(fraction(squaresIn(86, 66, 90, 74), Terrain.MOUNTAIN, Terrain.HIGH_MOUNTAIN)).isGreaterThan(0.4);
        assertThat(map.terrain(StrategicSquare.of("I7-V7"))).isEqualTo(Terrain.MOUNTAIN);
    }

    @Test
    @DisplayName("GITM 1.2 the deserts: Sonoran and Mojave impassable, Chihuahuan desert high desert")
    void gitm_1_2_deserts() {
        assertThat(map.terrain(StrategicSquare.of("C5-R2"))).isEqualTo(Terrain.DESERT); // Mojave
        assertThat(map.terrain(StrategicSquare.of("H4-U9"))).isEqualTo(Terrain.HIGH_DESERT); // Bolson de Mapimi
        assertThat(map.terrain(StrategicSquare.of("G1-S2"))).isEqualTo(Terrain.HIGH_DESERT); // Jornada del Muerto
    }

    @Test
    @DisplayName("GITM 1.2 the Gulf coast has marsh and swamp (Louisiana, Tabasco)")
    void gitm_1_2_gulfWetlands() {
        assertThat(fraction(squaresIn(118, 45, 135, 50), Terrain.MARSH, Terrain.SWAMP)).isGreaterThan(0.2);
        assertThat(map.terrain(StrategicSquare.of("L8-Y9"))).isIn(Terrain.SWAMP, Terrain.MARSH);
    }

    @Test
    @DisplayName("GITM 1.2 every city stands on a passable square, Veracruz and Monterrey included")
    void gitm_1_2_citiesPassable() {
        for (City c : map.cityList()) {
            assertThat(map.terrain(c.square()).isPassable()).as(c.name()).isTrue();
        }
        for (String name : List.of("Veracruz", "Monterrey", "Saltillo", "Santa Fe", "El Paso del Norte",
                "Chihuahua", "Jalapa", "Perote", "Puebla")) {
            assertThat(map.terrain(city(name).square()).isPassable()).as(name).isTrue();
        }
    }

    @Test
    @DisplayName("GITM 1.3 every square belongs to a nation and a state, every state has a name")
    void gitm_1_3_everySquareHasNationAndState() {
        Set<String> ids = Set.of("US", "MEX", "NE", "CHI", "NM", "SON", "JAL", "OAX", "YUC");
        assertThat(map.states()).extracting(MapState::id).containsExactlyInAnyOrderElementsOf(ids);
        map.states().forEach(s -> assertThat(s.name()).isNotBlank());
        map.squares().forEach(s -> {
            SquareInfo i = map.square(s).orElseThrow();
            assertThat(i.nation()).isNotNull();
            assertThat(ids).contains(i.state());
            assertThat(i.nation()).isEqualTo(map.state(i.state()).orElseThrow().nation());
        });
        for (String id : ids) {
            assertThat(map.citiesOf(id)).as("cities of " + id).isNotEmpty();
        }
    }

    @ParameterizedTest(name = "GITM 1.3 {0} lies in {1} of {2}")
    @CsvSource({"Matamoros, NE, MX", "San Antonio, US, US", "Austin, US, US", "Monterrey, NE, MX",
            "Mexico City, MEX, MX", "Veracruz, MEX, MX", "Puebla, MEX, MX", "Tampico, NE, MX", "Santa Fe, NM, MX",
            "Taos, NM, MX", "Chihuahua, CHI, MX", "Durango, CHI, MX", "El Paso del Norte, CHI, MX",
            "Guadalajara, JAL, MX", "San Luis Potosi, JAL, MX", "Hermosillo, SON, MX", "Los Angeles, SON, MX",
            "Merida, YUC, MX", "Villahermosa (San Juan Bautista de Tabasco), YUC, MX", "Oaxaca, OAX, MX",
            "Laredo, NE, MX", "New Orleans, US, US", "Bent's Fort, US, US"})
    @DisplayName("GITM 1.3 nations and states by the 1846 borders")
    void gitm_1_3_statesOfPlaces(String name, String state, Nation nation) {
        City c = city(name);
        SquareInfo i = map.square(c.square()).orElseThrow();
        assertThat(i.state()).isEqualTo(state);
        assertThat(i.nation()).isEqualTo(nation);
        assertThat(c.state()).isEqualTo(state);
    }

    @Test
    @DisplayName("GITM 1.3 the Nueces-Rio Grande strip is Mexican ground, the posts Taylor held in it are US")
    void gitm_1_3_disputedStrip() {
        City corpus = city("Corpus Christi");
        assertThat(map.square(corpus.square()).orElseThrow().nation()).isEqualTo(Nation.MX);
        assertThat(corpus.state()).isEqualTo("US");
        assertThat(city("Fort Brown (Fort Texas)").state()).isEqualTo("US");
        assertThat(city("Laredo").state()).isEqualTo("NE");
    }

    @Test
    @DisplayName("GITM 2.3 every river and ridge crossing has its mirror, with the same river name, next door")
    void gitm_2_3_crossingsMirrored() {
        int rivers = 0;
        for (var e : map.allRivers().entrySet()) {
            for (TheatreMap.NamedCrossing c : e.getValue()) {
                e.getKey().step(c.crossing().side()).ifPresent(n -> {
                    if (!map.isOutside(n)) {
                        assertThat(map.riverCrossings(n)).as(e.getKey() + " " + c)
                                .contains(new TheatreMap.NamedCrossing(c.crossing().mirrored(), c.name()));
                    }
                });
                rivers++;
            }
        }
        int ridges = 0;
        for (var e : map.allRanges().entrySet()) {
            for (Crossing c : e.getValue()) {
                e.getKey().step(c.side()).ifPresent(n ->
                        assertThat(map.rangeCrossings(n)).as(e.getKey() + " " + c).contains(c.mirrored()));
                ridges++;
            }
        }
        assertThat(rivers).isGreaterThan(1000);
        assertThat(ridges).isGreaterThan(100);
    }

    @Test
    @DisplayName("GITM 2.3 no river or ridge crosses a side in a tactical-map corner (offsets 1-13 only)")
    void gitm_2_3_noCornerCrossings() {
        map.allRivers().forEach((sq, list) -> list.forEach(c ->
                assertThat(c.crossing().offset()).as(sq + " " + c).isBetween(1, 13)));
        map.allRanges().forEach((sq, list) -> list.forEach(c ->
                assertThat(c.offset()).as(sq + " " + c).isBetween(1, 13)));
    }

    @Test
    @DisplayName("GITM 2.3, 2.6 no town stands on the edge square where a river or ridge enters, nor just inside it")
    void gitm_2_6_townsClearOfCrossings() {
        for (City c : map.cityList()) {
            List<Crossing> crossings = new java.util.ArrayList<>(map.square(c.square()).orElseThrow().rivers());
            crossings.addAll(map.square(c.square()).orElseThrow().ranges());
            for (Crossing x : crossings) {
                TacticalSquare inside = x.edgeSquare().step(x.side().opposite()).orElseThrow();
                assertThat(c.tactical()).as(c.name() + " " + x).isNotIn(x.edgeSquare(), inside);
            }
        }
        // the towns on the Rio Grande and the Colorado keep their bank
        assertThat(city("Fort Brown (Fort Texas)").tactical()).hasToString("0-10");
        assertThat(city("Matamoros").tactical()).hasToString("14-13");
    }

    @Test
    @DisplayName("GITM 2.3 the major rivers of the theatre are on the map by name")
    void gitm_2_3_namedRivers() {
        Set<String> names = new HashSet<>();
        map.allRivers().values().forEach(l -> l.forEach(c -> names.add(c.name())));
        assertThat(names).contains("Rio Grande", "Nueces", "Pecos", "Conchos", "Colorado", "Colorado of Texas",
                "Brazos", "Red", "Sabine", "Gila", "Arkansas", "Canadian", "Lerma", "Santiago", "Balsas", "Panuco",
                "Grijalva", "Trinity", "Guadalupe", "San Antonio", "San Jacinto", "Neches");
        // the Rio Grande flows past Laredo and Matamoros
        for (String town : List.of("Laredo", "Matamoros", "El Paso del Norte", "Albuquerque")) {
            StrategicSquare s = city(town).square();
            boolean near = s.neighbours().stream().anyMatch(n -> map.riverCrossings(n).stream()
                    .anyMatch(c -> c.name().equals("Rio Grande")));
            assertThat(near).as("Rio Grande near " + town).isTrue();
        }
    }

    @Test
    @DisplayName("GITM 2.6 forts have strength 1-5 and a capacity; the great forts of the war are there")
    void gitm_2_6_forts() {
        for (City c : map.cityList()) {
            assertThat(c.fortStrength()).isBetween(0, 5);
            assertThat(c.fortCapacity() > 0).as(c.name()).isEqualTo(c.hasFort());
        }
        assertThat(city("San Juan de Ulua").fortStrength()).isEqualTo(5);
        assertThat(city("Perote").fortStrength()).isEqualTo(4);
        assertThat(city("Monterrey").fortStrength()).isEqualTo(3);
        assertThat(city("Chapultepec").fortStrength()).isEqualTo(3);
        assertThat(city("Fort Brown (Fort Texas)").fortStrength()).isEqualTo(2);
        assertThat(city("Veracruz").port()).isTrue();
        assertThat(city("Mexico City").level()).isEqualTo(5);
    }

    @Test
    @DisplayName("GITM 2.6 each city has its own town square on its tactical map, not always the centre")
    void gitm_2_6_townSquares() {
        Set<String> seen = new HashSet<>();
        for (City c : map.cityList()) {
            assertThat(seen.add(c.square() + "/" + c.tactical())).as(c.name()).isTrue();
        }
        assertThat(map.cityList().stream().filter(c -> !c.tactical().equals(TacticalSquare.centre())).count())
                .isGreaterThan(map.cityList().size() / 2);
    }

    @Test
    @DisplayName("lookups: a city by name ignoring case and accents, cities and squares of a state")
    void lookups() {
        assertThat(map.city("queretaro")).map(City::name).contains("Queretaro");
        assertThat(map.city("QUERÉTARO")).map(City::name).contains("Queretaro");
        assertThat(map.city("  mexico   city ")).map(City::name).contains("Mexico City");
        assertThat(map.city("Atlantis")).isEmpty();
        assertThat(map.citiesOf("NE")).extracting(City::name).contains("Monterrey", "Saltillo", "Matamoros");
        assertThat(map.squaresOf("MEX")).contains(StrategicSquare.of("J2-Y4"));
        assertThat(map.squaresOf("XX")).isEmpty();
        assertThat(map.stateOf(StrategicSquare.of("J2-Y4")).map(MapState::name)).contains("Mexico");
    }

    private static List<StrategicSquare> squaresIn(int c0, int r0, int c1, int r1) {
        List<StrategicSquare> result = new java.util.ArrayList<>();
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                StrategicSquare s = new StrategicSquare(c, r);
                if (!map.isOutside(s) && map.terrain(s) != Terrain.WATER) {
                    result.add(s);
                }
            }
        }
        return result;
    }

    private static double fraction(List<StrategicSquare> squares, Terrain... wanted) {
        Set<Terrain> w = Set.of(wanted);
        return squares.stream().filter(s -> w.contains(map.terrain(s))).count() / (double) squares.size();
    }
}

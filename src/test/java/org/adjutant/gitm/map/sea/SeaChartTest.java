package org.adjutant.gitm.map.sea;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 1846 sea map bound to its land map (PATE 1.1-1.3; docs/rules/naval.md section 1). */
class SeaChartTest {
    static TheatreMap map;
    static SeaChart chart;

    @BeforeAll
    static void load() throws IOException {
        map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        chart = map.sea().orElseThrow();
    }

    @Test
    @DisplayName("PATE 1.1 two charts: Pacific waters, and the Gulf, the Caribbean and the western Atlantic")
    void pate_1_1_twoCharts() {
        assertThat(chart.charts()).containsOnlyKeys("PAC", "AMW");
        assertThat(chart.charts().get("AMW")).contains("Gulf of Mexico", "Caribbean", "Atlantic");
        // no way by sea from one to the other: the isthmus was not crossed by ships
        assertThat(chart.route(new Station.Harbor("Veracruz"), new Station.Harbor("Acapulco"), List.of())).isEmpty();
        assertThat(chart.route(new Station.Harbor("New Orleans"), new Station.Harbor("Veracruz"), List.of()))
                .isPresent();
    }

    @Test
    @DisplayName("PATE 1.2 every port city of the land map is a port with its own coastal waters and landing squares")
    void pate_1_2_everyPortCity() {
        for (City c : map.cityList()) {
            if (!c.port()) {
                continue;
            }
            SeaPort p = chart.port(c.name()).orElseThrow(() -> new AssertionError(c.name()));
            assertThat(chart.coastalWaters(p.name())).as(p.name()).isNotEmpty();
            assertThat(chart.landingSquares(p.name())).as(p.name()).contains(c.square());
        }
        // Point Isabel shares Brazos Santiago's waters (one square, two towns)
        assertThat(chart.port("Point Isabel").orElseThrow().name()).isEqualTo("Brazos Santiago");
    }

    @Test
    @DisplayName("PATE 1.2 each sea square is one port's coastal waters or one sea area's, and lakes are neither")
    void pate_1_2_everySeaSquareOwnedOnce() {
        Set<String> owners = new HashSet<>();
        map.squares().forEach(s -> chart.waterOwner(s).ifPresent(owners::add));
        for (SeaArea a : chart.areas()) {
            assertThat(owners.contains(a.id())).as(a.id()).isEqualTo(!a.offMap());
        }
        // Lake Chapala and the Great Salt Lake are water but not sea
        assertThat(map.squares().filter(s -> map.terrain(s) == org.adjutant.gitm.map.Terrain.WATER)
                .filter(s -> chart.waterOwner(s).isEmpty()).count()).isPositive();
        for (var s : (Iterable<StrategicSquare>) map.squares()::iterator) {
            Optional<String> o = chart.waterOwner(s);
            if (o.isPresent() && chart.isPort(o.get())) {
                assertThat(chart.coastalWaters(o.get())).contains(s);
            }
        }
    }

    @Test
    @DisplayName("PATE 1.3 each port opens on one sea area in one direction, as the rule book's examples")
    void pate_1_3_portExits() {
        SeaPort veracruz = chart.port("Veracruz").orElseThrow();
        assertThat(chart.area(veracruz.area()).orElseThrow().name()).isEqualTo("South Gulf Coast");
        assertThat(veracruz.exit()).isEqualTo(Direction.E);
        SeaPort baltimore = chart.port("Baltimore").orElseThrow();
        assertThat(chart.area(baltimore.area()).orElseThrow().name()).isEqualTo("Mid-Atlantic Coast");
        assertThat(baltimore.exit()).isEqualTo(Direction.E);
        SeaPort yerba = chart.port("Yerba Buena").orElseThrow();
        assertThat(chart.area(yerba.area()).orElseThrow().name()).isEqualTo("Alta California Coast");
        assertThat(yerba.exit()).isEqualTo(Direction.W);
        // harbour -> coastal waters -> sea area, and nowhere else
        assertThat(chart.legs(new Station.Harbor("Veracruz"))).containsExactly(
                new SeaChart.Leg(new Station.Coastal("Veracruz"), Direction.E));
        assertThat(chart.legs(new Station.Coastal("Veracruz"))).containsExactly(
                new SeaChart.Leg(new Station.Harbor("Veracruz"), Direction.W),
                new SeaChart.Leg(new Station.Open("SGC"), Direction.E));
    }

    @Test
    @DisplayName("PATE 1.3 sea areas that touch on the map are linked, and each chart's areas are joined")
    void pate_1_3_linksMatchTheMap() {
        Set<String> touching = new HashSet<>();
        map.squares().forEach(s -> chart.waterOwner(s).filter(o -> !chart.isPort(o)).ifPresent(a -> {
            for (StrategicSquare n : s.neighbours()) {
                chart.waterOwner(n).filter(o -> !chart.isPort(o) && !o.equals(a))
                        .ifPresent(b -> touching.add(a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a));
            }
        }));
        for (String pair : touching) {
            String[] ab = pair.split("\\|");
            assertThat(chart.sameOrAdjacent(ab[0], ab[1])).as(pair + " touch but are not linked").isTrue();
        }
        for (String code : chart.charts().keySet()) {
            List<SeaArea> areas = chart.areasOf(code);
            Set<String> seen = new HashSet<>();
            Deque<String> queue = new ArrayDeque<>(List.of(areas.get(0).id()));
            while (!queue.isEmpty()) {
                String a = queue.poll();
                if (seen.add(a)) {
                    queue.addAll(chart.neighbours(a));
                }
            }
            assertThat(seen).as(code).hasSize(areas.size());
        }
    }

    @Test
    @DisplayName("GITM 7.17 Scott's beach at Collado, south of Veracruz, is a landing square of Veracruz's waters")
    void gitm_7_17_colladoBeach() {
        StrategicSquare veracruz = map.city("Veracruz").orElseThrow().square();
        assertThat(chart.landingSquares("Veracruz")).contains(veracruz);
        // Collado lies three miles south-east of the city: the square south of it, on the shore
        StrategicSquare south = veracruz.step(Direction.S).orElseThrow();
        assertThat(chart.portsLandingAt(south)).contains("Veracruz");
        assertThat(chart.route(new Station.Harbor("New Orleans"), new Station.Coastal("Veracruz"), List.of())
                .orElseThrow()).containsExactly(new Station.Coastal("New Orleans"), new Station.Open("NGC"),
                new Station.Open("CGF"), new Station.Open("SGC"), new Station.Coastal("Veracruz"));
    }

    @Test
    @DisplayName("PATE 1 a chart that names an unknown area, or misses a port city, is refused with its line")
    void refusesBadCharts() throws IOException {
        String text = "chart 1846\n[charts]\nPAC|Pacific|15 39.5 -126 -98\n[areas]\nACC|PAC|Alta|A2-R1|36 -123.8\n"
                + "[ports]\nMonterey|XXX|W|0|-|36.6 -121.89\n";
        assertThatThrownBy(() -> SeaChartReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "bad.chart")).hasMessageContaining("bad.chart").hasMessageContaining("unknown sea area XXX");
        String missing = "chart 1846\n[charts]\nPAC|Pacific|15 39.5 -126 -98\n[areas]\nACC|PAC|Alta|A2-R1|36 -123.8\n"
                + "[ports]\nMonterey (California)|ACC|W|0|-|36.6 -121.89\n";
        ChartSpec spec = SeaChartReader.read(new ByteArrayInputStream(missing.getBytes(StandardCharsets.UTF_8)),
                "short.chart");
        assertThatThrownBy(() -> map.withSea(spec)).hasMessageContaining("is no port of sea chart");
    }

    private static ChartSpec read(String text) throws IOException {
        return SeaChartReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "bad.chart");
    }

    @Test
    @DisplayName("PATE 1.1, designed (naval.md section 1): where the picture draws areas and ports is checked as the chart is read, each fault with its line")
    void pate_1_1_placesCheckedWithTheirLines() {
        String head = "chart 1846\n[charts]\nPAC|Pacific|15 39.5 -126 -98\n[areas]\n";
        assertThatThrownBy(() -> read(head + "ACC|PAC|Alta|A2-R1|95 -123.8\n"))
                .hasMessageContaining("bad.chart, line 5").hasMessageContaining("latitude 95.0 is not between");
        assertThatThrownBy(() -> read(head + "ACC|PAC|Alta|A2-R1|36 west\n"))
                .hasMessageContaining("bad.chart, line 5").hasMessageContaining("not a longitude in degrees: 'west'");
        assertThatThrownBy(() -> read(head + "ACC|PAC|Alta|A2-R1|36\n"))
                .hasMessageContaining("bad.chart, line 5").hasMessageContaining("expected 'latitude longitude'");
        assertThatThrownBy(() -> read(head + "ACC|PAC|Alta|A2-R1\n"))
                .hasMessageContaining("bad.chart, line 5").hasMessageContaining("expected 5 fields");
        // an area's name written off its own chart's picture
        assertThatThrownBy(() -> read(head + "# a comment\nACC|PAC|Alta|A2-R1|25 -80\n"))
                .hasMessageContaining("bad.chart, line 6")
                .hasMessageContaining("sea area ACC is drawn at 25.00 -80.00, outside the frame of chart PAC");
        assertThatThrownBy(() -> read("chart 1846\n[charts]\nPAC|Pacific|39.5 15 -126 -98\n"))
                .hasMessageContaining("bad.chart, line 3").hasMessageContaining("is not below its north");
        assertThatThrownBy(() -> read(head + "ACC|PAC|Alta|A2-R1|36 -123.8\n[ports]\nMonterey|ACC|W|0|-\n"))
                .hasMessageContaining("bad.chart, line 7").hasMessageContaining("expected 6 fields");
    }

    @Test
    @DisplayName("PATE 1.2, designed (naval.md section 1): a port of the land map placed away from its city is refused when the chart is bound")
    void pate_1_2_portPlacedAtItsCity() throws IOException {
        String text = Files.readString(Path.of(System.getProperty("adjutant.home", "."))
                .resolve("data/gitm/map/sea-1846.chart"), StandardCharsets.UTF_8)
                .replace("Veracruz|SGC|E|0|-|19.20 -96.14", "Veracruz|SGC|E|0|-|21.20 -96.14");
        assertThat(text).contains("21.20 -96.14");
        ChartSpec spec = read(text);
        assertThatThrownBy(() -> map.withSea(spec)).hasMessageContaining("port Veracruz of chart 1846 is placed at"
                + " 21.20 -96.14").hasMessageContaining("more than 2 squares from its city at K4-Y5");
        // every port the real chart has on the land map stands within two squares of its city
        for (SeaPort p : chart.ports()) {
            chart.citySquare(p.name()).ifPresent(c -> assertThat(Math.max(
                    Math.abs((int) Math.floor(p.at().gridX()) - c.col()),
                    Math.abs((int) Math.floor(p.at().gridY()) - c.row()))).as(p.name()).isLessThanOrEqualTo(2));
        }
    }
}

package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The sea charts as pictures in a state officer's position report (PATE 1.1-1.3; docs/reports.md), on the shipped
 * 1846 scenario: its two navies on the real map and chart.
 */
class SeaChartPicturesTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};
    private static GitmState opening;
    private static StrategicMap map;
    private static SeaChart chart;
    private static GitmReports reports;

    @BeforeAll
    static void load() throws Exception {
        Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
        MapLibrary maps = new MapLibrary(HOME);
        opening = ((GitmState) new GitmRuleset(maps).open(Files.readString(file, StandardCharsets.UTF_8),
                file.toString()).state()).withTurn(1, 1);
        map = maps.apply("1846").orElseThrow();
        chart = map.sea().orElseThrow();
        reports = new GitmReports(maps);
    }

    private static Recipient officer(String office) {
        return new Recipient(office, office.replace(':', '.') + "@example.org", Set.of(), Set.of(), Set.of(office),
                false);
    }

    private static String positionText(GitmState state, Recipient r) {
        return Reports.text(Reports.mails(reports.forRecipient(state, 1, new TurnOutcome(state, List.of()), r), r));
    }

    @Test
    @DisplayName("designed (naval.md section 17, detection at sea): Mexico's officers see the Home Squadron off"
            + " Veracruz, a port Mexico holds, by rate and colours only; the United States does not see the Mexican"
            + " brigs in Alvarado harbour until one of its ships lies there")
    void designed_ships_in_sight() {
        String mexico = positionText(opening, officer("naval:MEX"));
        assertThat(mexico).contains("Other states' ships in sight of your ships and of the ports you hold",
                "A frigate of the United States in the coastal waters of Veracruz.",
                "A sloop of war of the United States in the coastal waters of Veracruz.")
                .doesNotContain("US1FR", "Cumberland", "US1SL", "Falmouth");
        String us = positionText(opening, officer("naval:US"));
        assertThat(us).doesNotContain("of Mexico in Alvarado harbour", "Other states' ships in sight");
        Ship cumberland = opening.navy().ship("US1FR").orElseThrow();
        GitmState inAlvarado = opening.withNavy(opening.navy().with(cumberland.at(new Station.Harbor("Alvarado"))));
        assertThat(positionText(inAlvarado, officer("naval:US"))).contains("of Mexico in Alvarado harbour.")
                .doesNotContain("MX1SL", "Mexicano");
        assertThat(positionText(opening, officer("minister:CHI"))).doesNotContain("in sight");
    }

    private static Map<String, byte[]> positionImages(GitmState state, Recipient r) {
        List<ReportDraft> drafts = reports.forRecipient(state, 1, new TurnOutcome(state, List.of()), r);
        return drafts.stream().filter(d -> d.kind().equals("position")).findFirst().orElseThrow().images();
    }

    private static Set<String> seaCharts(Map<String, byte[]> images) {
        return images.keySet().stream().filter(k -> k.startsWith("sea-chart-")).collect(Collectors.toSet());
    }

    @Test
    @DisplayName("PATE 1.1 the position report of an officer whose state has ships carries a picture of each chart they lie on; one whose state has none, none")
    void pate_1_1_picture_for_officers_with_ships() {
        Map<String, byte[]> naval = positionImages(opening, officer("naval:US"));
        assertThat(seaCharts(naval)).containsExactlyInAnyOrder("sea-chart-US-AMW", "sea-chart-US-PAC");
        assertThat(Arrays.copyOf(naval.get("sea-chart-US-AMW"), 4)).isEqualTo(PNG);
        // the War Minister and the Monarch read the ships too (docs/reports.md, "Ships")
        assertThat(seaCharts(positionImages(opening, officer("minister:US")))).hasSize(2);
        // Mexico's brigs lie in the Gulf only: no Pacific chart for her officers
        assertThat(seaCharts(positionImages(opening, officer("naval:MEX")))).containsExactly("sea-chart-MEX-AMW");
        // a state without ships, and a commander of troops alone, get no sea chart
        assertThat(seaCharts(positionImages(opening, officer("minister:CHI")))).isEmpty();
        String unit = opening.units().stream().filter(u -> u.state().equals("US")).findFirst().orElseThrow().id()
                .toString();
        Recipient commander = new Recipient("c", "c@example.org", Set.of(unit), Set.of(), Set.of(), false);
        assertThat(seaCharts(positionImages(opening, commander))).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.7, PATE 1.2 (fog of war): Mexico's chart draws her own brigs and not one ship of the American squadron lying off Veracruz")
    void gitm_4_7_no_enemy_ship_drawn() {
        List<String> labels = labels(opening, "MEX");
        assertThat(labels).contains("in port: MX1SL, MX2SL, MX3SL");
        List<String> american = new ArrayList<>();
        opening.navy().of("US").forEach(s -> american.add(s.id().toString()));
        assertThat(american).isNotEmpty();
        for (String label : labels) {
            american.forEach(id -> assertThat(label).doesNotContain(id));
            assertThat(label).doesNotStartWith("off port");
        }
        // and the picture itself: the same bytes whether the squadron sails the open Gulf or does not exist
        GitmState atSea = withUs(opening, s -> s.at(new Station.Open("CGF")));
        GitmState none = withUs(opening, s -> null);
        assertThat(positionImages(atSea, officer("naval:MEX")).get("sea-chart-MEX-AMW"))
                .isEqualTo(positionImages(none, officer("naval:MEX")).get("sea-chart-MEX-AMW"));
    }

    @Test
    @DisplayName("designed (naval.md section 12): the United States' chart marks Veracruz blockaded, its own squadron lying off it, and draws its ships by id where they lie")
    void designed_own_blockade_marked() {
        List<String> labels = labels(opening, "US");
        assertThat(labels).contains("Veracruz (blockaded)", "off port: US1FR, US2FR, US3FR, US1SL, US2SL, US3SL,"
                + " US4SL", "New Orleans", "in port: US1TR").doesNotContain("Veracruz");
        assertThat(labels).noneMatch(l -> l.contains("MX1SL"));
        // the squadron gone to sea, the port is open again
        assertThat(labels(withUs(opening, s -> s.at(new Station.Open("SGC"))), "US")).contains("Veracruz")
                .doesNotContain("Veracruz (blockaded)");
    }

    private static List<String> labels(GitmState state, String served) {
        List<String> all = new ArrayList<>();
        SeaChartPictures.of(state, map, chart, served, served).forEach(d -> all.addAll(d.picture().labels()));
        return all;
    }

    /** The position with every American ship moved by {@code change}, or gone where it gives null. */
    private static GitmState withUs(GitmState s, java.util.function.UnaryOperator<Ship> change) {
        List<Ship> ships = new ArrayList<>();
        for (Ship ship : s.navy().ships().values()) {
            Ship next = ship.state().equals("US") ? change.apply(ship) : ship;
            if (next != null) {
                ships.add(next);
            }
        }
        return s.withNavy(Navy.of(ships));
    }
}

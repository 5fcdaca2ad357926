package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The sea chart drawn as text in an officer's position report (PATE 1.1-1.3; docs/reports.md). */
class SeaChartLinesTest {
    private static SeaChart chart;

    @BeforeAll
    static void load() throws IOException {
        chart = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE).sea().orElseThrow();
    }

    private static Ship ship(String id, Station at) {
        boolean tr = id.endsWith("TR");
        return new Ship(ShipId.of(id), "", "US", tr ? 0 : 20, tr ? 0 : 150, 0, 0, 0, 24, tr ? 3000 : 0, 0, at,
                "Pensacola");
    }

    @Test
    @DisplayName("PATE 1.1-1.3 drawn: each sea area of the chart his ships are on, where it leads and on which heading, its ports, and his ships where they lie; the other chart is not drawn")
    void pate_1_chart_drawn_with_own_ships() {
        List<SeaChartLines.Drawn> drawn = SeaChartLines.of(chart, List.of(
                ship("US1FR", new Station.Coastal("Veracruz")), ship("US2FR", new Station.Coastal("Veracruz")),
                ship("US1SL", new Station.Open("SGC")), ship("US1TR", new Station.Harbor("New Orleans"))));
        assertThat(drawn).singleElement().satisfies(d -> {
            assertThat(d.title()).startsWith("American waters");
            assertThat(d.areas()).hasSize(chart.areasOf("AMW").size());
            assertThat(d.areas()).contains("SGC South Gulf Coast [US1SL]: on to TMC N, CGF N, CMP E; ports Veracruz"
                    + " (off it: US1FR, US2FR), Alvarado, Tlacotalpan, Coatzacoalcos.");
            assertThat(d.areas()).anyMatch(l -> l.startsWith("NGC North Gulf Coast: on to TXC W, CGF S, EGF E;"
                    + " ports New Orleans (in harbour: US1TR), Mobile, Pensacola"));
            assertThat(d.areas()).anyMatch(l -> l.startsWith("WAT Western Atlantic (beyond the map): on to "));
        });
        assertThat(SeaChartLines.of(chart, List.of(ship("US4FR", new Station.Harbor("Mazatlan")))))
                .singleElement().satisfies(d -> assertThat(d.title()).startsWith("Pacific waters"));
        assertThat(SeaChartLines.of(chart, List.of())).isEmpty();
    }
}

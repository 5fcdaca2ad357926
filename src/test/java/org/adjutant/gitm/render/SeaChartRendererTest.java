package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The sea chart drawn as a picture (PATE 1.1-1.3; docs/reports.md, docs/rules/naval.md section 1). */
class SeaChartRendererTest {
    private static TheatreMap map;
    private static SeaChart chart;

    @BeforeAll
    static void load() throws IOException {
        map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        chart = map.sea().orElseThrow();
    }

    private static SeaChartRenderer.Picture pacific() {
        return new SeaChartRenderer(map, chart).draw("PAC", "ships of the United States (US)",
                Map.of(new Station.Harbor("Monterey (California)"), List.of("US1FR"),
                        new Station.Coastal("Mazatlan"), List.of("US2SL", "US1TR"),
                        new Station.Open("OPA"), List.of("US3SL")),
                Set.of("Mazatlan"));
    }

    @Test
    @DisplayName("PATE 1.1-1.3 the Pacific chart's picture writes every sea area with its code, every port (those beyond the land map and the chart marked), the ships handed in where they lie, a blockade, and its key: nothing else")
    void pate_1_pacific_chart_labels() {
        assertThat(pacific().labels()).containsExactly(
                "Sea chart, Pacific waters (the coasts of the Californias and of western Mexico): ships of the"
                        + " United States (US)",
                "ACC Alta California Coast", "SCB Southern California Bight", "BCP Baja California Coast",
                "GCA Gulf of California", "CSL Cape San Lucas and Mazatlan Waters", "SPC Southern Pacific Coast",
                "OPA Open Pacific",
                "US3SL",
                // ports with ships are set down first, then the rest in the chart file's order
                "Monterey (California)", "in port: US1FR",
                "Mazatlan (blockaded)", "off port: US2SL, US1TR",
                "Yerba Buena (beyond the land map)", "Santa Barbara", "San Diego", "Guaymas", "Mulege", "Loreto",
                "La Paz", "San Jose del Cabo", "San Blas", "Acapulco", "Honolulu (beyond the chart, to the W)",
                "A port of the land map; under its name your ships in its harbour (in port) and in its coastal"
                        + " waters (off port)",
                "A port beyond the land map (one beyond the chart stands on its edge)",
                "A port you know to be blockaded",
                "A sea area, its code and name (dashed: beyond the land map); blue ids: your ships in it",
                "A sea lane between two areas; a thin grey line joins a port to the area it opens on",
                "Darker blue: a port's coastal waters; pale grey: beyond the land map, drawn as a diagram");
    }

    @Test
    @DisplayName("PATE 1.1 the American chart's picture holds its fourteen sea areas and its ports beyond the land map, on the Atlantic coast and at Havana")
    void pate_1_american_chart_labels() {
        List<String> labels = new SeaChartRenderer(map, chart).draw("AMW", "ships of Mexico (MEX)",
                Map.of(new Station.Coastal("Veracruz"), List.of("MX1TR")), Set.of()).labels();
        chart.areasOf("AMW").forEach(a -> assertThat(labels).contains(a.id() + " " + a.name()));
        assertThat(labels).contains("Veracruz", "off port: MX1TR", "New Orleans", "Havana (beyond the land map)",
                "Boston (beyond the land map)").doesNotContain("Acapulco", "OPA Open Pacific");
    }

    @Test
    @DisplayName("designed (reports.md): the same chart and ships give the same bytes, a legible PNG the size of a report's map")
    void designed_deterministic_png() throws IOException {
        SeaChartRenderer.Picture a = pacific();
        SeaChartRenderer.Picture b = pacific();
        assertThat(a.png()).isEqualTo(b.png());
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(a.png()));
        assertThat(img.getWidth()).isBetween(800, 1200);
        assertThat(img.getHeight()).isBetween(800, 1300);
        // another ship changes the picture: it is drawn from what is handed in
        SeaChartRenderer.Picture c = new SeaChartRenderer(map, chart).draw("PAC", "ships of the United States (US)",
                Map.of(new Station.Harbor("Monterey (California)"), List.of("US1FR")), Set.of());
        assertThat(c.png()).isNotEqualTo(a.png());
    }

    @Test
    @DisplayName("designed (reports.md): a blockaded port is ringed in red, an unblockaded one is not")
    void designed_blockade_ring() throws IOException {
        SeaChartRenderer r = new SeaChartRenderer(map, chart);
        BufferedImage ringed = ImageIO.read(new ByteArrayInputStream(r.draw("PAC", "x", Map.of(),
                Set.of("Acapulco")).png()));
        BufferedImage plain = ImageIO.read(new ByteArrayInputStream(r.draw("PAC", "x", Map.of(), Set.of()).png()));
        assertThat(redPixels(ringed)).isGreaterThan(redPixels(plain) + 20);
    }

    private static int redPixels(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int rgb = img.getRGB(x, y);
                if (((rgb >> 16) & 0xFF) > 150 && ((rgb >> 8) & 0xFF) < 80 && (rgb & 0xFF) < 80) {
                    n++;
                }
            }
        }
        return n;
    }
}

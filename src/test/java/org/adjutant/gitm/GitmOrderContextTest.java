package org.adjutant.gitm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The order checks' view of the real 1846 map. */
class GitmOrderContextTest {
    private static TheatreMap map;
    private static RioGrande rioGrande;

    @BeforeAll
    static void readMap() throws Exception {
        map = TheatreMapReader.read(Path.of(System.getProperty("adjutant.home", "."))
                .resolve(TheatreMapReader.DEFAULT_FILE));
        rioGrande = new RioGrande(map);
    }

    @Test
    @DisplayName("GITM 7.19 San Antonio and Corpus Christi lie north of the Rio Grande; Monterrey and Mexico City do not")
    void gitm_7_19_northOfTheRioGrande() {
        assertThat(rioGrande.isNorthOf(StrategicSquare.of("J5-T8"))).as("San Antonio").isTrue();
        assertThat(rioGrande.isNorthOf(StrategicSquare.of("J9-U6"))).as("Corpus Christi").isTrue();
        assertThat(rioGrande.isNorthOf(StrategicSquare.of("I7-V5"))).as("Monterrey").isFalse();
        assertThat(rioGrande.isNorthOf(StrategicSquare.of("J2-Y4"))).as("Mexico City").isFalse();
    }

    @Test
    @DisplayName("GITM 7.16 the squares of Guatemala are closed; Mexican squares are not Guatemala")
    void gitm_7_16_guatemala() {
        StrategicSquare inGuatemala = null;
        for (int row = StrategicSquare.ROWS - 1; row >= 0 && inGuatemala == null; row--) {
            for (int col = StrategicSquare.COLUMNS - 1; col >= 0 && inGuatemala == null; col--) {
                if (map.isOutside(new StrategicSquare(col, row))) {
                    inGuatemala = new StrategicSquare(col, row);
                }
            }
        }
        assertThat(inGuatemala).isNotNull();
        assertThat(map.isOutside(inGuatemala)).isTrue();
        GitmOrderContext ctx = new GitmOrderContext(
                org.adjutant.gitm.scenario.ScenarioBuilder.create().mapId("unused").build(), map, rioGrande);
        assertThat(ctx.isGuatemala(inGuatemala)).isTrue();
        assertThat(ctx.isGuatemala(StrategicSquare.of("J2-Y4"))).isFalse();
    }
}

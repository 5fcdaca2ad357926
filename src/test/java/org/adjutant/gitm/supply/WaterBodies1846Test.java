package org.adjutant.gitm.supply;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.scenario.ScenarioLoader;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The sea-lane stand-in of GITM 10.6 on the real 1846 map (docs/rules/gitm-10-supply.md section 10's measures). */
class WaterBodies1846Test {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static Board board;

    @BeforeAll
    static void load() throws Exception {
        TheatreMap map = TheatreMapReader.read(HOME.resolve(TheatreMapReader.DEFAULT_FILE));
        String text = Files.readString(HOME.resolve("data/gitm/scenarios/1846.yaml"), StandardCharsets.UTF_8);
        GitmState s = ScenarioLoader.read(text, "1846.yaml", n -> Optional.<StrategicMap>of(map)).state();
        board = Board.of(s, map);
    }

    private static City city(String name) {
        return board.map().cities().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    private static java.util.OptionalInt sea(String from, String to) {
        return new WaterBodies(Blockades.NONE).length(board, city(from), city(to), 200);
    }

    @Test
    @DisplayName("GITM 10.6 stand-in on the 1846 map: New Orleans reaches Point Isabel and Tampico in one move of 40 water steps, Veracruz only through a relay; the Gulf never meets the Pacific")
    void gitm_10_6_gulf_lanes() {
        assertThat(sea("New Orleans", "Point Isabel").getAsInt()).isLessThanOrEqualTo(SupplyMovements.SEA_REACH);
        assertThat(sea("New Orleans", "Tampico").getAsInt()).isLessThanOrEqualTo(SupplyMovements.SEA_REACH);
        assertThat(sea("New Orleans", "Veracruz").getAsInt()).isGreaterThan(SupplyMovements.SEA_REACH);
        assertThat(sea("Tampico", "Veracruz").getAsInt()).isLessThanOrEqualTo(SupplyMovements.SEA_REACH);
        assertThat(sea("Veracruz", "Mazatlan")).isEmpty();
        // the design's own measures (section 10)
        assertThat(sea("New Orleans", "Point Isabel")).hasValue(34);
        assertThat(sea("New Orleans", "Tampico")).hasValue(37);
        assertThat(sea("New Orleans", "Veracruz")).hasValue(50);
        assertThat(sea("Tampico", "Veracruz")).hasValue(12);
        assertThat(sea("Point Isabel", "Veracruz")).hasValue(30);
    }
}

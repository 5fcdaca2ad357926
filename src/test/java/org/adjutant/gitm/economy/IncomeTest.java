package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SoW-2018 2.2-2.4, docs/rules/sow.md section 3's worked examples: Monterrey (3, inland) at G1-V2 on open ground, NE's
 * by the map; Tampico (2, port) and Veracruz (3, port) beside it. US brigades stand east of it on row V2, column G4
 * being 3 squares away, G5 4 and G6 5.
 */
class IncomeTest {
    private static Theatre theatre() {
        return Theatre.openGround("G0-V0", "G9-V4")
                .city("G1-V2", "Monterrey", "7-7", "NE", 3, 0, false)
                .city("G0-V0", "Tampico", "7-7", "NE", 2, 0, true)
                .city("G0-V4", "Veracruz", "7-7", "NE", 3, 0, true)
                .city("G9-V4", "Fort Leavenworth", "7-7", "NE", 0, 0, false);
    }

    private static Consumer<Unit.Builder> men(int n) {
        return b -> b.men(n);
    }

    private static CityIncome income(GitmState s, String city) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return Income.of(board).stream().filter(c -> c.city().equals(city)).findFirst().orElseThrow();
    }

    private static GitmState controlledBy(GitmState s, String city, String state) {
        return s.withCity(city, new CityHolding(state, 0));
    }

    @Test
    @DisplayName("SoW-2018 2.2 example 1: Monterrey, level 3 inland, held by its owner NE, earns 15 x 3 = 45")
    void sow_2018_2_2_inland_city() {
        CityIncome c = income(theatre().state(), "Monterrey");
        assertThat(c.amount()).isEqualTo(45);
        assertThat(c.state()).isEqualTo("NE");
        assertThat(c.label()).isEqualTo("Monterrey (3)");
    }

    @Test
    @DisplayName("SoW-2018 2.2 example 2 (designed port rate): Tampico, level 2 port, earns 20 x 2 = 40")
    void sow_2018_2_2_port() {
        assertThat(income(theatre().state(), "Tampico").amount()).isEqualTo(40);
    }

    @Test
    @DisplayName("SoW-2018 2.3 examples 3-4: an occupied city earns half: Monterrey held by US 22, Veracruz held by US 30")
    void sow_2018_2_3_occupied() {
        GitmState s = controlledBy(controlledBy(theatre().state(), "Monterrey", "US"), "Veracruz", "US");
        CityIncome m = income(s, "Monterrey");
        assertThat(m.amount()).isEqualTo(22);
        assertThat(m.state()).isEqualTo("US");
        assertThat(m.label()).isEqualTo("Monterrey (3), 45 x occupied: 1/2");
        assertThat(income(s, "Veracruz").amount()).isEqualTo(30);
    }

    @Test
    @DisplayName("SoW-2018 2.4 example 5: two US brigades with lines of 3 and 4 take 10% off Monterrey: floor(40.5) = 40")
    void sow_2018_2_4_two_brigades() {
        GitmState s = theatre().unit("US1IN", "US", "G4-V2", "7-7", men(1000))
                .unit("US2IN", "US", "G5-V2", "7-7", men(1000)).state();
        CityIncome c = income(s, "Monterrey");
        assertThat(c.brigades()).isEqualTo(2);
        assertThat(c.amount()).isEqualTo(40);
        assertThat(c.label()).isEqualTo("Monterrey (3), 45 x 2 hostile brigades near: 18/20");
    }

    @Test
    @DisplayName("SoW-2018 2.4 example 6: six US brigades near count as four: floor(45 x 16/20) = 36")
    void sow_2018_2_4_cap_of_four() {
        Theatre t = theatre();
        for (int i = 1; i <= 6; i++) {
            t.unit("US" + i + "IN", "US", "G" + (i % 2 == 0 ? 4 : 3) + "-V" + (i % 3 + 1), "7-7", men(1000));
        }
        CityIncome c = income(t.state(), "Monterrey");
        assertThat(c.brigades()).isEqualTo(4);
        assertThat(c.amount()).isEqualTo(36);
    }

    @Test
    @DisplayName("SoW-2018 2.3, 2.4 example 7: Monterrey held by US with three NE brigades near: floor(45 x 17/40) = 19")
    void sow_2018_2_4_occupied_and_brigades() {
        GitmState s = controlledBy(theatre().unit("MX1IN", "NE", "G3-V2", "7-7", men(1000))
                .unit("MX2IN", "NE", "G4-V2", "7-7", men(1000))
                .unit("MX3LC", "NE", "G4-V1", "7-7", men(500)).state(), "Monterrey", "US");
        assertThat(income(s, "Monterrey").amount()).isEqualTo(19);
    }

    @Test
    @DisplayName("SoW-2018 2.4 example 8: a US brigade 5 squares away does not count: 45")
    void sow_2018_2_4_too_far() {
        GitmState s = theatre().unit("US1IN", "US", "G6-V2", "7-7", men(1000)).state();
        assertThat(income(s, "Monterrey").amount()).isEqualTo(45);
    }

    @Test
    @DisplayName("SoW-2018 2.4 example 9: a US brigade 3 squares away whose every line passes a square held by active NE troops does not count")
    void sow_2018_2_4_line_cut() {
        Theatre t = theatre().unit("US1IN", "US", "G4-V2", "7-7", men(1000));
        for (int r = 0; r <= 4; r++) {
            t.unit("MX" + (r + 1) + "IN", "NE", "G3-V" + r, "7-7", men(500));
        }
        assertThat(income(t.state(), "Monterrey").amount()).isEqualTo(45);
        // without the wall the same brigade counts
        assertThat(income(theatre().unit("US1IN", "US", "G4-V2", "7-7", men(1000)).state(), "Monterrey").amount())
                .isEqualTo(42);
    }

    @Test
    @DisplayName("SoW-2018 2.4 example 10: an HQ, inactive and shattered units and a neutral brigade in the square are no hostile brigades")
    void sow_2018_2_4_not_brigades() {
        GitmState s = theatre().unit("US1CQ", "US", "G1-V2", "5-5")
                .unit("US1IN", "US", "G1-V2", "5-5", b -> b.men(1000).readiness(Readiness.INACTIVE))
                .unit("US1LC", "US", "G1-V2", "5-5", b -> b.men(500).readiness(Readiness.SHATTERED))
                .unit("MX9IN", "YUC", "G1-V2", "5-5", men(1000)).state();
        assertThat(income(s, "Monterrey").amount()).isEqualTo(45);
    }

    @Test
    @DisplayName("SoW-2018 2.2 example 11 (designed): a city besieged at the end of the turn earns nothing")
    void sow_2018_2_2_besieged() {
        GitmState s = theatre().state();
        s = s.withCity("Monterrey", new CityHolding("NE", 0).withBesiegedSince(3));
        CityIncome c = income(s, "Monterrey");
        assertThat(c.amount()).isZero();
        assertThat(c.label()).isEqualTo("Monterrey (3), besieged: nothing");
    }

    @Test
    @DisplayName("SoW-2018 2.2 example 12: a level-0 fort earns nothing and is not listed")
    void sow_2018_2_2_level_zero() {
        GitmState s = theatre().state();
        List<CityIncome> all = Income.of(Board.of(s, s.map(n -> Optional.empty())));
        assertThat(all).extracting(CityIncome::city).containsExactly("Tampico", "Monterrey", "Veracruz");
    }

    @Test
    @DisplayName("SoW-2018 2.3 examples 13-14: an off-map port of level 4 earns 80 for its first holder, 60 for another")
    void sow_2018_2_3_off_map_ports() {
        assertThat(Income.offMapPort(4, true)).isEqualTo(80);
        assertThat(Income.offMapPort(4, false)).isEqualTo(60);
        assertThat(Income.offMapPort(0, true)).isZero();
    }

    @Test
    @DisplayName("SoW-2018 2.2: the formula, one floor per city after all factors")
    void sow_2018_2_2_formula() {
        assertThat(Income.onMap(3, false, false, 2, false)).isEqualTo(40);
        assertThat(Income.onMap(3, false, true, 3, false)).isEqualTo(19);
        assertThat(Income.onMap(3, false, false, 9, false)).isEqualTo(36);
        assertThat(Income.onMap(5, true, false, 0, true)).isZero();
    }
}

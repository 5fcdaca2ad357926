package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** GITM 9.4: the length of the battle line, the spaces units take, and how they fill the lines (section 6). */
class FrontageTest {
    private static Set<Direction> dirs(String list) {
        Set<Direction> s = EnumSet.noneOf(Direction.class);
        if (!list.isBlank()) {
            for (String d : list.split(" ")) {
                s.add(Direction.valueOf(d));
            }
        }
        return s;
    }

    @ParameterizedTest(name = "GITM 9.4 line length: attack from [{0}] -> {1} spaces")
    @CsvSource({
            "'', 3000",            // a standing battle
            "N, 3000",             // 9.4
            "N E, 6000",           // 9.4 example
            "N NE, 4500",          // 9.4 example
            "N NE E, 6000",        // 9.4 example
            "N S, 6000",
            "N E S W, 12000",
            "N NE E SE, 7500",
            "N NE E SE S SW W NW, 12000"})
    void gitm_9_4_line_length(String from, int spaces) {
        assertThat(Frontage.lineLength(dirs(from))).isEqualTo(spaces);
    }

    @Test
    @DisplayName("GITM 9.4 line length does not depend on the order the directions came in: N, NE, E = N, E, NE = 6,000")
    void gitm_9_4_line_length_order_free() {
        // one by one: 3,000 + 1,500 + 1,500 (N, NE, E) or 3,000 + 3,000 + 0 (N, E, NE); the closed form agrees
        assertThat(Frontage.lineLength(dirs("N NE E"))).isEqualTo(3000 + 1500 + 1500).isEqualTo(3000 + 3000);
    }

    @ParameterizedTest(name = "GITM 9.4 spaces: {0} of {1} men and {2} batteries take {3}")
    @CsvSource({
            "IN, 1500, 0, 1500",   // 9.4
            "IN, 1500, 1, 2200",   // 9.4: 1,400 infantry and 100 artillerists at 8
            "IN, 3000, 0, 3000",   // exactly one front line
            "LC, 1000, 0, 3000",   // 9.4: 1,000 cavalry fill a line
            "MA, 300, 3, 2400",
            "MA, 120, 3, 960",     // two working batteries, 120 gunners
            "LA, 40, 1, 320",      // 40 men serve 4 of the battery's 6 guns (designed, section 1): 40 gunners
            "LA, 8, 1, 8",         // fewer than one gun's crew (8 1/3 men): all spare
            "IN, 1000, 1, 1700",
            "IN, 540, 1, 1240"})
    void gitm_9_4_spaces(String type, int men, int batteries, int spaces) {
        assertThat(Parts.of(UnitType.valueOf(type), men, batteries).spaces()).isEqualTo(spaces);
    }

    @Test
    @DisplayName("GITM 9.4 spaces: 375 artillerists fill a line (a 300-man MA and a 75-man LA with their batteries)")
    void gitm_9_4_spaces_375_artillerists() {
        int spaces = Parts.of(UnitType.MA, 300, 3).spaces() + Parts.of(UnitType.LA, 75, 1).spaces();
        assertThat(spaces).isEqualTo(3000);
        assertThat(Parts.of(UnitType.IN, 1040, 1).gunners()).isEqualTo(100);
        assertThat(Parts.of(UnitType.LC, 40, 1).gunners()).as("40 men serve four of six guns").isEqualTo(40);
        assertThat(Parts.of(UnitType.LC, 8, 1).gunners()).as("a gun needs 8 1/3 men").isZero();
    }

    private static Frontage.Request req(String id, BattleLine line, UnitType type, int men, int batteries) {
        return new Frontage.Request(UnitId.of(id), line, Parts.of(type, men, batteries).spaces());
    }

    @Test
    @DisplayName("GITM 9.4 allocation E1, E2: an over-full front takes the same share of each unit; the rest fights from the rear, with no second line")
    void gitm_9_4_allocation_e1_e2() {
        Map<UnitId, Allocation> a = Frontage.allocate(List.of(req("US1IN", BattleLine.FIRST, UnitType.IN, 2000, 0),
                req("US2IN", BattleLine.FIRST, UnitType.IN, 2000, 0)), 3000);
        Allocation one = a.get(UnitId.of("US1IN"));
        assertThat(one.front()).isCloseTo(0.75, within(1e-9));
        assertThat(one.rearIn()).isCloseTo(0.25, within(1e-9));
        assertThat(one.rearOut()).isZero();
        assertThat(one.second()).isZero();
        assertThat(2000 * one.front()).isCloseTo(1500, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.4 allocation E3: batteries split with their units, 954.5 foot and 68.2 gunners each, 3,000 spaces in all")
    void gitm_9_4_allocation_e3() {
        Map<UnitId, Allocation> a = Frontage.allocate(List.of(req("US1IN", BattleLine.FIRST, UnitType.IN, 1500, 1),
                req("US2IN", BattleLine.FIRST, UnitType.IN, 1500, 1)), 3000);
        double f = a.get(UnitId.of("US1IN")).front();
        assertThat(f).isCloseTo(3000.0 / 4400, within(1e-9));
        assertThat(1400 * f).isCloseTo(954.5, within(0.1));
        assertThat(100 * f).isCloseTo(68.2, within(0.1));
        assertThat(2 * (1400 * f + 8 * 100 * f)).isCloseTo(3000, within(1e-6));
    }

    @Test
    @DisplayName("GITM 9.4 allocation E4: the rear holds four lines; beyond that men add nothing but are still there (800 in, 200 out of each)")
    void gitm_9_4_allocation_e4() {
        List<Frontage.Request> side = new java.util.ArrayList<>(List.of(req("US1IN", BattleLine.FIRST, UnitType.IN,
                3000, 0)));
        for (int i = 1; i <= 5; i++) {
            side.add(req("US" + i + "LC", BattleLine.REAR, UnitType.LC, 1000, 0));
        }
        Map<UnitId, Allocation> a = Frontage.allocate(side, 3000);
        Allocation c = a.get(UnitId.of("US3LC"));
        assertThat(1000 * c.rearIn()).isCloseTo(800, within(1e-9));
        assertThat(1000 * c.rearOut()).isCloseTo(200, within(1e-9));
        assertThat(a.get(UnitId.of("US1IN")).front()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 9.4 allocation E5: after the fire's losses the overflow returns to fill the front (1,500 of each again)")
    void gitm_9_4_allocation_e5_refill() {
        Map<UnitId, Allocation> a = Frontage.allocate(List.of(req("US1IN", BattleLine.FIRST, UnitType.IN, 1700, 0),
                req("US2IN", BattleLine.FIRST, UnitType.IN, 1700, 0)), 3000);
        Allocation one = a.get(UnitId.of("US1IN"));
        assertThat(1700 * one.front()).isCloseTo(1500, within(1e-9));
        assertThat(1700 * one.rearIn()).isCloseTo(200, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.4 allocation E6: units that asked for the rear do not refill the front; the front stays 100 short")
    void gitm_9_4_allocation_e6() {
        Map<UnitId, Allocation> before = Frontage.allocate(List.of(req("US1IN", BattleLine.FIRST, UnitType.IN, 3500, 0),
                req("US2IN", BattleLine.SECOND, UnitType.IN, 1000, 0),
                req("US3IN", BattleLine.REAR, UnitType.IN, 1000, 0)), 3000);
        assertThat(3500 * before.get(UnitId.of("US1IN")).front()).isCloseTo(3000, within(1e-9));
        assertThat(3500 * before.get(UnitId.of("US1IN")).rearIn()).isCloseTo(500, within(1e-9));
        List<Frontage.Request> after = List.of(req("US1IN", BattleLine.FIRST, UnitType.IN, 2900, 0),
                req("US2IN", BattleLine.SECOND, UnitType.IN, 1000, 0),
                req("US3IN", BattleLine.REAR, UnitType.IN, 1000, 0));
        Map<UnitId, Allocation> a = Frontage.allocate(after, 3000);
        assertThat(a.get(UnitId.of("US1IN")).front()).isEqualTo(1);
        assertThat(Frontage.frontSpaces(after, a)).isCloseTo(2900, within(1e-9));
        assertThat(a.get(UnitId.of("US2IN")).second()).isEqualTo(1);
        assertThat(a.get(UnitId.of("US3IN")).rearIn()).isEqualTo(1);
    }
}

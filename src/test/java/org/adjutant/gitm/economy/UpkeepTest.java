package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.economy.Upkeep.Rate;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** SoW 5.1-5.4: every example of the text and of docs/rules/sow.md section 5. */
class UpkeepTest {
    private static int cost(UnitType type, int men, int batteries, Rate rate) {
        return Upkeep.charge(type, men, batteries, rate).amount();
    }

    @Test
    @DisplayName("SoW 5.2 example: 1,100 light cavalry with a battery cost 19 active (rounded up to 1,250, plus 4 for the battery)")
    void sow_5_2_cavalry_with_battery() {
        assertThat(cost(UnitType.LC, 1100, 1, Rate.ACTIVE)).isEqualTo(19);
    }

    @Test
    @DisplayName("SoW 5.2 example: the same cavalry without rounding up would wrongly cost 12; 1,000 men cost 12")
    void sow_5_2_cavalry_thousand() {
        assertThat(cost(UnitType.LC, 1000, 0, Rate.ACTIVE)).isEqualTo(12);
        assertThat(cost(UnitType.LC, 1100, 0, Rate.ACTIVE)).isNotEqualTo(12);
    }

    @Test
    @DisplayName("SoW 5.2 example: 1,250 light cavalry, no battery, cost 15 (the 19 of the example less the battery)")
    void sow_5_2_cavalry_1250() {
        assertThat(cost(UnitType.LC, 1250, 0, Rate.ACTIVE)).isEqualTo(15);
    }

    @Test
    @DisplayName("SoW 5.2 example: horse artillery of 200 men and 2 batteries costs 10")
    void sow_5_2_horse_artillery_even() {
        assertThat(cost(UnitType.HA, 200, 2, Rate.ACTIVE)).isEqualTo(10);
    }

    @Test
    @DisplayName("SoW 5.2 example: horse artillery of 300 men and 1 battery pays on its hundreds of men: 15")
    void sow_5_2_horse_artillery_men() {
        assertThat(cost(UnitType.HA, 300, 1, Rate.ACTIVE)).isEqualTo(15);
    }

    @Test
    @DisplayName("SoW 5.2 example: horse artillery of 100 men and 3 batteries pays on its batteries: 15")
    void sow_5_2_horse_artillery_batteries() {
        assertThat(cost(UnitType.HA, 100, 3, Rate.ACTIVE)).isEqualTo(15);
    }

    @Test
    @DisplayName("SoW 5.1, 5.3: 1,000 infantry cost 6 active, 2 inactive, 30 on a peace turn")
    void sow_5_1_infantry_rates() {
        assertThat(cost(UnitType.IN, 1000, 0, Rate.ACTIVE)).isEqualTo(6);
        assertThat(cost(UnitType.IN, 1000, 0, Rate.INACTIVE)).isEqualTo(2);
        assertThat(cost(UnitType.IN, 1000, 0, Rate.PEACE)).isEqualTo(30);
        assertThat(cost(UnitType.LI, 1000, 0, Rate.ACTIVE)).isEqualTo(6);
    }

    @Test
    @DisplayName("SoW 5.2: 1,001 infantry are rounded up to 1,500 and cost 9")
    void sow_5_2_infantry_rounded_up() {
        assertThat(cost(UnitType.IN, 1001, 0, Rate.ACTIVE)).isEqualTo(9);
    }

    @Test
    @DisplayName("SoW 5.1-5.3: 1,500 infantry with a battery cost 12 active, 4 inactive, 60 on a peace turn")
    void sow_5_2_infantry_with_battery() {
        assertThat(cost(UnitType.IN, 1500, 1, Rate.ACTIVE)).isEqualTo(12);
        assertThat(cost(UnitType.IN, 1500, 1, Rate.INACTIVE)).isEqualTo(4);
        assertThat(cost(UnitType.IN, 1500, 1, Rate.PEACE)).isEqualTo(60);
    }

    @Test
    @DisplayName("SoW 5.3: on a peace turn 1,100 light cavalry with a battery cost 15 x (5 + 1) = 90")
    void sow_5_3_cavalry_peace() {
        assertThat(cost(UnitType.LC, 1100, 1, Rate.PEACE)).isEqualTo(90);
        assertThat(cost(UnitType.MC, 1100, 1, Rate.PEACE)).isEqualTo(90);
        assertThat(cost(UnitType.NC, 1100, 1, Rate.ACTIVE)).isEqualTo(19);
    }

    @Test
    @DisplayName("SoW 5.1, 5.3: medium artillery of 300 men and 3 batteries cost 12 active, 3 inactive, 45 on a peace turn")
    void sow_5_1_medium_artillery() {
        assertThat(cost(UnitType.MA, 300, 3, Rate.ACTIVE)).isEqualTo(12);
        assertThat(cost(UnitType.MA, 300, 3, Rate.INACTIVE)).isEqualTo(3);
        assertThat(cost(UnitType.MA, 300, 3, Rate.PEACE)).isEqualTo(45);
        assertThat(cost(UnitType.LA, 300, 3, Rate.ACTIVE)).isEqualTo(12);
    }

    @Test
    @DisplayName("SoW 5.1, 5.2: siege artillery of 80 men and 1 battery costs 8")
    void sow_5_1_siege_artillery() {
        assertThat(cost(UnitType.SA, 80, 1, Rate.ACTIVE)).isEqualTo(8);
    }

    @Test
    @DisplayName("SoW 5.1, 5.3: 800 militia cost 10 active and nothing inactive or on a peace turn")
    void sow_5_1_militia() {
        assertThat(cost(UnitType.MI, 800, 0, Rate.ACTIVE)).isEqualTo(10);
        assertThat(cost(UnitType.MI, 800, 0, Rate.INACTIVE)).isZero();
        assertThat(cost(UnitType.MI, 800, 0, Rate.PEACE)).isZero();
    }

    @Test
    @DisplayName("SoW 5.1, 5.3: army and corps HQs cost 75 and 50 active, 10 and 5 inactive, 150 and 75 on a peace turn")
    void sow_5_1_headquarters() {
        assertThat(cost(UnitType.AQ, 0, 0, Rate.ACTIVE)).isEqualTo(75);
        assertThat(cost(UnitType.CQ, 0, 0, Rate.ACTIVE)).isEqualTo(50);
        assertThat(cost(UnitType.AQ, 0, 0, Rate.INACTIVE)).isEqualTo(10);
        assertThat(cost(UnitType.CQ, 0, 0, Rate.INACTIVE)).isEqualTo(5);
        assertThat(cost(UnitType.AQ, 0, 0, Rate.PEACE)).isEqualTo(150);
        assertThat(cost(UnitType.CQ, 0, 0, Rate.PEACE)).isEqualTo(75);
    }

    @Test
    @DisplayName("SoW 5.2 (designed): a shattered unit pays the active rate, an inactive one (aboard ship or not) the inactive rate; a peace turn puts every unit on the peace rate")
    void sow_5_2_readiness_decides_the_rate() {
        var shattered = org.adjutant.gitm.unit.Unit.builder("MX4IN", "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(700)
                .readiness(Readiness.SHATTERED).build();
        var inactive = shattered.withReadiness(Readiness.INACTIVE);
        assertThat(Upkeep.rate(shattered, false)).isEqualTo(Rate.ACTIVE);
        assertThat(Upkeep.cost(shattered, Upkeep.rate(shattered, false))).isEqualTo(6);
        assertThat(Upkeep.cost(inactive, Upkeep.rate(inactive, false))).isEqualTo(2);
        assertThat(Upkeep.rate(shattered.withReadiness(Readiness.ACTIVE), true)).isEqualTo(Rate.PEACE);
    }

    @Test
    @DisplayName("SoW 5.4: a frigate 8 away from her base and 3 in it, a sloop 4 and 1, a transport group of 2,500 capacity 24 anywhere")
    void sow_5_4_ships() {
        Station base = new Station.Harbor("Pensacola");
        Station away = new Station.Coastal("Pensacola");
        assertThat(Upkeep.ship(warship("US1FR", away), false).amount()).isEqualTo(8);
        assertThat(Upkeep.ship(warship("US1FR", base), false).amount()).isEqualTo(3);
        assertThat(Upkeep.ship(warship("US1SL", away), false).amount()).isEqualTo(4);
        assertThat(Upkeep.ship(warship("US1SL", base), false).amount()).isEqualTo(1);
        Ship tr = new Ship(ShipId.of("US1TR"), "", "US", 0, 0, 0, 0, 0, 24, 2500, 0, base, "Pensacola");
        assertThat(Upkeep.ship(tr, false)).isEqualTo(new Upkeep.Charge(24, "3 x 8 for 2500 capacity"));
        assertThat(Upkeep.ship(tr.at(away), false).amount()).isEqualTo(24);
        assertThat(Upkeep.ship(warship("US1SL", away), false).basis()).isEqualTo("sloop of war away from her base");
    }

    @Test
    @DisplayName("designed (naval.md 4): a ship of the line, which SoW 5.4's table leaves out, 12 away from her base and 5 in it")
    void designed_ship_of_the_line_upkeep() {
        assertThat(Upkeep.ship(warship("US1FL", new Station.Open("SGC")), false).amount()).isEqualTo(12);
        assertThat(Upkeep.ship(warship("US1FL", new Station.Harbor("Pensacola")), false).amount()).isEqualTo(5);
    }

    @Test
    @DisplayName("SoW 5.3 read for ships (naval.md 4): on peace turns 15 x the base-harbour cost wherever she lies; a transport group 15 x its own")
    void sow_5_3_ships_in_peace() {
        assertThat(Upkeep.ship(warship("US1FR", new Station.Open("SGC")), true).amount()).isEqualTo(45);
        Ship tr = new Ship(ShipId.of("US1TR"), "", "US", 0, 0, 0, 0, 0, 24, 1000, 0, new Station.Open("SGC"),
                "Pensacola");
        assertThat(Upkeep.ship(tr, true).amount()).isEqualTo(120);
    }

    private static Ship warship(String id, Station at) {
        return new Ship(ShipId.of(id), "", "US", 10, 100, 10, 0, 0, 24, 0, 0, at, "Pensacola");
    }

    @Test
    @DisplayName("SoW 5.2: the statement's basis says how the charge was reckoned")
    void sow_5_2_basis() {
        assertThat(Upkeep.charge(UnitType.LC, 1100, 1, Rate.ACTIVE).basis())
                .isEqualTo("5 x 3 for 1100 men + 1 x 4 for batteries");
        assertThat(Upkeep.charge(UnitType.HA, 300, 1, Rate.ACTIVE).basis()).isEqualTo("3 x 5 for 300 men");
        assertThat(Upkeep.charge(UnitType.IN, 1000, 0, Rate.PEACE).basis()).isEqualTo("15 x 2");
    }
}

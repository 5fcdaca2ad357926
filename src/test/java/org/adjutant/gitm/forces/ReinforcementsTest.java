package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** SoW 4.14 reinforcement: the rules and the worked examples of docs/rules/sow.md section 12 (not yet an order). */
class ReinforcementsTest {
    private static Unit unit(String id, int men) {
        return Unit.builder(id, "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(men).build();
    }

    private static String problem(Unit u, Nation nation, int campaign, int turn, int men, int batteries) {
        return Reinforcements.problem(u, nation, campaign, turn, men, batteries).orElse("");
    }

    @Test
    @DisplayName("SoW 4.14 infantry pay 20 Cr a 500 men or part of 500: 500 men 20 Cr, 501 men 40 Cr")
    void sow_4_14_infantryBlocks() {
        assertThat(Reinforcements.price(UnitType.IN, 500, 0)).isEqualTo(20);
        assertThat(Reinforcements.price(UnitType.IN, 501, 0)).isEqualTo(40);
        assertThat(Reinforcements.reinforced(unit("MX4IN", 650), 500, 0).men()).isEqualTo(1150);
        assertThat(Reinforcements.reinforced(unit("MX4IN", 650), 501, 0).men()).isEqualTo(1151);
        assertThat(Reinforcements.price(UnitType.MI, 1, 0)).isEqualTo(20);
        assertThat(Reinforcements.price(UnitType.LI, 500, 0)).isEqualTo(24);
    }

    @Test
    @DisplayName("SoW 4.14 cavalry pay by the 250 (lancers 50, dragoons 35, light cavalry 30), artillery by the 100")
    void sow_4_14_cavalryAndArtillery() {
        assertThat(Reinforcements.price(UnitType.NC, 300, 0)).as("MX7NC MEN 300: 2 x 50").isEqualTo(100);
        assertThat(Reinforcements.reinforced(unit("MX7NC", 550), 300, 0).men()).isEqualTo(850);
        assertThat(Reinforcements.price(UnitType.MC, 250, 0)).isEqualTo(35);
        assertThat(Reinforcements.price(UnitType.LC, 251, 0)).isEqualTo(60);
        assertThat(Reinforcements.price(UnitType.MA, 50, 0)).as("MX1MA MEN 50").isEqualTo(5);
        assertThat(Reinforcements.price(UnitType.LA, 100, 0)).isEqualTo(10);
        assertThat(Reinforcements.price(UnitType.HA, 101, 0)).isEqualTo(10);
        assertThat(Reinforcements.price(UnitType.SA, 100, 0)).isEqualTo(5);
    }

    @Test
    @DisplayName("SoW 4.14 a battery costs 20 for infantry, cavalry, MA and LA, 25 for HA, 45 for SA")
    void sow_4_14_batteries() {
        assertThat(Reinforcements.price(UnitType.LI, 0, 1)).as("MX2LI BATTERIES 1").isEqualTo(20);
        assertThat(Reinforcements.price(UnitType.LC, 0, 1)).isEqualTo(20);
        assertThat(Reinforcements.price(UnitType.MA, 0, 1)).isEqualTo(20);
        assertThat(Reinforcements.price(UnitType.LA, 0, 2)).isEqualTo(40);
        assertThat(Reinforcements.price(UnitType.HA, 0, 1)).isEqualTo(25);
        assertThat(Reinforcements.price(UnitType.SA, 0, 1)).isEqualTo(45);
        assertThat(Reinforcements.price(UnitType.IN, 500, 1)).isEqualTo(40);
    }

    @Test
    @DisplayName("SoW 4.9, 4.14 additions never take a unit above its ceiling; the Guardia Presidencial never above 1,500 again")
    void sow_4_14_ceilings() {
        Unit lc = Unit.builder("MX1LC", "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(500).build();
        assertThat(problem(lc, Nation.MX, 2, 1, 600, 0))
                .isEqualTo("MX1LC would have 1,100 men; a unit of light cavalry may be brought to at most 1,000"
                        + " (SoW 4.9)");
        Unit guard = Unit.builder("MX30IN", "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(2000)
                .guard(true).build();
        assertThat(problem(guard, Nation.MX, 2, 1, 100, 0)).isEqualTo("MX30IN would have 2,100 men; a Guardia"
                + " Presidencial unit may be brought to at most 1,500 (SoW 4.9)");
        assertThat(problem(unit("MX4IN", 650), Nation.MX, 2, 1, 500, 0)).isEmpty();
        assertThat(problem(unit("MX4IN", 650), Nation.MX, 2, 1, 0, 2)).contains("at most 1 (SoW 4.9)");
    }

    @Test
    @DisplayName("SoW 4.14 only Mexican states, only on turn 1 of the second campaign")
    void sow_4_14_whoAndWhen() {
        Unit us = Unit.builder("US4IN", "US").at("G1-V1", "7-7").commander("c").deputy("d").men(650).build();
        assertThat(problem(us, Nation.US, 2, 1, 100, 0))
                .isEqualTo("the United States does not reinforce units; it merges and transfers (SoW 4.14)");
        assertThat(problem(unit("MX4IN", 650), Nation.MX, 2, 2, 100, 0))
                .isEqualTo("reinforcements are bought only on the reinforcement turns: campaign 2, turn 1 (SoW 4.14)");
        assertThat(problem(unit("MX4IN", 650), Nation.MX, 1, 1, 100, 0)).isNotEmpty();
        assertThat(Reinforcements.isReinforcementTurn(2, 1)).isTrue();
        assertThat(Reinforcements.isReinforcementTurn(3, 1)).isFalse();
        assertThat(problem(unit("MX1CQ", 100), Nation.MX, 2, 1, 10, 0)).startsWith("headquarters are not");
    }

    @Test
    @DisplayName("SoW 4.14 recruits keep the unit's quality and dilute its experience and morale: MX4IN 650 men MEN 500")
    void sow_4_14_recruits() {
        Unit before = unit("MX4IN", 650).toBuilder().quality(Quality.GOOD).experience(12).morale(60).fatigue(4)
                .ammunition(3).supplies(1).build();
        Unit after = Reinforcements.reinforced(before, 500, 0);
        assertThat(after.quality()).isEqualTo(Quality.GOOD);
        assertThat(after.experience()).as("rhu(12 x 650 / 1,150) = rhu(6.78)").isEqualTo(7);
        assertThat(after.morale()).as("rhu((60 x 650 + 50 x 500) / 1,150) = rhu(55.65)").isEqualTo(56);
        assertThat(after.fatigue()).as("rhu(4 x 650 / 1,150) = rhu(2.26)").isEqualTo(2);
        assertThat(after.ammunition()).isEqualTo(3);
        assertThat(after.supplies()).isEqualTo(1);
        Unit guns = Reinforcements.reinforced(before, 0, 1);
        assertThat(guns.batteries()).isEqualTo(1);
        assertThat(guns.morale()).isEqualTo(60);
    }
}

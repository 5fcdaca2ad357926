package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The room land units take aboard transport groups (GITM 7.17 and the landings page; docs/rules/naval.md 2.2). */
class TransportSpaceTest {
    @Test
    @DisplayName("GITM 7.17 (landings page): infantry a space a man; a battery makes 100 of its men artillerists at 2")
    void gitm_7_17_infantry() {
        assertThat(TransportSpace.of(UnitType.IN, 3500, 0, 1)).isEqualTo(3500);
        assertThat(TransportSpace.of(UnitType.IN, 3500, 1, 1)).isEqualTo(3600);
        assertThat(TransportSpace.of(UnitType.LI, 800, 0, 1)).isEqualTo(800);
    }

    @Test
    @DisplayName("GITM 7.17 (landings page): cavalry 3 a man, its battery's 100 artillerists 2 each")
    void gitm_7_17_cavalry() {
        assertThat(TransportSpace.of(UnitType.MC, 1500, 0, 1)).isEqualTo(4500);
        assertThat(TransportSpace.of(UnitType.LC, 1500, 1, 1)).isEqualTo(1400 * 3 + 100 * 2);
    }

    @Test
    @DisplayName("GITM 7.17 (landings page): artillery 2 a man whatever its batteries")
    void gitm_7_17_artillery() {
        assertThat(TransportSpace.of(UnitType.MA, 300, 3, 1)).isEqualTo(600);
        assertThat(TransportSpace.of(UnitType.HA, 100, 1, 1)).isEqualTo(200);
    }

    @Test
    @DisplayName("GITM 7.17 (landings page): a corps HQ 500 and 20 a supply; an army HQ 250 (designed: 20 a supply too)")
    void gitm_7_17_headquarters() {
        assertThat(TransportSpace.of(UnitType.CQ, 100, 0, 8)).isEqualTo(660);
        assertThat(TransportSpace.of(UnitType.AQ, 250, 0, 0)).isEqualTo(250);
        assertThat(TransportSpace.of(UnitType.AQ, 250, 0, 2)).isEqualTo(290);
    }

    @Test
    @DisplayName("designed: a battery in a unit smaller than 100 men makes all of them artillerists, no more")
    void designed_small_unit_with_battery() {
        assertThat(TransportSpace.of(UnitType.IN, 60, 1, 1)).isEqualTo(120);
    }

    @Test
    @DisplayName("GITM 7.17 (landings page): the worked example's landing force needs 17,210 spaces")
    void gitm_7_17_worked_example() {
        int force = 4 * TransportSpace.of(unit("US1IN", 3000, 0, 1))
                + TransportSpace.of(unit("US1MC", 1250, 0, 1))
                + TransportSpace.of(unit("US1MA", 400, 4, 1))
                + TransportSpace.of(unit("US1CQ", 100, 0, 8));
        assertThat(force).isEqualTo(17_210);
    }

    private static Unit unit(String id, int men, int batteries, int supplies) {
        return Unit.builder(id, "US").at("G1-V1", "7-7").commander("c").deputy("d").men(men).batteries(batteries)
                .supplies(supplies).build();
    }
}

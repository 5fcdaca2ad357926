package org.adjutant.gitm.order;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BranchTest {
    @Test
    @DisplayName("GITM 3.1 the order language and the unit model name the twelve types with the same codes")
    void gitm_3_1_sameCodesAsUnits() {
        for (UnitType type : UnitType.values()) {
            assertThat(Branch.valueOf(type.name())).isNotNull();
        }
        assertThat(Branch.values()).hasSameSizeAs(UnitType.values());
    }

    @Test
    @DisplayName("GITM 3.1 lancers are NC (SoW 5); the HC of SoW 4.14 and LN are read as lancers too")
    void gitm_3_1_lancers() {
        assertThat(Branch.ofUnitId("MX7NC")).contains(Branch.NC);
        assertThat(Branch.ofUnitId("MX7HC")).contains(Branch.NC);
        assertThat(Branch.parse("lancers")).contains(Branch.NC);
        assertThat(Branch.parse("dragoons")).contains(Branch.MC);
    }
}

package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** GITM 9.6, 9.7, 9.9: forts in battle -- manned at a third of their capacity, casualties cut 50-90% by level. */
class FortsTest {
    private static Battle atFort(int level, int capacity, int garrison) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", level, capacity)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(2000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(garrison).inFort(true));
        return new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN")
                .arrived("US1IN", "6-7").upTo(BattleStep.Order.FIRING_CASUALTIES);
    }

    @ParameterizedTest(name = "GITM 9.7, 9.9: a manned level-{0} fort cuts its units'' casualties by {1}%")
    @CsvSource({"1, 50", "2, 60", "3, 70", "4, 80", "5, 90"})
    void gitm_9_7_fort_reduction_by_level(int level, int cut) {
        Battle b = atFort(level, 3000, 1000);
        assertThat(b.mannedFortLevel).isEqualTo(level);
        assertThat(b.fortCasualties(b.fighter(UnitId.of("MX1IN")).orElseThrow())).isCloseTo(1 - cut / 100.0,
                within(1e-9));
        assertThat(b.fortCasualties(b.fighter(UnitId.of("US1IN")).orElseThrow())).as("outside the walls")
                .isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 9.6: a fort of 3,000 is manned by 1,000 men on its walls (a third); with 999 it gives neither the casualty cut nor the melee bonus")
    void gitm_9_6_one_third_of_capacity() {
        Battle manned = atFort(2, 3000, 1000);
        Battle thin = atFort(2, 3000, 999);
        assertThat(manned.mannedFortLevel).isEqualTo(2);
        assertThat(thin.mannedFortLevel).isZero();
        Fighter held = thin.fighter(UnitId.of("MX1IN")).orElseThrow();
        assertThat(thin.fortCasualties(held)).isEqualTo(1);
        Fighter strong = manned.fighter(UnitId.of("MX1IN")).orElseThrow();
        double perManManned = manned.strength(strong, Segment.MELEE) / 1000;
        double perManThin = thin.strength(held, Segment.MELEE) / 999;
        assertThat(perManManned / perManThin).isCloseTo(1 + CombatConstants.FORT_MELEE_PER_LEVEL * 2, within(1e-9));
    }
}

package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.ScriptedDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.8, 9.11, 12.1 and GITM-MD morale.html (docs/rules/gitm-9-combat.md, sections 10.1 and 13). */
class MoraleCheckTest {
    private static Unit unit(Quality q, int experience, int fatigue) {
        return Unit.builder("MX4IN", "NE").at("G0-V0", "7-7").commander("c").deputy("d").quality(q)
                .experience(experience).fatigue(fatigue).build();
    }

    @Test
    @DisplayName("GITM 9.8: a loss of 2% of the men at the segment's start checks, less does not")
    void gitm_9_8_threshold() {
        assertThat(MoraleCheck.mustCheck(20, 1000)).isTrue();
        assertThat(MoraleCheck.mustCheck(19, 1000)).isFalse();
        assertThat(MoraleCheck.mustCheck(0, 0)).isFalse();
    }

    @Test
    @DisplayName("GITM 9.8 morale.html worked: Fair, experience 12, fatigue 4, one flank exposed, 7% lost: retreat 5.72%, rout 2.61%; rolls 0.02 rout, 0.05 retreat, 0.09 hold")
    void gitm_9_8_morale_check_worked() {
        Unit u = unit(Quality.FAIR, 12, 4);
        MoraleCheck.Chances c = MoraleCheck.chances(u, 7, Flanks.ONE_EXPOSED, MoraleCheck.Melee.NONE);
        assertThat(c.retreat()).isCloseTo(5.72, within(0.005));
        assertThat(c.rout()).isCloseTo(2.61, within(0.005));
        assertThat(MoraleCheck.decide(u, c, new ScriptedDice(0.02), "x")).isEqualTo(MoraleOutcome.ROUT);
        assertThat(MoraleCheck.decide(u, c, new ScriptedDice(0.05), "x")).isEqualTo(MoraleOutcome.RETREAT);
        assertThat(MoraleCheck.decide(u, c, new ScriptedDice(0.09), "x")).isEqualTo(MoraleOutcome.HELD);
    }

    @Test
    @DisplayName("GITM 9.8 morale.html: a Very Good unit, experience 20, fresh, both flanks anchored, 3% lost never leaves (the subtracted points clamp to 0)")
    void gitm_9_8_morale_check_clamped() {
        Unit u = unit(Quality.VERY_GOOD, 20, 0);
        MoraleCheck.Chances c = MoraleCheck.chances(u, 3, Flanks.BOTH_ANCHORED, MoraleCheck.Melee.NONE);
        assertThat(c.retreat()).isZero();
        assertThat(c.rout()).isZero();
        assertThat(MoraleCheck.decide(u, c, new ScriptedDice(0.0), "x")).isEqualTo(MoraleOutcome.HELD);
    }

    @Test
    @DisplayName("GITM 12.1: the same unit checking at fatigue 16 shatters, with no roll")
    void gitm_12_1_exhausted() {
        Unit u = unit(Quality.VERY_GOOD, 20, 16);
        MoraleCheck.Chances c = MoraleCheck.chances(u, 3, Flanks.BOTH_ANCHORED, MoraleCheck.Melee.NONE);
        ScriptedDice dice = new ScriptedDice();
        assertThat(MoraleCheck.decide(u, c, dice, "x")).isEqualTo(MoraleOutcome.SHATTER);
        assertThat(dice.rolls()).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.11 morale.html worked: Average, experience 16, fatigue 7, both flanks exposed, melee lost, 12%: retreat 22, rout 24.8, leaves with 46.8%")
    void gitm_9_11_melee_check() {
        Unit u = unit(Quality.AVERAGE, 16, 7);
        MoraleCheck.Chances c = MoraleCheck.chances(u, 12, Flanks.BOTH_EXPOSED, MoraleCheck.Melee.LOST);
        assertThat(c.retreat()).isCloseTo(22, within(1e-9));
        assertThat(c.rout()).isCloseTo(24.8, within(1e-9));
        MoraleCheck.Chances won = MoraleCheck.chances(u, 12, Flanks.BOTH_EXPOSED, MoraleCheck.Melee.WON);
        assertThat(won.retreat()).isCloseTo(2, within(1e-9));
        assertThat(won.rout()).isZero();
    }

    @Test
    @DisplayName("GITM 9.8 morale.html: the bands' base chances, and leaving never gets less likely as the losses grow")
    void gitm_9_8_bands() {
        Unit u = unit(Quality.AVERAGE, 16, 7);
        double[] retreat = {2.5, 5, 10, 25, 40, 50, 60};
        double[] rout = {1, 2, 4, 10, 16, 20, 24};
        double[] at = {2, 5, 10, 20, 30, 40, 50};
        double before = 0;
        for (int i = 0; i < at.length; i++) {
            MoraleCheck.Chances c = MoraleCheck.chances(u, at[i], Flanks.BOTH_ANCHORED, MoraleCheck.Melee.NONE);
            assertThat(c.retreat()).isEqualTo(retreat[i]);
            assertThat(c.rout()).isEqualTo(rout[i]);
            assertThat(c.retreat() + c.rout()).isGreaterThan(before);
            before = c.retreat() + c.rout();
        }
        MoraleCheck.Chances worst = MoraleCheck.chances(unit(Quality.VERY_POOR, 0, 12), 60, Flanks.BOTH_EXPOSED,
                MoraleCheck.Melee.LOST);
        assertThat(worst.rout()).isEqualTo(100);
        assertThat(worst.retreat()).isZero();
    }
}

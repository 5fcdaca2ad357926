package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.SkirmishSwitched;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.10: dropping to skirmish at 2:1 (docs/rules/gitm-9-combat.md, section 12). */
class SkirmishSwitchTest {
    /** Everybody moved in (no defender, no ground), flanks alike: melee strengths are men x posture x 0.81. */
    private static CombatFixture meeting(int enemyMen) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(500).experience(16))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(400).experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(enemyMen).experience(16))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("US2IN", "OFFENSIVE ASSAULT")
                .orders("MX1IN", "OFFENSIVE ATTACK");
        // the text's 2:1 alone: the short line of section 26.12 would put the larger side's men beyond twice the
        // smaller front in the rear, and change the strengths the switch compares
        return new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7",
                CombatTuning.STANDARD.with(CombatTuning.Knob.SHORT_LINE, 0)).attackers("US1IN", "US2IN")
                .defenders("MX1IN").arrived("US1IN", "6-7").arrived("US2IN", "6-7").arrived("MX1IN", "8-7");
    }

    @Test
    @DisplayName("GITM 9.10: at 1,960 against 980 (2:1) the weaker side's attack drops to skirmish, its assault does not")
    void gitm_9_10_switch() {
        CombatFixture f = meeting(1960);
        Battle b = f.upTo(BattleStep.Order.FIRING_STRENGTH); // lines formed, no losses yet
        CombatFixture.run(b, BattleStep.Order.SKIRMISH_SWITCH);
        assertThat(b.fighter(UnitId.of("US1IN")).orElseThrow().meleePosture()).isEqualTo(Posture.SKIRMISH);
        assertThat(b.fighter(UnitId.of("US2IN")).orElseThrow().meleePosture()).isEqualTo(Posture.FIERCE);
        assertThat(b.fighter(UnitId.of("MX1IN")).orElseThrow().meleePosture()).isEqualTo(Posture.PLAIN);
        assertThat(f.events(SkirmishSwitched.class)).singleElement()
                .satisfies(e -> assertThat(e.units()).containsExactly(UnitId.of("US1IN")));
    }

    @Test
    @DisplayName("GITM 9.10: at 1,959 against 980 (just under 2:1) nobody switches")
    void gitm_9_10_no_switch() {
        CombatFixture f = meeting(1959);
        Battle b = f.upTo(BattleStep.Order.FIRING_STRENGTH); // lines formed, no losses yet
        CombatFixture.run(b, BattleStep.Order.SKIRMISH_SWITCH);
        assertThat(b.fighter(UnitId.of("US1IN")).orElseThrow().meleePosture()).isEqualTo(Posture.PLAIN);
        assertThat(f.events(SkirmishSwitched.class)).isEmpty();
    }
}

package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.7, the firing segment (docs/rules/gitm-9-combat.md, section 9). */
class FiringTest {
    /** X = one neutral 1,000-man regiment attacking; Y = A (1,000, DEFEND, front) and B (1,000, SKIRMISH, second). */
    static Theatre worked() {
        return Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).experience(16))
                .unit("MX2IN", "NE", "G1-V1", "7-7", b -> b.men(1000).experience(16))
                .orders("US1IN", "OFFENSIVE ATTACK", "LINE FIRST")
                .orders("MX1IN", "DEFENSIVE DEFEND", "LINE FIRST")
                .orders("MX2IN", "DEFENSIVE SKIRMISH", "LINE SECOND");
    }

    private static CombatFixture fixture(Theatre t, LabelledDice dice) {
        return new CombatFixture(t, dice, "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN", "MX2IN")
                .arrived("US1IN", "6-7");
    }

    @Test
    @DisplayName("GITM 9.7 worked: X's firing strength 1,000 (every factor neutral) inflicts 30; A in defend takes 15, B in skirmish 7.5; draw 0.9 rounds 22.5 to 22 (A 15, B 7)")
    void gitm_9_7_worked_round_down() {
        LabelledDice dice = new LabelledDice().fix("fire of the attackers: rounding", 0.9);
        CombatFixture f = fixture(worked(), dice);
        Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
        assertThat(b.firing.get(Side.ATTACKERS)).isCloseTo(1000, within(1e-9));
        CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
        assertThat(f.field.ledger().lost(UnitId.of("MX1IN"))).isEqualTo(15);
        assertThat(f.field.ledger().lost(UnitId.of("MX2IN"))).isEqualTo(7);
    }

    @Test
    @DisplayName("GITM 9.7 worked: draw 0.1 rounds 22.5 up to 23, the extra man to B (the larger remainder)")
    void gitm_9_7_worked_round_up() {
        LabelledDice dice = new LabelledDice().fix("fire of the attackers: rounding", 0.1);
        CombatFixture f = fixture(worked(), dice);
        Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
        CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
        assertThat(f.field.ledger().lost(UnitId.of("MX1IN"))).isEqualTo(15);
        assertThat(f.field.ledger().lost(UnitId.of("MX2IN"))).isEqualTo(8);
    }

    @Test
    @DisplayName("GITM 9.7: a manned level-3 fort cuts the shares to 4.5 and 2.25 (70% less)")
    void gitm_9_7_fort_cut() {
        double[] cut = {1 - 0.7, 1 - 0.7};
        int[] lost = CasualtySpread.spread(30, List.of(new CasualtySpread.Target(1000, 1.0 * cut[0]),
                new CasualtySpread.Target(1000, 0.5 * cut[1])), new LabelledDice().fix("r", 0.9), "r");
        assertThat(lost[0] + lost[1]).isEqualTo(6); // 6.75 rounded down
        assertThat(lost[0]).isEqualTo(4);           // 4.5 of 6.75 of 6 = 4.0; 2.25 -> 2.0
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 3, 3000)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).inFort(true));
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN")
                .arrived("US1IN", "6-7").upTo(BattleStep.Order.FIRING_CASUALTIES);
        assertThat(b.mannedFortLevel).isEqualTo(3);
        assertThat(b.fortCasualties(b.fighter(UnitId.of("MX1IN")).orElseThrow())).isCloseTo(0.3, within(1e-9));
        assertThat(b.fortCasualties(b.fighter(UnitId.of("US1IN")).orElseThrow())).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 9.7: the rear line takes no fire; a unit with no ammunition adds no firing strength (GITM 10.10); cavalry never fires")
    void gitm_9_7_rear_and_ammunition() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).ammunition(0))
                .unit("US1LC", "US", "G1-V1", "7-7", b -> b.men(500))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX2IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX3IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .orders("MX1IN", "LINE FIRST").orders("MX2IN", "LINE SECOND").orders("MX3IN", "LINE REAR");
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN", "US1LC")
                .defenders("MX1IN", "MX2IN", "MX3IN").arrived("US1IN", "6-7").arrived("US1LC", "6-7");
        Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
        assertThat(b.firing.get(Side.ATTACKERS)).isZero();
        assertThat(b.firing.get(Side.DEFENDERS)).isPositive();
        CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
        assertThat(f.field.ledger().lost(UnitId.of("MX3IN"))).isZero();
        assertThat(f.field.ledger().lost(UnitId.of("US1IN")) + f.field.ledger().lost(UnitId.of("US1LC")))
                .isPositive();
    }

    @Test
    @DisplayName("GITM 9.7: both sides fire at once, each from its strength before any loss; every firer takes a point of fatigue")
    void gitm_9_7_simultaneous() {
        CombatFixture f = fixture(worked(), new LabelledDice());
        Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
        double before = b.firing.get(Side.DEFENDERS);
        CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
        assertThat(b.firing.get(Side.DEFENDERS)).isEqualTo(before);
        // the defenders' fire at their full strength: 0.03 x firing strength, the half rounded down (draw 0.5)
        double x = 0.03 * before;
        int expected = (int) Math.floor(x) + (0.5 < x - Math.floor(x) ? 1 : 0);
        assertThat(f.field.ledger().lost(UnitId.of("US1IN"))).isEqualTo(expected);
        int fatigue = f.unit("US1IN").fatigue();
        CombatFixture.run(b, BattleStep.Order.FIRING_COSTS);
        assertThat(f.unit("US1IN").fatigue()).isEqualTo(fatigue + 1);
        assertThat(b.fighter(UnitId.of("US1IN")).orElseThrow().usedAmmunition).isTrue();
    }
}

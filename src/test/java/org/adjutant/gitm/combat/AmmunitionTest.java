package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 10.9-10.10 in battle (docs/rules/gitm-9-combat.md, section 17): ammunition spent, and fighting without. */
class AmmunitionTest {
    private static CombatFixture battle(int usAmmunition, int gunAmmunition) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).ammunition(usAmmunition))
                .unit("US1MA", "US", "G1-V1", "7-7", b -> b.men(300).batteries(3).ammunition(gunAmmunition))
                .unit("US1LC", "US", "G1-V1", "7-7", b -> b.men(300).ammunition(5))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).ammunition(1))
                .orders("US1IN", "LINE FIRST").orders("US1MA", "LINE SECOND").orders("US1LC", "LINE SECOND")
                .orders("MX1IN", "DEFENSIVE DEFEND");
        return new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN", "US1MA", "US1LC")
                .defenders("MX1IN").arrived("US1IN", "6-7").arrived("US1MA", "6-7").arrived("US1LC", "6-7");
    }

    @Test
    @DisplayName("GITM 10.9: foot and guns that fire or fight in a phase's battle spend one unit of ammunition for the phase; cavalry spends none; the last unit spent leaves 0, never less")
    void gitm_10_9_spent() {
        CombatFixture f = battle(5, 2);
        f.fight();
        assertThat(f.unit("US1IN").ammunition()).isEqualTo(4);
        assertThat(f.unit("US1MA").ammunition()).isEqualTo(1);
        assertThat(f.unit("US1LC").ammunition()).isEqualTo(5);
        if (f.has("MX1IN")) {
            assertThat(f.unit("MX1IN").ammunition()).isZero();
        }
        CombatFixture dry = battle(0, 0);
        dry.fight();
        assertThat(dry.unit("US1IN").ammunition()).isZero();
        assertThat(dry.unit("US1MA").ammunition()).isZero();
    }

    @Test
    @DisplayName("GITM 10.10: out of ammunition, infantry cannot fire and fights the melee at half; artillery cannot fire and fights the melee at a tenth")
    void gitm_10_10_out_of_ammunition() {
        Battle full = battle(5, 5).upTo(BattleStep.Order.FIRING_STRENGTH);
        Battle dry = battle(0, 0).upTo(BattleStep.Order.FIRING_STRENGTH);
        Fighter foot = full.fighter(UnitId.of("US1IN")).orElseThrow();
        Fighter gun = full.fighter(UnitId.of("US1MA")).orElseThrow();
        Fighter dryFoot = dry.fighter(UnitId.of("US1IN")).orElseThrow();
        Fighter dryGun = dry.fighter(UnitId.of("US1MA")).orElseThrow();
        assertThat(full.strength(foot, Segment.FIRE)).isPositive();
        assertThat(full.strength(gun, Segment.FIRE)).isPositive();
        assertThat(dry.strength(dryFoot, Segment.FIRE)).isZero();
        assertThat(dry.strength(dryGun, Segment.FIRE)).isZero();
        assertThat(dry.strength(dryFoot, Segment.MELEE)).isCloseTo(
                CombatConstants.NO_AMMUNITION_FOOT * full.strength(foot, Segment.MELEE), within(1e-6));
        // an artillery unit's spare men fight as foot: its gunners at a tenth, the rest at half
        Parts parts = Parts.of(full.unit(gun));
        assertThat(parts.men(Part.GUNNERS)).isEqualTo(300);
        assertThat(dry.strength(dryGun, Segment.MELEE)).isCloseTo(
                CombatConstants.NO_AMMUNITION_GUNNERS * full.strength(gun, Segment.MELEE), within(1e-6));
    }
}

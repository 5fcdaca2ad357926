package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.movement.Theatre;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.7, 9.9: the mixed-arms bonus and the melee penalty for exposed flanks, on each side's total. */
class MixedArmsTest {
    private static double sum(Battle b, Side side, Segment segment) {
        double v = 0;
        for (Fighter f : b.fighting(side)) {
            v += b.strength(f, segment);
        }
        return v;
    }

    private static double horseShare(Battle b, Side side) {
        double horse = 0;
        for (Fighter f : b.fighting(side)) {
            for (StrengthChain c : b.chains(f, Segment.MELEE)) {
                if (c.part() == Part.HORSE) {
                    horse += c.value();
                }
            }
        }
        return horse / sum(b, side, Segment.MELEE);
    }

    private static Battle battle(int dragoons, boolean fort) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).inFort(fort));
        if (dragoons > 0) {
            t.unit("US1MC", "US", "G1-V1", "7-7", b -> b.men(dragoons)).orders("US1MC", "LINE SECOND");
        }
        if (fort) {
            t.fort("G1-V1", "Monclova", "7-7", "NE", 1, 3000);
        }
        // the text's rule alone: without the short line of section 26.12, which would send most of a large side facing
        // a small one to the rear and change the horse's share of what fights
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7",
                CombatTuning.STANDARD.with(CombatTuning.Knob.SHORT_LINE, 0)).defenders("MX1IN");
        f.attackers(dragoons > 0 ? new String[] {"US1IN", "US1MC"} : new String[] {"US1IN"});
        f.arrived("US1IN", "6-7");
        if (dragoons > 0) {
            f.arrived("US1MC", "6-7");
        }
        return f.upTo(BattleStep.Order.FIRING_CASUALTIES);
    }

    @Test
    @DisplayName("GITM 9.7, 9.9: a side whose horse is a third to two thirds of its melee strength fires and fights with the mixed-arms bonus; all foot, or in a fort battle, without")
    void gitm_9_7_mixed_arms() {
        Battle mixed = battle(400, false);
        assertThat(horseShare(mixed, Side.ATTACKERS)).isBetween(CombatConstants.MIXED_ARMS_LOW,
                CombatConstants.MIXED_ARMS_HIGH);
        assertThat(mixed.sideStrength(Side.ATTACKERS, Segment.FIRE)).isCloseTo(
                CombatConstants.MIXED_ARMS * sum(mixed, Side.ATTACKERS, Segment.FIRE), within(1e-6));
        Battle foot = battle(0, false);
        assertThat(foot.sideStrength(Side.ATTACKERS, Segment.FIRE)).isCloseTo(
                sum(foot, Side.ATTACKERS, Segment.FIRE), within(1e-6));
        Battle walls = battle(400, true);
        assertThat(walls.fortBattle()).isTrue();
        assertThat(walls.sideStrength(Side.ATTACKERS, Segment.FIRE)).isCloseTo(
                sum(walls, Side.ATTACKERS, Segment.FIRE), within(1e-6));
    }

    @Test
    @DisplayName("GITM 9.7, 9.9: too much horse (over two thirds) earns no bonus")
    void gitm_9_7_mostly_horse() {
        Battle horse = battle(1000, false);
        assertThat(horseShare(horse, Side.ATTACKERS)).isGreaterThan(CombatConstants.MIXED_ARMS_HIGH);
        assertThat(horse.sideStrength(Side.ATTACKERS, Segment.FIRE)).isCloseTo(
                sum(horse, Side.ATTACKERS, Segment.FIRE), within(1e-6));
    }

    @Test
    @DisplayName("GITM 9.9: in the melee a side with both flanks exposed fights at OPEN_FLANK squared, one exposed at OPEN_FLANK, both anchored at full")
    void gitm_9_9_exposed_flanks() {
        Battle open = battle(0, false);
        assertThat(open.flanks.get(Side.ATTACKERS)).isEqualTo(Flanks.BOTH_EXPOSED);
        double plain = sum(open, Side.ATTACKERS, Segment.MELEE);
        assertThat(open.sideStrength(Side.ATTACKERS, Segment.MELEE)).isCloseTo(
                plain * CombatConstants.OPEN_FLANK * CombatConstants.OPEN_FLANK, within(1e-6));
        open.flanks.put(Side.ATTACKERS, Flanks.ONE_EXPOSED);
        assertThat(open.sideStrength(Side.ATTACKERS, Segment.MELEE)).isCloseTo(
                plain * CombatConstants.OPEN_FLANK, within(1e-6));
        open.flanks.put(Side.ATTACKERS, Flanks.BOTH_ANCHORED);
        assertThat(open.sideStrength(Side.ATTACKERS, Segment.MELEE)).isCloseTo(plain, within(1e-6));
    }
}

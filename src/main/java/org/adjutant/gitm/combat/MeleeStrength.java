package org.adjutant.gitm.combat;

/**
 * GITM 9.6, 9.9 (section 11.1): each side's melee strength: the first two lines at full strength, the rear at half
 * but cavalry in the rear not at all, men beyond the rear's room not at all; squares, forts, ammunition, mixed arms
 * and flanks applied.
 */
final class MeleeStrength implements BattleStep {
    @Override
    public Order order() {
        return Order.MELEE_STRENGTH;
    }

    @Override
    public void run(Battle b) {
        for (Side side : Side.values()) {
            b.melee.put(side, b.sideStrength(side, Segment.MELEE));
        }
    }
}

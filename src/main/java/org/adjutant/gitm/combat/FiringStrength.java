package org.adjutant.gitm.combat;

/**
 * GITM 9.6, 9.7 (section 9, steps 1-2): each side's firing strength, from the infantry in the front line and the guns
 * in the first two lines (cavalry never fires, units without ammunition cannot), mixed arms included.
 */
final class FiringStrength implements BattleStep {
    @Override
    public Order order() {
        return Order.FIRING_STRENGTH;
    }

    @Override
    public void run(Battle b) {
        for (Side side : Side.values()) {
            b.firing.put(side, b.sideStrength(side, Segment.FIRE));
            for (Fighter f : b.fighting(side)) {
                f.fired = b.strength(f, Segment.FIRE) > 0;
            }
        }
    }
}

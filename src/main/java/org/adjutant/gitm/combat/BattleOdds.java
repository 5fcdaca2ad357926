package org.adjutant.gitm.combat;

/**
 * GITM 3.6 (section 18.1): the odds of the battle, the stronger side's melee strength over the weaker's as the firing
 * begins (with the firing's lines and the ordered postures), so every battle has odds even if one side leaves before
 * the melee.
 */
final class BattleOdds implements BattleStep {
    @Override
    public Order order() {
        return Order.ODDS;
    }

    @Override
    public void run(Battle b) {
        b.odds = odds(b.sideStrength(Side.ATTACKERS, Segment.MELEE), b.sideStrength(Side.DEFENDERS, Segment.MELEE));
    }

    static double odds(double a, double d) {
        double low = Math.min(a, d);
        double high = Math.max(a, d);
        if (high == 0) {
            return 1;
        }
        return low == 0 ? Double.POSITIVE_INFINITY : high / low;
    }
}

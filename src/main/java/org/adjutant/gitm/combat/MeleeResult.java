package org.adjutant.gitm.combat;

import java.util.Optional;

/**
 * GITM 9.9 (section 11.3): the attacking side wins the melee with chance {@code MS(A)^g / (MS(A)^g + MS(D)^g)}, one
 * draw; with no strength on either side the defender keeps the field.
 */
final class MeleeResult implements BattleStep {
    @Override
    public Order order() {
        return Order.MELEE_RESULT;
    }

    @Override
    public void run(Battle b) {
        Side a = b.attacking();
        Side d = a.other();
        double sa = b.melee.getOrDefault(a, 0.0);
        double sd = b.melee.getOrDefault(d, 0.0);
        if (sa <= 0 && sd <= 0) {
            b.winner = Optional.of(d);
            return;
        }
        double p = chance(sa, sd);
        double draw = b.field().dice("combat-melee").uniform("melee at " + b.where() + ": the "
                + a.name().toLowerCase(java.util.Locale.ROOT) + " win below " + String.format(java.util.Locale.ROOT,
                "%.3f", p));
        b.winner = Optional.of(draw < p ? a : d);
    }

    /** The chance the side of strength {@code a} beats the side of strength {@code d}. */
    static double chance(double a, double d) {
        double pa = Math.pow(a, CombatConstants.MELEE_EXPONENT);
        double pd = Math.pow(d, CombatConstants.MELEE_EXPONENT);
        return pa / (pa + pd);
    }
}

package org.adjutant.gitm.combat;

import java.util.Locale;
import java.util.Optional;

/**
 * GITM 9.9 (section 11.3): the attacking side wins the melee with chance {@code r^g / (r^g + 1)}, one draw, where the
 * odds {@code r} are the ratio of the sides' melee strengths times the ratio of their troop quality raised to
 * {@code QUALITY_SHOCK} (designed): strength already counts quality once, as it counts numbers; in the shock of a
 * melee what the men are worth tells again, numbers do not. With no strength on either side the defender keeps the
 * field.
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
            b.attackersChance = 0;
            return;
        }
        CombatTuning t = b.field().tuning();
        double p = chance(sa, sd, b.troops.getOrDefault(a, 1.0), b.troops.getOrDefault(d, 1.0), t);
        b.attackersChance = p;
        double draw = b.field().dice("combat-melee").uniform("melee at " + b.where() + ": the "
                + a.name().toLowerCase(Locale.ROOT) + " win below " + String.format(Locale.ROOT, "%.3f", p));
        b.winner = Optional.of(draw < p ? a : d);
    }

    /** The chance the side of strength {@code a} beats the side of strength {@code d}, troop quality aside. */
    static double chance(double a, double d) {
        return chance(a, d, 1, 1, CombatTuning.STANDARD);
    }

    /**
     * The chance the side of strength {@code a} and troop quality {@code qa} beats the side of strength {@code d} and
     * troop quality {@code qd}.
     */
    static double chance(double a, double d, double qa, double qd, CombatTuning t) {
        if (d <= 0) {
            return 1;
        }
        if (a <= 0) {
            return 0;
        }
        double shock = t.get(CombatTuning.Knob.QUALITY_SHOCK);
        double odds = a / d * (shock == 0 || qa <= 0 || qd <= 0 ? 1 : Math.pow(qa / qd, shock));
        double r = Math.pow(odds, t.get(CombatTuning.Knob.MELEE_EXPONENT));
        return r / (r + 1);
    }
}

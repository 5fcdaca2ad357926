package org.adjutant.gitm.combat;

import java.util.List;
import org.adjutant.ruleset.Dice;

/**
 * How a side's casualties fall on the enemy (GITM 9.7, 9.9, 9.14; docs/rules/gitm-9-combat.md, section 9 step 4):
 * the total in proportion to the units' exposed men, each share times the unit's casualty factor (posture, manned
 * fort), rounded stochastically as a whole and spread by largest remainder; no unit loses more than half its exposed
 * men in one segment, and what the cap cuts off is not passed on.
 */
final class CasualtySpread {
    /** One unit under fire: its exposed men and its casualty factor. */
    record Target(double exposed, double factor) {
        int cap(CombatTuning t) {
            return (int) Math.floor(t.get(CombatTuning.Knob.CASUALTY_CAP) * exposed);
        }
    }

    private CasualtySpread() {
    }

    /** The men each target loses to {@code casualties} expected casualties, with the standard designed values. */
    static int[] spread(double casualties, List<Target> targets, Dice dice, String label) {
        return spread(casualties, targets, dice, label, CombatTuning.STANDARD);
    }

    /** The men each target loses to {@code casualties} expected casualties. */
    static int[] spread(double casualties, List<Target> targets, Dice dice, String label, CombatTuning tuning) {
        int[] out = new int[targets.size()];
        double exposed = 0;
        for (Target t : targets) {
            exposed += t.exposed();
        }
        if (casualties <= 0 || exposed <= 0) {
            return out;
        }
        double[] shares = new double[targets.size()];
        double total = 0;
        for (int i = 0; i < shares.length; i++) {
            Target t = targets.get(i);
            shares[i] = casualties * t.exposed() / exposed * t.factor();
            total += shares[i];
        }
        int men = Rounding.stochastic(total, dice, label);
        int[] spread = Rounding.largestRemainder(men, shares);
        for (int i = 0; i < out.length; i++) {
            out[i] = Math.min(spread[i], targets.get(i).cap(tuning));
        }
        return out;
    }

    /** The noise factor of one side's casualties in a segment: uniform in [1 - NOISE, 1 + NOISE] (notes 7.6). */
    static double noise(Dice dice, String label, CombatTuning t) {
        double noise = t.get(CombatTuning.Knob.NOISE);
        return 1 - noise + 2 * noise * dice.uniform(label);
    }
}

package org.adjutant.gitm.detection;

import java.util.Collection;
import org.adjutant.ruleset.Dice;

/**
 * Reports a stack of units: exactly for friends, approximately for others (GITM 1.4, 4.1).
 *
 * <p>The error model (the rules only say "somewhat higher or lower" and "approximately correct", see
 * docs/rules/gitm-4-detection.md): the count is off by up to a quarter of the stack either way (at least one unit),
 * evenly spread, and never below one; then each branch letter is checked in turn. A branch that makes up less than a
 * third of the stack is overlooked on a 1 in 6; a branch that is not there is wrongly reported on a 1 in 20. If every
 * letter was overlooked, the most numerous branch is reported. Exactly one count roll and four letter rolls are
 * made for every estimate, so the same dice always give the same estimate of the same stack.
 */
public final class StackEstimator {
    static final int OVERLOOK_SIDES = 6;
    static final int RUMOUR_SIDES = 20;

    private StackEstimator() {
    }

    /** The true report of a same-side or actively allied stack. */
    public static StackEstimate exact(Collection<org.adjutant.gitm.unit.Unit> units) {
        int n = requireUnits(units);
        return new StackEstimate(n, n == 1 ? "1 unit" : n + " units", ArmLetters.exact(units), true);
    }

    /**
     * The approximate report of a hostile or neutral stack. {@code what} names the stack in the dice labels, e.g.
     * "MEX at J2-Y4", so a moderator reading the rolls knows what each decided.
     */
    public static StackEstimate approximate(Collection<org.adjutant.gitm.unit.Unit> units, Dice dice, String what) {
        int n = requireUnits(units);
        int spread = spread(n);
        int error = dice.roll("GITM 4.1 count of " + what + " (error +-" + spread + ")", 2 * spread + 1)
                - (spread + 1);
        int reported = Math.max(1, n + error);
        int[] counts = ArmLetters.counts(units);
        int[] shown = new int[counts.length];
        for (int i = 0; i < counts.length; i++) {
            char letter = ArmLetters.ORDER.charAt(i);
            if (counts[i] > 0) {
                int roll = dice.roll("GITM 4.1 overlook " + letter + " in " + what, OVERLOOK_SIDES);
                boolean minority = 3 * counts[i] < n;
                shown[i] = minority && roll == 1 ? 0 : counts[i];
            } else {
                int roll = dice.roll("GITM 4.1 rumour of " + letter + " in " + what, RUMOUR_SIDES);
                shown[i] = roll == 1 ? 1 : 0;
            }
        }
        String arms = ArmLetters.letters(shown);
        if (arms.isEmpty()) {
            arms = String.valueOf(ArmLetters.ORDER.charAt(mostNumerous(counts)));
        }
        return new StackEstimate(reported, StackSize.words(reported), arms, false);
    }

    /** The largest error either way for a stack of {@code n}: a quarter of it, at least one. */
    static int spread(int n) {
        return Math.max(1, n / 4);
    }

    private static int mostNumerous(int[] counts) {
        int best = 0;
        for (int i = 1; i < counts.length; i++) {
            if (counts[i] > counts[best]) {
                best = i;
            }
        }
        return best;
    }

    private static int requireUnits(Collection<?> units) {
        if (units == null || units.isEmpty()) {
            throw new IllegalArgumentException("a stack has at least one unit");
        }
        return units.size();
    }
}

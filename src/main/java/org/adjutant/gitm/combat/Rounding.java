package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.adjutant.ruleset.Dice;

/**
 * Real casualty figures into whole men (docs/rules/gitm-9-combat.md, section 1): a total by stochastic rounding, and
 * a whole number spread over shares by the largest-remainder method, so no man is invented or lost by rounding.
 */
public final class Rounding {
    private Rounding() {
    }

    /** {@code floor(x)}, plus one with probability equal to the fraction (one uniform draw); 0 draws nothing. */
    public static int stochastic(double x, Dice dice, String label) {
        if (x <= 0) {
            return 0;
        }
        int whole = (int) Math.floor(x);
        double fraction = x - whole;
        return fraction > 0 && dice.uniform(label) < fraction ? whole + 1 : whole;
    }

    /**
     * {@code total} spread over {@code weights} (in proportion): each gets the whole part of its share, the men left
     * over go one each to the largest fractional parts, ties to the earlier index (callers list units in id order).
     */
    public static int[] largestRemainder(int total, double[] weights) {
        int[] out = new int[weights.length];
        double sum = 0;
        for (double w : weights) {
            sum += w;
        }
        if (total <= 0 || sum <= 0) {
            return out;
        }
        double[] remainder = new double[weights.length];
        int given = 0;
        for (int i = 0; i < weights.length; i++) {
            double share = total * weights[i] / sum;
            out[i] = (int) Math.floor(share);
            remainder[i] = share - out[i];
            given += out[i];
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < weights.length; i++) {
            order.add(i);
        }
        order.sort(Comparator.<Integer>comparingDouble(i -> -remainder[i]).thenComparingInt(i -> i));
        for (int k = 0; given < total; k++) {
            out[order.get(k % order.size())]++;
            given++;
        }
        return out;
    }
}

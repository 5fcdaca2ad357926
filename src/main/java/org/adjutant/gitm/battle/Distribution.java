package org.adjutant.gitm.battle;

import java.util.Arrays;

/**
 * The spread of one figure over the seeds of a battle: median and the 10th and 90th percentiles, each by linear
 * interpolation between the two nearest ranks (the common "type 7" definition: with values sorted v[0..n-1], the
 * p-th percentile lies at rank p/100 * (n - 1)), so 50 seeds give the same figures on every machine.
 */
public record Distribution(double p10, double median, double p90, double mean, int count) {
    public static final Distribution EMPTY = new Distribution(0, 0, 0, 0, 0);

    public static Distribution of(int[] values) {
        if (values.length == 0) {
            return EMPTY;
        }
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        long sum = 0;
        for (int v : sorted) {
            sum += v;
        }
        return new Distribution(percentile(sorted, 10), percentile(sorted, 50), percentile(sorted, 90),
                (double) sum / sorted.length, sorted.length);
    }

    /** The {@code p}-th percentile of sorted values. */
    static double percentile(int[] sorted, int p) {
        double rank = p / 100.0 * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = Math.min(below + 1, sorted.length - 1);
        return sorted[below] + (rank - below) * (sorted[above] - sorted[below]);
    }
}

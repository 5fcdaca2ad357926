package org.adjutant.config;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Suggests the known key a typo was probably meant to be: the closest by edit distance, if close enough. */
final class DidYouMean {
    private DidYouMean() {
    }

    static Optional<String> suggest(String typed, Collection<String> known) {
        String wanted = normal(typed);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int d = distance(wanted, normal(candidate));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        // Allow about one slip per three letters: "pased" -> "paused", but not "colour" -> "role".
        int tolerance = Math.max(1, wanted.length() / 3);
        return bestDistance <= tolerance ? Optional.ofNullable(best) : Optional.empty();
    }

    /** Case and the choice of '-', '_' or nothing between words are the commonest slips: ignore them. */
    private static String normal(String key) {
        return key.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
    }

    /** Edit distance counting a swap of two neighbouring letters as one slip ("hots" -> "host"). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}

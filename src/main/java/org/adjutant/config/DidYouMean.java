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

    /** Levenshtein distance, two rows at a time. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}

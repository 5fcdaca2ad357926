package org.adjutant.gitm.order;

import java.util.List;
import java.util.Optional;

/**
 * Finds the keyword a mistyped word most likely meant, by edit distance counting a swap of two neighbouring letters
 * as one edit ("MARHC" is one edit from MARCH). Ties go to the earlier keyword in the list, so the answer is stable.
 */
final class Suggestions {
    /** Longer words are not compared: nobody mistypes a keyword into thirty letters, and it bounds the work. */
    private static final int MAX_WORD = 20;

    private Suggestions() {
    }

    static Optional<String> nearest(String word, List<String> keywords) {
        if (word.isEmpty() || word.length() > MAX_WORD) {
            return Optional.empty();
        }
        int allowed = word.length() <= 4 ? 1 : 2;
        String best = null;
        int bestDistance = allowed + 1;
        for (String k : keywords) {
            if (Math.abs(k.length() - word.length()) >= bestDistance) {
                continue;
            }
            int d = distance(word, k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Optimal string alignment distance (Levenshtein plus adjacent transposition). */
    static int distance(String a, String b) {
        int n = a.length();
        int m = b.length();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[n][m];
    }
}

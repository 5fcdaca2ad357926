package org.adjutant.gitm.unit;

import java.util.Locale;
import java.util.Optional;

/**
 * The seven quality grades (GITM 3.2). The morale check and desertion pages list them from Very Poor to Excellent
 * and the morale chart numbers them 1 to 7 (GITM-MD morale.html, morale2.html, desertion.html); the status block
 * writes the word (GITM 3.3: "Fair").
 */
public enum Quality {
    VERY_POOR, POOR, FAIR, AVERAGE, GOOD, VERY_GOOD, EXCELLENT;

    /** 1 (Very Poor) to 7 (Excellent), the number the morale formulas use. */
    public int level() {
        return ordinal() + 1;
    }

    public static Quality ofLevel(int level) {
        if (level < 1 || level > 7) {
            throw new IllegalArgumentException("quality levels run from 1 to 7, not " + level);
        }
        return values()[level - 1];
    }

    /** "Very Good", as the status block prints it. */
    public String words() {
        StringBuilder b = new StringBuilder();
        for (String part : name().split("_")) {
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(part.charAt(0)).append(part.substring(1).toLowerCase(Locale.ROOT));
        }
        return b.toString();
    }

    /** Accepts "Very Good", "very_good", "VERY-GOOD" or a level 1-7. */
    public static Optional<Quality> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.trim().toUpperCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
        if (t.matches("[1-7]")) {
            return Optional.of(ofLevel(Integer.parseInt(t)));
        }
        for (Quality q : values()) {
            if (q.name().equals(t)) {
                return Optional.of(q);
            }
        }
        return Optional.empty();
    }
}

package org.adjutant.gitm.detection;

import java.util.Collection;
import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;

/**
 * The branch letters of a stack, I, C, A and H in that order (GITM 4.1); militia count as infantry. The exact
 * letters are what a player reads of his own side's stacks; {@link StackEstimator} blurs them for others.
 */
public final class ArmLetters {
    /** The letters in the order reports print them. */
    public static final String ORDER = "ICAH";
    /**
     * What the letters stand for, as every key of the reports prints it: "I infantry, C cavalry, A artillery,
     * H headquarters". Built from {@link #word} so the key and the event report's words cannot drift apart.
     */
    public static final String KEY = key();

    private ArmLetters() {
    }

    /** The branch a letter stands for, as the event report spells it out: 'C' is "cavalry". */
    public static String word(char letter) {
        return switch (letter) {
            case 'I' -> "infantry";
            case 'C' -> "cavalry";
            case 'A' -> "artillery";
            case 'H' -> "headquarters";
            default -> throw new IllegalArgumentException("not a branch letter: " + letter);
        };
    }

    private static String key() {
        StringBuilder b = new StringBuilder();
        for (char c : ORDER.toCharArray()) {
            b.append(b.length() == 0 ? "" : ", ").append(c).append(' ').append(word(c));
        }
        return b.toString();
    }

    /** How many units of the stack show each letter, indexed as {@link #ORDER}. */
    static int[] counts(Collection<Unit> units) {
        int[] counts = new int[ORDER.length()];
        for (Unit u : units) {
            counts[index(u.type().arm())]++;
        }
        return counts;
    }

    static int index(Arm arm) {
        return ORDER.indexOf(arm.reportLetter());
    }

    /** The true letters of a stack, e.g. "IA". */
    public static String exact(Collection<Unit> units) {
        return letters(counts(units));
    }

    static String letters(int[] counts) {
        StringBuilder b = new StringBuilder(ORDER.length());
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                b.append(ORDER.charAt(i));
            }
        }
        return b.toString();
    }
}

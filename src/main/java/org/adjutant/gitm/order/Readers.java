package org.adjutant.gitm.order;

import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/** Reads the values orders are made of (squares, numbers, phases, unit ids, names) from a line's words. */
final class Readers {
    // Shapes are checked by hand rather than by regular expressions: this is the hot path of every mail.
    private static final Set<String> BLANKS =
            new java.util.HashSet<>(java.util.List.of("-", "_", ".", "*", "~", "BLANK", "SKIP", "WAIT"));
    private static final int MAX_DIGITS = 6;
    /**
     * City and port names are short (the 1846 map's longest, "Presidio del Rio Grande (Guerrero Coahuila)", has six
     * words); more words than this means the name ran into something else.
     */
    private static final int MAX_NAME_WORDS = 8;

    private Readers() {
    }

    /** A blank path box: "-", "_", "SKIP" and the like, or a run of dashes. */
    static boolean isBlank(String word) {
        if (BLANKS.contains(word)) {
            return true;
        }
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) != '-') {
                return false;
            }
        }
        return !word.isEmpty();
    }

    /** Nationality, number, type: MX3LI, US12IN, US1TR (GITM 3.1); upper case. */
    static boolean isUnitId(String word) {
        int n = word.length();
        if (n < 5 || n > 8 || !isUpper(word.charAt(0)) || !isUpper(word.charAt(1)) || !isUpper(word.charAt(n - 1))
                || !isUpper(word.charAt(n - 2))) {
            return false;
        }
        for (int i = 2; i < n - 2; i++) {
            if (!isDigit(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean isTransportId(String word) {
        return isUnitId(word) && word.endsWith("TR");
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** A letter and a digit: the column or row half of a strategic square. */
    private static boolean isHalfSquare(String w) {
        return w.length() == 2 && isUpper(w.charAt(0)) && isDigit(w.charAt(1));
    }

    /** Anything shaped like a strategic square, to say why it is not one instead of calling it an unknown word. */
    private static boolean isSquareShape(String w) {
        int n = w.length();
        if (n != 4 && n != 5) {
            return false;
        }
        if (n == 5 && w.charAt(2) != '-' && w.charAt(2) != '/') {
            return false;
        }
        return isUpper(w.charAt(0)) && isDigit(w.charAt(1)) && isUpper(w.charAt(n - 2)) && isDigit(w.charAt(n - 1));
    }

    /**
     * Two numbers of 1-3 digits joined by one of {@code separators} (e.g. "7-4"): {first, second}, or null. A
     * separator of '.' also accepts "..".
     */
    private static int[] numberPair(String w, String separators) {
        int i = 0;
        int a = 0;
        while (i < w.length() && isDigit(w.charAt(i)) && i < 3) {
            a = a * 10 + (w.charAt(i++) - '0');
        }
        if (i == 0 || i >= w.length() || separators.indexOf(w.charAt(i)) < 0) {
            return null;
        }
        char sep = w.charAt(i++);
        if (sep == '.' && i < w.length() && w.charAt(i) == '.') {
            i++;
        }
        int start = i;
        int b = 0;
        while (i < w.length() && isDigit(w.charAt(i)) && i - start < 3) {
            b = b * 10 + (w.charAt(i++) - '0');
        }
        return i == start || i != w.length() ? null : new int[] {a, b};
    }

    static boolean isNumber(String word) {
        if (word.isEmpty() || word.length() > MAX_DIGITS) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** A strategic square written as one word (G4-V6, g4v6) or two or three (G4 V6, G4 - V6); empty if none. */
    static Optional<StrategicSquare> strategicSquare(Words w) {
        String a = w.peek();
        if (isSquareShape(a)) {
            Optional<StrategicSquare> s = StrategicSquare.parse(a);
            if (s.isEmpty()) {
                throw notAStrategicSquare(w.peekOriginal());
            }
            w.skip(1);
            return s;
        }
        if (isHalfSquare(a)) {
            String b = w.peek(1);
            int used = 2;
            if (b.equals("-") || b.equals("/")) {
                b = w.peek(2);
                used = 3;
            }
            if (isHalfSquare(b)) {
                Optional<StrategicSquare> s = StrategicSquare.parse(a + b);
                if (s.isEmpty()) {
                    throw notAStrategicSquare(a + "-" + b);
                }
                w.skip(used);
                return s;
            }
        }
        return Optional.empty();
    }

    static StrategicSquare requireStrategicSquare(Words w, String what) {
        return strategicSquare(w).orElseThrow(() -> new Rejection(
                what + " needs a strategic square such as G4-V6, not " + quoteNext(w)));
    }

    private static Rejection notAStrategicSquare(String text) {
        return new Rejection(Sanitize.quote(text) + " is not a strategic square: columns run A0-N9 and rows P0-Z9"
                + " (GITM 1.1)");
    }

    /** A tactical square written 7-4, 7/4 or 7 4; empty if the next words are not one. */
    static Optional<TacticalSquare> tacticalSquare(Words w) {
        String a = w.peek();
        int[] pair = numberPair(a, "-/.");
        int col;
        int row;
        int used;
        if (pair != null) {
            col = pair[0];
            row = pair[1];
            used = 1;
        } else if (isNumber(a) && isNumber(w.peek(1)) && a.length() <= 3 && w.peek(1).length() <= 3) {
            col = Integer.parseInt(a);
            row = Integer.parseInt(w.peek(1));
            used = 2;
        } else {
            return Optional.empty();
        }
        if (!TacticalSquare.onMap(col, row)) {
            throw new Rejection("tactical square " + col + "-" + row
                    + " is off the tactical map: columns and rows run 0-14 (GITM 2.1)");
        }
        w.skip(used);
        return Optional.of(new TacticalSquare(col, row));
    }

    static TacticalSquare requireTacticalSquare(Words w, String what) {
        return tacticalSquare(w).orElseThrow(() -> new Rejection(
                what + " needs a tactical square such as 7-4, not " + quoteNext(w)));
    }

    static int number(Words w, String what) {
        String word = w.peek();
        if (!isNumber(word)) {
            if (!word.isEmpty() && word.chars().allMatch(Character::isDigit)) {
                throw new Rejection(what + ": " + Sanitize.quote(word) + " is far too large");
            }
            throw new Rejection(what + " needs a number, not " + quoteNext(w));
        }
        w.skip(1);
        return Integer.parseInt(word);
    }

    /**
     * Tactical phases after PHASE or PHASES: "2", "2-4", "2 TO 4" or "FROM 2 TO 4". A single phase is a range of one.
     */
    static PhaseRange phases(Words w, String what) {
        w.accept("FROM");
        int first;
        int last;
        int[] pair = numberPair(w.peek(), "-.");
        if (pair != null) {
            first = pair[0];
            last = pair[1];
            w.skip(1);
        } else {
            first = number(w, what + " phase");
            last = first;
            if (w.accept("TO", "-", "THROUGH", "THRU")) {
                last = number(w, what + " phase");
            }
        }
        requirePhase(first);
        requirePhase(last);
        if (first > last) {
            throw new Rejection(what + " phases " + first + "-" + last + " run backwards; write the earlier first");
        }
        return new PhaseRange(first, last);
    }

    static void requirePhase(int phase) {
        if (!PhaseRange.isPhase(phase)) {
            throw new Rejection("there is no tactical phase " + phase + ": a turn has tactical phases 1-5 (GITM 5.2)");
        }
    }

    static String unitId(Words w, String what) {
        String word = w.peek();
        if (!isUnitId(word)) {
            throw new Rejection(what + " needs a unit id such as MX3LI, not " + quoteNext(w));
        }
        w.skip(1);
        return word;
    }

    /** A ship id such as US1TR (GITM 7.17), as written; {@code what} names the order for the refusal. */
    static String shipId(Words w, String what) {
        String word = w.peek();
        if (org.adjutant.gitm.naval.ShipId.parse(word).isEmpty()) {
            throw new Rejection(what + " needs a ship id such as US1TR or MX2SL, not " + quoteNext(w));
        }
        w.skip(1);
        return word;
    }

    /**
     * A city or port name: the words up to one of {@code stops} or the end of the line, as written, single-spaced.
     */
    static String name(Words w, String what, Set<String> stops) {
        StringBuilder b = new StringBuilder();
        int count = 0;
        while (!w.atEnd() && !stops.contains(w.peek())) {
            if (++count > MAX_NAME_WORDS) {
                throw new Rejection(what + " is too long a name; names have at most " + MAX_NAME_WORDS + " words");
            }
            String word = w.nextOriginal();
            for (int i = 0; i < word.length(); i++) {
                char c = word.charAt(i);
                if (Character.isISOControl(c) || Character.isSurrogate(c)) {
                    throw new Rejection(what + " " + Sanitize.quote(word) + " contains characters no name has");
                }
            }
            if (b.length() > 0) {
                b.append(' ');
            }
            b.append(word);
        }
        if (b.length() == 0) {
            throw new Rejection(what + " needs a name");
        }
        return b.toString();
    }

    static String quoteNext(Words w) {
        return w.atEnd() ? "the end of the line" : Sanitize.quote(w.peekOriginal());
    }
}

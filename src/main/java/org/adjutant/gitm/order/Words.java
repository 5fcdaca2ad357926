package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of one line of orders and a cursor over them. Words are separated by white space (any Unicode space,
 * including no-break space) and by {@code , ; : =}; invisible formatting characters (zero-width spaces, direction
 * marks, byte-order marks) are dropped and control characters count as spaces, so orders pasted from web mail still
 * read.
 */
final class Words {
    private final String[] original;
    private final String[] upper;
    private int position;

    private Words(List<String> words) {
        this.original = words.toArray(new String[0]);
        this.upper = new String[original.length];
        for (int i = 0; i < original.length; i++) {
            upper[i] = original[i].toUpperCase(Locale.ROOT);
        }
    }

    static Words of(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        boolean invisible = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            if (type == Character.FORMAT) {
                invisible = true;
                continue;
            }
            if (isSeparator(c, type)) {
                if (start >= 0) {
                    words.add(word(text, start, i, invisible));
                    start = -1;
                    invisible = false;
                }
            } else if (start < 0) {
                start = i;
                invisible = type == Character.FORMAT;
            }
        }
        if (start >= 0) {
            words.add(word(text, start, text.length(), invisible));
        }
        return new Words(words);
    }

    /** The word between start and end; only a word with invisible characters in it is copied char by char. */
    private static String word(String text, int start, int end, boolean invisible) {
        if (!invisible) {
            return text.substring(start, end);
        }
        StringBuilder b = new StringBuilder(end - start);
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (Character.getType(c) != Character.FORMAT) {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean isSeparator(char c, int type) {
        return c == ',' || c == ';' || c == ':' || c == '=' || Character.isWhitespace(c) || Character.isSpaceChar(c)
                || type == Character.CONTROL;
    }

    boolean atEnd() {
        return position >= original.length;
    }

    int size() {
        return original.length;
    }

    /** The next word upper-cased, or "" at the end. */
    String peek() {
        return peek(0);
    }

    String peek(int ahead) {
        int i = position + ahead;
        return i < upper.length ? upper[i] : "";
    }

    /** The next word as written. */
    String peekOriginal() {
        return position < original.length ? original[position] : "";
    }

    /** Consumes and returns the next word upper-cased. */
    String next() {
        if (atEnd()) {
            throw new Rejection("the line ends too early");
        }
        return upper[position++];
    }

    /** Consumes and returns the next word as written. */
    String nextOriginal() {
        if (atEnd()) {
            throw new Rejection("the line ends too early");
        }
        return original[position++];
    }

    void skip(int count) {
        position = Math.min(original.length, position + count);
    }

    /** Consumes the next word if it is one of {@code options}. */
    boolean accept(String... options) {
        String w = peek();
        for (String o : options) {
            if (o.equals(w)) {
                position++;
                return true;
            }
        }
        return false;
    }

    boolean nextIs(String... options) {
        String w = peek();
        for (String o : options) {
            if (o.equals(w)) {
                return true;
            }
        }
        return false;
    }
}

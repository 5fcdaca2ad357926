package org.adjutant.gitm.order;

/** Makes a player's word safe and short enough to quote back in a reason. */
final class Sanitize {
    static final int MAX_QUOTED = 24;

    private Sanitize() {
    }

    /** The word with anything unprintable shown as '?', cut to a readable length. */
    static String quote(String word) {
        StringBuilder b = new StringBuilder(Math.min(word.length(), MAX_QUOTED) + 3);
        for (int i = 0; i < word.length() && b.length() < MAX_QUOTED; i++) {
            char c = word.charAt(i);
            boolean printable = !Character.isISOControl(c) && !Character.isSurrogate(c)
                    && Character.getType(c) != Character.FORMAT && Character.getType(c) != Character.UNASSIGNED;
            b.append(printable ? c : '?');
        }
        if (word.length() > MAX_QUOTED) {
            b.append("...");
        }
        return "'" + b + "'";
    }
}

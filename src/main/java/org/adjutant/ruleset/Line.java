package org.adjutant.ruleset;

/** One line of a player's mail as the player wrote it, with its 1-based number in the decoded text. */
public record Line(int number, String text) {
    public Line {
        if (number < 1) {
            throw new IllegalArgumentException("line numbers start at 1: " + number);
        }
        text = text == null ? "" : text;
    }
}

package org.adjutant.ruleset;

/**
 * Why a line of orders was refused, in words meant for the player. {@code line} is the mail's line number, or 0 when
 * the problem concerns the block as a whole.
 */
public record Problem(int line, String reason) {
    public Problem {
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a problem needs a reason");
        }
    }

    public static Problem at(Line line, String reason) {
        return new Problem(line.number(), reason);
    }

    @Override
    public String toString() {
        return line > 0 ? "line " + line + ": " + reason : reason;
    }
}

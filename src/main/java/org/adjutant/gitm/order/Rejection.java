package org.adjutant.gitm.order;

/**
 * Thrown inside the parser when a line cannot be understood, carrying the reason for the player. It never leaves
 * {@link OrderParser}: the parser turns it into a {@link org.adjutant.ruleset.Problem}. No stack trace is filled in,
 * since a hostile mail can make thousands of them.
 */
final class Rejection extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Rejection(String reason) {
        super(reason, null, false, false);
    }

    String reason() {
        return getMessage();
    }
}

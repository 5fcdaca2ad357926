package org.adjutant.gitm.economy;

import java.util.Optional;

/**
 * The one wording of "not enough money" (docs/rules/sow.md section 18.3): the order, what it needs, what the treasury
 * holds after the orders before it, and the difference, so that the reply to a mail and the deadline's report read
 * alike.
 */
final class Shortfall {
    private Shortfall() {
    }

    static Optional<String> of(Exchequer exchequer, String state, String order, int crowns, String rule) {
        int left = exchequer.balance(state);
        if (crowns <= left) {
            return Optional.empty();
        }
        boolean spent = left != exchequer.opening(state);
        return Optional.of(order + " needs " + crowns + " Cr; " + state + " has " + left + " Cr"
                + (spent ? " after the orders above it" : "") + ": " + (crowns - left) + " short (" + rule + ")");
    }
}

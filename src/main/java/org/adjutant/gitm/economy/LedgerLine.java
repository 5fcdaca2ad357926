package org.adjutant.gitm.economy;

/**
 * One sum that entered or left a state's treasury this turn (docs/rules/sow.md section 19): the statement prints the
 * ledger, and the soak test sums it.
 *
 * @param amount crowns, positive when they came in, negative when they went out
 * @param label  what it was, in the statement's words ("Monterrey (3)", "MX4IN active, 5 x 3 for 1100 men")
 */
public record LedgerLine(Kind kind, String label, int amount) {
    /** Why the money moved, in the order the statement prints them. */
    public enum Kind {
        /** Sent to another state (SoW-2018 2.1). */
        PAID,
        /** Received from another state (SoW-2018 2.1). */
        RECEIVED,
        /** Supplies bought in a city's market (SoW 6; docs/rules/sow.md section 14), paid in the orders phase. */
        PURCHASED,
        /** Works on a fort (SoW 7; docs/rules/sow.md section 15), paid in the orders phase. */
        WORKS,
        /** A city's or port's income (SoW-2018 2.2-2.4). */
        INCOME,
        /**
         * Income the war chest does not take in (docs/rules/sow.md sections 3.1, 3.2): the share of its cities'
         * income a state does not collect, and what would lift its chest above its limit; it goes to the state's civil
         * government, outside the game.
         */
        UNCOLLECTED,
        /** A unit's upkeep (SoW 5.1-5.3). */
        UPKEEP,
        /** The part of the upkeep bill the treasury could not pay (section 6): owed, never paid, not carried over. */
        UNPAID,
        /** New units raised (SoW 4.2-4.9; section 8.1). */
        BUILDS,
        /** Men and batteries bought for existing units (SoW 4.14; section 12). */
        REINFORCEMENTS,
        /** Paid-for units that could not be formed for want of room (SoW 4.6; section 8.9): money back. */
        BUILD_REFUNDS
    }

    public LedgerLine {
        if (kind == null || label == null || label.isBlank()) {
            throw new IllegalArgumentException("a ledger line needs a kind and a label");
        }
        boolean in = kind == Kind.RECEIVED || kind == Kind.INCOME || kind == Kind.UNPAID || kind == Kind.BUILD_REFUNDS;
        if (in ? amount < 0 : amount > 0) {
            throw new IllegalArgumentException(kind + " cannot be " + amount + ": " + label);
        }
    }
}

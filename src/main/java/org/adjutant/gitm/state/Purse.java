package org.adjutant.gitm.state;

/**
 * What a state's war chest takes in and how far behind it is with its troops' pay (docs/rules/sow.md sections 3.1 and
 * 6).
 *
 * @param collection the share, in percent, of the income SoW-2018 2.2-2.4 gives its cities and ports that reaches its
 *                   war chest: a scenario's calibration of each state's revenue against what it historically raised
 *                   for the war (100: all of it; the 1846 figures and their sources are in docs/scenario-1846.md)
 * @param arrears    the turns in a row, up to the last one played, on which it could not pay its whole upkeep bill
 *                   (0: its troops are paid up)
 */
public record Purse(int collection, int arrears) {
    /** The rule book's income, troops paid up: every state of a scenario that says nothing. */
    public static final Purse FULL = new Purse(100, 0);
    /** The highest collection: all of the rule book's income (a war chest never takes in more than its cities earn). */
    public static final int MAX_COLLECTION = 100;

    public Purse {
        if (collection < 0 || collection > MAX_COLLECTION) {
            throw new IllegalArgumentException("a state collects 0-" + MAX_COLLECTION + " percent of its income: "
                    + collection);
        }
        if (arrears < 0) {
            throw new IllegalArgumentException("arrears cannot be negative: " + arrears);
        }
    }

    public Purse withArrears(int value) {
        return new Purse(collection, value);
    }

    /** {@code crowns} as much of it as this state collects, rounded down. */
    public int collected(int crowns) {
        return (int) ((long) crowns * collection / 100);
    }
}

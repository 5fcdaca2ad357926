package org.adjutant.gitm.detection;

/**
 * The words a report uses for the size of a stack it only estimates (GITM 4.1): "regiments" for 2-3 units,
 * "brigade" for 4-5, "brigades" for 6-8, "division" for 9 to 17, and "N divisions" from 18 on, N being the count
 * divided by 12 and rounded. A single unit is a "regiment" (the rules give no word for it). The bands are of the
 * reported count; since that count is itself off by a little (see {@link StackEstimator}), a "brigade" turns out to
 * be 3 to 6 units, as the rules' "normally 3-5" leads a player to expect.
 */
public final class StackSize {
    public static final int UNITS_PER_DIVISION = 12;

    private StackSize() {
    }

    public static String words(int reportedUnits) {
        if (reportedUnits < 1) {
            throw new IllegalArgumentException("a reported stack has at least one unit: " + reportedUnits);
        }
        if (reportedUnits == 1) {
            return "regiment";
        }
        if (reportedUnits <= 3) {
            return "regiments";
        }
        if (reportedUnits <= 5) {
            return "brigade";
        }
        if (reportedUnits <= 8) {
            return "brigades";
        }
        if (reportedUnits < 18) {
            return "division";
        }
        int divisions = (reportedUnits + UNITS_PER_DIVISION / 2) / UNITS_PER_DIVISION;
        return divisions + " divisions";
    }
}

package org.adjutant.gitm.order;

/** Shared limits of transfers of men and batteries (SoW 4.11). */
final class Transfer {
    /** Larger than any unit may hold (SoW 4.9), so anything above is a typing mistake. */
    static final int MAX_MEN = 2000;
    static final int MAX_BATTERIES = 3;

    private Transfer() {
    }

    static void requireAmounts(int men, int batteries) {
        if (men < 0 || men > MAX_MEN || batteries < 0 || batteries > MAX_BATTERIES || men + batteries == 0) {
            throw new IllegalArgumentException("transfer of " + men + " men and " + batteries + " batteries");
        }
    }
}

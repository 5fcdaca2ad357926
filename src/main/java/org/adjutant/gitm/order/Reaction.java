package org.adjutant.gitm.order;

/** Shared limits of support and intercept boxes (GITM 8.10, 8.11). */
final class Reaction {
    /**
     * The rules give no upper bound; a radius of 14 already covers the whole 15 x 15 map from any centre, so larger
     * values can only be typing mistakes.
     */
    static final int MAX_RADIUS = 14;

    private Reaction() {
    }

    static void requireRadius(int radius) {
        if (radius < 0 || radius > MAX_RADIUS) {
            throw new IllegalArgumentException("radius 0-14: " + radius);
        }
    }
}

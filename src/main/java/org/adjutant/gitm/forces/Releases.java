package org.adjutant.gitm.forces;

import org.adjutant.gitm.event.Release;

/**
 * Where released men go (SoW 4.15, GITM 3.5; docs/rules/sow.md sections 11, 13, 21): home to the state's manpower pool
 * at the end of the season (campaign) after this one; from abroad "about 40%" are lost, made exact as two in five
 * (the pool gets {@code floor(3/5 x men)}), and the state pays a victory point for each whole 250 men sent home.
 */
final class Releases {
    /** SoW 4.15: a victory point a 250 men sent home from abroad. */
    static final int MEN_PER_PENALTY_VP = 250;

    private Releases() {
    }

    static Release of(int men, boolean abroad, int campaign) {
        if (men == 0) {
            return Release.NONE;
        }
        if (!abroad) {
            return new Release(men, men, 0, 0, campaign + 1);
        }
        int home = men * 3 / 5;
        return new Release(men, home, men - home, men / MEN_PER_PENALTY_VP, campaign + 1);
    }

    /** Militia go back to their city's militia pool at once, with no penalty (SoW 4.15). */
    static Release militia(int men) {
        return men == 0 ? Release.NONE : new Release(men, men, 0, 0, 0);
    }
}

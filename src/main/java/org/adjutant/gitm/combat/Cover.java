package org.adjutant.gitm.combat;

/**
 * Cover (docs/rules/gitm-9-combat.md, sections 9 and 16; designed): men who hold rated ground -- banks, walls, trees,
 * folds of the ground, field works -- are harder to hit than men crossing it. A defender on ground of rating 4 is
 * spared {@code COVER} of the fire and of the shells it would take in the open, a quarter of that less for each step
 * of rating below 4; rating 0 shelters no one. GITM 9.6 gives the rating as a strength for the side that holds it;
 * this is the same ground sparing the men it shelters.
 */
final class Cover {
    /** The rating at which the whole of {@code COVER} is spared (the top of GITM 2.4's scale). */
    static final int FULL_RATING = 4;

    private Cover() {
    }

    /** The share of fire or shells a unit holding ground of {@code rating} still takes. */
    static double taken(int rating, CombatTuning t) {
        double share = t.get(CombatTuning.Knob.COVER) * Math.max(0, Math.min(rating, FULL_RATING)) / FULL_RATING;
        return Math.max(0, 1 - share);
    }
}

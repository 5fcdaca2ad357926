package org.adjutant.gitm.combat;

/** How a side's flanks stand (GITM 9.8, 9.9): the morale checks and the melee both pay for open flanks. */
public enum Flanks {
    BOTH_ANCHORED, ONE_EXPOSED, BOTH_EXPOSED;

    /** The morale check's factor on both chances (GITM-MD morale.html). */
    public double moraleFactor() {
        return switch (this) {
            case BOTH_ANCHORED -> 1;
            case ONE_EXPOSED -> CombatConstants.ONE_FLANK_OPEN;
            case BOTH_EXPOSED -> CombatConstants.BOTH_FLANKS_OPEN;
        };
    }

    /** The melee strength factor of the side (section 8.4): {@code OPEN_FLANK} per exposed flank. */
    public double meleeFactor() {
        return meleeFactor(CombatTuning.STANDARD);
    }

    double meleeFactor(CombatTuning t) {
        double open = t.get(CombatTuning.Knob.OPEN_FLANK);
        return switch (this) {
            case BOTH_ANCHORED -> 1;
            case ONE_EXPOSED -> open;
            case BOTH_EXPOSED -> open * open;
        };
    }
}

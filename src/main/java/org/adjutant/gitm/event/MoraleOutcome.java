package org.adjutant.gitm.event;

/** How a morale check ended (GITM 9.8, 9.11, 12.1; GITM-MD morale.html). */
public enum MoraleOutcome {
    /** Passed: the unit stands. */
    HELD("held"),
    /** Failed: the unit retreats up to four tactical squares. */
    RETREAT("failed and retreats"),
    /** Failed badly: the unit routs into a neighbouring strategic square. */
    ROUT("failed and routs"),
    /** Taken at fatigue 16 or more: the unit shatters whatever the dice (GITM 12.1). */
    SHATTER("was taken exhausted, and the unit shatters"),
    /** Failed inside a fort: the unit does not move (GITM 9.8) but stops engaging (GITM 8.8). */
    FAILED_IN_FORT("failed, but the unit stays in its fort");

    private final String words;

    MoraleOutcome(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    public boolean failed() {
        return this != HELD;
    }
}

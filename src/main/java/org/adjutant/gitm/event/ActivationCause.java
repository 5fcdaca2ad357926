package org.adjutant.gitm.event;

/** Why an inactive unit became active (GITM 11.1, 11.3). */
public enum ActivationCause {
    /** Its commander or deputy ordered ACTIVATE (GITM 11.1). */
    COMMANDER,
    /** The War Minister (or another office of its state) ordered ACTIVATE &lt;unit&gt; (GITM 11.1). */
    MINISTER,
    /** An active unit of a hostile state stood in its strategic square at a phase end (GITM 11.3). */
    ENEMY_ENTERED,
    /** An active unit of a neutral state stood in its strategic square at a phase end (GITM 11.3). */
    NEUTRAL_ENTERED;

    /** Whether the unit was ordered out, as against roused by troops of another side. */
    public boolean ordered() {
        return this == COMMANDER || this == MINISTER;
    }
}

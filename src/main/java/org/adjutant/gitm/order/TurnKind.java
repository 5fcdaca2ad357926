package org.adjutant.gitm.order;

/** The kinds of turn that change which orders are allowed. */
public enum TurnKind {
    /** The pre-game deployment turn: units are placed, not marched (GITM 7.18-7.19). */
    DEPLOYMENT,
    /** An ordinary campaign turn. */
    CAMPAIGN,
    /** A campaign turn on which land units other than militia may be raised (SoW 4.2: the calendar's build turns). */
    BUILD,
    /** A peace or truce turn: no supply-movement limits (GITM 10.6). */
    PEACE_OR_TRUCE;

    /** Turns on which armies march and fight under the campaign rules. */
    public boolean isCampaign() {
        return this == CAMPAIGN || this == BUILD;
    }
}

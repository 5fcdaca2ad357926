package org.adjutant.gitm.supply;

/**
 * How an active unit came out of the consumption step of a campaign turn's supply phase (GITM 10.5, 10.7;
 * docs/rules/gitm-10-supply.md section 1).
 */
public enum Fed {
    /** It ate a supply it carried. */
    CARRIED,
    /** It ate a supply taken from its source (a city or a corps HQ). */
    SOURCE,
    /** It lived off the country (GITM 10.5): fed, but it still loses deserters (GITM-MD desertion). */
    REQUISITIONED,
    /** None of these: it went hungry. */
    UNFED;

    public boolean hungry() {
        return this == UNFED;
    }
}

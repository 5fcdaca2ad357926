package org.adjutant.gitm.event;

import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A ship its state could not pay in full (docs/rules/naval.md section 4) lost seamen and Marines, who ran, as unpaid
 * soldiers go home (docs/rules/sow.md section 6). Seen by its state's officers.
 */
public record UnpaidCrews(Phase when, ShipId ship, int crewLost, int marinesLost, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "unpaid-crews";
    }

    @Override
    public String describe() {
        if (crewLost == 0 && marinesLost == 0) {
            return ship + " was not paid in full; nobody has run yet.";
        }
        return ship + " was not paid in full: " + crewLost + " seamen and " + marinesLost + " Marines ran.";
    }
}

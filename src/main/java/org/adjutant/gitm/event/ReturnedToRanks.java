package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * At the end of a campaign a unit's wounded and captured men came back to it (GITM 9.13), up to its size limit; the
 * rest are lost to it. Told to the unit.
 */
public record ReturnedToRanks(Phase when, UnitId unit, int wounded, int prisoners, int turnedAway,
                              Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "returned-to-ranks";
    }

    @Override
    public String describe() {
        return wounded + " wounded and " + Count.of(prisoners, "exchanged prisoner", "exchanged prisoners")
                + " rejoined " + unit
                + (turnedAway > 0 ? "; " + turnedAway + " more found no place in its ranks" : "") + ".";
    }
}

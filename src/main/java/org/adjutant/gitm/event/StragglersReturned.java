package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** Some of a unit's stragglers found their way back to the ranks (GITM 9.13); told to the unit. */
public record StragglersReturned(Phase when, UnitId unit, int men, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "stragglers-returned";
    }

    @Override
    public String describe() {
        return Count.stragglers(men) + " rejoined " + unit + ".";
    }
}

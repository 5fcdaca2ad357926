package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** Men who fell out during a strategic withdrawal (GITM 7.5). */
public record StragglersLost(Phase when, UnitId unit, int men, int percent, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "stragglers-lost";
    }

    @Override
    public String describe() {
        return unit + " lost " + Count.stragglers(men) + " (" + percent + "%) in the withdrawal.";
    }
}

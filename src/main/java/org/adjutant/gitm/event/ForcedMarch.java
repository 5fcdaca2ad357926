package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit marched one square beyond its allowance and paid for it in fatigue (GITM 7.3). */
public record ForcedMarch(Phase when, UnitId unit, int fatigue, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "forced-march";
    }

    @Override
    public String describe() {
        return unit + " made a forced march, at a cost of " + fatigue + " fatigue.";
    }
}

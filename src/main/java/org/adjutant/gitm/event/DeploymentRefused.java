package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A deployment order that the rules do not allow; the unit stays where it was (GITM 7.18, 7.19). */
public record DeploymentRefused(Phase when, UnitId unit, String reason, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "deployment-refused";
    }

    @Override
    public String describe() {
        return unit + " stayed where it was: " + reason + ".";
    }
}

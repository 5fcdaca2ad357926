package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit was placed on the pre-game deployment turn (GITM 7.18). */
public record Deployed(Phase when, UnitId unit, Location from, Location to, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "deployed";
    }

    @Override
    public String describe() {
        return unit + " deployed from " + from + " to " + to + ".";
    }
}

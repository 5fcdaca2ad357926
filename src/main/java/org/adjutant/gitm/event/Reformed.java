package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A shattered unit reformed and is active again (GITM 12.3, 12.5); seen by everyone in its square. */
public record Reformed(Phase when, UnitId unit, StrategicSquare square, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "reformed";
    }

    @Override
    public String describe() {
        return unit + " reformed in " + square + ".";
    }
}

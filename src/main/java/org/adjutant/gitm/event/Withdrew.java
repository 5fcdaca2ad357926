package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit withdrew strategically from last turn's battle square (GITM 7.5). */
public record Withdrew(Phase when, UnitId unit, StrategicSquare from, StrategicSquare to, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "withdrew";
    }

    @Override
    public String describe() {
        return unit + " withdrew from the battlefield at " + from + " to " + to + ".";
    }
}

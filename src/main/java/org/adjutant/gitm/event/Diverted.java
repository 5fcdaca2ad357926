package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A diagonal march was cut off by an enemy in a side square and ended in that square instead (GITM 7.15). */
public record Diverted(Phase when, UnitId unit, StrategicSquare intended, StrategicSquare reached, UnitId by,
                       Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "diverted";
    }

    @Override
    public String describe() {
        return unit + " was cut off on its way to " + intended + " and turned into " + reached + ".";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit marched into a strategic square and was placed at its entry square (GITM 4.5, 7.14). */
public record Arrived(Phase when, UnitId unit, StrategicSquare from, StrategicSquare to, TacticalSquare entry,
                      Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "arrived";
    }

    @Override
    public String describe() {
        return unit + " arrived in " + to + " from " + from + ", entering at " + entry + ".";
    }
}

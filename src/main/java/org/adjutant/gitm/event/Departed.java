package org.adjutant.gitm.event;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit marched out of a strategic square (GITM 4.5: seen by the square it left). */
public record Departed(Phase when, UnitId unit, StrategicSquare from, Direction toward, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "departed";
    }

    @Override
    public String describe() {
        return unit + " marched out of " + from + " to the " + toward.words() + ".";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Units not allied to a mover saw only one end of its tactical move, so they learn only that end (GITM 4.4).
 *
 * @param departure true when they saw it leave {@code seen}, false when they saw it arrive there
 */
public record TacticalMoveGlimpsed(Phase when, UnitId unit, StrategicSquare square, TacticalSquare seen,
                                   boolean departure, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "tactical-move-glimpsed";
    }

    @Override
    public String describe() {
        return unit + (departure ? " was seen moving off from " : " was seen arriving at ") + seen + " in " + square
                + ".";
    }
}

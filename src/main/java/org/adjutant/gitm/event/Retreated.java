package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit that failed its morale check retreated on its tactical map (GITM 9.8); everyone in the square sees it. */
public record Retreated(Phase when, UnitId unit, StrategicSquare square, TacticalSquare from, TacticalSquare to,
                        Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "retreated";
    }

    @Override
    public String describe() {
        return unit + " retreated from " + from + " to " + to + " in " + square + ".";
    }
}

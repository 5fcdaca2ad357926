package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit of the side that lost the melee fell back one tactical square (GITM 9.9); everyone in the square sees it. */
public record FellBack(Phase when, UnitId unit, StrategicSquare square, TacticalSquare from, TacticalSquare to,
                       Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "fell-back";
    }

    @Override
    public String describe() {
        return unit + " fell back from " + from + " to " + to + " in " + square + ".";
    }
}

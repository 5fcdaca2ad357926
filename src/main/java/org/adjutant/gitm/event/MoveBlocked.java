package org.adjutant.gitm.event;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A strategic move could not be made this phase; the unit tries again next phase (GITM 7.8, 7.9). */
public record MoveBlocked(Phase when, UnitId unit, StrategicSquare at, Direction toward, String reason,
                          Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "blocked";
    }

    @Override
    public String describe() {
        return unit + " could not march " + toward.words() + " from " + at + ": " + reason + ".";
    }
}

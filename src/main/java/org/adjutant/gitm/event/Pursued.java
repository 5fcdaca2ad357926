package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit followed an enemy that left its square (GITM 7.12, 7.5). */
public record Pursued(Phase when, UnitId pursuer, UnitId quarry, StrategicSquare from, StrategicSquare to,
                      Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "pursued";
    }

    @Override
    public String describe() {
        return pursuer + " pursued " + quarry + " from " + from + " to " + to + ".";
    }
}

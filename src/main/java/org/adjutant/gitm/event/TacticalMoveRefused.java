package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A tactical move the rules did not allow this phase; the unit stays where it stands (GITM 8.1-8.7). */
public record TacticalMoveRefused(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at,
                                  TacticalMoveKind how, String reason, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "tactical-move-refused";
    }

    @Override
    public String describe() {
        return unit + " did not move from " + at + " in " + square + ": " + reason + ".";
    }
}

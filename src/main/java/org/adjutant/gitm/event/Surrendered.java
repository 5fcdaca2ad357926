package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit gave itself up, every man taken prisoner, and is gone from the game: a fort's garrison whose side lost the
 * melee (GITM 9.9, 9.2), or a unit caught in a general retreat with its way out barred (GITM 9.12).
 */
public record Surrendered(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at, int men,
                          Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "surrendered";
    }

    @Override
    public String describe() {
        return unit + " surrendered at " + at + " in " + square + " with " + men + " men.";
    }
}

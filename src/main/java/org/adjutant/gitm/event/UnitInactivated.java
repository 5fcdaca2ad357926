package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit stood down in the Orders phase (GITM 11.1-11.2); seen by the unit (its commander, deputy, War Minister). */
public record UnitInactivated(Phase when, UnitId unit, StrategicSquare square, ReadinessOrderedBy by,
                              Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "unit-inactivated";
    }

    @Override
    public String describe() {
        return unit + " stood down in " + square + " on the order of " + by.words() + " and is inactive (GITM 11.1).";
    }
}

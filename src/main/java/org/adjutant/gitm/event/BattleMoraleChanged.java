package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's morale rose or fell with the outcome of a battle it fought in or was near (GITM 3.7, GITM-MD
 * morale2.html); told to the unit.
 *
 * @param battle the strategic square of the battle
 * @param change the points gained (positive) or lost
 */
public record BattleMoraleChanged(Phase when, UnitId unit, StrategicSquare battle, int change, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "battle-morale";
    }

    @Override
    public String describe() {
        return unit + (change >= 0 ? " gained " + change : " lost " + -change) + " morale from the battle in "
                + battle + ".";
    }
}

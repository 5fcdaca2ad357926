package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * An army or corps HQ caught by a battle outside a fort moved to a free neighbouring square and takes no part
 * (GITM 9.2); a corps HQ driven off loses the supplies it carried.
 */
public record HeadquartersWithdrew(Phase when, UnitId unit, StrategicSquare square, TacticalSquare from,
                                   TacticalSquare to, int suppliesLost, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "hq-withdrew";
    }

    @Override
    public String describe() {
        return unit + " withdrew from the battle at " + from + " to " + to + " in " + square
                + (suppliesLost > 0 ? ", abandoning " + Count.supplies(suppliesLost) : "") + ".";
    }
}

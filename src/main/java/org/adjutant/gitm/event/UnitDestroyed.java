package org.adjutant.gitm.event;

import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit was destroyed and is gone from the game (GITM 12.2, 12.4, 12.5; 1.2, 10.8). Its last men count as captured,
 * except in the high desert, where they die (docs/rules/gitm-10-supply.md section 9).
 *
 * @param men the men it still had (0 when desertion took the last of them)
 */
public record UnitDestroyed(Phase when, UnitId unit, StrategicSquare square, DestroyCause cause, int men,
                            Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "unit-destroyed";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    @Override
    public String describe(PlaceNames places) {
        return unit + " was destroyed " + places.in(square) + ": " + cause.words()
                + (men > 0 ? " (" + Count.men(men) + " lost)." : ".");
    }
}

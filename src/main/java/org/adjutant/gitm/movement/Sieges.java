package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Unit;

/**
 * Whether a unit stands in a besieged city and so may not march strategically (GITM 7.8, 10.3), and whether a city is
 * besieged (GITM 8.4, 12.2). The siege rules plug in here ({@code org.adjutant.gitm.city.RecordedSieges}); {@link #NONE}
 * says no city is besieged.
 */
public interface Sieges {
    Sieges NONE = (unit, board) -> false;

    boolean besieged(Unit unit, Board board);

    /**
     * Whether the city is besieged now. By default: a unit standing on its square is besieged, which is all a
     * plug-in answering per unit can say; one that keeps a record of sieges answers from it.
     */
    default boolean besieged(City city, Board board) {
        for (Unit u : board.unitsIn(city.square())) {
            if (u.location().tactical().equals(city.tactical()) && besieged(u, board)) {
                return true;
            }
        }
        return false;
    }
}

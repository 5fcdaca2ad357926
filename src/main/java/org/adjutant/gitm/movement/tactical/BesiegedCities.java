package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Sieges;
import org.adjutant.gitm.unit.Unit;

/**
 * Which cities are under siege, for GITM 8.4. The siege rules belong to the supply work and answer per unit
 * ({@link Sieges}); {@link #from(Sieges)} reads a city as besieged when a unit standing in its tactical square is.
 */
@FunctionalInterface
public interface BesiegedCities {
    BesiegedCities NONE = (city, board) -> false;

    boolean besieged(City city, Board board);

    static BesiegedCities from(Sieges sieges) {
        return (city, board) -> {
            for (Unit u : board.unitsIn(city.square())) {
                if (u.location().tactical().equals(city.tactical()) && sieges.besieged(u, board)) {
                    return true;
                }
            }
            return false;
        };
    }
}

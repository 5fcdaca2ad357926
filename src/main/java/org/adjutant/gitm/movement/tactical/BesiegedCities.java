package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Sieges;

/**
 * Which cities are under siege, for GITM 8.4 and 12.2. The siege rules answer per unit and per city
 * ({@link Sieges}); {@link #from(Sieges)} asks them about the city.
 */
@FunctionalInterface
public interface BesiegedCities {
    BesiegedCities NONE = (city, board) -> false;

    boolean besieged(City city, Board board);

    static BesiegedCities from(Sieges sieges) {
        return sieges::besieged;
    }
}

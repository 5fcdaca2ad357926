package org.adjutant.gitm.state;

import java.util.Map;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;

/**
 * A state's held own cities (docs/rules/sow.md section 1): cities of its nation that it owns (the map gives them to
 * it; capture never changes that) and controls now. Only they give men (section 7) and raise units (section 8): an
 * occupied own city's young men are under the enemy, a captured foreign city's will not serve the invader, and the
 * United States' posts on Mexican squares are not in its nation.
 */
public final class HeldOwnCities {
    private HeldOwnCities() {
    }

    /** Whether {@code onMap} (the map's city) is an own city of {@code state}, whoever holds it now. */
    public static boolean isOwn(StrategicMap map, City onMap, Polity state) {
        return onMap.state().equals(state.id()) && map.square(onMap.square()).map(SquareInfo::nation)
                .filter(n -> n == state.nation()).isPresent();
    }

    /** The sum of the levels of the state's held own cities, with control as {@code holdings} say. */
    public static int levels(StrategicMap map, Map<String, CityHolding> holdings, Polity state) {
        int sum = 0;
        for (City c : (Iterable<City>) map.cities()::iterator) {
            CityHolding h = holdings.get(c.name());
            String controller = h == null ? c.state() : h.state();
            if (controller.equals(state.id()) && isOwn(map, c, state)) {
                sum += c.level();
            }
        }
        return sum;
    }

    /** The opening pool of a state nobody has counted: its rate times the levels of its held own cities. */
    public static int openingPool(StrategicMap map, Map<String, CityHolding> holdings, Polity state) {
        return state.manpower().rate() * levels(map, holdings, state);
    }
}

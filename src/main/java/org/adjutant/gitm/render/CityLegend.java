package org.adjutant.gitm.render;

import java.util.Set;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.map.City;

/**
 * How a map's list of cities is written for its reader: each city as the game has left it (its controller now, its
 * fort as bombardment left it: GITM 1.3, 9.14, 10.3) and its stores only where the reader may know them. A city's
 * stores are its holder's secret: a War Minister learns the enemy's from no map (docs/reports.md), so a player sees
 * the stores of his own side's cities only, the moderator all.
 *
 * @param now         the city as it stands now, given the map's record of it
 * @param storesKnown the states whose cities' stores the reader sees; {@code null} for all (the moderator, a map
 *                    printed on its own)
 */
public record CityLegend(UnaryOperator<City> now, Set<String> storesKnown) {
    /** The map as generated: owners and natural stocks, every store shown (the map command, the map's own tests). */
    public static final CityLegend AS_MAPPED = new CityLegend(UnaryOperator.identity(), null);

    public City current(City onMap) {
        return now.apply(onMap);
    }

    /** Whether the reader sees the stores of this city (given as it stands now). */
    public boolean showsStores(City current) {
        return storesKnown == null || storesKnown.contains(current.state());
    }
}

package org.adjutant.gitm.map;

import java.util.List;

/**
 * Everything the strategic map knows of one square: terrain (GITM 1.2), nation and state (GITM 1.3), the rivers
 * and mountain ranges crossing its sides (which the tactical map must continue, GITM 2.3) with the river's name
 * when it has one, and the cities in it.
 */
public record SquareInfo(Terrain terrain, Nation nation, String state, List<Crossing> rivers, List<String> riverNames,
                         List<Crossing> ranges, List<City> cities) {
    public SquareInfo {
        rivers = List.copyOf(rivers);
        riverNames = List.copyOf(riverNames);
        ranges = List.copyOf(ranges);
        cities = List.copyOf(cities);
    }

    public static SquareInfo of(Terrain terrain, Nation nation, String state) {
        return new SquareInfo(terrain, nation, state, List.of(), List.of(), List.of(), List.of());
    }
}

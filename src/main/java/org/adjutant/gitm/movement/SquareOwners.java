package org.adjutant.gitm.movement;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * Which state a strategic square belongs to (GITM 7.18): in a nation that the game splits into several states, the
 * state controlling the nearest city of that nation, counted in strategic moves; in a nation with a single state, or
 * where the nation has no city on the map, the state the map gives the square. Cities count as they stand in the
 * game state, so a city that changes hands carries its surroundings with it. Between equally near cities of
 * different states the one first in map order (north to south, then west to east) decides, a tie the rules leave
 * open.
 */
final class SquareOwners {
    private final Board board;
    private final List<City> cities;
    private final Map<Nation, Integer> statesPerNation = new EnumMap<>(Nation.class);

    SquareOwners(Board board) {
        GitmState state = board.start();
        this.board = board;
        this.cities = state.cities(board.map());
        for (Polity p : state.states().values()) {
            statesPerNation.merge(p.nation(), 1, Integer::sum);
        }
    }

    /** The state the square belongs to. */
    String owner(StrategicSquare square, SquareInfo info) {
        if (statesPerNation.getOrDefault(info.nation(), 0) <= 1) {
            return info.state();
        }
        City nearest = null;
        int best = Integer.MAX_VALUE;
        for (City c : cities) {
            int d = c.square().distanceTo(square);
            if (d < best && nationOf(c) == info.nation()) {
                nearest = c;
                best = d;
            }
        }
        return nearest == null ? info.state() : nearest.state();
    }

    private Nation nationOf(City c) {
        return board.square(c.square()).map(SquareInfo::nation).orElse(null);
    }
}

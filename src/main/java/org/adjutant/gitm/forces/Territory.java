package org.adjutant.gitm.forces;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Polity;

/**
 * Whether a square is in a state's own territory, where men sent home all come back (SoW 4.15, GITM 3.5's "foreign
 * soil"; docs/rules/sow.md section 1). A state alone in its nation (the United States) owns the squares the map gives
 * it. A state of a fragmented nation (the Mexican states) owns a square when its nearest own city is strictly nearer
 * than the nearest city of any other state; a tie is abroad, as SoW 4.15 spells out. A city is a state's own when the
 * map gives it to that state: capture changes who holds a city, never whose it is.
 */
final class Territory {
    private Territory() {
    }

    static boolean isHome(Board board, String state, StrategicSquare square) {
        Nation nation = board.start().state(state).map(Polity::nation).orElse(null);
        if (nation == null) {
            return false;
        }
        long sharing = board.start().states().values().stream().filter(p -> p.nation() == nation).count();
        if (sharing <= 1) {
            return board.square(square).map(SquareInfo::state).filter(state::equals).isPresent();
        }
        int own = Integer.MAX_VALUE;
        int other = Integer.MAX_VALUE;
        for (City city : (Iterable<City>) board.map().cities()::iterator) {
            int d = city.square().distanceTo(square);
            if (city.state().equals(state)) {
                own = Math.min(own, d);
            } else {
                other = Math.min(other, d);
            }
        }
        return own < other;
    }
}

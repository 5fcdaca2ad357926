package org.adjutant.gitm.city;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Who learns of a siege, a surrender or a capture (docs/rules/gitm-10-supply.md section 14): every active unit on the
 * city's tactical map, of either side, the units the event is about (a surrendered garrison is gone from the board
 * but saw its own end), and the War Ministers of the states concerned, named by their office ({@code minister:US}).
 */
final class Witnesses {
    private Witnesses() {
    }

    static Visibility of(Board board, City city, Collection<String> units, Collection<String> states) {
        Set<String> seen = new TreeSet<>(units);
        for (Unit u : board.unitsIn(city.square())) {
            if (u.isActive()) {
                seen.add(u.id().toString());
            }
        }
        for (String state : states) {
            seen.add(GitmState.ministerOffice(state));
        }
        return Visibility.units(seen);
    }
}

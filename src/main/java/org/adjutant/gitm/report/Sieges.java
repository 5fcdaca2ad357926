package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * Which cities are besieged in a position (GITM 10.3), so reports can note it under the tactical map (GITM 2.7).
 * The position carries no siege flag of its own, so the test of GITM 10.3 is applied to the position as it stands:
 * a defender (the controlling state or an active ally) in or next to the city square; hostile men next to the city
 * more than 110% of the defenders' men in and next to it; and, with a fort, hostile men at least half the fort's
 * capacity. "Unmodified strength" is read as men (GITM 9 modifiers are left out, as the rule says).
 */
final class Sieges {
    private Sieges() {
    }

    /** Names of the besieged cities of {@code square}, in name order. */
    static SortedSet<String> in(GitmState state, StrategicMap map, StrategicSquare square) {
        SortedSet<String> besieged = new TreeSet<>();
        List<Unit> here = state.unitsIn(square);
        if (here.isEmpty()) {
            return besieged;
        }
        List<City> cities = map.square(square).map(SquareInfo::cities).orElse(List.of());
        for (City onMap : cities) {
            if (besieged(state, state.city(onMap), here)) {
                besieged.add(onMap.name());
            }
        }
        return besieged;
    }

    static boolean besieged(GitmState state, City city, List<Unit> here) {
        TacticalSquare centre = city.tactical();
        Set<TacticalSquare> around = new TreeSet<>(centre.neighbours());
        boolean defended = false;
        long defenders = 0;
        long attackers = 0;
        for (Unit u : here) {
            TacticalSquare at = u.location().tactical();
            boolean inCity = at.equals(centre);
            boolean adjacent = around.contains(at);
            if (!inCity && !adjacent) {
                continue;
            }
            Relation r = state.relation(city.state(), u.state());
            if (r == Relation.ALLIED) {
                defended = true;
                defenders += u.men();
            } else if (r == Relation.HOSTILE && adjacent) {
                attackers += u.men();
            }
        }
        if (!defended || attackers * 10 <= defenders * 11) {
            return false;
        }
        return !city.hasFort() || attackers * 2 >= city.fortCapacity();
    }

    /** Every besieged city of the squares, as "name" in map then name order. */
    static List<String> all(GitmState state, StrategicMap map, Iterable<StrategicSquare> squares) {
        List<String> names = new ArrayList<>();
        for (StrategicSquare s : squares) {
            names.addAll(in(state, map, s));
        }
        return names;
    }
}

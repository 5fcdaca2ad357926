package org.adjutant.gitm.city;

import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * The siege test of GITM 10.3 as docs/rules/gitm-10-supply.md section 5.1 decides it, on the city's own tactical map:
 * a unit of the holder's side (any type, active) on the city square or next to it; the men of hostile active combat
 * units on the eight squares next to it more than 110% of the men of the holder's side's active combat units on the
 * city square and next to it; and, where the city has a fort, at least half the fort's capacity.
 *
 * @param defended        an active unit of the holder or an ally stands on or next to the city square
 * @param friendly        F: men of the holder's side's active combat units on and next to the city square
 * @param hostile         H: men of hostile active combat units next to the city square
 * @param hostileByState  H by hostile state, in state-id order
 * @param besieged        the three conditions together
 */
public record SiegeCondition(boolean defended, long friendly, long hostile, SortedMap<String, Long> hostileByState,
                             boolean besieged) {
    public SiegeCondition {
        hostileByState = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(hostileByState));
    }

    /** The test for a city as it stands now ({@code live}: control and fort from the board, {@link Board#city}). */
    public static SiegeCondition judge(Board board, City live) {
        GitmState start = board.start();
        if (!start.states().containsKey(live.state())) {
            return new SiegeCondition(false, 0, 0, new TreeMap<>(), false); // a city of a state not in the game
        }
        boolean defended = false;
        long friendly = 0;
        SortedMap<String, Long> byState = new TreeMap<>();
        for (Unit u : board.unitsIn(live.square())) {
            if (!u.isActive()) {
                continue;
            }
            var at = u.location().tactical();
            boolean inCity = at.equals(live.tactical());
            if (!inCity && at.distanceTo(live.tactical()) != 1) {
                continue;
            }
            Relation r = start.relation(live.state(), u.state());
            if (r == Relation.ALLIED) {
                defended = true;
                if (u.type().isCombatUnit()) {
                    friendly += u.men();
                }
            } else if (r == Relation.HOSTILE && !inCity && u.type().isCombatUnit()) {
                byState.merge(u.state(), (long) u.men(), Long::sum);
            }
        }
        long hostile = byState.values().stream().mapToLong(Long::longValue).sum();
        boolean besieged = defended
                && CityConstants.SIEGE_RATIO_HOSTILE * hostile > CityConstants.SIEGE_RATIO_FRIENDLY * friendly
                && (!live.hasFort() || CityConstants.SIEGE_FORT_SHARE_DIVISOR * hostile >= live.fortCapacity());
        return new SiegeCondition(defended, friendly, hostile, byState, besieged);
    }
}

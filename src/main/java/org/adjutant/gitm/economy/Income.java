package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.LineOfContact;
import org.adjutant.gitm.naval.Blockade;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * A turn's income (SoW-2018 2.2-2.4; docs/rules/sow.md section 3), on the position the board holds: every city of
 * level 1 or more earns its controller {@code floor(rate * L * (20 - k) / (20 * d))}, rate 15 inland and 20 for a
 * port, {@code d} 2 when the city is occupied (its controller is not the state the map gives it), {@code k} the
 * hostile brigades with a line of contact of at most 4 squares to it (at most 4), and nothing when it is besieged.
 */
public final class Income {
    private Income() {
    }

    /** One on-map city's income. */
    public static int onMap(int level, boolean port, boolean occupied, int brigades, boolean besieged) {
        if (besieged || level <= 0) {
            return 0;
        }
        int rate = port ? Sinews.PORT_RATE : Sinews.INLAND_RATE;
        int k = Math.min(brigades, Sinews.BRIGADE_CAP);
        int d = occupied ? Sinews.OCCUPIED_DIVISOR : 1;
        return rate * level * (20 - k * Sinews.BRIGADE_REDUCTION_TWENTIETHS) / (20 * d);
    }

    /** An off-map port's income (SoW-2018 2.3): in full for the power that held it at the start, 3/4 for any other. */
    public static int offMapPort(int level, boolean heldByFirstHolder) {
        int quarters = heldByFirstHolder ? 4 : Sinews.OFF_MAP_FOREIGN_QUARTERS;
        return Sinews.PORT_RATE * level * quarters / 4;
    }

    /**
     * What every off-map port of level 1 or more held by a state of the game earns it, in name order; a port no state
     * holds (Havana) earns nobody anything. Nothing off the map takes a port's income away: no brigades, no sieges.
     */
    public static List<PortIncome> ports(GitmState state) {
        List<PortIncome> all = new ArrayList<>();
        for (OffMapPort p : state.ports().values()) {
            if (p.level() <= 0 || p.holder().filter(state.states()::containsKey).isEmpty()) {
                continue;
            }
            all.add(new PortIncome(p.name(), p.holder().get(), p.level(), p.heldByFirstHolder(),
                    offMapPort(p.level(), p.heldByFirstHolder())));
        }
        return all;
    }

    /**
     * What every city of level 1 or more held by a state of the game earns on the board's position, in map order.
     * Level-0 places (forts) earn nothing and are left out.
     */
    public static List<CityIncome> of(Board board) {
        GitmState start = board.start();
        LineOfContact lines = null;
        List<CityIncome> all = new ArrayList<>();
        for (City onMap : (Iterable<City>) board.map().cities()::iterator) {
            if (onMap.level() <= 0) {
                continue;
            }
            City now = board.city(onMap);
            String holder = now.state();
            if (!start.states().containsKey(holder)) {
                continue;
            }
            boolean besieged = board.holding(onMap).besieged();
            boolean occupied = !holder.equals(onMap.state());
            int brigades = 0;
            if (!besieged) {
                if (lines == null) {
                    lines = LineOfContact.of(board);
                }
                brigades = hostileBrigades(board, lines, now, holder);
            }
            // a port its enemies' warships shut trades by land alone (docs/rules/naval.md section 12)
            boolean blockaded = onMap.port() && board.map().sea().map(chart -> Blockade.blockaded(start,
                    start.navy(), chart, onMap.name(), holder)).orElse(false);
            all.add(new CityIncome(onMap.name(), holder, onMap.level(), onMap.port(), occupied,
                    Math.min(brigades, Sinews.BRIGADE_CAP), besieged, blockaded,
                    onMap(onMap.level(), onMap.port() && !blockaded, occupied, brigades, besieged)));
        }
        return all;
    }

    /**
     * The brigades hostile to {@code holder} (active, not HQs) with a line of contact of at most 4 to the city. The
     * line is the brigade's: searched from the city as if a unit of the brigade's state stood there, so the holder's
     * troops in between cut it (section 3).
     */
    static int hostileBrigades(Board board, LineOfContact lines, City city, String holder) {
        GitmState start = board.start();
        Map<String, Boolean> hostile = new TreeMap<>();
        Set<String> states = new TreeSet<>();
        for (Unit u : board.unitsWithin(city.square(), Sinews.BRIGADE_RANGE)) {
            if (isBrigade(u) && hostile.computeIfAbsent(u.state(),
                    s -> start.states().containsKey(s) && start.relation(holder, s) == Relation.HOSTILE)) {
                states.add(u.state());
            }
        }
        int count = 0;
        for (String side : states) {
            LineOfContact.End from = new LineOfContact.End(side, city.square(), city.tactical());
            count += lines.reachable(from, Sinews.BRIGADE_RANGE, u -> u.state().equals(side) && isBrigade(u)).size();
        }
        return count;
    }

    /** A brigade in SoW-2018 2.4's sense: an active unit that fights (section 1). */
    static boolean isBrigade(Unit u) {
        return u.readiness() == Readiness.ACTIVE && u.type().isCombatUnit();
    }
}

package org.adjutant.gitm.forces;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.Sinews;
import org.adjutant.gitm.economy.Upkeep;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.GitmState;

/**
 * Whether a {@code RAISE TR} order may be carried out (SoW 4.4, 4.5, 4.6 and the raise-ship form; docs/rules/naval.md
 * section 13), judged against what the orders before it left, so that the reply at arrival and the Orders phase at
 * the deadline say the same. Transport groups are exempt from the dockyard limit (SoW 4.8) and may be ordered on any
 * turn (the form), so neither is checked here. Every fact read is public or the state's own.
 */
public final class TransportBuilds {
    /**
     * Designed (naval.md 13.1): a port fits out at most 2,000 capacity of transports a turn per level of its city, so
     * that a level-5 port (New Orleans) reaches the form's 10,000 and a small harbour (Galveston, level 2) 4,000.
     */
    public static final int CAPACITY_PER_PORT_LEVEL = 2_000;
    /** Designed (naval.md 13.2): 40 Cr per 1,000 capacity or part of it, five turns of the group's own upkeep. */
    public static final int CROWNS_PER_THOUSAND = 40;

    private TransportBuilds() {
    }

    /** Naval.md 13.2: what fitting out a transport group of this capacity costs. */
    public static int cost(int capacity) {
        return CROWNS_PER_THOUSAND * Sinews.blocks(capacity, 1000);
    }

    /** SoW 4.5 with 5.4: the funds on hand a build needs, its cost and fifteen turns of its upkeep. */
    public static int reserve(int capacity) {
        return cost(capacity) + BuildRules.UPKEEP_RESERVE_TURNS * Upkeep.transportGroup(capacity).amount();
    }

    /** Naval.md 13.1: the transport capacity a port of this level fits out in one turn. */
    public static int portLimit(City onMap) {
        return CAPACITY_PER_PORT_LEVEL * onMap.level();
    }

    /**
     * Why {@code state} may not carry out {@code r} after the orders {@code funds} and {@code fitted} (capacity already
     * ordered in each port this turn, by port name) have counted, if it may not.
     */
    public static Optional<String> problem(GitmState start, StrategicMap map, String state,
                                           OfficeOrder.RaiseTransport r, BuildFunds funds,
                                           Map<String, Integer> fitted) {
        Optional<String> where = NavalBuildPorts.problem(start, map, state, r.port(), "transport groups", "raised");
        if (where.isPresent()) {
            return where;
        }
        String name = NavalBuildPorts.port(map, r.port()).name();
        City onMap = BuildRules.cityOnMap(map, name).orElseThrow();
        int limit = portLimit(onMap);
        int before = fitted.getOrDefault(name, 0);
        if (before + r.capacity() > limit) {
            return Optional.of(String.format(Locale.ROOT, "%s (level %d) fits out at most %,d capacity of transports"
                    + " a turn; %s%,d are asked for here (raise-ship form; docs/rules/naval.md section 13)", name,
                    onMap.level(), limit, before > 0 ? "the orders above take " + String.format(Locale.ROOT, "%,d",
                    before) + " and " : "", r.capacity()));
        }
        int cost = cost(r.capacity());
        int reserve = reserve(r.capacity());
        int opening = funds.opening(state);
        if (opening < reserve) {
            return Optional.of(String.format(Locale.ROOT, "needs %,d Cr on hand at the start of the turn: %,d to raise"
                    + " + %,d for %d turns of upkeep; %s has %,d: %,d short (SoW 4.5)", reserve, cost,
                    reserve - cost, BuildRules.UPKEEP_RESERVE_TURNS, state, opening, reserve - opening));
        }
        int left = funds.treasury(state);
        if (cost > left) {
            return Optional.of(String.format(Locale.ROOT, "costs %,d Cr; %s has %,d Cr%s: %,d short", cost, state,
                    left, left < opening ? " after the orders above it" : "", cost - left));
        }
        return Optional.empty();
    }

    /** Counts an order judged good: pays its cost and adds its capacity to the port's this turn. */
    public static void count(StrategicMap map, String state, OfficeOrder.RaiseTransport r, BuildFunds funds,
                             Map<String, Integer> fitted) {
        String name = portName(map, r);
        funds.spend(state, LedgerLine.Kind.BUILDS, r.normalForm(), cost(r.capacity()));
        fitted.merge(name, r.capacity(), Integer::sum);
    }

    /** The port's name as the chart spells it. */
    static String portName(StrategicMap map, OfficeOrder.RaiseTransport r) {
        return NavalBuildPorts.port(map, r.port()).name();
    }
}

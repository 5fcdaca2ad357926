package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.naval.Keel;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;

/**
 * Whether a {@code RAISE FL|FR|SL} order may be carried out (SoW 4.2, 4.4, 4.5, 4.6, 4.8 and the raise-ship form;
 * docs/rules/naval.md section 13.4), judged against what the orders before it left, so that the reply at arrival and
 * the Orders phase at the deadline say the same. Every fact read is public or the state's own.
 */
public final class WarshipBuilds {
    /**
     * Designed (naval.md 13.4): what a new warship of each type costs, how long she is on the stocks, and what she
     * carries when launched.
     *
     * @param cost    crowns paid when she is laid down: the 1841 Navy report's cost of the hull with the 1816
     *                estimates' share for fitting out, at about 650 dollars to the crown
     * @param turns   campaign turns of building, the turn she is laid down counted (the wartime pace of 1813-14)
     * @param guns    her rating
     * @param crew    the seamen enlisted for her when she is laid down (the usual complement of the class)
     * @param marines the Marines enlisted for her
     */
    public record Design(int cost, int turns, int guns, int crew, int marines) {
        public int men() {
            return crew + marines;
        }
    }

    /** Designed (naval.md 13.4): a peace or truce turn stands for fifteen turns of work, as SoW 5.3 charges it. */
    public static final int TURNS_OF_WORK_IN_A_LULL = 15;

    private WarshipBuilds() {
    }

    /** The design of a new warship of this type. */
    public static Design design(ShipType type) {
        return switch (type) {
            case SL -> new Design(270, 15, 20, 170, 20);
            case FR -> new Design(800, 45, 44, 430, 50);
            case FL -> new Design(1_350, 60, 74, 720, 80);
            case TR -> throw new IllegalArgumentException("a transport group is hired, not built (TransportBuilds)");
        };
    }

    /** SoW 4.5 with 5.4: the funds on hand a build needs, its cost and fifteen turns of her upkeep at sea. */
    public static int reserve(ShipType type) {
        return design(type).cost() + BuildRules.UPKEEP_RESERVE_TURNS * type.sailingUpkeep();
    }

    /** Turns of building a turn of this kind does: one, or fifteen on a peace or truce turn (naval.md 13.4). */
    public static int work(GitmState start) {
        return start.isPeaceTurn() || start.isTruceTurn() ? TURNS_OF_WORK_IN_A_LULL : 1;
    }

    /**
     * Why {@code state} may not carry out {@code r} after the orders {@code funds} and {@code laid} (warships already
     * laid down in each port this turn, by port name) have counted, if it may not.
     */
    public static Optional<String> problem(GitmState start, StrategicMap map, String state,
                                           OfficeOrder.RaiseWarship r, BuildFunds funds, Map<String, Integer> laid) {
        if (map.sea().isPresent() && !start.isBuildTurn()) {
            return Optional.of("warships are laid down only on the build turns: "
                    + BuildRules.occasions(start, TurnCalendar.Purpose.BUILD) + " (SoW 4.2, raise-ship form)");
        }
        Optional<String> where = NavalBuildPorts.problem(start, map, state, r.port(), "warships", "built");
        if (where.isPresent()) {
            return where;
        }
        SeaChart sea = map.sea().orElseThrow();
        SeaPort port = NavalBuildPorts.port(map, r.port());
        String name = port.name();
        int dockyards = port.dockyards();
        if (dockyards == 0) {
            return Optional.of(name + " has no dockyard: a warship is built only in a port with one free (SoW 4.8);"
                    + " on this map: " + yards(sea));
        }
        Navy navy = start.navy();
        List<Keel> onStocks = navy.buildingAt(name);
        int thisTurn = laid.getOrDefault(name, 0);
        if (onStocks.size() + thisTurn >= dockyards) {
            List<String> busy = new ArrayList<>();
            onStocks.forEach(k -> busy.add(k.id() + " on the stocks"));
            if (thisTurn > 0) {
                busy.add(thisTurn + " laid down by the orders above");
            }
            String yards = dockyards == 1 ? "one dockyard is" : dockyards + " dockyards are all";
            return Optional.of(name + "'s " + yards + " taken (" + String.join(", ", busy) + "): a dockyard builds"
                    + " one ship at a time (SoW 4.8)");
        }
        if (!r.name().isEmpty()) {
            Optional<String> taken = nameTaken(navy, state, r.name());
            if (taken.isPresent()) {
                return Optional.of(state + " already has a ship named " + r.name() + " (" + taken.get() + "); give"
                        + " the new one another name");
            }
        }
        Design d = design(r.type());
        int reserve = reserve(r.type());
        int opening = funds.opening(state);
        if (opening < reserve) {
            return Optional.of(String.format(Locale.ROOT, "needs %,d Cr on hand at the start of the turn: %,d to build"
                    + " + %,d for %d turns of upkeep; %s has %,d: %,d short (SoW 4.5)", reserve, d.cost(),
                    reserve - d.cost(), BuildRules.UPKEEP_RESERVE_TURNS, state, opening, reserve - opening));
        }
        int left = funds.treasury(state);
        if (d.cost() > left) {
            return Optional.of(String.format(Locale.ROOT, "costs %,d Cr; %s has %,d Cr%s: %,d short", d.cost(), state,
                    left, left < opening ? " after the orders above it" : "", d.cost() - left));
        }
        int pool = funds.pool(state);
        if (d.men() > pool) {
            return Optional.of(String.format(Locale.ROOT, "needs %,d men for her crew and Marines; %s's manpower pool"
                    + " has %,d%s (SoW 3)", d.men(), state, pool, funds.drawn(state) ? " after the orders above it" : ""));
        }
        return Optional.empty();
    }

    /** Counts an order judged good: pays her cost, enlists her people and takes a dockyard of the port this turn. */
    public static void count(StrategicMap map, String state, OfficeOrder.RaiseWarship r, BuildFunds funds,
                             Map<String, Integer> laid) {
        Design d = design(r.type());
        funds.spend(state, LedgerLine.Kind.BUILDS, r.normalForm(), d.cost());
        funds.draw(state, d.men());
        laid.merge(portName(map, r), 1, Integer::sum);
    }

    /** The port's name as the chart spells it. */
    static String portName(StrategicMap map, OfficeOrder.RaiseWarship r) {
        return NavalBuildPorts.port(map, r.port()).name();
    }

    /** "New Orleans 1, Pensacola 1": the ports of the land map with dockyards, and how many. */
    private static String yards(SeaChart chart) {
        List<String> out = new ArrayList<>();
        for (SeaPort p : chart.ports()) {
            if (p.dockyards() > 0 && chart.onMap(p.name())) {
                out.add(p.name() + " " + p.dockyards());
            }
        }
        return out.isEmpty() ? "none" : String.join(", ", out);
    }

    /** The id of the state's ship afloat or on the stocks that already bears this name, if one does. */
    private static Optional<String> nameTaken(Navy navy, String state, String name) {
        for (Ship s : navy.of(state)) {
            if (s.name().equalsIgnoreCase(name)) {
                return Optional.of(s.id().toString());
            }
        }
        for (Keel k : navy.buildingFor(state)) {
            if (k.name().equalsIgnoreCase(name)) {
                return Optional.of(k.id() + ", on the stocks");
            }
        }
        return Optional.empty();
    }
}

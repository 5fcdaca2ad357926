package org.adjutant.gitm.forces;

import java.util.Locale;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * A rising of militia in an own city a hostile state holds (SoW 4.3 and the militia pages; docs/rules/sow.md section
 * 9). {@link #problem} judges what is public or the state's own -- who holds and owns the city, the calendar, the
 * attempts on record, the cities near it, the money and the city's militia pool -- so the reply at arrival and the
 * Orders phase say the same; the garrison is hidden from the raiser and is judged only by the roll at the deadline.
 */
public final class RisingRules {
    /** SIB militia: a garrison of this many men or more always puts a rising down. */
    public static final int GARRISON_LIMIT = 8_000;
    /** SoW-MD militia: against a state of one's own nation, an own or allied city of that nation this near. */
    public static final int NEAR_SAME_NATION = 6;
    /** SoW-MD militia: or a city of the other nation held by the raiser or an ally this near. */
    public static final int NEAR_OTHER_NATION = 4;
    /** SoW 4.3: against a state of one's own nation only a quarter of the cost is paid (rounded up). */
    public static final int SAME_NATION_DIVISOR = 4;

    private RisingRules() {
    }

    /** Whether {@code r} is a rising: militia, in a city of the state's own that another state holds. */
    public static boolean isRising(GitmState start, StrategicMap map, String state, OfficeOrder.Raise r) {
        if (BuildRules.type(r) != UnitType.MI) {
            return false;
        }
        Optional<City> found = BuildRules.cityOnMap(map, r.city());
        if (found.isEmpty() || !found.get().state().equals(state)) {
            return false;
        }
        Polity p = start.state(state).orElseThrow();
        City onMap = found.get();
        if (nationOf(map, onMap) != p.nation()) {
            return false;
        }
        return !holding(start, onMap).state().equals(state);
    }

    /** Why the rising {@code r} may not be attempted, after the orders {@code funds} has counted, if it may not. */
    static Optional<String> problem(GitmState start, StrategicMap map, String state, OfficeOrder.Raise r,
                                    BuildFunds funds) {
        City onMap = BuildRules.cityOnMap(map, r.city()).orElseThrow();
        String holder = holding(start, onMap).state();
        if (!start.states().containsKey(holder)) {
            return Optional.of(onMap.name() + " is held by " + holder + ": a rising is made only against a state"
                    + " (SoW 4.3)");
        }
        Relation relation = start.relation(state, holder);
        if (relation != Relation.HOSTILE) {
            return Optional.of(onMap.name() + " is held by " + holder + ", " + relation.words() + " to " + state
                    + ": militia rise only against a hostile state (SoW 4.3)");
        }
        if (start.turn() == 0) {
            return Optional.of("a rising is an act of war: none on the deployment turn, before the first campaign"
                    + " (docs/rules/sow.md sections 9, 22)");
        }
        if (!start.isCampaignTurn()) {
            return Optional.of("a rising is an act of war: none on a peace or truce turn (docs/rules/sow.md"
                    + " section 9)");
        }
        if (r.count() != 1) {
            return Optional.of("a rising raises one militia unit");
        }
        CityHolding h = holding(start, onMap);
        if (h.militiaAttempt() == start.campaign()) {
            return Optional.of("a rising was already tried at " + onMap.name() + " in campaign " + start.campaign()
                    + " (SoW 4.3)");
        }
        Polity p = start.state(state).orElseThrow();
        boolean sameNation = start.state(holder).orElseThrow().nation() == p.nation();
        if (sameNation && !nearFriend(start, map, state, onMap)) {
            return Optional.of(String.format(Locale.ROOT, "a rising against a state of %s needs a city held by %s"
                    + " or an ally within %d squares, or one of the other nation within %d (SoW 4.3, militia page)",
                    nationWords(p.nation()), state, NEAR_SAME_NATION, NEAR_OTHER_NATION));
        }
        int cost = cost(r, sameNation);
        int reserve = cost + BuildRules.UPKEEP_RESERVE_TURNS
                * BuildRules.activeUpkeep(UnitType.MI, r.men(), 0);
        int opening = funds.opening(state);
        if (opening < reserve) {
            return Optional.of(String.format(Locale.ROOT, "needs %,d Cr on hand at the start of the turn: %,d for"
                    + " the rising + %,d for %d turns of upkeep; %s has %,d: %,d short (SoW 4.5)", reserve, cost,
                    reserve - cost, BuildRules.UPKEEP_RESERVE_TURNS, state, opening, reserve - opening));
        }
        int left = funds.treasury(state);
        if (cost > left) {
            return Optional.of(String.format(Locale.ROOT, "costs %,d Cr; %s has %,d Cr%s: %,d short", cost, state,
                    left, left < opening ? " after the orders above it" : "", cost - left));
        }
        int pool = funds.militia(onMap);
        if (r.men() > pool) {
            return Optional.of(String.format(Locale.ROOT, "%s's militia pool has %,d men; this rising raises %,d"
                    + " (docs/rules/sow.md section 7)", onMap.name(), pool, r.men()));
        }
        return Optional.empty();
    }

    /** SoW 4.3: the militia's build cost, a quarter of it (rounded up) against a state of the raiser's nation. */
    static int cost(OfficeOrder.Raise r, boolean sameNation) {
        int full = BuildRules.cost(UnitType.MI, r.men(), 0);
        return sameNation ? (full + SAME_NATION_DIVISOR - 1) / SAME_NATION_DIVISOR : full;
    }

    /** The treasury statement's line for a rising's cost, paid whether it succeeds or not (SoW 4.3). */
    static String label(OfficeOrder.Raise r) {
        return r.normalForm() + " (a rising)";
    }

    /** Whether the holder of {@code onMap} is of {@code state}'s nation. */
    public static boolean sameNation(GitmState start, String state, City onMap) {
        return start.state(holding(start, onMap).state()).orElseThrow().nation()
                == start.state(state).orElseThrow().nation();
    }

    /**
     * SoW-MD militia: the men of every unit in the city's strategic square whose state is hostile to the raiser,
     * any type and readiness; militia at half when the holder is of the raiser's nation.
     */
    public static int garrison(Board board, String state, City onMap, boolean sameNation) {
        int others = 0;
        int militia = 0;
        for (Unit u : board.unitsIn(onMap.square())) {
            if (!board.start().states().containsKey(u.state())
                    || board.start().relation(state, u.state()) != Relation.HOSTILE) {
                continue;
            }
            if (u.type() == UnitType.MI) {
                militia += u.men();
            } else {
                others += u.men();
            }
        }
        return others + (sameNation ? militia / 2 : militia);
    }

    /** SIB militia: the highest roll of a d8000 that succeeds against {@code garrison}; 0 when none can. */
    public static int succeedsOn(int garrison) {
        return Math.max(0, GARRISON_LIMIT - garrison);
    }

    /** SIB militia: none always succeeds, 8,000 or more never, between them the share it falls short of 8,000. */
    public static boolean succeeds(int garrison, int roll) {
        return roll <= succeedsOn(garrison);
    }

    /** SoW-MD militia's conditions (1) and (2); (3), a transport group in the port, waits for the naval rules. */
    private static boolean nearFriend(GitmState start, StrategicMap map, String state, City target) {
        Nation targetNation = nationOf(map, target);
        return map.cities().anyMatch(c -> {
            if (c.name().equals(target.name())) {
                return false;
            }
            String holder = holding(start, c).state();
            if (!start.states().containsKey(holder) || start.relation(state, holder) != Relation.ALLIED) {
                return false;
            }
            int range = nationOf(map, c) == targetNation ? NEAR_SAME_NATION : NEAR_OTHER_NATION;
            return c.square().distanceTo(target.square()) <= range;
        });
    }

    private static CityHolding holding(GitmState start, City onMap) {
        return start.cities().getOrDefault(onMap.name(), new CityHolding(onMap.state(), onMap.supplies()));
    }

    private static Nation nationOf(StrategicMap map, City c) {
        return map.square(c.square()).map(SquareInfo::nation).orElse(null);
    }

    private static String nationWords(Nation n) {
        return n == Nation.US ? "the United States" : "Mexico";
    }
}

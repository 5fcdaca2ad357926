package org.adjutant.gitm.forces;

import java.util.Locale;
import java.util.Optional;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.Upkeep;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Whether a RAISE order may be carried out (SoW 4.2-4.9; docs/rules/sow.md section 8), judged against what the orders
 * before it left ({@link BuildFunds}), so that the reply at arrival and the Orders phase at the deadline say the same.
 * Every fact it reads is public or the state's own (section 18.2): the calendar, who holds and owns which city, sieges,
 * the state's treasury, pools and units.
 */
public final class BuildRules {
    /** A new unit costs three times the SoW 4.14 price of its men and batteries (designed from SoW 4.5's 120 Cr). */
    public static final int BUILD_FACTOR = 3;
    /** Militia bring their own muskets and need no cadre: the bare price of their men (designed, section 8.1). */
    public static final int MILITIA_BUILD_FACTOR = 1;
    /** SoW 4.5: funds on hand for the build and fifteen turns of its upkeep. */
    public static final int UPKEEP_RESERVE_TURNS = 15;
    /** SoW 4.7: 6, 8, 10, 12, 14 units at a time in a city of level 1-5 (level 0 follows the line: 4). */
    public static final int CITY_BUILD_BASE = 4;
    public static final int CITY_BUILD_PER_LEVEL = 2;

    private BuildRules() {
    }

    /** Section 8.1: what one new unit of this type and strength costs to raise. */
    public static int cost(UnitType type, int men, int batteries) {
        int factor = type == UnitType.MI ? MILITIA_BUILD_FACTOR : BUILD_FACTOR;
        return factor * Reinforcements.price(type, men, batteries);
    }

    /** SoW 4.5 (with the 5.1 table): the wartime active upkeep of one new unit. */
    public static int activeUpkeep(UnitType type, int men, int batteries) {
        return Upkeep.charge(type, men, batteries, Upkeep.Rate.ACTIVE).amount();
    }

    /** SoW 4.7: units a city of this level raises in one turn. */
    public static int cityLimit(int level) {
        return CITY_BUILD_BASE + CITY_BUILD_PER_LEVEL * level;
    }

    public static UnitType type(OfficeOrder.Raise r) {
        return UnitType.parse(r.branch().name()).orElseThrow();
    }

    /** The city of the map an order names, as the map has it (its owner is the map's state), if there is one. */
    public static Optional<City> cityOnMap(StrategicMap map, String name) {
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        return map.cities().filter(c -> c.name().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }

    /** Why {@code state} may not carry out {@code r} now, after the orders {@code funds} has counted, if it may not. */
    public static Optional<String> problem(GitmState start, StrategicMap map, String state, OfficeOrder.Raise r,
                                           BuildFunds funds) {
        Polity p = start.state(state).orElseThrow(() -> new IllegalArgumentException("no state " + state));
        UnitType type = type(r);
        if (type != UnitType.MI && !start.isBuildTurn()) {
            return Optional.of("only militia may be raised on this turn; other units on the build turns: "
                    + occasions(start, TurnCalendar.Purpose.BUILD) + " (SoW 4.2)");
        }
        Optional<City> found = cityOnMap(map, r.city());
        if (found.isEmpty()) {
            return Optional.of(r.city() + " is not a city of this game");
        }
        City onMap = found.get();
        CityHolding holding = start.cities().getOrDefault(onMap.name(),
                new CityHolding(onMap.state(), onMap.supplies()));
        Nation nation = map.square(onMap.square()).map(SquareInfo::nation).orElse(null);
        if (nation != p.nation()) {
            return Optional.of(onMap.name() + " is in " + (nation == Nation.US ? "the United States" : "Mexico")
                    + ": units are raised only in their own nation (SoW 4.3, 4.4)");
        }
        if (!onMap.state().equals(state)) {
            return Optional.of(onMap.name() + " is owned by " + onMap.state() + ": a state raises units only in"
                    + " cities it owns (SoW 4.3)");
        }
        if (!holding.state().equals(state)) {
            if (type == UnitType.MI) {
                return RisingRules.problem(start, map, state, r, funds);
            }
            return Optional.of(onMap.name() + " is held by " + holding.state() + ": units are raised only in cities"
                    + " you control (SoW 4.3); only militia may rise there (docs/rules/sow.md section 9)");
        }
        if (holding.besieged()) {
            return Optional.of(onMap.name() + " is besieged: no new units are raised there (SoW 4.6)");
        }
        int limit = cityLimit(onMap.level());
        int raised = funds.raisedAt(onMap);
        if (raised + r.count() > limit) {
            return Optional.of(onMap.name() + " (level " + onMap.level() + ") raises at most " + limit
                    + " units a turn; the orders above raise " + raised + " (SoW 4.7)");
        }
        Optional<String> slots = slot(start, p, r.commander()).or(() -> slot(start, p, r.deputy()));
        if (slots.isPresent()) {
            return slots;
        }
        int cost = cost(type, r.men(), r.batteries());
        int upkeep = activeUpkeep(type, r.men(), r.batteries());
        int reserve = r.count() * (cost + UPKEEP_RESERVE_TURNS * upkeep);
        int opening = funds.opening(state);
        if (opening < reserve) {
            return Optional.of(String.format(Locale.ROOT, "needs %,d Cr on hand at the start of the turn: %d x"
                    + " (%,d to raise + %,d for %d turns of upkeep); %s has %,d: %,d short (SoW 4.5)", reserve,
                    r.count(), cost, UPKEEP_RESERVE_TURNS * upkeep, UPKEEP_RESERVE_TURNS, state, opening,
                    reserve - opening));
        }
        int total = r.count() * cost;
        int left = funds.treasury(state);
        if (total > left) {
            return Optional.of(String.format(Locale.ROOT, "costs %,d Cr; %s has %,d Cr%s: %,d short", total, state,
                    left, left < opening ? " after the orders above it" : "", total - left));
        }
        int men = r.count() * r.men();
        if (type == UnitType.MI) {
            int pool = funds.militia(onMap);
            if (men > pool) {
                return Optional.of(String.format(Locale.ROOT, "%s's militia pool has %,d men; these orders raise"
                        + " %,d (docs/rules/sow.md section 7)", onMap.name(), pool, men));
            }
        } else {
            int pool = funds.pool(state);
            if (men > pool) {
                return Optional.of(String.format(Locale.ROOT, "needs %,d men; %s's manpower pool has %,d%s (SoW 3)",
                        men, state, pool, funds.drawn(state) ? " after the orders above it" : ""));
            }
        }
        return Optional.empty();
    }

    /**
     * Section 8.9: a commander or deputy named must hold an office of the state or already command or deputise one
     * of its units, so that a state never hands its reports to a stranger by mistake.
     */
    private static Optional<String> slot(GitmState start, Polity p, String role) {
        if (role.isEmpty() || role.equalsIgnoreCase(p.minister()) || role.equalsIgnoreCase(p.treasurer())) {
            return Optional.empty();
        }
        for (Unit u : start.units()) {
            if (u.state().equals(p.id()) && (u.commander().equalsIgnoreCase(role)
                    || u.deputy().equalsIgnoreCase(role))) {
                return Optional.empty();
            }
        }
        return Optional.of(role + " holds no office of " + p.id() + " and commands none of its units");
    }

    /** "campaign 1, turn 15" (and more, joined), the calendar's turns of one purpose (docs/rules/sow.md 17.1). */
    static String occasions(GitmState start, TurnCalendar.Purpose purpose) {
        return String.join(", ", start.settings().calendar().occasions().stream()
                .filter(o -> o.purpose() == purpose).map(o -> CampaignCalendar.label(o.campaign(), o.turn()).inText())
                .toList());
    }

    /**
     * Counts an order judged good at arrival, a rising (section 9) included: a rising spends its cost there, but its
     * men are drawn only if it succeeds at the deadline and it adds nothing to the city's builds.
     */
    public static void count(GitmState start, StrategicMap map, String state, OfficeOrder.Raise r, BuildFunds funds) {
        if (RisingRules.isRising(start, map, state, r)) {
            City onMap = cityOnMap(map, r.city()).orElseThrow();
            funds.spend(state, LedgerLine.Kind.BUILDS, RisingRules.label(r),
                    RisingRules.cost(r, RisingRules.sameNation(start, state, onMap)));
            return;
        }
        count(map, state, r, funds);
    }

    /** Counts an order judged good: its money, men and units, as {@code funds} keeps them. */
    public static void count(StrategicMap map, String state, OfficeOrder.Raise r, BuildFunds funds) {
        City onMap = cityOnMap(map, r.city()).orElseThrow();
        UnitType type = type(r);
        int each = cost(type, r.men(), r.batteries());
        funds.spend(state, LedgerLine.Kind.BUILDS, r.normalForm() + " (" + r.count() + " x " + each + ")",
                r.count() * each);
        if (type == UnitType.MI) {
            funds.drawMilitia(onMap, r.count() * r.men());
        } else {
            funds.draw(state, r.count() * r.men());
        }
        funds.raise(onMap, r.count());
    }
}

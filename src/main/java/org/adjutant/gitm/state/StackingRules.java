package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.gitm.unit.Violation;

/**
 * How many units may share a square.
 *
 * <ul>
 *   <li>Strategic square (GITM 1.4, 11.2): at most {@value #MAX_ACTIVE} active units, and at most
 *       {@value #MAX_INACTIVE} inactive ones, {@value #MAX_INACTIVE_CITY} when the square holds a city. Inactive units
 *       in a fort, and inactive militia in a square holding the city they were raised in, do not count against the
 *       inactive limit. Shattered units count against neither: they are neither on campaign nor stood down.</li>
 *   <li>Tactical square (GITM 2.5): at most {@value #MAX_TACTICAL} units of any side, and at most
 *       {@value #MAX_ALLIED} that are allied to one another (a state with its allies; neutrals and enemies of
 *       it are counted in their own groups).</li>
 * </ul>
 */
public final class StackingRules {
    public static final int MAX_ACTIVE = 200;
    public static final int MAX_INACTIVE = 2;
    public static final int MAX_INACTIVE_CITY = 3;
    public static final int MAX_TACTICAL = 24;
    public static final int MAX_ALLIED = 12;

    private StackingRules() {
    }

    /** Every stacking limit the position breaks, square by square in map order. */
    public static List<Violation> check(GitmState state, StrategicMap map) {
        List<Violation> found = new ArrayList<>();
        state.unitsBySquare().forEach((square, units) -> found.addAll(checkSquare(state, map, square, units)));
        return found;
    }

    /** The limits broken by {@code units}, all of which stand in {@code square}. */
    public static List<Violation> checkSquare(GitmState state, StrategicMap map, StrategicSquare square,
                                              List<Unit> units) {
        List<Violation> found = new ArrayList<>();
        List<City> cities = map.square(square).map(SquareInfo::cities).orElse(List.of());
        long active = units.stream().filter(Unit::isActive).count();
        if (active > MAX_ACTIVE) {
            found.add(new Violation(square.toString(), active + " active units, more than the " + MAX_ACTIVE
                    + " a strategic square may hold (GITM 1.4)"));
        }
        long inactive = countedInactive(units, cities);
        int inactiveLimit = inactiveLimit(cities);
        if (inactive > inactiveLimit) {
            found.add(new Violation(square.toString(), inactive + " inactive units, more than the " + inactiveLimit
                    + " a strategic square " + (cities.isEmpty() ? "without" : "with") + " a city may hold"
                    + " (GITM 1.4, 11.2)"));
        }
        SortedMap<String, List<Unit>> byTactical = new TreeMap<>();
        for (Unit u : units) {
            byTactical.computeIfAbsent(u.location().toString(), k -> new ArrayList<>()).add(u);
        }
        byTactical.values().forEach(here -> found.addAll(checkTactical(state, here)));
        return found;
    }

    /** The GITM 2.5 limits for units sharing one tactical square. */
    public static List<Violation> checkTactical(GitmState state, List<Unit> here) {
        List<Violation> found = new ArrayList<>();
        if (here.isEmpty()) {
            return found;
        }
        String where = here.get(0).location().toString();
        if (here.size() > MAX_TACTICAL) {
            found.add(new Violation(where, here.size() + " units, more than the " + MAX_TACTICAL
                    + " a tactical square may hold (GITM 2.5)"));
        }
        SortedMap<String, Long> alliedTo = new TreeMap<>();
        for (Unit u : here) {
            alliedTo.computeIfAbsent(u.state(), s -> here.stream()
                    .filter(o -> state.relation(s, o.state()) == Relation.ALLIED).count());
        }
        alliedTo.forEach((s, count) -> {
            if (count > MAX_ALLIED) {
                found.add(new Violation(where, count + " units of " + s + " and its allies, more than the "
                        + MAX_ALLIED + " allied units a tactical square may hold (GITM 2.5)"));
            }
        });
        return found;
    }

    /**
     * How many of {@code units} (all in one strategic square holding {@code cities}) count against the inactive limit
     * of GITM 11.2: inactive ones, except those in a fort (GITM 1.4) and militia in the square of their home city.
     */
    public static long countedInactive(List<Unit> units, List<City> cities) {
        return units.stream()
                .filter(u -> u.readiness() == Readiness.INACTIVE)
                .filter(u -> countsAgainstInactiveLimit(u, cities))
                .count();
    }

    /** Whether {@code u}, inactive in a square holding {@code cities}, would count against the inactive limit. */
    public static boolean countsAgainstInactiveLimit(Unit u, List<City> cities) {
        return !u.inFort() && !isMilitiaAtHome(u, cities);
    }

    /** The inactive limit of a strategic square: {@value #MAX_INACTIVE}, {@value #MAX_INACTIVE_CITY} with a city. */
    public static int inactiveLimit(List<City> cities) {
        return cities.isEmpty() ? MAX_INACTIVE : MAX_INACTIVE_CITY;
    }

    private static boolean isMilitiaAtHome(Unit u, List<City> cities) {
        return u.type() == UnitType.MI && !u.homeCity().isBlank()
                && cities.stream().anyMatch(c -> c.name().equalsIgnoreCase(u.homeCity()));
    }
}

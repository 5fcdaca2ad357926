package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.LineOfContact;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * The lines of contact supply and communications ask about, on one snapshot of the position (GITM 10.1-10.5;
 * docs/rules/gitm-10-supply.md section 3). Every such question has a corps HQ at one end (a unit to a CQ within 2, a
 * CQ to an army HQ within 5, a CQ to a city within 8), so each CQ gets one bounded search, {@code reach(8)} from its
 * own end for its own side, made on first need and kept; no search is made per unit. The siege wall is judged here
 * too: two ends may be joined only when both stand inside the same besieged city (then at length 0) or neither
 * stands inside any.
 */
public final class SupplyNetwork {
    private final Board board;
    private final LineOfContact lines;
    private final Map<UnitId, LineOfContact.Reach> reaches = new HashMap<>();
    private final Map<StrategicSquare, List<City>> cities = new HashMap<>();
    private final Map<StrategicSquare, List<Unit>> activeCorps = new HashMap<>();
    private final List<Unit> activeArmies = new ArrayList<>();
    private final Map<Location, Optional<City>> besiegedAt = new HashMap<>();
    /**
     * The answers of {@link #citiesWithin} and {@link #activeCorpsWithin} by radius and centre: the snapshot does not
     * change, and the units of a crowded square all ask the same question, each with a sort of its own otherwise.
     */
    private final Map<Integer, Map<StrategicSquare, List<City>>> citiesNear = new HashMap<>();
    private final Map<Integer, Map<StrategicSquare, List<Unit>>> corpsNear = new HashMap<>();
    private final Map<String, Map<String, Boolean>> friends = new HashMap<>();
    private int searches;

    private SupplyNetwork(Board board) {
        this.board = board;
        this.lines = LineOfContact.of(board);
        board.map().cities().forEach(c -> cities.computeIfAbsent(c.square(), k -> new ArrayList<>()).add(c));
        for (Unit u : board.units()) {
            if (u.readiness() == Readiness.ACTIVE && u.type() == UnitType.CQ) {
                activeCorps.computeIfAbsent(u.location().strategic(), k -> new ArrayList<>()).add(u);
            } else if (u.readiness() == Readiness.ACTIVE && u.type() == UnitType.AQ) {
                activeArmies.add(u);
            }
        }
    }

    /** The network over the position the board holds now. */
    public static SupplyNetwork of(Board board) {
        return new SupplyNetwork(board);
    }

    public Board board() {
        return board;
    }

    /** How many line searches the network has made so far: at most one per corps HQ asked about. */
    public int searches() {
        return searches;
    }

    /** Whether a state is friendly to another: the same or allied (GITM 1.4; section 1). */
    public boolean friendly(String a, String b) {
        // asked for every unit and corps HQ pair in reach; states and alliances do not change within the turn
        return friends.computeIfAbsent(a, k -> new HashMap<>()).computeIfAbsent(b,
                k -> board.start().states().containsKey(a) && board.start().states().containsKey(b)
                        && board.start().relation(a, b) == Relation.ALLIED);
    }

    /** The besieged city whose city square is {@code where}, if any: standing there is standing inside it. */
    public Optional<City> besiegedCityAt(Location where) {
        if (!cities.containsKey(where.strategic())) {
            return Optional.empty(); // most units stand where no city is: asked for every unit and corps HQ pair
        }
        return besiegedAt.computeIfAbsent(where, w -> {
            for (City c : cities.getOrDefault(w.strategic(), List.of())) {
                if (c.tactical().equals(w.tactical()) && board.holding(c).besieged()) {
                    return Optional.of(c);
                }
            }
            return Optional.empty();
        });
    }

    /** GITM 10.3, the siege wall: both ends inside one besieged city, or neither inside any. */
    public boolean sameSideOfWall(Location a, Location b) {
        return besiegedCityAt(a).map(City::name).equals(besiegedCityAt(b).map(City::name));
    }

    /** The length of the line from corps HQ {@code cq} to unit {@code other}, if one is at most 8. */
    public OptionalInt corpsTo(Unit cq, Unit other) {
        if (!sameSideOfWall(cq.location(), other.location())) {
            return OptionalInt.empty();
        }
        if (besiegedCityAt(cq.location()).isPresent()) {
            return OptionalInt.of(0); // both inside the same besieged city: one tactical square
        }
        return reach(cq).length(lines.end(other));
    }

    /** The length of the line from corps HQ {@code cq} to a city of the map, if one is at most 8. */
    public OptionalInt corpsTo(Unit cq, City city) {
        Optional<City> inside = besiegedCityAt(cq.location());
        if (inside.isPresent()) {
            return inside.get().name().equals(city.name()) ? OptionalInt.of(0) : OptionalInt.empty();
        }
        Optional<LineOfContact.End> end = lines.end(city);
        return end.isEmpty() ? OptionalInt.empty() : reach(cq).length(end.get());
    }

    /** The cities of the map within {@code radius} strategic squares of a square, in map order. */
    public List<City> citiesWithin(StrategicSquare centre, int radius) {
        return citiesNear.computeIfAbsent(radius, k -> new HashMap<>())
                .computeIfAbsent(centre, c -> citiesAround(c, radius));
    }

    private List<City> citiesAround(StrategicSquare centre, int radius) {
        List<City> found = new ArrayList<>();
        for (int dr = -radius; dr <= radius; dr++) {
            for (int dc = -radius; dc <= radius; dc++) {
                if (StrategicSquare.onMap(centre.col() + dc, centre.row() + dr)) {
                    found.addAll(cities.getOrDefault(new StrategicSquare(centre.col() + dc, centre.row() + dr),
                            List.of()));
                }
            }
        }
        found.sort(java.util.Comparator.comparing(City::square).thenComparing(City::name));
        return List.copyOf(found);
    }

    /** The active corps HQs within {@code radius} strategic squares of a square, in id order. */
    public List<Unit> activeCorpsWithin(StrategicSquare centre, int radius) {
        return corpsNear.computeIfAbsent(radius, k -> new HashMap<>())
                .computeIfAbsent(centre, c -> activeCorpsAround(c, radius));
    }

    private List<Unit> activeCorpsAround(StrategicSquare centre, int radius) {
        Map<UnitId, Unit> found = new TreeMap<>();
        for (int dr = -radius; dr <= radius; dr++) {
            for (int dc = -radius; dc <= radius; dc++) {
                if (StrategicSquare.onMap(centre.col() + dc, centre.row() + dr)) {
                    for (Unit q : activeCorps.getOrDefault(
                            new StrategicSquare(centre.col() + dc, centre.row() + dr), List.of())) {
                        found.put(q.id(), q);
                    }
                }
            }
        }
        return List.copyOf(found.values());
    }

    /** Every active army HQ, in id order. */
    public List<Unit> activeArmies() {
        return activeArmies;
    }

    /**
     * Whether a unit may use a city of its own strategic square directly (GITM 10.5, 10.1's city case): friendly to
     * it, and the unit stands in the city, or the city is not besieged and the unit is not shut in another.
     */
    public boolean mayUseDirectly(Unit u, City city) {
        if (!city.square().equals(u.location().strategic()) || !friendly(u.state(), controller(city))) {
            return false;
        }
        Optional<City> inside = besiegedCityAt(u.location());
        if (inside.isPresent()) {
            return inside.get().name().equals(city.name());
        }
        return !board.holding(city).besieged();
    }

    /** The cities of a strategic square, in map order. */
    public List<City> citiesIn(StrategicSquare square) {
        return cities.getOrDefault(square, List.of());
    }

    /** Who holds a city now (the board's live city layer). */
    public String controller(City city) {
        return board.holding(city).state();
    }

    private LineOfContact.Reach reach(Unit cq) {
        LineOfContact.Reach r = reaches.get(cq.id());
        if (r == null) {
            r = lines.reach(lines.end(cq), SupplyConstants.CORPS_TO_CITY);
            searches++;
            reaches.put(cq.id(), r);
        }
        return r;
    }
}

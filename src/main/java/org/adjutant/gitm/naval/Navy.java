package org.adjutant.gitm.naval;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.unit.UnitId;

/**
 * Every ship of a position (docs/rules/naval.md section 2), and the highest number of each nation's ships of each type
 * that have left the game, so that a new ship never takes a lost one's id (as a unit's never does). Immutable and
 * sorted, so the codec's text and every iteration are the same for the same position.
 *
 * @param retired the highest number of each nation's ships of each type gone from the game, keyed like "US TR"
 * @param aboard  the manifest: each land unit at sea and the transport group carrying it (docs/rules/naval.md section
 *                9). The unit itself stays among the position's units, off the land map while it is listed here, so
 *                it moves with its group wherever the group sails.
 * @param building the warships on the stocks (docs/rules/naval.md section 13.4), by the id each will bear
 * @param combat   each ship's standing combat orders, the decisions her {@code COMBAT} lines have given so far
 *                 (docs/rules/naval.md section 15.1); a ship leaving the game takes hers with her
 * @param garrisons the land units ashore in the garrisons of off-map ports, by the port's name (GITM 7.17, 11.1;
 *                 docs/rules/naval.md section 18). Kept beside the manifest because only ships reach those ports: a
 *                 unit listed here stays among the position's units, off the land map, as one aboard does.
 */
public record Navy(SortedMap<ShipId, Ship> ships, SortedMap<String, Integer> retired,
                   SortedMap<UnitId, ShipId> aboard, SortedMap<ShipId, Keel> building,
                   SortedMap<ShipId, CombatOrders> combat, SortedMap<UnitId, String> garrisons) {
    public static final Navy NONE = new Navy(new TreeMap<>(), new TreeMap<>());

    public Navy {
        ships = Collections.unmodifiableSortedMap(new TreeMap<>(ships));
        retired = Collections.unmodifiableSortedMap(new TreeMap<>(retired));
        aboard = Collections.unmodifiableSortedMap(new TreeMap<>(aboard == null ? Map.of() : aboard));
        building = Collections.unmodifiableSortedMap(new TreeMap<>(building == null ? Map.of() : building));
        for (var e : building.entrySet()) {
            if (!e.getKey().equals(e.getValue().id()) || ships.containsKey(e.getKey())) {
                throw new IllegalArgumentException("the ship on the stocks " + e.getValue().id() + " is filed under "
                        + e.getKey() + " or bears the id of a ship afloat");
            }
        }
        SortedMap<ShipId, CombatOrders> standing = new TreeMap<>(combat == null ? Map.of() : combat);
        standing.keySet().retainAll(ships.keySet());
        standing.values().removeIf(CombatOrders::isEmpty);
        combat = Collections.unmodifiableSortedMap(standing);
        garrisons = Collections.unmodifiableSortedMap(new TreeMap<>(garrisons == null ? Map.of() : garrisons));
        for (var e : garrisons.entrySet()) {
            if (aboard.containsKey(e.getKey())) {
                throw new IllegalArgumentException(e.getKey() + " is listed both aboard " + aboard.get(e.getKey())
                        + " and in the garrison of " + e.getValue());
            }
        }
        for (var e : ships.entrySet()) {
            if (!e.getKey().equals(e.getValue().id())) {
                throw new IllegalArgumentException("ship " + e.getValue().id() + " is filed under " + e.getKey());
            }
        }
        for (var e : aboard.entrySet()) {
            Ship carrier = ships.get(e.getValue());
            if (carrier == null || carrier.isWarship()) {
                throw new IllegalArgumentException(e.getKey() + " is aboard " + e.getValue()
                        + ", which is no transport group in play");
            }
        }
    }

    /** A navy with nobody in the garrisons of off-map ports (every position saved before they were played). */
    public Navy(SortedMap<ShipId, Ship> ships, SortedMap<String, Integer> retired,
                SortedMap<UnitId, ShipId> aboard, SortedMap<ShipId, Keel> building,
                SortedMap<ShipId, CombatOrders> combat) {
        this(ships, retired, aboard, building, combat, new TreeMap<>());
    }

    /**
     * A navy with nothing on the stocks and no standing combat orders (every position saved before warships were built
     * and naval combat fought).
     */
    public Navy(SortedMap<ShipId, Ship> ships, SortedMap<String, Integer> retired,
                SortedMap<UnitId, ShipId> aboard) {
        this(ships, retired, aboard, new TreeMap<>(), new TreeMap<>());
    }

    /** A navy with nobody aboard (every position saved before boarding was built). */
    public Navy(SortedMap<ShipId, Ship> ships, SortedMap<String, Integer> retired) {
        this(ships, retired, new TreeMap<>());
    }

    /** A ship's standing combat orders; {@link CombatOrders#NONE} when none were given. */
    public CombatOrders combatOrders(ShipId id) {
        return combat.getOrDefault(id, CombatOrders.NONE);
    }

    /** With a COMBAT line's decisions laid over the ship's standing orders. */
    public Navy withCombatOrders(ShipId id, CombatOrders given) {
        SortedMap<ShipId, CombatOrders> next = new TreeMap<>(combat);
        next.put(id, combatOrders(id).then(given));
        return new Navy(ships, retired, aboard, building, next, garrisons);
    }

    public static Navy of(List<Ship> ships) {
        SortedMap<ShipId, Ship> byId = new TreeMap<>();
        for (Ship s : ships) {
            if (byId.put(s.id(), s) != null) {
                throw new IllegalArgumentException("ship " + s.id() + " is listed twice");
            }
        }
        return new Navy(byId, new TreeMap<>());
    }

    public boolean isEmpty() {
        return ships.isEmpty() && retired.isEmpty() && building.isEmpty() && garrisons.isEmpty();
    }

    /** The transport group a unit is aboard, if it is at sea. */
    public Optional<ShipId> carrier(UnitId unit) {
        return Optional.ofNullable(aboard.get(unit));
    }

    /** The units aboard a transport group, in id order. */
    public List<UnitId> passengers(ShipId group) {
        return aboard.entrySet().stream().filter(e -> e.getValue().equals(group)).map(Map.Entry::getKey).toList();
    }

    /** With the unit aboard the group (out of the garrison it stood in, if it boarded from one). */
    public Navy embark(UnitId unit, ShipId group) {
        SortedMap<UnitId, ShipId> next = new TreeMap<>(aboard);
        next.put(unit, group);
        SortedMap<UnitId, String> ashore = new TreeMap<>(garrisons);
        ashore.remove(unit);
        return new Navy(ships, retired, next, building, combat, ashore);
    }

    /** With the unit no longer aboard anything (it went ashore, or left the game). */
    public Navy disembark(UnitId unit) {
        if (!aboard.containsKey(unit)) {
            return this;
        }
        SortedMap<UnitId, ShipId> next = new TreeMap<>(aboard);
        next.remove(unit);
        return new Navy(ships, retired, next, building, combat, garrisons);
    }

    /** The off-map port in whose garrison the unit stands, if it stands in one (docs/rules/naval.md section 18). */
    public Optional<String> garrison(UnitId unit) {
        return Optional.ofNullable(garrisons.get(unit));
    }

    /** The units in an off-map port's garrison, in id order. */
    public List<UnitId> garrisonOf(String port) {
        return garrisons.entrySet().stream().filter(e -> e.getValue().equalsIgnoreCase(port))
                .map(Map.Entry::getKey).toList();
    }

    /** With the unit ashore in the garrison of this off-map port, and aboard nothing. */
    public Navy garrisoned(UnitId unit, String port) {
        SortedMap<UnitId, ShipId> off = new TreeMap<>(aboard);
        off.remove(unit);
        SortedMap<UnitId, String> next = new TreeMap<>(garrisons);
        next.put(unit, port);
        return new Navy(ships, retired, off, building, combat, next);
    }

    /** With the unit out of any garrison (it boarded, deployed to the map, or left the game). */
    public Navy ungarrisoned(UnitId unit) {
        if (!garrisons.containsKey(unit)) {
            return this;
        }
        SortedMap<UnitId, String> next = new TreeMap<>(garrisons);
        next.remove(unit);
        return new Navy(ships, retired, aboard, building, combat, next);
    }

    public Optional<Ship> ship(ShipId id) {
        return Optional.ofNullable(ships.get(id));
    }

    /** The ship a player names, however carelessly he wrote its id. */
    public Optional<Ship> ship(String id) {
        return ShipId.parse(id).flatMap(this::ship);
    }

    /** A state's ships, in id order. */
    public List<Ship> of(String state) {
        return ships.values().stream().filter(s -> s.state().equals(state)).toList();
    }

    /**
     * The next free number for a new ship of this nation and type: above every ship in play, every one on the stocks
     * and every one gone.
     */
    public int nextNumber(Nation nation, ShipType type) {
        int top = retired.getOrDefault(key(nation, type), 0);
        for (ShipId id : ships.keySet()) {
            if (id.nation() == nation && id.type() == type) {
                top = Math.max(top, id.number());
            }
        }
        for (ShipId id : building.keySet()) {
            if (id.nation() == nation && id.type() == type) {
                top = Math.max(top, id.number());
            }
        }
        return top + 1;
    }

    /** A state's warships on the stocks, in id order. */
    public List<Keel> buildingFor(String state) {
        return building.values().stream().filter(k -> k.state().equals(state)).toList();
    }

    /** The warships on the stocks in a port's dockyards, of any state (SoW 4.8). */
    public List<Keel> buildingAt(String port) {
        return building.values().stream().filter(k -> k.port().equals(port)).toList();
    }

    /** With this warship laid down, or her building brought on. */
    public Navy withKeel(Keel keel) {
        SortedMap<ShipId, Keel> next = new TreeMap<>(building);
        next.put(keel.id(), keel);
        return new Navy(ships, retired, aboard, next, combat, garrisons);
    }

    /**
     * Without this ship on the stocks: launched (her ship is added with {@link #with}) or cancelled; her number is
     * remembered, so that a cancelled ship's number is never issued again.
     */
    public Navy withoutKeel(ShipId id) {
        SortedMap<ShipId, Keel> next = new TreeMap<>(building);
        if (next.remove(id) == null) {
            return this;
        }
        SortedMap<String, Integer> gone = new TreeMap<>(retired);
        gone.merge(key(id.nation(), id.type()), id.number(), Math::max);
        return new Navy(ships, gone, aboard, next, combat, garrisons);
    }

    /**
     * With the warship built under {@code id} launched as {@code ship}, who bears that id: off the stocks if she was
     * on them (one laid down and finished in the same turn never was).
     */
    public Navy launched(ShipId id, Ship ship) {
        if (!ship.id().equals(id)) {
            throw new IllegalArgumentException(ship.id() + " is not the ship built as " + id);
        }
        SortedMap<ShipId, Keel> next = new TreeMap<>(building);
        next.remove(id);
        SortedMap<ShipId, Ship> afloat = new TreeMap<>(ships);
        afloat.put(id, ship);
        return new Navy(afloat, retired, aboard, next, combat, garrisons);
    }

    /** With this ship added or replaced. */
    public Navy with(Ship ship) {
        SortedMap<ShipId, Ship> next = new TreeMap<>(ships);
        next.put(ship.id(), ship);
        return new Navy(next, retired, aboard, building, combat, garrisons);
    }

    /** Without this ship; her number is remembered so that no later ship takes it. */
    public Navy without(ShipId id) {
        SortedMap<ShipId, Ship> next = new TreeMap<>(ships);
        if (next.remove(id) == null) {
            return this;
        }
        SortedMap<String, Integer> gone = new TreeMap<>(retired);
        gone.merge(key(id.nation(), id.type()), id.number(), Math::max);
        return new Navy(next, gone, aboard, building, combat, garrisons);
    }

    public Navy withShips(Map<ShipId, Ship> value) {
        return new Navy(new TreeMap<>(value), retired, aboard, building, combat, garrisons);
    }

    private static String key(Nation nation, ShipType type) {
        return nation.name() + " " + type.name();
    }
}

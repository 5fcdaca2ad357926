package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.map.tactical.TacticalOverrides;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * The position while a turn is being resolved: the units as they stand now, indexed by strategic square, over the
 * map and tactical maps of the game. Steps change units only through {@link #put}; {@link #toState} gives the
 * position back as an immutable game state. Iteration is always in unit-id or square order, never hash order.
 */
public final class Board {
    private final GitmState start;
    private final StrategicMap map;
    private final TacticalMaps tactical;
    private final TreeMap<UnitId, Unit> units;
    private final Map<StrategicSquare, TreeSet<UnitId>> bySquare = new HashMap<>();
    private final Map<String, Relation> relations = new HashMap<>();

    public Board(GitmState start, StrategicMap map, TacticalMaps tactical) {
        this.start = start;
        this.map = map;
        this.tactical = tactical;
        this.units = new TreeMap<>(start.unitsById());
        units.values().forEach(this::index);
    }

    /** A board for a state whose map is given; a small inline map brings its own fixed tactical squares along. */
    public static Board of(GitmState state, StrategicMap map) {
        return new Board(state, map, tacticalMapsFor(state, map));
    }

    /** The tactical maps of a game's map, with the squares an inline map fixes by hand. */
    public static TacticalMaps tacticalMapsFor(GitmState state, StrategicMap map) {
        TacticalMaps maps = new TacticalMaps(map);
        if (state.map() instanceof MapRef.Inline inline) {
            InlineMap m = inline.map();
            for (var e : m.tacticalOverrides().entrySet()) {
                Map<TacticalSquare, TacticalTerrain> terrain = new HashMap<>();
                Map<TacticalSquare, Integer> ratings = new HashMap<>();
                e.getValue().forEach((t, cell) -> {
                    terrain.put(t, cell.terrain());
                    ratings.put(t, cell.rating());
                });
                maps = maps.withOverrides(e.getKey(), new TacticalOverrides(terrain, ratings));
            }
        }
        return maps;
    }

    public GitmState start() {
        return start;
    }

    public StrategicMap map() {
        return map;
    }

    public TacticalMap tacticalMap(StrategicSquare square) {
        return tactical.of(square);
    }

    public Optional<SquareInfo> square(StrategicSquare square) {
        return map.square(square);
    }

    public Unit unit(UnitId id) {
        Unit u = units.get(id);
        if (u == null) {
            throw new IllegalArgumentException("no unit " + id);
        }
        return u;
    }

    /** Every unit, in id order. */
    public Collection<Unit> units() {
        return Collections.unmodifiableCollection(units.values());
    }

    /** The units in a strategic square now, in id order. */
    public List<Unit> unitsIn(StrategicSquare square) {
        TreeSet<UnitId> ids = bySquare.get(square);
        if (ids == null) {
            return List.of();
        }
        List<Unit> result = new ArrayList<>(ids.size());
        ids.forEach(id -> result.add(units.get(id)));
        return result;
    }

    /** Squares that hold at least one unit, in map order. */
    public List<StrategicSquare> occupiedSquares() {
        List<StrategicSquare> result = new ArrayList<>(bySquare.keySet());
        Collections.sort(result);
        return result;
    }

    /** Replaces a unit with its changed copy (same id). */
    public void put(Unit changed) {
        Unit old = units.put(changed.id(), changed);
        if (old == null) {
            throw new IllegalArgumentException("no unit " + changed.id());
        }
        if (!old.location().strategic().equals(changed.location().strategic())) {
            unindex(old);
            index(changed);
        }
    }

    public void moveTo(UnitId id, Location where) {
        put(unit(id).withLocation(where));
    }

    private void index(Unit u) {
        bySquare.computeIfAbsent(u.location().strategic(), s -> new TreeSet<>()).add(u.id());
    }

    private void unindex(Unit u) {
        TreeSet<UnitId> ids = bySquare.get(u.location().strategic());
        ids.remove(u.id());
        if (ids.isEmpty()) {
            bySquare.remove(u.location().strategic());
        }
    }

    /** How two units' states stand towards each other (cached: the alliances do not change during a turn). */
    public Relation relation(Unit a, Unit b) {
        String key = a.state() + '|' + b.state();
        Relation r = relations.get(key);
        if (r == null) {
            r = start.relation(a.state(), b.state());
            relations.put(key, r);
        }
        return r;
    }

    public boolean allied(Unit a, Unit b) {
        return relation(a, b) == Relation.ALLIED;
    }

    /**
     * Whether {@code other} stands in {@code mover}'s way: an active unit of a hostile state, or of a neutral state
     * on its own nation's soil (GITM 7.8, 7.9, 7.15 let neutrals block only at home).
     */
    public boolean obstructs(Unit mover, Unit other) {
        if (!other.isActive()) {
            return false;
        }
        Relation r = relation(mover, other);
        if (r == Relation.HOSTILE) {
            return true;
        }
        return r == Relation.NEUTRAL && square(other.location().strategic())
                .map(s -> s.nation() == other.nation()).orElse(false);
    }

    /** Whether a unit may stand on a tactical square as far as stacking goes (GITM 2.5). */
    public boolean hasRoom(Unit mover, StrategicSquare square, TacticalSquare t) {
        int all = 0;
        int allied = 0;
        for (Unit u : unitsIn(square)) {
            if (u.location().tactical().equals(t) && !u.id().equals(mover.id())) {
                all++;
                if (allied(mover, u)) {
                    allied++;
                }
            }
        }
        return all < StackingRules.MAX_TACTICAL && allied < StackingRules.MAX_ALLIED;
    }

    /** The position now, as an immutable game state (calendar unchanged). */
    public GitmState toState() {
        return start.withUnits(List.copyOf(units.values()));
    }
}

package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalOverrides;
import org.adjutant.gitm.unit.Violation;

/**
 * A small strategic map written out square by square in a scenario or test, stored whole in the game state (unlike
 * the big map, which the state names). Squares it does not list are off the playing area (see {@link StrategicMap}).
 * Besides the strategic squares it may fix individual tactical squares (terrain and rating), which the tactical map
 * generator must honour.
 */
public final class InlineMap implements StrategicMap {
    private final String id;
    private final SortedMap<StrategicSquare, SquareInfo> squares;
    private final SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> tactical;

    public InlineMap(String id, Map<StrategicSquare, SquareInfo> squares,
                     Map<StrategicSquare, ? extends Map<TacticalSquare, TacticalCell>> tactical) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a map needs an id");
        }
        this.id = id;
        this.squares = Collections.unmodifiableSortedMap(new TreeMap<>(squares));
        SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> t = new TreeMap<>();
        tactical.forEach((square, cells) -> {
            if (!squares.containsKey(square)) {
                throw new IllegalArgumentException("tactical squares given for " + square + ", which is not on map "
                        + id);
            }
            if (!cells.isEmpty()) {
                t.put(square, Collections.unmodifiableSortedMap(new TreeMap<>(cells)));
            }
        });
        this.tactical = Collections.unmodifiableSortedMap(t);
        for (var e : this.squares.entrySet()) {
            for (City c : e.getValue().cities()) {
                if (!c.square().equals(e.getKey())) {
                    throw new IllegalArgumentException(c.name() + " is listed under " + e.getKey() + " but stands in "
                            + c.square());
                }
            }
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        return Optional.ofNullable(squares.get(square));
    }

    @Override
    public Stream<StrategicSquare> squares() {
        return squares.keySet().stream();
    }

    public SortedMap<StrategicSquare, SquareInfo> squareInfos() {
        return squares;
    }

    /** The tactical squares this map fixes inside {@code square}; empty when the generator decides them all. */
    public SortedMap<TacticalSquare, TacticalCell> tactical(StrategicSquare square) {
        return tactical.getOrDefault(square, Collections.emptySortedMap());
    }

    public SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> tacticalOverrides() {
        return tactical;
    }

    /** The fixed tactical squares as overrides for the tactical map generator, per strategic square. */
    public Map<StrategicSquare, TacticalOverrides> overrides() {
        Map<StrategicSquare, TacticalOverrides> result = new TreeMap<>();
        tactical.forEach((square, cells) -> {
            Map<TacticalSquare, TacticalTerrain> terrain = new TreeMap<>();
            Map<TacticalSquare, Integer> ratings = new TreeMap<>();
            cells.forEach((at, cell) -> {
                terrain.put(at, cell.terrain());
                ratings.put(at, cell.rating());
            });
            result.put(square, new TacticalOverrides(terrain, ratings));
        });
        return result;
    }

    public Optional<TacticalCell> tactical(StrategicSquare square, TacticalSquare at) {
        return Optional.ofNullable(tactical(square).get(at));
    }

    /**
     * Rivers and ranges that leave a square must enter its listed neighbour at the same place (GITM 2.3); every
     * crossing without its mirror on a neighbour that is on this map is reported.
     */
    public List<Violation> unmatchedCrossings() {
        List<Violation> found = new ArrayList<>();
        for (var e : squares.entrySet()) {
            checkMirrors(e.getKey(), e.getValue().rivers(), true, found);
            checkMirrors(e.getKey(), e.getValue().ranges(), false, found);
        }
        return found;
    }

    private void checkMirrors(StrategicSquare square, List<Crossing> crossings, boolean river, List<Violation> found) {
        for (Crossing c : crossings) {
            Optional<StrategicSquare> next = square.step(c.side());
            if (next.isEmpty() || !squares.containsKey(next.get())) {
                continue;
            }
            SquareInfo other = squares.get(next.get());
            List<Crossing> theirs = river ? other.rivers() : other.ranges();
            if (!theirs.contains(c.mirrored())) {
                found.add(new Violation(square.toString(), "the " + (river ? "river" : "range") + " leaving by the "
                        + c.side().words() + " side at " + c.offset() + " does not continue into " + next.get()
                        + " (GITM 2.3)"));
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof InlineMap m && id.equals(m.id) && squares.equals(m.squares)
                && tactical.equals(m.tactical);
    }

    @Override
    public int hashCode() {
        return id.hashCode() * 31 + squares.hashCode();
    }

    @Override
    public String toString() {
        return "InlineMap[" + id + ", " + squares.size() + " squares]";
    }
}

package org.adjutant.gitm.map.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;

/**
 * A small strategic map written inline by a test: squares with terrain, rivers and ranges added between two
 * side-adjacent squares (so both get matching crossings, as GITM 2.3 needs), and cities.
 */
public final class InlineStrategicMap implements StrategicMap {
    private final String id;
    private final TreeMap<StrategicSquare, SquareInfo> squares;

    private InlineStrategicMap(String id, TreeMap<StrategicSquare, SquareInfo> squares) {
        this.id = id;
        this.squares = squares;
    }

    public static Builder builder(String id) {
        return new Builder(id);
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

    public static final class Builder {
        private final String id;
        private final TreeMap<StrategicSquare, Draft> drafts = new TreeMap<>();

        private Builder(String id) {
            this.id = id;
        }

        public Builder square(String square, Terrain terrain) {
            return square(StrategicSquare.of(square), terrain);
        }

        public Builder square(StrategicSquare square, Terrain terrain) {
            drafts.put(square, new Draft(terrain, square.row() < 50 ? Nation.US : Nation.MX));
            return this;
        }

        /** Fills a block of squares (inclusive corners) with one terrain. */
        public Builder block(String from, String to, Terrain terrain) {
            StrategicSquare a = StrategicSquare.of(from);
            StrategicSquare b = StrategicSquare.of(to);
            for (int r = a.row(); r <= b.row(); r++) {
                for (int c = a.col(); c <= b.col(); c++) {
                    square(new StrategicSquare(c, r), terrain);
                }
            }
            return this;
        }

        /** A river across the common side of two side-adjacent squares, at a tactical offset along that side. */
        public Builder river(String from, String to, int offset, String name) {
            Direction side = sideBetween(from, to);
            draft(from).rivers.add(new Crossing(side, offset));
            draft(from).riverNames.add(name);
            draft(to).rivers.add(new Crossing(side.opposite(), offset));
            draft(to).riverNames.add(name);
            return this;
        }

        /** A river reaching only one side of a square (the neighbour need not be on the map). */
        public Builder riverEnd(String square, Direction side, int offset, String name) {
            draft(square).rivers.add(new Crossing(side, offset));
            draft(square).riverNames.add(name);
            return this;
        }

        public Builder range(String from, String to, int offset) {
            Direction side = sideBetween(from, to);
            draft(from).ranges.add(new Crossing(side, offset));
            draft(to).ranges.add(new Crossing(side.opposite(), offset));
            return this;
        }

        public Builder rangeEnd(String square, Direction side, int offset) {
            draft(square).ranges.add(new Crossing(side, offset));
            return this;
        }

        public Builder city(String name, String square, String tactical, int fortStrength) {
            StrategicSquare s = StrategicSquare.of(square);
            draft(square).cities.add(new City(name, s, TacticalSquare.of(tactical), "Test", 2, 100, fortStrength,
                    fortStrength == 0 ? 0 : 5000, false));
            return this;
        }

        public InlineStrategicMap build() {
            TreeMap<StrategicSquare, SquareInfo> done = new TreeMap<>();
            drafts.forEach((s, d) -> done.put(s, new SquareInfo(d.terrain, d.nation, d.nation.title(), d.rivers,
                    d.riverNames, d.ranges, d.cities)));
            return new InlineStrategicMap(id, done);
        }

        private Draft draft(String square) {
            Draft d = drafts.get(StrategicSquare.of(square));
            if (d == null) {
                throw new IllegalArgumentException("define " + square + " before adding features to it");
            }
            return d;
        }

        private static Direction sideBetween(String from, String to) {
            Direction d = StrategicSquare.of(from).directionTo(StrategicSquare.of(to))
                    .orElseThrow(() -> new IllegalArgumentException(from + " and " + to + " are not adjacent"));
            if (d.isDiagonal()) {
                throw new IllegalArgumentException(from + " and " + to + " share a corner, not a side");
            }
            return d;
        }
    }

    private static final class Draft {
        final Terrain terrain;
        final Nation nation;
        final List<Crossing> rivers = new ArrayList<>();
        final List<String> riverNames = new ArrayList<>();
        final List<Crossing> ranges = new ArrayList<>();
        final List<City> cities = new ArrayList<>();

        Draft(Terrain terrain, Nation nation) {
            this.terrain = terrain;
            this.nation = nation;
        }
    }
}

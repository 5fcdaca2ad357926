package org.adjutant.gitm.map.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
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
 * A made-up but plausible full 140 x 110 theatre for tests and the benchmark until the real 1846 map lands: seas to
 * the west and east, every strategic terrain, rivers and ranges wandering across many squares with matching
 * crossings on both sides of every shared edge, and cities with and without forts. Deterministic for a given seed.
 */
public final class SyntheticStrategicMap implements StrategicMap {
    private static final Direction[] SIDES = {Direction.N, Direction.E, Direction.S, Direction.W};
    private final long seed;
    private final SquareInfo[] squares = new SquareInfo[StrategicSquare.COLUMNS * StrategicSquare.ROWS];

    public SyntheticStrategicMap(long seed) {
        this.seed = seed;
        Terrain[] terrain = new Terrain[squares.length];
        List<List<Crossing>> rivers = lists();
        List<List<String>> riverNames = lists();
        List<List<Crossing>> ranges = lists();
        List<List<City>> cities = lists();
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                terrain[index(c, r)] = terrainAt(c, r);
            }
        }
        SplitMix64 rng = new SplitMix64(seed);
        for (int k = 0; k < 120; k++) {
            walk(rng, terrain, rivers, riverNames, "River " + k, false);
        }
        for (int k = 0; k < 50; k++) {
            walk(rng, terrain, ranges, null, null, true);
        }
        for (int k = 0; k < 300; k++) {
            int c = rng.nextInt(StrategicSquare.COLUMNS);
            int r = rng.nextInt(StrategicSquare.ROWS);
            if (terrain[index(c, r)].isPassable() && cities.get(index(c, r)).isEmpty()) {
                int fort = rng.nextInt(3) == 0 ? rng.between(1, 5) : 0;
                cities.get(index(c, r)).add(new City("City " + k, new StrategicSquare(c, r),
                        new TacticalSquare(rng.between(2, 12), rng.between(2, 12)), "State " + c / 20,
                        rng.between(1, 5), rng.nextInt(500), fort, fort * 2000, false));
            }
        }
        for (int i = 0; i < squares.length; i++) {
            Nation nation = i / StrategicSquare.COLUMNS < 45 ? Nation.US : Nation.MX;
            squares[i] = new SquareInfo(terrain[i], nation, nation.title(), rivers.get(i), riverNames.get(i),
                    ranges.get(i), cities.get(i));
        }
    }

    @Override
    public String id() {
        return "synthetic-" + seed;
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        return Optional.of(squares[index(square.col(), square.row())]);
    }

    @Override
    public Stream<StrategicSquare> squares() {
        return IntStream.range(0, squares.length)
                .mapToObj(i -> new StrategicSquare(i % StrategicSquare.COLUMNS, i / StrategicSquare.COLUMNS));
    }

    private Terrain terrainAt(int c, int r) {
        double elevation = ValueNoise.field(seed ^ 0x11, c, r);
        double moisture = ValueNoise.field(seed ^ 0x22, c, r);
        double coast = ValueNoise.field(seed ^ 0x33, 0, r) * 12;
        if (c < 6 + coast || c > 128 + coast / 2 || (r > 100 && c > 90) || elevation < 0.12) {
            return Terrain.WATER;
        }
        if (elevation > 0.80) {
            return Terrain.HIGH_MOUNTAIN;
        }
        if (elevation > 0.68) {
            return Terrain.MOUNTAIN;
        }
        if (elevation > 0.58) {
            return moisture > 0.55 ? Terrain.FORESTED_HILL : Terrain.HILL;
        }
        if (moisture > 0.78) {
            return elevation < 0.3 ? Terrain.SWAMP : Terrain.MARSH;
        }
        if (moisture > 0.62) {
            return Terrain.FOREST;
        }
        if (moisture < 0.22) {
            return elevation > 0.45 ? Terrain.HIGH_DESERT : Terrain.DESERT;
        }
        return Terrain.OPEN;
    }

    /** A river or range wandering with side steps through land, marking matching crossings on both sides. */
    private static void walk(SplitMix64 rng, Terrain[] terrain, List<List<Crossing>> lines, List<List<String>> names,
                             String name, boolean range) {
        int c = rng.nextInt(StrategicSquare.COLUMNS);
        int r = rng.nextInt(StrategicSquare.ROWS);
        if (terrain[index(c, r)] == Terrain.WATER) {
            return;
        }
        Direction heading = SIDES[rng.nextInt(4)];
        int length = rng.between(3, 25);
        boolean[] visited = new boolean[terrain.length];
        visited[index(c, r)] = true;
        for (int step = 0; step < length; step++) {
            if (rng.chance(0.3)) {
                heading = rng.chance(0.5) ? heading.clockwise().clockwise() : heading.counterClockwise().counterClockwise();
            }
            int nc = c + heading.dx();
            int nr = r + heading.dy();
            if (!StrategicSquare.onMap(nc, nr) || visited[index(nc, nr)] || terrain[index(nc, nr)] == Terrain.WATER) {
                return;
            }
            int offset = rng.between(1, 13);
            Crossing out = new Crossing(heading, offset);
            lines.get(index(c, r)).add(out);
            lines.get(index(nc, nr)).add(out.mirrored());
            if (names != null) {
                names.get(index(c, r)).add(name);
                names.get(index(nc, nr)).add(name);
            }
            c = nc;
            r = nr;
            visited[index(c, r)] = true;
        }
    }

    private static int index(int c, int r) {
        return r * StrategicSquare.COLUMNS + c;
    }

    private static <T> List<List<T>> lists() {
        List<List<T>> result = new ArrayList<>(StrategicSquare.COLUMNS * StrategicSquare.ROWS);
        for (int i = 0; i < StrategicSquare.COLUMNS * StrategicSquare.ROWS; i++) {
            result.add(new ArrayList<>(0));
        }
        return result;
    }
}

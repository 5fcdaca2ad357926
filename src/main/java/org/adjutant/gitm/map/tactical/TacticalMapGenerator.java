package org.adjutant.gitm.map.tactical;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;

/**
 * Draws the tactical map of a strategic square (GITM 2.1-2.4) from the square's terrain and its neighbours:
 * <ol>
 *   <li>ground: hills, woods, ponds and outcrops in the shares of {@link TerrainMix}, placed on smooth noise fields
 *       laid over the whole theatre, so that the ground of neighbouring squares runs on across their edges;</li>
 *   <li>coast: water along each side (and corner) that faces a water square;</li>
 *   <li>towns on the cities' tactical squares (GITM 2.6);</li>
 *   <li>ranges and rivers: each {@link Crossing} is a mountain or river square on its edge, and the crossings are
 *       joined by side-connected lines through the interior (GITM 2.3); a line with one crossing ends inside;</li>
 *   <li>passes and fords on every range and river stretch, more on long stretches (GITM 2.2, 8.7);</li>
 *   <li>connectivity: any pocket still cut off gets its cheapest crossing opened ({@link Connectivity});</li>
 *   <li>defensive ratings ({@link DefensiveRatings}, GITM 2.4).</li>
 * </ol>
 * Pure and deterministic: the only chance is SplitMix64 seeded from the square's coordinates, and edge features use
 * stateless hashes of global coordinates, so two adjacent maps agree without either reading the other.
 */
public final class TacticalMapGenerator {
    /** Part of every map's seed: changing it redraws every tactical map of every game, so it never changes. */
    private static final long SEED_SALT = 0x6A09E667F3BCC908L;
    private static final long ELEVATION = 0xBB67AE8584CAA73BL;
    private static final long WETNESS = 0x3C6EF372FE94F82BL;
    private static final long FOLIAGE = 0xA54FF53A5F1D36F1L;
    private static final long COAST = 0x510E527FADE682D1L;
    /** One ford or pass per this many squares of a stretch, and never fewer than one. */
    private static final double SQUARES_PER_CROSSING = 10.0;

    private static final byte OPEN = (byte) TacticalTerrain.OPEN.ordinal();
    private static final byte HILLS = (byte) TacticalTerrain.HILLS.ordinal();
    private static final byte HIGH_HILLS = (byte) TacticalTerrain.HIGH_HILLS.ordinal();
    private static final byte RIVER = (byte) TacticalTerrain.RIVER.ordinal();
    private static final byte FORD = (byte) TacticalTerrain.FORD.ordinal();
    private static final byte MOUNTAIN = (byte) TacticalTerrain.MOUNTAIN.ordinal();
    private static final byte PASS = (byte) TacticalTerrain.PASS.ordinal();
    private static final byte WATER = (byte) TacticalTerrain.WATER.ordinal();
    private static final byte FOREST = (byte) TacticalTerrain.FOREST.ordinal();
    private static final byte TOWN = (byte) TacticalTerrain.TOWN.ordinal();

    /** The map of a square; a square the strategic map does not define is open water, as GITM 1 treats it. */
    public TacticalMap generate(StrategicMap map, StrategicSquare square) {
        Optional<SquareInfo> known = map.square(square);
        long seed = seed(square);
        if (known.isEmpty()) {
            return allWater(square, seed, List.of());
        }
        SquareInfo info = known.get();
        if (info.terrain() == Terrain.WATER) {
            return allWater(square, seed, info.cities());
        }
        return new Drawing(map, square, info, seed).draw();
    }

    /** The seed of a square's map: a fixed hash of its coordinates. */
    static long seed(StrategicSquare square) {
        return SplitMix64.hash(SEED_SALT, square.col(), square.row());
    }

    private static TacticalMap allWater(StrategicSquare square, long seed, List<City> cities) {
        byte[] cells = new byte[Grid.CELLS];
        Arrays.fill(cells, TacticalMap.cell(TacticalTerrain.WATER, 0));
        // A port in open water still needs its quay.
        for (City city : cities) {
            int i = Grid.index(city.tactical());
            cells[i] = TacticalMap.cell(TacticalTerrain.TOWN,
                    DefensiveRatings.rating(TacticalTerrain.TOWN, city.hasFort(), TacticalMap.variation(seed, i)));
        }
        return new TacticalMap(square, Terrain.WATER, seed, cells, cities, List.of());
    }

    /** The working state of one map while it is drawn. */
    private static final class Drawing {
        private final StrategicMap map;
        private final StrategicSquare square;
        private final SquareInfo info;
        private final long seed;
        private final SplitMix64 rng;
        private final int gx0;
        private final int gy0;
        private final byte[] t = new byte[Grid.CELLS];
        /** Squares later steps must keep: crossing edges and towns. */
        private final boolean[] locked = new boolean[Grid.CELLS];
        private final boolean[] town = new boolean[Grid.CELLS];
        private final double[] elevation = new double[Grid.CELLS];
        private final List<int[]> riverStretches = new ArrayList<>();
        private final List<int[]> rangeStretches = new ArrayList<>();

        Drawing(StrategicMap map, StrategicSquare square, SquareInfo info, long seed) {
            this.map = map;
            this.square = square;
            this.info = info;
            this.seed = seed;
            this.rng = new SplitMix64(seed);
            this.gx0 = square.col() * Grid.SIZE;
            this.gy0 = square.row() * Grid.SIZE;
        }

        TacticalMap draw() {
            ground(TerrainMix.of(info.terrain()));
            coast();
            towns();
            List<Crossing> ranges = distinct(info.ranges());
            drawLines(ranges, MOUNTAIN, rangeStretches);
            if (ranges.isEmpty()) {
                ridges(TerrainMix.of(info.terrain()).ridges());
            }
            foothills();
            drawLines(distinct(info.rivers()), RIVER, riverStretches);
            for (int[] stretch : rangeStretches) {
                openCrossings(stretch, MOUNTAIN, PASS);
            }
            for (int[] stretch : riverStretches) {
                openCrossings(stretch, RIVER, FORD);
            }
            Connectivity.repair(t, locked);
            return rated();
        }

        // ---- 1. ground ----------------------------------------------------------------------------------------

        private void ground(TerrainMix mix) {
            double[] wetness = new double[Grid.CELLS];
            double[] foliage = new double[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                int gx = gx0 + Grid.col(i);
                int gy = gy0 + Grid.row(i);
                elevation[i] = ValueNoise.field(ELEVATION, gx, gy);
                wetness[i] = ValueNoise.field(WETNESS, gx, gy);
                foliage[i] = ValueNoise.field(FOLIAGE, gx, gy);
            }
            boolean[] taken = new boolean[Grid.CELLS];
            int[] byHeight = ranked(elevation);
            assign(byHeight, taken, share(mix.mountain()), MOUNTAIN);
            assign(byHeight, taken, share(mix.highHills()), HIGH_HILLS);
            assign(ranked(wetness), taken, share(mix.water()), WATER);
            assign(ranked(foliage), taken, share(mix.forest()), FOREST);
            assign(byHeight, taken, share(mix.hills()), HILLS);
            for (int i = 0; i < Grid.CELLS; i++) {
                if (!taken[i]) {
                    t[i] = OPEN;
                }
                // Only range crossings may put mountain on an edge, so that ranges alone join across edges.
                if (t[i] == MOUNTAIN && Grid.isEdge(i)) {
                    t[i] = HIGH_HILLS;
                }
            }
        }

        private static int share(double fraction) {
            return (int) Math.round(fraction * Grid.CELLS);
        }

        /** Square indices from the highest value to the lowest; equal values (never seen in practice) by index. */
        private static int[] ranked(double[] values) {
            long[] keys = new long[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                long scaled = (long) ((1.0 - values[i]) * (1L << 40));
                keys[i] = scaled << 8 | i;
            }
            Arrays.sort(keys);
            int[] order = new int[Grid.CELLS];
            for (int k = 0; k < Grid.CELLS; k++) {
                order[k] = (int) (keys[k] & 0xFF);
            }
            return order;
        }

        private void assign(int[] order, boolean[] taken, int count, byte terrain) {
            for (int k = 0; k < order.length && count > 0; k++) {
                int i = order[k];
                if (!taken[i]) {
                    taken[i] = true;
                    t[i] = terrain;
                    count--;
                }
            }
        }

        // ---- 2. coast ------------------------------------------------------------------------------------------

        private void coast() {
            for (Direction side : new Direction[] {Direction.N, Direction.E, Direction.S, Direction.W}) {
                if (isSea(side)) {
                    coastAlong(side);
                }
            }
            for (Direction corner : new Direction[] {Direction.NE, Direction.SE, Direction.SW, Direction.NW}) {
                if (isSea(corner) && !isSea(corner.counterClockwise()) && !isSea(corner.clockwise())) {
                    bay(corner);
                }
            }
        }

        /**
         * Whether the neighbour that way is sea. A square the map leaves undefined is off the playing area rather
         * than sea, so a small scenario map does not grow coasts all round.
         */
        private boolean isSea(Direction d) {
            return square.step(d).flatMap(map::square).map(s -> s.terrain() == Terrain.WATER).orElse(false);
        }

        private void coastAlong(Direction side) {
            boolean horizontal = side == Direction.N || side == Direction.S;
            // The boundary line is named by global coordinates, so both squares along a coast draw the same shore.
            long boundary = switch (side) {
                case N -> square.row();
                case S -> square.row() + 1L;
                case W -> square.col();
                default -> square.col() + 1L;
            };
            long salt = SplitMix64.hash(COAST, horizontal ? 1 : 2, boundary);
            Direction before = horizontal ? Direction.W : Direction.N;
            Direction after = horizontal ? Direction.E : Direction.S;
            boolean seaBefore = isSea(step(side, before));
            boolean seaAfter = isSea(step(side, after));
            for (int k = 0; k < Grid.SIZE; k++) {
                int along = (horizontal ? gx0 : gy0) + k;
                int depth = 2 + (int) (ValueNoise.line(salt, along) * 3);
                // Where the coast turns inland at a corner, the shore thins out instead of stopping square.
                if (!seaBefore) {
                    depth = Math.min(depth, 1 + k / 2);
                }
                if (!seaAfter) {
                    depth = Math.min(depth, 1 + (Grid.LAST - k) / 2);
                }
                for (int d = 0; d < depth; d++) {
                    int col;
                    int row;
                    switch (side) {
                        case N -> { col = k; row = d; }
                        case S -> { col = k; row = Grid.LAST - d; }
                        case W -> { col = d; row = k; }
                        default -> { col = Grid.LAST - d; row = k; }
                    }
                    t[Grid.index(col, row)] = WATER;
                }
            }
        }

        /** The diagonal direction made of a side and a step along it, e.g. N then W is NW. */
        private static Direction step(Direction side, Direction along) {
            return Direction.of(side.dx() + along.dx(), side.dy() + along.dy()).orElseThrow();
        }

        private void bay(Direction corner) {
            int cornerCol = corner.dx() > 0 ? Grid.LAST : 0;
            int cornerRow = corner.dy() > 0 ? Grid.LAST : 0;
            long gx = gx0 + (corner.dx() > 0 ? Grid.SIZE : 0);
            long gy = gy0 + (corner.dy() > 0 ? Grid.SIZE : 0);
            int radius = 2 + (int) (SplitMix64.unit(COAST, gx, gy) * 2);
            for (int dr = 0; dr <= radius; dr++) {
                for (int dc = 0; dc <= radius; dc++) {
                    if (dc * dc + dr * dr < radius * radius) {
                        int col = Math.abs(cornerCol - dc);
                        int row = Math.abs(cornerRow - dr);
                        t[Grid.index(col, row)] = WATER;
                    }
                }
            }
        }

        // ---- 3. towns ------------------------------------------------------------------------------------------

        private void towns() {
            for (City city : info.cities()) {
                int i = Grid.index(city.tactical());
                t[i] = TOWN;
                town[i] = true;
                locked[i] = true;
            }
        }

        // ---- 4. ranges and rivers ------------------------------------------------------------------------------

        private static List<Crossing> distinct(List<Crossing> crossings) {
            return List.copyOf(new LinkedHashSet<>(crossings));
        }

        /**
         * Draws one network of lines (all the rivers, or all the ranges, of the square): the first two crossings are
         * joined, each further crossing runs to the nearest square already drawn (a tributary or spur), and a lone
         * crossing ends inside the map, at the sea or a lake if a river can reach one.
         */
        private void drawLines(List<Crossing> crossings, byte kind, List<int[]> stretches) {
            if (crossings.isEmpty()) {
                return;
            }
            int[] cost = lineCosts(kind);
            boolean[] blocked = new boolean[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                blocked[i] = Grid.isEdge(i) || town[i];
            }
            boolean[] drawn = new boolean[Grid.CELLS];
            for (Crossing c : crossings) {
                int edge = Grid.index(c.edgeSquare());
                if (!town[edge]) {
                    t[edge] = kind;
                    locked[edge] = true;
                }
            }
            int first = inward(crossings.get(0));
            if (crossings.size() == 1) {
                stretches.add(drawPath(first, endInside(first, kind, blocked), cost, blocked, kind, drawn));
                return;
            }
            boolean[] target = new boolean[Grid.CELLS];
            target[inward(crossings.get(1))] = true;
            stretches.add(drawPath(first, target, cost, blocked, kind, drawn));
            for (int k = 2; k < crossings.size(); k++) {
                int start = inward(crossings.get(k));
                if (drawn[start]) {
                    continue;
                }
                boolean[] joins = joinable(kind);
                if (joins[start]) {
                    continue;
                }
                boolean any = false;
                for (boolean j : joins) {
                    any |= j;
                }
                stretches.add(drawPath(start, any ? joins : endInside(start, kind, blocked), cost, blocked, kind, drawn));
            }
        }

        /** Where a tributary or spur may join: the interior of the lines drawn so far, and for a river the sea. */
        private boolean[] joinable(byte kind) {
            boolean[] joins = new boolean[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                joins[i] = (t[i] == kind && !Grid.isEdge(i)) || (kind == RIVER && t[i] == WATER);
            }
            return joins;
        }

        /** Rivers seek the low ground and ranges the high; both go round water when they can. */
        private int[] lineCosts(byte kind) {
            int[] cost = new int[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                double lie = kind == RIVER ? elevation[i] : 1.0 - elevation[i];
                cost[i] = 1 + (int) (lie * 8);
                if (t[i] == WATER && kind == MOUNTAIN) {
                    cost[i] += 12;
                }
                if (t[i] == MOUNTAIN && kind == RIVER) {
                    cost[i] += 6;
                }
            }
            return cost;
        }

        /** The interior square one step in from a crossing's edge square. */
        private static int inward(Crossing c) {
            int o = c.offset();
            return switch (c.side()) {
                case N -> Grid.index(o, 1);
                case S -> Grid.index(o, Grid.LAST - 1);
                case W -> Grid.index(1, o);
                case E -> Grid.index(Grid.LAST - 1, o);
                default -> throw new IllegalStateException("a crossing lies on a side: " + c);
            };
        }

        private boolean[] endInside(int start, byte kind, boolean[] blocked) {
            boolean[] target = new boolean[Grid.CELLS];
            if (kind == RIVER) {
                boolean any = false;
                for (int i = 0; i < Grid.CELLS; i++) {
                    if (t[i] == WATER) {
                        target[i] = true;
                        any = true;
                    }
                }
                if (any) {
                    return target;
                }
            }
            // A source or the end of a spur: somewhere in the interior, a fair way in from where the line entered.
            int[] choices = new int[Grid.CELLS];
            int n = 0;
            for (int i = 0; i < Grid.CELLS; i++) {
                int distance = Grid.manhattan(start, i);
                if (!blocked[i] && distance >= 4 && distance <= 8) {
                    choices[n++] = i;
                }
            }
            int end = n == 0 ? start : choices[rng.nextInt(n)];
            target[end] = true;
            return target;
        }

        /** Draws the cheapest line and returns its new squares in order: the stretch that needs fords or passes. */
        private int[] drawPath(int start, boolean[] target, int[] cost, boolean[] blocked, byte kind, boolean[] drawn) {
            int[] path = PathFinder.cheapest(start, target, cost, blocked);
            int[] stretch = new int[path.length];
            int n = 0;
            for (int i : path) {
                if (drawn[i]) {
                    continue;
                }
                // A line ending in the sea stops at the shore; towns keep their square.
                if ((kind == RIVER && t[i] == WATER) || locked[i]) {
                    continue;
                }
                t[i] = kind;
                drawn[i] = true;
                stretch[n++] = i;
            }
            return Arrays.copyOf(stretch, n);
        }

        /** Mountain squares without a crossing range: short ridges across the interior. */
        private void ridges(int count) {
            boolean[] blocked = new boolean[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                blocked[i] = Grid.isEdge(i) || town[i];
            }
            int[] cost = lineCosts(MOUNTAIN);
            boolean[] drawn = new boolean[Grid.CELLS];
            int drawnRidges = 0;
            for (int attempt = 0; attempt < 32 && drawnRidges < count; attempt++) {
                int start = Grid.index(rng.between(2, 12), rng.between(2, 12));
                int end = Grid.index(rng.between(2, 12), rng.between(2, 12));
                if (Grid.manhattan(start, end) < 7 || blocked[start] || blocked[end]) {
                    continue;
                }
                boolean[] target = new boolean[Grid.CELLS];
                target[end] = true;
                int[] stretch = drawPath(start, target, cost, blocked, MOUNTAIN, drawn);
                if (stretch.length > 0) {
                    rangeStretches.add(stretch);
                    drawnRidges++;
                }
            }
        }

        /** Ground rises towards a range: some squares beside it become hills or high hills. */
        private void foothills() {
            int[] around = new int[4];
            for (int[] stretch : rangeStretches) {
                for (int i : stretch) {
                    int n = Grid.sideNeighbours(i, around);
                    for (int k = 0; k < n; k++) {
                        int next = around[k];
                        if (locked[next]) {
                            continue;
                        }
                        if ((t[next] == OPEN || t[next] == FOREST) && rng.chance(0.4)) {
                            t[next] = HILLS;
                        } else if (t[next] == HILLS && rng.chance(0.3)) {
                            t[next] = HIGH_HILLS;
                        }
                    }
                }
            }
        }

        // ---- 5. fords and passes -------------------------------------------------------------------------------

        /**
         * Opens {@code max(1, round(length / 10))} crossings along a stretch, one in each equal part of it, on a
         * square where the ground on both sides is passable so that the crossing links the two banks.
         */
        private void openCrossings(int[] stretch, byte wall, byte opening) {
            if (stretch.length == 0) {
                return;
            }
            int count = Math.max(1, (int) Math.round(stretch.length / SQUARES_PER_CROSSING));
            int opened = 0;
            for (int part = 0; part < count; part++) {
                int from = part * stretch.length / count;
                int to = (part + 1) * stretch.length / count;
                if (openOne(stretch, from, to, wall, opening, true)) {
                    opened++;
                }
            }
            if (opened == 0 && !openOne(stretch, 0, stretch.length, wall, opening, true)) {
                openOne(stretch, 0, stretch.length, wall, opening, false);
            }
        }

        private boolean openOne(int[] stretch, int from, int to, byte wall, byte opening, boolean mustLink) {
            int[] candidates = new int[to - from];
            int n = 0;
            for (int k = from; k < to; k++) {
                int i = stretch[k];
                if (t[i] == wall && !locked[i] && !Grid.isEdge(i) && (!mustLink || linksBothSides(i))) {
                    candidates[n++] = i;
                }
            }
            if (n == 0) {
                return false;
            }
            t[candidates[rng.nextInt(n)]] = opening;
            return true;
        }

        private boolean linksBothSides(int i) {
            int c = Grid.col(i);
            int r = Grid.row(i);
            boolean northSouth = passableAt(c, r - 1) && passableAt(c, r + 1);
            boolean eastWest = passableAt(c - 1, r) && passableAt(c + 1, r);
            return northSouth || eastWest;
        }

        private boolean passableAt(int col, int row) {
            return TacticalSquare.onMap(col, row)
                    && TacticalTerrain.values()[t[Grid.index(col, row)]].isPassable();
        }

        // ---- 7. ratings ----------------------------------------------------------------------------------------

        private TacticalMap rated() {
            boolean[] fort = new boolean[Grid.CELLS];
            for (City city : info.cities()) {
                if (city.hasFort()) {
                    fort[Grid.index(city.tactical())] = true;
                }
            }
            TacticalTerrain[] terrains = TacticalTerrain.values();
            byte[] cells = new byte[Grid.CELLS];
            for (int i = 0; i < Grid.CELLS; i++) {
                TacticalTerrain kind = terrains[t[i]];
                cells[i] = TacticalMap.cell(kind, DefensiveRatings.rating(kind, fort[i], TacticalMap.variation(seed, i)));
            }
            return new TacticalMap(square, info.terrain(), seed, cells, info.cities(), distinctNames());
        }

        private List<String> distinctNames() {
            return List.copyOf(new LinkedHashSet<>(info.riverNames()));
        }
    }
}

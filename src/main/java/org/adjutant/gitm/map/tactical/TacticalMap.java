package org.adjutant.gitm.map.tactical;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;

/**
 * The 15 x 15 tactical map of one strategic square (GITM 2.1): each square's terrain (GITM 2.2) and defensive rating
 * (GITM 2.4), the fords and passes through its rivers and ranges (GITM 8.7) and the cities standing on it (GITM 2.6).
 * Immutable. Kept to one byte per square (terrain in the low four bits, rating above) because a whole theatre holds
 * 15,400 of these.
 */
public final class TacticalMap {
    private static final TacticalTerrain[] TERRAINS = TacticalTerrain.values();

    private final StrategicSquare square;
    private final Terrain strategicTerrain;
    private final long seed;
    private final byte[] cells;
    private final List<City> cities;
    private final List<String> riverNames;

    TacticalMap(StrategicSquare square, Terrain strategicTerrain, long seed, byte[] cells, List<City> cities,
                List<String> riverNames) {
        if (cells.length != Grid.CELLS) {
            throw new IllegalArgumentException("a tactical map has " + Grid.CELLS + " squares, not " + cells.length);
        }
        this.square = square;
        this.strategicTerrain = strategicTerrain;
        this.seed = seed;
        this.cells = cells;
        this.cities = List.copyOf(cities);
        this.riverNames = List.copyOf(riverNames);
    }

    static byte cell(TacticalTerrain terrain, int rating) {
        return (byte) (terrain.ordinal() | rating << 4);
    }

    /** The strategic square this map details. */
    public StrategicSquare square() {
        return square;
    }

    /** The strategic terrain the map was drawn for (GITM 1.2). */
    public Terrain strategicTerrain() {
        return strategicTerrain;
    }

    public TacticalTerrain terrain(TacticalSquare t) {
        return TERRAINS[cells[Grid.index(t)] & 0x0F];
    }

    /** Defensive rating 0 (poor) to 4 (excellent), GITM 2.4. */
    public int rating(TacticalSquare t) {
        return cells[Grid.index(t)] >> 4 & 0x07;
    }

    /** Whether units may stand on the square: not river, mountain or water (GITM 2.2). */
    public boolean isPassable(TacticalSquare t) {
        return terrain(t).isPassable();
    }

    /** Fords across the map's rivers, north to south, west to east (GITM 2.2, 8.7). */
    public List<TacticalSquare> fords() {
        return squaresOf(TacticalTerrain.FORD);
    }

    /** Passes through the map's mountain ranges, north to south, west to east (GITM 2.2, 8.7). */
    public List<TacticalSquare> passes() {
        return squaresOf(TacticalTerrain.PASS);
    }

    /** Every square of one terrain, north to south, west to east. */
    public List<TacticalSquare> squaresOf(TacticalTerrain terrain) {
        List<TacticalSquare> result = new ArrayList<>();
        for (int i = 0; i < Grid.CELLS; i++) {
            if ((cells[i] & 0x0F) == terrain.ordinal()) {
                result.add(Grid.square(i));
            }
        }
        return result;
    }

    /** How many squares of each terrain the map has; every terrain is listed, most with zero. */
    public Map<TacticalTerrain, Integer> census() {
        Map<TacticalTerrain, Integer> counts = new EnumMap<>(TacticalTerrain.class);
        for (TacticalTerrain t : TERRAINS) {
            counts.put(t, 0);
        }
        for (byte c : cells) {
            counts.merge(TERRAINS[c & 0x0F], 1, Integer::sum);
        }
        return counts;
    }

    /** The cities of the strategic square; each stands on its own town square (GITM 2.6). */
    public List<City> cities() {
        return cities;
    }

    public Optional<City> cityAt(TacticalSquare t) {
        return cities.stream().filter(c -> c.tactical().equals(t)).findFirst();
    }

    /** The names of the rivers crossing the square, as the strategic map gives them. */
    public List<String> riverNames() {
        return riverNames;
    }

    /**
     * Whether two passable squares lie on the same side of every river and range, that is, a unit can walk from one
     * to the other (eight-way steps) without using a ford or pass (GITM 8.7). A ford or pass square belongs to the
     * sides it touches (GITM-MD cross.html: fords are on both banks). False if either square is impassable.
     */
    public boolean sameSide(TacticalSquare a, TacticalSquare b) {
        int[] side = sides();
        int ia = Grid.index(a);
        int ib = Grid.index(b);
        if (!isPassable(a) || !isPassable(b)) {
            return false;
        }
        long sidesOfA = sidesTouching(side, ia);
        long sidesOfB = sidesTouching(side, ib);
        return (sidesOfA & sidesOfB) != 0;
    }

    /**
     * Passable squares that cannot be reached from the largest passable area (side steps through passable squares,
     * fords and passes included). Empty for every generated map of a land square; a scenario's overrides may
     * change that, and a scenario check can report it.
     */
    public List<TacticalSquare> unreachable() {
        byte[] terrain = terrainOnly();
        int[] label = new int[Grid.CELLS];
        int areas = Connectivity.label(terrain, label);
        if (areas <= 1) {
            return List.of();
        }
        int[] sizes = new int[areas];
        for (int l : label) {
            if (l >= 0) {
                sizes[l]++;
            }
        }
        int main = 0;
        for (int a = 1; a < areas; a++) {
            if (sizes[a] > sizes[main]) {
                main = a;
            }
        }
        List<TacticalSquare> result = new ArrayList<>();
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] >= 0 && label[i] != main) {
                result.add(Grid.square(i));
            }
        }
        return result;
    }

    /**
     * This map with some squares fixed by hand, as a scenario may do. A square given a new terrain but no rating
     * is rated by the usual table (GITM 2.4) with the same variation it would have had; a rating override wins over
     * both. Overrides are taken as given: the connectivity guarantee is not re-applied (see {@link #unreachable()}).
     */
    public TacticalMap withOverrides(Map<TacticalSquare, TacticalTerrain> terrain, Map<TacticalSquare, Integer> ratings) {
        byte[] copy = cells.clone();
        terrain.forEach((t, kind) -> {
            int i = Grid.index(t);
            copy[i] = cell(kind, DefensiveRatings.rating(kind, hasFortAt(t), variation(seed, i)));
        });
        ratings.forEach((t, rating) -> {
            if (rating < DefensiveRatings.MIN || rating > DefensiveRatings.MAX) {
                throw new IllegalArgumentException("defensive rating at " + t + " must be 0-4, not " + rating);
            }
            int i = Grid.index(t);
            copy[i] = cell(TERRAINS[copy[i] & 0x0F], rating);
        });
        return new TacticalMap(square, strategicTerrain, seed, copy, cities, riverNames);
    }

    /** The variation a square's rating is drawn with: a fixed function of the map's seed and the square. */
    static double variation(long seed, int index) {
        return SplitMix64.unit(seed, 0x7A71CA1L, index);
    }

    boolean hasFortAt(TacticalSquare t) {
        return cities.stream().anyMatch(c -> c.tactical().equals(t) && c.hasFort());
    }

    private byte[] terrainOnly() {
        byte[] terrain = new byte[Grid.CELLS];
        for (int i = 0; i < Grid.CELLS; i++) {
            terrain[i] = (byte) (cells[i] & 0x0F);
        }
        return terrain;
    }

    /** Areas of passable ground bounded by impassable squares, fords and passes (eight-way steps); -1 elsewhere. */
    private int[] sides() {
        int[] side = new int[Grid.CELLS];
        Arrays.fill(side, -1);
        int[] queue = new int[Grid.CELLS];
        int count = 0;
        for (int start = 0; start < Grid.CELLS; start++) {
            if (side[start] >= 0 || !isOpenGround(start)) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            side[start] = count;
            while (head < tail) {
                int i = queue[head++];
                int c = Grid.col(i);
                int r = Grid.row(i);
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int nc = c + dc;
                        int nr = r + dr;
                        if (TacticalSquare.onMap(nc, nr)) {
                            int next = Grid.index(nc, nr);
                            if (side[next] < 0 && isOpenGround(next)) {
                                side[next] = count;
                                queue[tail++] = next;
                            }
                        }
                    }
                }
            }
            count++;
        }
        return side;
    }

    private boolean isOpenGround(int i) {
        TacticalTerrain t = TERRAINS[cells[i] & 0x0F];
        return t.isPassable() && t != TacticalTerrain.FORD && t != TacticalTerrain.PASS;
    }

    /** A bit set of the sides a square belongs to; sides past the 64th share a bit, which only errs towards "same". */
    private long sidesTouching(int[] side, int i) {
        if (side[i] >= 0) {
            return 1L << Math.min(side[i], 63);
        }
        long bits = 0;
        int c = Grid.col(i);
        int r = Grid.row(i);
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if (TacticalSquare.onMap(c + dc, r + dr)) {
                    int s = side[Grid.index(c + dc, r + dr)];
                    if (s >= 0) {
                        bits |= 1L << Math.min(s, 63);
                    }
                }
            }
        }
        return bits;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TacticalMap other && square.equals(other.square) && Arrays.equals(cells, other.cells)
                && cities.equals(other.cities);
    }

    @Override
    public int hashCode() {
        return square.hashCode() * 31 + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return "TacticalMap[" + square + ", " + strategicTerrain.words() + "]";
    }
}

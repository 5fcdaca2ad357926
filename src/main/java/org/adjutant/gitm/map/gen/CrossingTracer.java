package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Finds where polylines (rivers) cross the sides of strategic squares. Every crossing is recorded once per shared
 * side and then given to both squares, the second as the mirror of the first, so the two tactical maps join
 * (GITM 2.3). Lines are first simplified to the size of a tactical square, so that a meander within a mile of a side
 * does not cross it back and forth. Crossings keep off the corners (offsets 1-13 only): a river entering at a corner
 * square would have to run along the other edge to get inside, where the neighbour across that edge has no river.
 */
final class CrossingTracer {
    /** The first and last offsets a crossing may use: never a tactical-map corner. */
    static final int FIRST_OFFSET = 1;
    static final int LAST_OFFSET = TacticalSquare.SIZE - 2;
    /** Half a tactical square, in strategic-square units. */
    private static final double SIMPLIFY = 0.5 / TacticalSquare.SIZE;

    /** A crossing of the side between two squares; 'first' is the western or northern one. */
    record SideCrossing(int col, int row, boolean vertical, int offset, String name) {
    }

    /** Key: side id (col, row, vertical) then offset; keeps only one feature per tactical edge square. */
    private final Map<Long, SideCrossing> crossings = new TreeMap<>();

    void trace(String name, List<double[]> lonLat) {
        List<double[]> pts = new ArrayList<>(lonLat.size());
        for (double[] p : lonLat) {
            pts.add(new double[]{GridProjection.x(p[0]), GridProjection.y(p[1])});
        }
        pts = simplify(pts);
        for (int i = 0; i + 1 < pts.size(); i++) {
            segment(name, pts.get(i), pts.get(i + 1));
        }
    }

    private void segment(String name, double[] a, double[] b) {
        List<double[]> hits = new ArrayList<>(); // {t, x, y, vertical?1:0}
        int x0 = (int) Math.floor(Math.min(a[0], b[0]));
        int x1 = (int) Math.floor(Math.max(a[0], b[0]));
        for (int x = x0 + 1; x <= x1; x++) {
            double t = (x - a[0]) / (b[0] - a[0]);
            hits.add(new double[]{t, x, a[1] + t * (b[1] - a[1]), 1});
        }
        int y0 = (int) Math.floor(Math.min(a[1], b[1]));
        int y1 = (int) Math.floor(Math.max(a[1], b[1]));
        for (int y = y0 + 1; y <= y1; y++) {
            double t = (y - a[1]) / (b[1] - a[1]);
            hits.add(new double[]{t, a[0] + t * (b[0] - a[0]), y, 0});
        }
        hits.sort((p, q) -> Double.compare(p[0], q[0]));
        for (double[] h : hits) {
            if (h[3] == 1) {
                int x = (int) h[1];
                int row = (int) Math.floor(h[2]);
                add(x - 1, row, true, offset(h[2] - row), name);
            } else {
                int y = (int) h[2];
                int col = (int) Math.floor(h[1]);
                add(col, y - 1, false, offset(h[1] - col), name);
            }
        }
    }

    private static int offset(double fraction) {
        return Math.max(FIRST_OFFSET, Math.min(LAST_OFFSET, (int) Math.floor(fraction * TacticalSquare.SIZE)));
    }

    /**
     * Records a crossing of the east side of (col,row) when vertical, else of its south side. If another feature
     * already uses that edge square, the nearest free offset is taken.
     */
    private void add(int col, int row, boolean vertical, int offset, String name) {
        int otherCol = vertical ? col + 1 : col;
        int otherRow = vertical ? row : row + 1;
        if (!StrategicSquare.onMap(col, row) && !StrategicSquare.onMap(otherCol, otherRow)) {
            return;
        }
        for (int d = 0; d < TacticalSquare.SIZE; d++) {
            for (int o : new int[]{offset - d, offset + d}) {
                if (o < FIRST_OFFSET || o > LAST_OFFSET) {
                    continue;
                }
                long key = key(col, row, vertical, o);
                SideCrossing old = crossings.get(key);
                if (old == null) {
                    crossings.put(key, new SideCrossing(col, row, vertical, o, name));
                    return;
                }
                if (old.name().equals(name)) {
                    return; // the same river crossing back at the same place
                }
            }
        }
    }

    private static long key(int col, int row, boolean vertical, int offset) {
        return (((long) (row + 1) * 200 + (col + 1)) * 2 + (vertical ? 1 : 0)) * 16 + offset;
    }

    /** Calls back once per square side crossed: the square, its crossing, and the feature's name. */
    void forEach(CrossingSink sink) {
        for (SideCrossing c : crossings.values()) {
            Direction side = c.vertical() ? Direction.E : Direction.S;
            Crossing here = new Crossing(side, c.offset());
            if (StrategicSquare.onMap(c.col(), c.row())) {
                sink.accept(new StrategicSquare(c.col(), c.row()), here, c.name());
            }
            int oc = c.vertical() ? c.col() + 1 : c.col();
            int or = c.vertical() ? c.row() : c.row() + 1;
            if (StrategicSquare.onMap(oc, or)) {
                sink.accept(new StrategicSquare(oc, or), here.mirrored(), c.name());
            }
        }
    }

    interface CrossingSink {
        void accept(StrategicSquare square, Crossing crossing, String name);
    }

    /** Douglas-Peucker simplification in grid units. */
    static List<double[]> simplify(List<double[]> pts) {
        if (pts.size() < 3) {
            return pts;
        }
        boolean[] keep = new boolean[pts.size()];
        keep[0] = true;
        keep[pts.size() - 1] = true;
        dp(pts, 0, pts.size() - 1, keep);
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < pts.size(); i++) {
            if (keep[i]) {
                out.add(pts.get(i));
            }
        }
        return out;
    }

    private static void dp(List<double[]> pts, int from, int to, boolean[] keep) {
        double[] a = pts.get(from);
        double[] b = pts.get(to);
        double dx = b[0] - a[0];
        double dy = b[1] - a[1];
        double len = Math.hypot(dx, dy);
        int worst = -1;
        double worstD = SIMPLIFY;
        for (int i = from + 1; i < to; i++) {
            double[] p = pts.get(i);
            double d = len == 0 ? Math.hypot(p[0] - a[0], p[1] - a[1])
                    : Math.abs(dy * (p[0] - a[0]) - dx * (p[1] - a[1])) / len;
            if (d > worstD) {
                worstD = d;
                worst = i;
            }
        }
        if (worst >= 0) {
            keep[worst] = true;
            dp(pts, from, worst, keep);
            dp(pts, worst, to, keep);
        }
    }
}

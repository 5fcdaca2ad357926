package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.StrategicSquare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A boolean raster over the strategic grid with {@link #PER_SQUARE} x {@link #PER_SQUARE} samples per square, filled
 * from polygon rings by even-odd scanlines (cheap even for the 10,000-vertex continent ring). Used for land, lakes
 * and hand-drawn 1846 water, and to measure how much of a square is water.
 */
public final class SampleMask {
    public static final int PER_SQUARE = 8;
    public static final int WIDTH = StrategicSquare.COLUMNS * PER_SQUARE;
    public static final int HEIGHT = StrategicSquare.ROWS * PER_SQUARE;

    private final boolean[] bits = new boolean[WIDTH * HEIGHT];

    public boolean get(int sx, int sy) {
        return sx >= 0 && sy >= 0 && sx < WIDTH && sy < HEIGHT && bits[sy * WIDTH + sx];
    }

    public void set(int sx, int sy, boolean value) {
        bits[sy * WIDTH + sx] = value;
    }

    /** Latitude and longitude of a sample centre. */
    public static double lat(int sy) {
        return GridProjection.lat((sy + 0.5) / PER_SQUARE);
    }

    public static double lon(int sx) {
        return GridProjection.lon((sx + 0.5) / PER_SQUARE);
    }

    /** Fraction of the square's samples that are set. */
    public double fraction(int col, int row) {
        int n = 0;
        for (int j = 0; j < PER_SQUARE; j++) {
            for (int i = 0; i < PER_SQUARE; i++) {
                if (get(col * PER_SQUARE + i, row * PER_SQUARE + j)) {
                    n++;
                }
            }
        }
        return n / (double) (PER_SQUARE * PER_SQUARE);
    }

    /** Sets (or clears) every sample inside the polygon made of these rings (even-odd rule). */
    public void fill(List<List<double[]>> rings, boolean value) {
        // edges in sample coordinates
        List<double[]> edges = new ArrayList<>();
        for (List<double[]> ring : rings) {
            for (int k = 0; k < ring.size(); k++) {
                double[] a = ring.get(k);
                double[] b = ring.get((k + 1) % ring.size());
                edges.add(new double[]{GridProjection.x(a[0]) * PER_SQUARE, GridProjection.y(a[1]) * PER_SQUARE,
                        GridProjection.x(b[0]) * PER_SQUARE, GridProjection.y(b[1]) * PER_SQUARE});
            }
        }
        double[] xs = new double[edges.size()];
        for (int sy = 0; sy < HEIGHT; sy++) {
            double yc = sy + 0.5;
            int n = 0;
            for (double[] e : edges) {
                if ((e[1] <= yc) != (e[3] <= yc)) {
                    xs[n++] = e[0] + (yc - e[1]) * (e[2] - e[0]) / (e[3] - e[1]);
                }
            }
            Arrays.sort(xs, 0, n);
            for (int k = 0; k + 1 < n; k += 2) {
                int from = (int) Math.ceil(xs[k] - 0.5);
                int to = (int) Math.floor(xs[k + 1] - 0.5);
                for (int sx = Math.max(0, from); sx <= Math.min(WIDTH - 1, to); sx++) {
                    set(sx, sy, value);
                }
            }
        }
    }
}

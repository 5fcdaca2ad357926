package org.adjutant.gitm.map.tactical;

/**
 * Smooth pseudo-random fields over the whole theatre in tactical-square coordinates (a strategic square's tactical
 * 0-0 sits at global column {@code 15 * col}, row {@code 15 * row}). Because the value at a point depends only on the
 * global coordinates, hills, woods and coastlines of adjacent strategic squares meet at their common edge.
 */
final class ValueNoise {
    private ValueNoise() {
    }

    /** Two octaves of bilinear value noise plus a little per-square grain, in [0, 1). */
    static double field(long salt, int gx, int gy) {
        double coarse = octave(salt, gx, gy, 6);
        double fine = octave(salt ^ 0x5DEECE66DL, gx, gy, 3);
        double grain = SplitMix64.unit(salt ^ 0x2545F4914F6CDD1DL, gx, gy);
        return 0.6 * coarse + 0.3 * fine + 0.1 * grain;
    }

    /** Smooth noise along a line (a coastline's depth profile), in [0, 1). */
    static double line(long salt, int g) {
        int spacing = 4;
        int cell = Math.floorDiv(g, spacing);
        double f = smooth((g - cell * (double) spacing) / spacing);
        double a = SplitMix64.unit(salt, cell, 0);
        double b = SplitMix64.unit(salt, cell + 1L, 0);
        return a + (b - a) * f;
    }

    private static double octave(long salt, int gx, int gy, int spacing) {
        int cx = Math.floorDiv(gx, spacing);
        int cy = Math.floorDiv(gy, spacing);
        double fx = smooth((gx - cx * (double) spacing) / spacing);
        double fy = smooth((gy - cy * (double) spacing) / spacing);
        double v00 = SplitMix64.unit(salt, cx, cy);
        double v10 = SplitMix64.unit(salt, cx + 1L, cy);
        double v01 = SplitMix64.unit(salt, cx, cy + 1L);
        double v11 = SplitMix64.unit(salt, cx + 1L, cy + 1L);
        double top = v00 + (v10 - v00) * fx;
        double bottom = v01 + (v11 - v01) * fx;
        return top + (bottom - top) * fy;
    }

    private static double smooth(double t) {
        return t * t * (3 - 2 * t);
    }
}

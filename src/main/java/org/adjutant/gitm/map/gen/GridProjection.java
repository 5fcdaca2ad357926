package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.StrategicSquare;

/**
 * The plate carree projection of the strategic grid (GITM 1.1 as fixed by the geodata README, section 1): rows of
 * 15 miles of latitude, columns stretched so that squares are square at 30N, Mexico City at the centre of J2-Y4.
 * Grid coordinates are continuous: square (c, r) covers x in [c, c+1) and y in [r, r+1).
 */
public final class GridProjection {
    public static final double DLAT = 24.140 / 111.0;
    public static final double DLON = DLAT / Math.cos(Math.toRadians(30));
    private static final double REF_LON = -99.13;
    private static final double REF_LAT = 19.43;
    private static final int REF_COL = 92;
    private static final int REF_ROW = 94;

    private GridProjection() {
    }

    /** Continuous grid x of a longitude; the square's column is floor(x). */
    public static double x(double lon) {
        return (lon - REF_LON) / DLON + REF_COL + 0.5;
    }

    /** Continuous grid y of a latitude; the square's row is floor(y). */
    public static double y(double lat) {
        return (REF_LAT - lat) / DLAT + REF_ROW + 0.5;
    }

    public static double lon(double x) {
        return REF_LON + (x - 0.5 - REF_COL) * DLON;
    }

    public static double lat(double y) {
        return REF_LAT - (y - 0.5 - REF_ROW) * DLAT;
    }

    /** The square holding a point, or null when it is off the grid. */
    public static StrategicSquare squareAt(double lat, double lon) {
        int c = (int) Math.floor(x(lon));
        int r = (int) Math.floor(y(lat));
        return StrategicSquare.onMap(c, r) ? new StrategicSquare(c, r) : null;
    }
}

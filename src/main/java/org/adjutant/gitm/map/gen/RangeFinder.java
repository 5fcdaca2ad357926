package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;

/**
 * Finds where mountain ridges cross the side between two mountain squares: the height profile along the shared side,
 * sampled once per tactical square, has its top inside the side (not at a corner) and stands clearly above the low
 * end. That top is where the ridge crosses, at the same offset for both squares (GITM 2.3), which later lets the
 * tactical maps put the range and its passes in the right place.
 */
final class RangeFinder {
    static final double RIDGE_PROMINENCE = 150;

    private RangeFinder() {
    }

    static boolean mountainous(Terrain t) {
        return t == Terrain.MOUNTAIN || t == Terrain.HIGH_MOUNTAIN;
    }

    /** The ridge crossing of the east (vertical) or south side of (col,row), or null. */
    static Crossing ridge(Raster relief, int col, int row, boolean vertical) {
        double[] profile = new double[TacticalSquare.SIZE];
        for (int k = 0; k < profile.length; k++) {
            double along = (k + 0.5) / TacticalSquare.SIZE;
            double x = vertical ? col + 1 : col + along;
            double y = vertical ? row + along : row + 1;
            profile[k] = relief.interpolate(GridProjection.lat(y), GridProjection.lon(x));
        }
        int top = 0;
        double low = Double.MAX_VALUE;
        for (int k = 0; k < profile.length; k++) {
            if (profile[k] > profile[top]) {
                top = k;
            }
            low = Math.min(low, profile[k]);
        }
        if (top == 0 || top == profile.length - 1 || profile[top] - low < RIDGE_PROMINENCE) {
            return null;
        }
        return new Crossing(vertical ? Direction.E : Direction.S, top);
    }

    static void find(Raster relief, Terrain[] terrain, boolean[] outside, RidgeSink sink) {
        for (int row = 0; row < StrategicSquare.ROWS; row++) {
            for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
                int k = row * StrategicSquare.COLUMNS + col;
                if (outside[k] || !mountainous(terrain[k])) {
                    continue;
                }
                if (col + 1 < StrategicSquare.COLUMNS && !outside[k + 1] && mountainous(terrain[k + 1])) {
                    Crossing c = ridge(relief, col, row, true);
                    if (c != null) {
                        sink.accept(new StrategicSquare(col, row), c);
                        sink.accept(new StrategicSquare(col + 1, row), c.mirrored());
                    }
                }
                int below = k + StrategicSquare.COLUMNS;
                if (row + 1 < StrategicSquare.ROWS && !outside[below] && mountainous(terrain[below])) {
                    Crossing c = ridge(relief, col, row, false);
                    if (c != null) {
                        sink.accept(new StrategicSquare(col, row), c);
                        sink.accept(new StrategicSquare(col, row + 1), c.mirrored());
                    }
                }
            }
        }
    }

    interface RidgeSink {
        void accept(StrategicSquare square, Crossing crossing);
    }
}

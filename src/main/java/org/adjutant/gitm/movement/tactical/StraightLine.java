package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * A straight tactical path as a series of one-square steps (GITM 8.2, 8.5; GITM-MD tacmove.html). The number of
 * steps is the larger of the columns and rows to cover; each step advances one whole square along the longer axis
 * and a fraction of a square along the shorter one, so point {@code k} lies at {@code from + k/steps} of the way.
 *
 * <p>The page stops before saying which squares a fractional point stands on. The project's reading: a point less
 * than half a square off a square's centre line is on that square; a point exactly half-way between two squares
 * touches both, and the mover may use either (see {@link Lane}).
 */
public record StraightLine(TacticalSquare from, TacticalSquare to) {
    /** One point of the path: column and row as fractions over {@code steps}. */
    public record Point(int step, int colTimesSteps, int rowTimesSteps, int steps) {
        /** "4-1.5", "10.67-5": the point as the details page writes it. */
        public String text() {
            return number(colTimesSteps) + "-" + number(rowTimesSteps);
        }

        private String number(int timesSteps) {
            if (steps == 0 || timesSteps % steps == 0) {
                return Integer.toString(steps == 0 ? timesSteps : timesSteps / steps);
            }
            double v = (double) timesSteps / steps;
            String s = String.format(java.util.Locale.ROOT, "%.2f", v);
            return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
        }

        /** The squares the point stands on: one, or two when it lies exactly between them. */
        public List<TacticalSquare> squares() {
            List<Integer> cols = near(colTimesSteps);
            List<Integer> rows = near(rowTimesSteps);
            List<TacticalSquare> result = new ArrayList<>(2);
            for (int c : cols) {
                for (int r : rows) {
                    result.add(new TacticalSquare(c, r));
                }
            }
            return result;
        }

        private List<Integer> near(int timesSteps) {
            if (steps == 0) {
                return List.of(timesSteps);
            }
            int whole = Math.floorDiv(timesSteps, steps);
            int rest = timesSteps - whole * steps;
            if (rest * 2 < steps) {
                return List.of(whole);
            }
            if (rest * 2 > steps) {
                return List.of(whole + 1);
            }
            return List.of(whole, whole + 1);
        }
    }

    public static StraightLine between(TacticalSquare from, TacticalSquare to) {
        return new StraightLine(from, to);
    }

    /** Steps the path takes: the larger of the column and row distances. */
    public int steps() {
        return Math.max(Math.abs(to.col() - from.col()), Math.abs(to.row() - from.row()));
    }

    /** Every point from the start (step 0) to the end (step {@link #steps()}). */
    public List<Point> points() {
        int n = steps();
        List<Point> result = new ArrayList<>(n + 1);
        if (n == 0) {
            result.add(new Point(0, from.col(), from.row(), 0));
            return result;
        }
        int dc = to.col() - from.col();
        int dr = to.row() - from.row();
        for (int k = 0; k <= n; k++) {
            result.add(new Point(k, from.col() * n + k * dc, from.row() * n + k * dr, n));
        }
        return result;
    }

    /** The path as the details page writes it: "3-1, 4-1.5, 5-2, 6-2.5, 7-3". */
    public String text() {
        return String.join(", ", points().stream().map(Point::text).toList());
    }
}

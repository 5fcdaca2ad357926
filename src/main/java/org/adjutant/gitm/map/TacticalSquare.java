package org.adjutant.gitm.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A square of a 15 x 15 tactical map (GITM 2.1): column 0 (west) to 14 (east), row 0 (north) to 14 (south), written
 * column-row, e.g. 14-1 is just below the top-right corner.
 */
public record TacticalSquare(int col, int row) implements Comparable<TacticalSquare> {
    public static final int SIZE = 15;
    private static final Pattern TEXT = Pattern.compile("\\s*(\\d{1,2})\\s*[-/,. ]\\s*(\\d{1,2})\\s*");

    public TacticalSquare {
        if (!onMap(col, row)) {
            throw new IllegalArgumentException("off the tactical map: " + col + "-" + row);
        }
    }

    public static boolean onMap(int col, int row) {
        return col >= 0 && col < SIZE && row >= 0 && row < SIZE;
    }

    /** Parses "14-1", "14 1", "14/1"; empty when it is not a square of a tactical map. */
    public static Optional<TacticalSquare> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        int c = Integer.parseInt(m.group(1));
        int r = Integer.parseInt(m.group(2));
        return onMap(c, r) ? Optional.of(new TacticalSquare(c, r)) : Optional.empty();
    }

    public static TacticalSquare of(String text) {
        return parse(text).orElseThrow(() -> new IllegalArgumentException("not a tactical square: " + text));
    }

    /** The centre square, where a unit stands when nothing else places it. */
    public static TacticalSquare centre() {
        return new TacticalSquare(7, 7);
    }

    public Optional<TacticalSquare> step(Direction d) {
        int c = col + d.dx();
        int r = row + d.dy();
        return onMap(c, r) ? Optional.of(new TacticalSquare(c, r)) : Optional.empty();
    }

    public List<TacticalSquare> neighbours() {
        List<TacticalSquare> result = new ArrayList<>(8);
        for (Direction d : Direction.values()) {
            step(d).ifPresent(result::add);
        }
        return result;
    }

    /** Steps needed with diagonal steps allowed. */
    public int distanceTo(TacticalSquare other) {
        return Math.max(Math.abs(col - other.col), Math.abs(row - other.row));
    }

    public boolean isEdge() {
        return col == 0 || row == 0 || col == SIZE - 1 || row == SIZE - 1;
    }

    @Override
    public int compareTo(TacticalSquare o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }

    @Override
    public String toString() {
        return col + "-" + row;
    }
}

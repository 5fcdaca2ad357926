package org.adjutant.gitm.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A square of the 140 x 110 strategic map (GITM 1.1): columns A0 (west) to N9 (east), rows P0 (north) to Z9
 * (south), written column-row, e.g. J2-Y4 (Mexico City).
 */
public record StrategicSquare(int col, int row) implements Comparable<StrategicSquare> {
    public static final int COLUMNS = 140;
    public static final int ROWS = 110;
    private static final String COLUMN_LETTERS = "ABCDEFGHIJKLMN";
    private static final String ROW_LETTERS = "PQRSTUVWXYZ";
    /**
     * Each square's text once made: dice labels and events name squares for every unit near a battle or a march.
     * Filled lazily; a race only makes one twice.
     */
    private static final String[] TEXTS = new String[COLUMNS * ROWS];
    private static final Pattern TEXT = Pattern.compile("\\s*([A-Na-n])\\s*(\\d)\\s*[-/ ]?\\s*([P-Zp-z])\\s*(\\d)\\s*");

    public StrategicSquare {
        if (col < 0 || col >= COLUMNS || row < 0 || row >= ROWS) {
            throw new IllegalArgumentException("off the strategic map: column " + col + ", row " + row);
        }
    }

    public static boolean onMap(int col, int row) {
        return col >= 0 && col < COLUMNS && row >= 0 && row < ROWS;
    }

    /** Parses "J2-Y4", "j2y4", "J2 Y4", "J2/Y4"; empty when the text is not a square on the map. */
    public static Optional<StrategicSquare> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = TEXT.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        int col = COLUMN_LETTERS.indexOf(m.group(1).toUpperCase(Locale.ROOT)) * 10 + (m.group(2).charAt(0) - '0');
        int row = ROW_LETTERS.indexOf(m.group(3).toUpperCase(Locale.ROOT)) * 10 + (m.group(4).charAt(0) - '0');
        return Optional.of(new StrategicSquare(col, row));
    }

    /** As {@link #parse} but for text that must be a square. */
    public static StrategicSquare of(String text) {
        return parse(text).orElseThrow(() -> new IllegalArgumentException("not a strategic square: " + text));
    }

    public String columnName() {
        return "" + COLUMN_LETTERS.charAt(col / 10) + (col % 10);
    }

    public String rowName() {
        return "" + ROW_LETTERS.charAt(row / 10) + (row % 10);
    }

    /** The square one step away, if it is on the map. */
    public Optional<StrategicSquare> step(Direction d) {
        int c = col + d.dx();
        int r = row + d.dy();
        return onMap(c, r) ? Optional.of(new StrategicSquare(c, r)) : Optional.empty();
    }

    /** The up-to-eight squares touching this one, side or corner (GITM 7.4). */
    public List<StrategicSquare> neighbours() {
        List<StrategicSquare> result = new ArrayList<>(8);
        for (Direction d : Direction.values()) {
            step(d).ifPresent(result::add);
        }
        return result;
    }

    public boolean isAdjacentTo(StrategicSquare other) {
        return !equals(other) && distanceTo(other) == 1;
    }

    /** The direction of an adjacent square. */
    public Optional<Direction> directionTo(StrategicSquare other) {
        return Direction.of(other.col - col, other.row - row);
    }

    /** Moves needed with diagonal steps allowed (Chebyshev distance), as detection ranges count (GITM 4.1). */
    public int distanceTo(StrategicSquare other) {
        return Math.max(Math.abs(col - other.col), Math.abs(row - other.row));
    }

    @Override
    public int compareTo(StrategicSquare o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }

    @Override
    public String toString() {
        int i = row * COLUMNS + col;
        String text = TEXTS[i];
        if (text == null) {
            text = columnName() + "-" + rowName();
            TEXTS[i] = text;
        }
        return text;
    }
}

package org.adjutant.gitm.render;

import org.adjutant.gitm.map.StrategicSquare;

import java.util.Collection;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** A rectangle of strategic squares to draw, inclusive on both ends, always inside the 140 x 110 map. */
public record StrategicWindow(int minCol, int minRow, int maxCol, int maxRow) {
    public StrategicWindow {
        if (!StrategicSquare.onMap(minCol, minRow) || !StrategicSquare.onMap(maxCol, maxRow)
                || minCol > maxCol || minRow > maxRow) {
            throw new IllegalArgumentException("not a window of the map: " + minCol + "," + minRow + " to "
                    + maxCol + "," + maxRow);
        }
    }

    public static StrategicWindow whole() {
        return new StrategicWindow(0, 0, StrategicSquare.COLUMNS - 1, StrategicSquare.ROWS - 1);
    }

    /** Every square within {@code radius} steps of any of the squares, clipped to the map. */
    public static StrategicWindow around(Collection<StrategicSquare> squares, int radius) {
        if (squares.isEmpty()) {
            throw new IllegalArgumentException("a window needs at least one square");
        }
        int c0 = squares.stream().mapToInt(StrategicSquare::col).min().orElseThrow() - radius;
        int r0 = squares.stream().mapToInt(StrategicSquare::row).min().orElseThrow() - radius;
        int c1 = squares.stream().mapToInt(StrategicSquare::col).max().orElseThrow() + radius;
        int r1 = squares.stream().mapToInt(StrategicSquare::row).max().orElseThrow() + radius;
        return new StrategicWindow(Math.max(0, c0), Math.max(0, r0), Math.min(StrategicSquare.COLUMNS - 1, c1),
                Math.min(StrategicSquare.ROWS - 1, r1));
    }

    public int columns() {
        return maxCol - minCol + 1;
    }

    public int rows() {
        return maxRow - minRow + 1;
    }

    public boolean contains(StrategicSquare s) {
        return s.col() >= minCol && s.col() <= maxCol && s.row() >= minRow && s.row() <= maxRow;
    }

    /** The squares of the window, north to south, west to east. */
    public Stream<StrategicSquare> squares() {
        return IntStream.rangeClosed(minRow, maxRow).boxed()
                .flatMap(r -> IntStream.rangeClosed(minCol, maxCol).mapToObj(c -> new StrategicSquare(c, r)));
    }
}

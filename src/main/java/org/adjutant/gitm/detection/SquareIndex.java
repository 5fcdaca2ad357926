package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.Unit;

/**
 * Units filed by strategic square, so that a range search visits only the squares in range instead of every unit of
 * the position: detection for all players stays linear in the number of units, not quadratic.
 * Within a square, units keep the order they were given in (the state's id order).
 */
final class SquareIndex {
    private final List<List<Unit>> bySquare;
    private final List<StrategicSquare> occupied = new ArrayList<>();

    SquareIndex(Collection<Unit> units) {
        bySquare = new ArrayList<>(StrategicSquare.COLUMNS * StrategicSquare.ROWS);
        for (int i = 0; i < StrategicSquare.COLUMNS * StrategicSquare.ROWS; i++) {
            bySquare.add(null);
        }
        for (Unit u : units) {
            int k = key(u.location().strategic());
            List<Unit> here = bySquare.get(k);
            if (here == null) {
                here = new ArrayList<>(4);
                bySquare.set(k, here);
            }
            here.add(u);
        }
        for (int k = 0; k < bySquare.size(); k++) {
            if (bySquare.get(k) != null) {
                occupied.add(new StrategicSquare(k % StrategicSquare.COLUMNS, k / StrategicSquare.COLUMNS));
            }
        }
    }

    /** The squares holding at least one unit, in map order (the grid index runs row by row, as squares sort). */
    List<StrategicSquare> occupied() {
        return occupied;
    }

    private static int key(StrategicSquare s) {
        return s.row() * StrategicSquare.COLUMNS + s.col();
    }

    /** The units in one square, in id order; empty when there are none. */
    List<Unit> at(StrategicSquare square) {
        List<Unit> here = bySquare.get(key(square));
        return here == null ? List.of() : here;
    }

    /** Every unit within {@code radius} squares of {@code centre} (counting diagonal steps as one), in map order. */
    void forEachWithin(StrategicSquare centre, int radius, Consumer<Unit> action) {
        if (radius < 0) {
            return;
        }
        int r0 = Math.max(0, centre.row() - radius);
        int r1 = Math.min(StrategicSquare.ROWS - 1, centre.row() + radius);
        int c0 = Math.max(0, centre.col() - radius);
        int c1 = Math.min(StrategicSquare.COLUMNS - 1, centre.col() + radius);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                List<Unit> here = bySquare.get(r * StrategicSquare.COLUMNS + c);
                if (here != null) {
                    here.forEach(action);
                }
            }
        }
    }
}

package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * The eight cones of a tactical map that must be clear of enemy combat units for a strategic move in their direction
 * (GITM 7.8, GITM-MD cones.html). Seen from the unit's square, a straight cone widens by one square on each side
 * every second square after the first two; a diagonal cone lies between two edges that alternate one diagonal step
 * with one straight step. The eight cones share out every other square of the map without overlap.
 */
public final class Cones {
    private Cones() {
    }

    /** Whether {@code square} lies in the cone of {@code direction} seen from a unit standing at {@code from}. */
    public static boolean inCone(Direction direction, TacticalSquare from, TacticalSquare square) {
        int east = square.col() - from.col();
        int north = from.row() - square.row();
        // Turn the picture so that the cone asked for points north (straight) or north-east (diagonal).
        int[] turned = rotate(east, north, direction);
        int x = turned[0];
        int y = turned[1];
        if (direction.isDiagonal()) {
            return x >= 1 && y >= 1 && x >= (y + 1) / 2 && y >= (x + 1) / 2;
        }
        return y >= 1 && Math.abs(x) <= (y - 1) / 2;
    }

    /** The cone a square belongs to, seen from {@code from}; empty only for the unit's own square. */
    public static java.util.Optional<Direction> coneOf(TacticalSquare from, TacticalSquare square) {
        for (Direction d : Direction.values()) {
            if (inCone(d, from, square)) {
                return java.util.Optional.of(d);
            }
        }
        return java.util.Optional.empty();
    }

    /** Rotates (east, north) so that {@code direction} becomes north, or north-east for a diagonal. */
    private static int[] rotate(int east, int north, Direction direction) {
        int quarterTurns = switch (direction) {
            case N, NE -> 0;
            case E, SE -> 1;
            case S, SW -> 2;
            case W, NW -> 3;
        };
        int x = east;
        int y = north;
        for (int i = 0; i < quarterTurns; i++) {
            // a quarter turn anticlockwise: east becomes north
            int nx = -y;
            int ny = x;
            x = nx;
            y = ny;
        }
        return new int[] {x, y};
    }
}

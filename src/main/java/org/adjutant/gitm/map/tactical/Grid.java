package org.adjutant.gitm.map.tactical;

import org.adjutant.gitm.map.TacticalSquare;

/** Index arithmetic for the 225 squares of a tactical map, stored row by row (index = row * 15 + column). */
final class Grid {
    static final int SIZE = TacticalSquare.SIZE;
    static final int CELLS = SIZE * SIZE;
    static final int LAST = SIZE - 1;
    /** One shared instance per square, so scanning a map allocates nothing per square. */
    private static final TacticalSquare[] SQUARES = new TacticalSquare[CELLS];

    static {
        for (int i = 0; i < CELLS; i++) {
            SQUARES[i] = new TacticalSquare(i % SIZE, i / SIZE);
        }
    }

    private Grid() {
    }

    static int index(int col, int row) {
        return row * SIZE + col;
    }

    static int index(TacticalSquare square) {
        return square.row() * SIZE + square.col();
    }

    static int col(int index) {
        return index % SIZE;
    }

    static int row(int index) {
        return index / SIZE;
    }

    static TacticalSquare square(int index) {
        return SQUARES[index];
    }

    static boolean isEdge(int index) {
        int c = col(index);
        int r = row(index);
        return c == 0 || r == 0 || c == LAST || r == LAST;
    }

    /**
     * The up-to-four side neighbours of a square, written into {@code out}; returns how many. Side steps only,
     * because a river or ridge drawn with side steps is a wall that a diagonal step cannot slip through.
     */
    static int sideNeighbours(int index, int[] out) {
        int c = col(index);
        int r = row(index);
        int n = 0;
        if (r > 0) {
            out[n++] = index - SIZE;
        }
        if (c < LAST) {
            out[n++] = index + 1;
        }
        if (r < LAST) {
            out[n++] = index + SIZE;
        }
        if (c > 0) {
            out[n++] = index - 1;
        }
        return n;
    }

    /** Steps needed between two squares with side steps only. */
    static int manhattan(int a, int b) {
        return Math.abs(col(a) - col(b)) + Math.abs(row(a) - row(b));
    }
}

package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;

/**
 * The banks of one tactical map, worked out once: areas of open ground (passable, not ford or pass) joined by
 * eight-way steps, with every ford and pass belonging to each area it touches. Two squares are on the same bank when
 * they share an area; this gives the answers of {@link TacticalMap#sameSide} without walking the map for each
 * question, which matters when every march in the presence of the enemy asks it a dozen times.
 */
final class Banks {
    private static final int SIZE = TacticalSquare.SIZE;
    private final long[] areas = new long[SIZE * SIZE];
    private final boolean riverOrRange;

    Banks(TacticalMap map) {
        riverOrRange = RiverBanks.hasRiverOrRange(map);
        int[] label = new int[SIZE * SIZE];
        java.util.Arrays.fill(label, -1);
        int[] queue = new int[SIZE * SIZE];
        int count = 0;
        for (int start = 0; start < label.length; start++) {
            if (label[start] >= 0 || !openGround(map, start)) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            label[start] = count;
            while (head < tail) {
                int i = queue[head++];
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int c = i % SIZE + dc;
                        int r = i / SIZE + dr;
                        if (TacticalSquare.onMap(c, r)) {
                            int n = r * SIZE + c;
                            if (label[n] < 0 && openGround(map, n)) {
                                label[n] = count;
                                queue[tail++] = n;
                            }
                        }
                    }
                }
            }
            count++;
        }
        for (int i = 0; i < label.length; i++) {
            if (label[i] >= 0) {
                areas[i] = 1L << Math.min(label[i], 63);
            } else if (map.isPassable(square(i))) {
                long bits = 0;
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        int c = i % SIZE + dc;
                        int r = i / SIZE + dr;
                        if (TacticalSquare.onMap(c, r) && label[r * SIZE + c] >= 0) {
                            bits |= 1L << Math.min(label[r * SIZE + c], 63);
                        }
                    }
                }
                areas[i] = bits;
            }
        }
    }

    /** Whether the map has any river, ford, mountain or pass square. */
    boolean hasRiverOrRange() {
        return riverOrRange;
    }

    boolean sameSide(TacticalSquare a, TacticalSquare b) {
        return (areas[index(a)] & areas[index(b)]) != 0;
    }

    private static boolean openGround(TacticalMap map, int i) {
        TacticalTerrain t = map.terrain(square(i));
        return t.isPassable() && t != TacticalTerrain.FORD && t != TacticalTerrain.PASS;
    }

    private static int index(TacticalSquare t) {
        return t.row() * SIZE + t.col();
    }

    private static TacticalSquare square(int i) {
        return new TacticalSquare(i % SIZE, i / SIZE);
    }
}

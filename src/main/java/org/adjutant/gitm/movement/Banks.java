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
    private final TacticalMap map;
    /**
     * {@link RiverBanks#reachesEdge} by square and direction, once asked: 0 not yet, 1 yes, 2 no. Every unit of a
     * crowded square asks its line-of-contact and march questions here, so a big turn asks the same ones many times.
     */
    private final byte[] edge = new byte[SIZE * SIZE * 8];
    /** The exits of each direction ({@link RiverBanks#exits}), made on first use. */
    private final java.util.List<?>[] exits = new java.util.List<?>[8];

    Banks(TacticalMap map) {
        this.map = map;
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

    /** As {@link RiverBanks#reachesEdge}, for this map, remembered. */
    boolean reachesEdge(TacticalSquare at, org.adjutant.gitm.map.Direction direction) {
        int k = index(at) * 8 + direction.ordinal();
        byte known = edge[k];
        if (known == 0) {
            @SuppressWarnings("unchecked")
            java.util.List<TacticalSquare> out = (java.util.List<TacticalSquare>) exits[direction.ordinal()];
            if (out == null) {
                out = RiverBanks.exits(map, direction);
                exits[direction.ordinal()] = out;
            }
            boolean reaches = false;
            for (TacticalSquare exit : out) {
                if (sameSide(at, exit)) {
                    reaches = true;
                    break;
                }
            }
            known = reaches ? (byte) 1 : (byte) 2;
            edge[k] = known;
        }
        return known == 1;
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

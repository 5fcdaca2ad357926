package org.adjutant.gitm.map.tactical;

import java.util.Arrays;
import org.adjutant.gitm.map.TacticalTerrain;

/**
 * Keeps every passable square of a map reachable from every other (the project's guarantee on top of GITM 2.2):
 * wherever rivers, ridges, outcrops or ponds cut off a pocket, the cheapest crossing is opened, a river square
 * becoming a ford, a mountain square a pass, a water square dry ground. Reachability is counted with side steps
 * only, which is stricter than the eight-way movement of units, so the guarantee holds for both.
 */
final class Connectivity {
    private static final TacticalTerrain[] TERRAINS = TacticalTerrain.values();
    private static final int EDGE_COST = 10;
    private static final int LOCKED_COST = 1_000;

    private Connectivity() {
    }

    /**
     * Labels the side-connected areas of passable squares 0, 1, ... in order of their first square; impassable
     * squares get -1. Returns the number of areas.
     */
    static int label(byte[] terrain, int[] label) {
        Arrays.fill(label, -1);
        int[] queue = new int[Grid.CELLS];
        int[] around = new int[4];
        int count = 0;
        for (int start = 0; start < Grid.CELLS; start++) {
            if (label[start] >= 0 || !passable(terrain[start])) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            label[start] = count;
            while (head < tail) {
                int i = queue[head++];
                int n = Grid.sideNeighbours(i, around);
                for (int k = 0; k < n; k++) {
                    int next = around[k];
                    if (label[next] < 0 && passable(terrain[next])) {
                        label[next] = count;
                        queue[tail++] = next;
                    }
                }
            }
            count++;
        }
        return count;
    }

    /** Opens crossings until one area remains; {@code locked} squares (crossing edges, towns) are changed last. */
    static void repair(byte[] terrain, boolean[] locked) {
        int[] label = new int[Grid.CELLS];
        int[] cost = new int[Grid.CELLS];
        // Each pass joins at least two areas, so the loop ends; the bound only guards against a logic error.
        for (int guard = 0; guard < Grid.CELLS; guard++) {
            int areas = label(terrain, label);
            if (areas <= 1) {
                return;
            }
            int[] sizes = new int[areas];
            for (int i = 0; i < Grid.CELLS; i++) {
                if (label[i] >= 0) {
                    sizes[label[i]]++;
                }
            }
            int main = 0;
            for (int a = 1; a < areas; a++) {
                if (sizes[a] > sizes[main]) {
                    main = a;
                }
            }
            int pocket = main == 0 ? 1 : 0;
            if (!fillTinyPocket(terrain, label, pocket, sizes[pocket])) {
                join(terrain, locked, label, pocket, cost);
            }
        }
        throw new IllegalStateException("tactical map connectivity did not converge");
    }

    /**
     * A pocket of one or two squares walled in by mountain and water reads better as part of that ground than as a
     * place reached through a pass cut for it. An interior pocket takes its walls' terrain when they are all alike;
     * a pocket on the edge may only become water, since mountain on an edge would start a range that the
     * neighbouring map does not continue (GITM 2.3).
     */
    private static boolean fillTinyPocket(byte[] terrain, int[] label, int pocket, int size) {
        if (size > 2) {
            return false;
        }
        int[] around = new int[4];
        boolean onEdge = false;
        boolean water = false;
        boolean mountain = false;
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] != pocket) {
                continue;
            }
            if (terrain[i] == TacticalTerrain.TOWN.ordinal()) {
                return false;
            }
            onEdge |= Grid.isEdge(i);
            int n = Grid.sideNeighbours(i, around);
            for (int k = 0; k < n; k++) {
                int next = around[k];
                if (label[next] == pocket) {
                    continue;
                }
                if (terrain[next] == TacticalTerrain.WATER.ordinal()) {
                    water = true;
                } else if (terrain[next] == TacticalTerrain.MOUNTAIN.ordinal()) {
                    mountain = true;
                } else {
                    return false;
                }
            }
        }
        TacticalTerrain fill;
        if (onEdge) {
            fill = water ? TacticalTerrain.WATER : null;
        } else {
            fill = water && mountain ? null : water ? TacticalTerrain.WATER : TacticalTerrain.MOUNTAIN;
        }
        if (fill == null) {
            return false;
        }
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] == pocket) {
                terrain[i] = (byte) fill.ordinal();
            }
        }
        return true;
    }

    private static void join(byte[] terrain, boolean[] locked, int[] label, int pocket, int[] cost) {
        boolean[] sources = new boolean[Grid.CELLS];
        boolean[] targets = new boolean[Grid.CELLS];
        for (int i = 0; i < Grid.CELLS; i++) {
            sources[i] = label[i] == pocket;
            targets[i] = label[i] >= 0 && label[i] != pocket;
            cost[i] = openingCost(terrain[i], Grid.isEdge(i), locked[i]);
        }
        int[] path = PathFinder.cheapest(sources, targets, cost, null);
        if (path.length == 0) {
            throw new IllegalStateException("no crossing found between areas of a tactical map");
        }
        int price = 0;
        for (int i : path) {
            price += cost[i];
        }
        if (price >= LOCKED_COST && sizeOf(label, pocket) <= 4 && !hasTown(terrain, label, pocket)) {
            // Typically the corner between two crossings that meet there: a pool keeps both joins intact.
            for (int i = 0; i < Grid.CELLS; i++) {
                if (label[i] == pocket) {
                    terrain[i] = (byte) TacticalTerrain.WATER.ordinal();
                }
            }
            return;
        }
        for (int i : path) {
            terrain[i] = (byte) opened(TERRAINS[terrain[i]]).ordinal();
        }
    }

    private static int sizeOf(int[] label, int area) {
        int size = 0;
        for (int l : label) {
            size += l == area ? 1 : 0;
        }
        return size;
    }

    private static boolean hasTown(byte[] terrain, int[] label, int area) {
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] == area && terrain[i] == TacticalTerrain.TOWN.ordinal()) {
                return true;
            }
        }
        return false;
    }

    private static int openingCost(byte kind, boolean edge, boolean locked) {
        TacticalTerrain t = TERRAINS[kind];
        if (t.isPassable()) {
            return 0;
        }
        int base = t == TacticalTerrain.WATER ? 3 : 2;
        // A crossing's edge square carries the join of GITM 2.3: opened only when nothing else will do. Other edge
        // squares (shore water) are merely less natural places to open than the interior.
        return locked ? LOCKED_COST + base : edge ? EDGE_COST + base : base;
    }

    private static TacticalTerrain opened(TacticalTerrain t) {
        return switch (t) {
            case RIVER -> TacticalTerrain.FORD;
            case MOUNTAIN -> TacticalTerrain.PASS;
            case WATER -> TacticalTerrain.OPEN;
            default -> t;
        };
    }

    private static boolean passable(byte kind) {
        return TERRAINS[kind].isPassable();
    }
}

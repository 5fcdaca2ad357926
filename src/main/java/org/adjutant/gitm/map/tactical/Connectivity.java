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
    private static final int EDGE_COST = 50;

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
     * A pocket of one or two squares walled in by a single kind of impassable ground reads better as part of that
     * ground than as a place reached through a pass cut for it.
     */
    private static boolean fillTinyPocket(byte[] terrain, int[] label, int pocket, int size) {
        if (size > 2) {
            return false;
        }
        int[] around = new int[4];
        int wall = -1;
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] != pocket) {
                continue;
            }
            if (Grid.isEdge(i) || terrain[i] == TacticalTerrain.TOWN.ordinal()) {
                return false;
            }
            int n = Grid.sideNeighbours(i, around);
            for (int k = 0; k < n; k++) {
                int next = around[k];
                if (label[next] == pocket) {
                    continue;
                }
                int kind = terrain[next];
                boolean fillable = kind == TacticalTerrain.MOUNTAIN.ordinal() || kind == TacticalTerrain.WATER.ordinal();
                if (!fillable || (wall >= 0 && wall != kind)) {
                    return false;
                }
                wall = kind;
            }
        }
        if (wall < 0) {
            return false;
        }
        for (int i = 0; i < Grid.CELLS; i++) {
            if (label[i] == pocket) {
                terrain[i] = (byte) wall;
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
            cost[i] = openingCost(terrain[i], Grid.isEdge(i) || locked[i]);
        }
        int[] path = PathFinder.cheapest(sources, targets, cost, null);
        if (path.length == 0) {
            throw new IllegalStateException("no crossing found between areas of a tactical map");
        }
        for (int i : path) {
            terrain[i] = (byte) opened(TERRAINS[terrain[i]]).ordinal();
        }
    }

    private static int openingCost(byte kind, boolean edgeOrLocked) {
        TacticalTerrain t = TERRAINS[kind];
        if (t.isPassable()) {
            return 0;
        }
        // Edge squares carry the joins of GITM 2.3, so they are opened only when nothing else will do.
        int base = t == TacticalTerrain.WATER ? 3 : 2;
        return edgeOrLocked ? EDGE_COST + base : base;
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

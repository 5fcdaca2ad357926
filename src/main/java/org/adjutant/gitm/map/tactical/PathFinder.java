package org.adjutant.gitm.map.tactical;

import java.util.Arrays;

/**
 * Cheapest side-step paths on a tactical map (Dijkstra over at most 225 squares). Rivers and ridges follow the
 * cheapest path through a cost field shaped by the ground, which makes them wander the way real ones do while
 * staying side-connected; the connectivity repair uses the same search to find the fewest squares to open.
 */
final class PathFinder {
    private static final int UNREACHED = Integer.MAX_VALUE;

    private PathFinder() {
    }

    /**
     * The cheapest path from any source to the first target reached, both ends included, or an empty array when no
     * target can be reached. {@code cost[i]} is the price of stepping onto square i; a blocked square is never
     * stepped on unless it is a target. Ties resolve by square index, so the result is the same on every run.
     */
    static int[] cheapest(boolean[] sources, boolean[] targets, int[] cost, boolean[] blocked) {
        int[] dist = new int[Grid.CELLS];
        int[] previous = new int[Grid.CELLS];
        Arrays.fill(dist, UNREACHED);
        Arrays.fill(previous, -1);
        // Entries pack (distance << 8 | index); the heap never holds more than one entry per relaxation.
        long[] heap = new long[Grid.CELLS * 5 + 1];
        int size = 0;
        for (int i = 0; i < Grid.CELLS; i++) {
            if (sources[i]) {
                dist[i] = 0;
                size = push(heap, size, i);
            }
        }
        int[] around = new int[4];
        while (size > 0) {
            long top = heap[0];
            size = pop(heap, size);
            int d = (int) (top >>> 8);
            int i = (int) (top & 0xFF);
            if (d > dist[i]) {
                continue;
            }
            if (targets[i]) {
                return trace(previous, i);
            }
            int n = Grid.sideNeighbours(i, around);
            for (int k = 0; k < n; k++) {
                int next = around[k];
                if (blocked != null && blocked[next] && !targets[next]) {
                    continue;
                }
                int nd = d + cost[next];
                if (nd < dist[next]) {
                    dist[next] = nd;
                    previous[next] = i;
                    size = push(heap, size, ((long) nd << 8) | next);
                }
            }
        }
        return new int[0];
    }

    static int[] cheapest(int source, boolean[] targets, int[] cost, boolean[] blocked) {
        boolean[] sources = new boolean[Grid.CELLS];
        sources[source] = true;
        return cheapest(sources, targets, cost, blocked);
    }

    private static int[] trace(int[] previous, int end) {
        int length = 1;
        for (int i = end; previous[i] >= 0; i = previous[i]) {
            length++;
        }
        int[] path = new int[length];
        int at = end;
        for (int k = length - 1; k >= 0; k--) {
            path[k] = at;
            at = previous[at];
        }
        return path;
    }

    private static int push(long[] heap, int size, long value) {
        int i = size;
        heap[i] = value;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= heap[i]) {
                break;
            }
            long swap = heap[parent];
            heap[parent] = heap[i];
            heap[i] = swap;
            i = parent;
        }
        return size + 1;
    }

    private static int pop(long[] heap, int size) {
        int last = size - 1;
        heap[0] = heap[last];
        int i = 0;
        while (true) {
            int left = 2 * i + 1;
            if (left >= last) {
                break;
            }
            int child = left + 1 < last && heap[left + 1] < heap[left] ? left + 1 : left;
            if (heap[i] <= heap[child]) {
                break;
            }
            long swap = heap[child];
            heap[child] = heap[i];
            heap[i] = swap;
            i = child;
        }
        return last;
    }
}

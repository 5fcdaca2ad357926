package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;

/**
 * The stand-in for sea areas until the naval rules (docs/rules/gitm-10-supply.md section 10): two ports, neither
 * blockaded, are joined when a path of water squares (eight directions) of at most the limit leads from one of the
 * first's sea squares to one of the second's. A port's sea squares are the water squares of the nearest ring round it,
 * 1 to {@link #PORT_TO_SEA} squares out, that holds any (river ports lie a few squares up their rivers). Waters that
 * never meet (the Gulf and the Pacific) are never joined, since the search only walks water.
 */
public final class WaterBodies implements SeaLanes {
    /** Designed: the 1846 map's two river ports reach open water 2 and 3 squares out. */
    public static final int PORT_TO_SEA = 3;

    private static final int COLUMNS = StrategicSquare.COLUMNS;

    private final Blockades blockades;

    public WaterBodies(Blockades blockades) {
        this.blockades = blockades;
    }

    @Override
    public OptionalInt length(Board board, City from, City to, int limit) {
        if (!from.port() || !to.port() || blockades.blockaded(from) || blockades.blockaded(to)) {
            return OptionalInt.empty();
        }
        List<StrategicSquare> starts = seaSquares(board, from.square());
        List<StrategicSquare> goals = seaSquares(board, to.square());
        if (starts.isEmpty() || goals.isEmpty()) {
            return OptionalInt.empty();
        }
        boolean[] goal = new boolean[COLUMNS * StrategicSquare.ROWS];
        goals.forEach(g -> goal[index(g)] = true);
        int[] dist = new int[goal.length];
        Arrays.fill(dist, -1);
        int[] queue = new int[goal.length];
        int head = 0;
        int tail = 0;
        for (StrategicSquare s : starts) {
            dist[index(s)] = 0;
            queue[tail++] = index(s);
        }
        while (head < tail) {
            int w = queue[head++];
            if (goal[w]) {
                return OptionalInt.of(dist[w]);
            }
            if (dist[w] >= limit) {
                continue;
            }
            int col = w % COLUMNS;
            int row = w / COLUMNS;
            for (Direction d : Direction.values()) {
                int nc = col + d.dx();
                int nr = row + d.dy();
                if (!StrategicSquare.onMap(nc, nr)) {
                    continue;
                }
                int nw = nr * COLUMNS + nc;
                if (dist[nw] < 0 && water(board, new StrategicSquare(nc, nr))) {
                    dist[nw] = dist[w] + 1;
                    queue[tail++] = nw;
                }
            }
        }
        return OptionalInt.empty();
    }

    /** The water squares of the nearest ring (1 to {@link #PORT_TO_SEA} out) round a port that holds any. */
    static List<StrategicSquare> seaSquares(Board board, StrategicSquare port) {
        for (int ring = 1; ring <= PORT_TO_SEA; ring++) {
            List<StrategicSquare> found = new ArrayList<>();
            for (int dr = -ring; dr <= ring; dr++) {
                for (int dc = -ring; dc <= ring; dc++) {
                    if (Math.max(Math.abs(dr), Math.abs(dc)) != ring
                            || !StrategicSquare.onMap(port.col() + dc, port.row() + dr)) {
                        continue;
                    }
                    StrategicSquare s = new StrategicSquare(port.col() + dc, port.row() + dr);
                    if (water(board, s)) {
                        found.add(s);
                    }
                }
            }
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static boolean water(Board board, StrategicSquare s) {
        return board.square(s).map(SquareInfo::terrain).map(t -> t == Terrain.WATER).orElse(false);
    }

    private static int index(StrategicSquare s) {
        return s.row() * COLUMNS + s.col();
    }
}

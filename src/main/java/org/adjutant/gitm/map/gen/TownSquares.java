package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chooses the tactical square of a town (GITM 2.6): where the place really stands inside its strategic square, unless
 * that square is taken by another place or lies where a river or ridge crosses the map's edge. A town there would
 * break the line that must continue into the next map (GITM 2.3), so the town moves to the nearest free square,
 * measured from its true position, which keeps it on its own bank in all but the closest cases.
 */
final class TownSquares {
    private TownSquares() {
    }

    /**
     * The squares a town may not take, given the river and ridge crossings of its strategic square: each crossing's
     * edge square and the square just inside it, through which the line must enter; and a corner square whose two
     * neighbours along the edges are both crossings, since the lines would wall it in and only opening a crossing's
     * edge square could reach it.
     */
    static Set<TacticalSquare> blocked(List<Crossing> crossings) {
        Set<TacticalSquare> edges = new HashSet<>();
        Set<TacticalSquare> blocked = new HashSet<>();
        for (Crossing c : crossings) {
            TacticalSquare edge = c.edgeSquare();
            edges.add(edge);
            blocked.add(edge);
            blocked.add(edge.step(c.side().opposite()).orElseThrow());
        }
        int last = TacticalSquare.SIZE - 1;
        for (int cc : new int[]{0, last}) {
            for (int cr : new int[]{0, last}) {
                int inward = cc == 0 ? 1 : -1;
                int down = cr == 0 ? 1 : -1;
                if (edges.contains(new TacticalSquare(cc + inward, cr)) && edges.contains(new TacticalSquare(cc, cr + down))) {
                    blocked.add(new TacticalSquare(cc, cr));
                }
            }
        }
        return blocked;
    }

    /**
     * @param square  the strategic square
     * @param x       the place's column on the strategic grid, with its fraction
     * @param y       the place's row, with its fraction
     * @param blocked tactical squares a town may not take in this strategic square
     * @param used    "square/col-row" keys of town squares already given; the chosen one is added
     */
    static TacticalSquare choose(StrategicSquare square, double x, double y, Set<TacticalSquare> blocked,
                                 Set<String> used) {
        double tx = (x - square.col()) * TacticalSquare.SIZE;
        double ty = (y - square.row()) * TacticalSquare.SIZE;
        int last = TacticalSquare.SIZE - 1;
        TacticalSquare want = new TacticalSquare(clamp((int) Math.floor(tx), last), clamp((int) Math.floor(ty), last));
        TacticalSquare best = null;
        double bestDistance = Double.MAX_VALUE;
        for (int r = 0; r <= last; r++) {
            for (int c = 0; c <= last; c++) {
                TacticalSquare t = new TacticalSquare(c, r);
                if (blocked.contains(t) || used.contains(key(square, t))) {
                    continue;
                }
                // the true square first; then by distance from the true position (reading order breaks ties)
                double d = t.equals(want) ? -1 : Math.hypot(c + 0.5 - tx, r + 0.5 - ty);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = t;
                }
            }
        }
        if (best == null) {
            throw new IllegalStateException("no free tactical square in " + square);
        }
        used.add(key(square, best));
        return best;
    }

    private static int clamp(int v, int last) {
        return Math.max(0, Math.min(last, v));
    }

    private static String key(StrategicSquare square, TacticalSquare t) {
        return square + "/" + t;
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;

/**
 * The concrete squares a unit walks through on one leg of a tactical move, start included.
 *
 * <ul>
 *   <li>{@link #straight}: along a {@link StraightLine} (GITM 8.2). Where a point lies half-way between two squares
 *       either may be used; the lane takes the first that keeps the whole leg open, preferring squares free of
 *       other units' troops ({@code preferred}). Under GITM 8.5 (enemies or home neutrals in the strategic square)
 *       the lane may not touch impassable ground nor step across a cliff; when no choice avoids them, the leg is
 *       blocked.</li>
 *   <li>{@link #around}: with only friends about, moves always succeed (GITM-MD tacmove.html), so the unit walks the
 *       shortest passable way, eight-way steps, keeping off squares {@code forbidden} names.</li>
 * </ul>
 */
public final class Lane {
    private Lane() {
    }

    /**
     * @param restricted whether GITM 8.5 applies (impassable ground and cliffs block the line)
     * @param forbidden  squares the unit may not step on whatever the terrain (a besieged city, GITM 8.4)
     * @param preferred  of two half-way squares, the one to take when both keep the leg open
     * @return the squares, start first; empty when the leg is blocked
     */
    public static Optional<List<TacticalSquare>> straight(TacticalMap map, TacticalSquare from, TacticalSquare to,
                                                          boolean restricted, Predicate<TacticalSquare> forbidden,
                                                          Predicate<TacticalSquare> preferred) {
        List<StraightLine.Point> points = StraightLine.between(from, to).points();
        int n = points.size();
        List<List<TacticalSquare>> options = new ArrayList<>(n);
        for (StraightLine.Point p : points) {
            List<TacticalSquare> here = new ArrayList<>(p.squares());
            // the two ends are whole squares; in the middle prefer the square the caller likes
            here.sort((a, b) -> Boolean.compare(!preferred.test(a), !preferred.test(b)));
            options.add(here);
        }
        Predicate<TacticalSquare> open = t -> !forbidden.test(t) && (!restricted || map.isPassable(t))
                || t.equals(from);
        // feasible[k][i]: option i at point k can be continued to the end without a block
        boolean[][] feasible = new boolean[n][];
        for (int k = n - 1; k >= 0; k--) {
            feasible[k] = new boolean[options.get(k).size()];
            for (int i = 0; i < options.get(k).size(); i++) {
                TacticalSquare t = options.get(k).get(i);
                if (!open.test(t)) {
                    continue;
                }
                if (k == n - 1) {
                    feasible[k][i] = true;
                    continue;
                }
                for (int j = 0; j < options.get(k + 1).size(); j++) {
                    if (feasible[k + 1][j] && !(restricted && isCliff(map, t, options.get(k + 1).get(j)))) {
                        feasible[k][i] = true;
                        break;
                    }
                }
            }
        }
        List<TacticalSquare> lane = new ArrayList<>(n);
        TacticalSquare previous = null;
        for (int k = 0; k < n; k++) {
            TacticalSquare chosen = null;
            for (int i = 0; i < options.get(k).size(); i++) {
                TacticalSquare t = options.get(k).get(i);
                if (feasible[k][i] && (previous == null || !(restricted && isCliff(map, previous, t)))) {
                    chosen = t;
                    break;
                }
            }
            if (chosen == null) {
                return Optional.empty();
            }
            lane.add(chosen);
            previous = chosen;
        }
        return Optional.of(lane);
    }

    /**
     * Whether two squares on different sides of the map ({@link TacticalMap#sameSide} false) are parted by water
     * alone: joined once water is crossed, still apart where rivers, ranges, fords and passes divide them. Then no
     * ford or pass would help (GITM 8.7): the ground simply does not join (GITM 2.2), and a refusal says so.
     */
    public static boolean partedOnlyByWater(TacticalMap map, TacticalSquare a, TacticalSquare b) {
        boolean[][] seen = new boolean[TacticalSquare.SIZE][TacticalSquare.SIZE];
        Deque<TacticalSquare> queue = new ArrayDeque<>();
        queue.add(a);
        seen[a.col()][a.row()] = true;
        while (!queue.isEmpty()) {
            TacticalSquare t = queue.poll();
            if (t.equals(b)) {
                return true;
            }
            for (int dc = -1; dc <= 1; dc++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int c = t.col() + dc;
                    int r = t.row() + dr;
                    if (!TacticalSquare.onMap(c, r) || seen[c][r]) {
                        continue;
                    }
                    TacticalTerrain terrain = map.terrain(new TacticalSquare(c, r));
                    if (terrain == TacticalTerrain.WATER || terrain.isPassable() && terrain != TacticalTerrain.FORD
                            && terrain != TacticalTerrain.PASS) {
                        seen[c][r] = true;
                        queue.add(new TacticalSquare(c, r));
                    }
                }
            }
        }
        return false;
    }

    /** The shortest way over passable ground avoiding {@code forbidden} (ties by map order); empty if none. */
    public static Optional<List<TacticalSquare>> around(TacticalMap map, TacticalSquare from, TacticalSquare to,
                                                        Predicate<TacticalSquare> forbidden) {
        if (from.equals(to)) {
            return Optional.of(List.of(from));
        }
        TacticalSquare[][] previous = new TacticalSquare[TacticalSquare.SIZE][TacticalSquare.SIZE];
        boolean[][] seen = new boolean[TacticalSquare.SIZE][TacticalSquare.SIZE];
        Deque<TacticalSquare> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from.col()][from.row()] = true;
        while (!queue.isEmpty()) {
            TacticalSquare t = queue.poll();
            for (TacticalSquare next : towardsFirst(t, to)) {
                if (seen[next.col()][next.row()] || !map.isPassable(next) || forbidden.test(next)) {
                    continue;
                }
                seen[next.col()][next.row()] = true;
                previous[next.col()][next.row()] = t;
                if (next.equals(to)) {
                    List<TacticalSquare> lane = new ArrayList<>();
                    for (TacticalSquare s = to; s != null; s = previous[s.col()][s.row()]) {
                        lane.add(0, s);
                    }
                    return Optional.of(lane);
                }
                queue.add(next);
            }
        }
        return Optional.empty();
    }

    /** Neighbours, the ones straight towards the target first, so an open field gives the straight line. */
    private static List<TacticalSquare> towardsFirst(TacticalSquare t, TacticalSquare target) {
        List<TacticalSquare> all = new ArrayList<>(t.neighbours());
        all.sort(java.util.Comparator.comparingInt((TacticalSquare s) -> s.distanceTo(target))
                .thenComparingInt(s -> Math.abs(s.col() - target.col()) + Math.abs(s.row() - target.row()))
                .thenComparing(java.util.Comparator.naturalOrder()));
        return all;
    }

    /** GITM 8.5: the border between a high-hill square and a square that is neither hills nor high hills. */
    public static boolean isCliff(TacticalMap map, TacticalSquare a, TacticalSquare b) {
        return isCliff(map.terrain(a), map.terrain(b));
    }

    /** GITM 8.5: whether the border between squares of these terrains is a cliff. */
    public static boolean isCliff(TacticalTerrain a, TacticalTerrain b) {
        return a == TacticalTerrain.HIGH_HILLS && !isHill(b) || b == TacticalTerrain.HIGH_HILLS && !isHill(a);
    }

    private static boolean isHill(TacticalTerrain t) {
        return t == TacticalTerrain.HILLS || t == TacticalTerrain.HIGH_HILLS;
    }
}

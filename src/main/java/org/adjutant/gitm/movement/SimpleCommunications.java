package org.adjutant.gitm.movement;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * The plain cases of GITM 10.1. An army HQ is always in communications. A corps HQ is, when it shares a square with
 * a city its side or an active ally controls, or has a line of contact of at most 5 squares to an allied army HQ.
 * Any other unit is, when it shares a square with such a city, or has a line of contact of at most 2 squares to an
 * allied corps HQ that is in communications.
 *
 * <p>The line of contact here is the first part of GITM 10.2 only: a path of passable squares that never enters a
 * square holding a hostile unit. The finer conditions (enemy cavalry screens, diagonal gaps, clear tactical paths to
 * the map edge, sieges) belong to the supply rules, which replace this class.
 */
public final class SimpleCommunications implements Communications {
    public static final int CORPS_TO_ARMY = 5;
    public static final int UNIT_TO_CORPS = 2;

    @Override
    public Set<UnitId> inCommunications(Board board) {
        Set<UnitId> result = new TreeSet<>();
        List<Unit> all = List.copyOf(board.units());
        for (Unit u : all) {
            if (u.type() == UnitType.AQ || nearFriendlyCity(u, board)) {
                result.add(u.id());
            }
        }
        for (Unit u : all) {
            if (u.type() == UnitType.CQ && !result.contains(u.id())
                    && reaches(u, board, CORPS_TO_ARMY, o -> o.type() == UnitType.AQ && board.allied(u, o))) {
                result.add(u.id());
            }
        }
        for (Unit u : all) {
            if (!u.isHeadquarters() && !result.contains(u.id()) && reaches(u, board, UNIT_TO_CORPS,
                    o -> o.type() == UnitType.CQ && result.contains(o.id()) && board.allied(u, o))) {
                result.add(u.id());
            }
        }
        return result;
    }

    private static boolean nearFriendlyCity(Unit u, Board board) {
        SquareInfo info = board.square(u.location().strategic()).orElse(null);
        if (info == null) {
            return false;
        }
        for (City c : info.cities()) {
            String controller = board.start().city(c).state();
            if (board.start().states().containsKey(controller)
                    && board.start().relation(u.state(), controller) == Relation.ALLIED) {
                return true;
            }
        }
        return false;
    }

    /** Breadth-first over passable squares free of hostile units, up to {@code range} steps. */
    private static boolean reaches(Unit from, Board board, int range, Predicate<Unit> target) {
        StrategicSquare start = from.location().strategic();
        Map<StrategicSquare, Integer> seen = new HashMap<>();
        Deque<StrategicSquare> queue = new ArrayDeque<>();
        seen.put(start, 0);
        queue.add(start);
        Set<StrategicSquare> hostile = new HashSet<>();
        while (!queue.isEmpty()) {
            StrategicSquare s = queue.poll();
            int d = seen.get(s);
            for (Unit o : board.unitsIn(s)) {
                if (!o.id().equals(from.id()) && target.test(o)) {
                    return true;
                }
            }
            if (d == range) {
                continue;
            }
            for (StrategicSquare n : s.neighbours()) {
                if (seen.containsKey(n) || hostile.contains(n) || !board.map().terrain(n).isPassable()) {
                    continue;
                }
                boolean enemyThere = board.unitsIn(n).stream()
                        .anyMatch(o -> board.relation(from, o) == Relation.HOSTILE);
                if (enemyThere) {
                    hostile.add(n);
                    continue;
                }
                seen.put(n, d + 1);
                queue.add(n);
            }
        }
        return false;
    }
}

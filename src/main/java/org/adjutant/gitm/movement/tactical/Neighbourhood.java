package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * Who stands where on a strategic square's tactical map, and how they stand towards a given unit: the questions every
 * step of tactical movement asks of the board. Shattered units count for nothing here except where a method says so
 * ({@link #unitsAt}, {@link #alliedCount}): they neither fight nor block (GITM 8.3, 9.2).
 */
final class Neighbourhood {
    private final Board board;

    Neighbourhood(Board board) {
        this.board = board;
    }

    /** Every unit on one tactical square, shattered ones included, in the board's order. */
    List<Unit> unitsAt(StrategicSquare square, TacticalSquare t) {
        List<Unit> result = new ArrayList<>();
        for (Unit o : board.unitsIn(square)) {
            if (o.location().tactical().equals(t)) {
                result.add(o);
            }
        }
        return result;
    }

    /** Units hostile to {@code u} on square {@code t} of its strategic square. */
    List<Unit> hostileAt(Unit u, TacticalSquare t) {
        return unitsAt(u.location().strategic(), t).stream().filter(o -> !o.id().equals(u.id())
                && o.readiness() != Readiness.SHATTERED && board.relation(u, o) == Relation.HOSTILE).toList();
    }

    /** Units neutral to {@code u} on square {@code t}: its move may not meet them (GITM 8.3). */
    List<Unit> neutralsAt(Unit u, TacticalSquare t) {
        return unitsAt(u.location().strategic(), t).stream().filter(o -> o.readiness() != Readiness.SHATTERED
                && board.relation(u, o) == Relation.NEUTRAL).toList();
    }

    /** Units not allied to {@code u} on square {@code t}, hostile or neutral. */
    List<Unit> nonAllied(Unit u, TacticalSquare t) {
        return unitsAt(u.location().strategic(), t).stream().filter(o -> o.readiness() != Readiness.SHATTERED
                && !board.allied(u, o)).toList();
    }

    /**
     * The tactical squares of {@code u}'s strategic square where a unit not allied to it stands (hostile or neutral,
     * not shattered): {@link #nonAllied} asked of every square at once, for a path search that asks it of many.
     */
    Set<TacticalSquare> nonAlliedSquares(Unit u) {
        Set<TacticalSquare> out = new HashSet<>();
        for (Unit o : board.unitsIn(u.location().strategic())) {
            if (o.readiness() != Readiness.SHATTERED && !board.allied(u, o)) {
                out.add(o.location().tactical());
            }
        }
        return out;
    }

    /** Other units allied to {@code u} on square {@code t}, for the twelve-unit limit (GITM 8.3). */
    int alliedCount(Unit u, TacticalSquare t) {
        int n = 0;
        for (Unit o : unitsAt(u.location().strategic(), t)) {
            if (!o.id().equals(u.id()) && board.allied(u, o)) {
                n++;
            }
        }
        return n;
    }

    /** Hostile units anywhere in the unit's strategic square: moves then cost fatigue (GITM 8.1). */
    boolean hostilePresent(Unit u) {
        for (Unit o : board.unitsIn(u.location().strategic())) {
            if (o.readiness() != Readiness.SHATTERED && board.relation(u, o) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }

    /**
     * GITM 8.5: an enemy in the strategic square, or a neutral standing in its own nation or in one its state is
     * actively allied to, holds movers to straight lanes.
     */
    boolean straightLinesOnly(Unit u) {
        Optional<SquareInfo> info = board.square(u.location().strategic());
        for (Unit o : board.unitsIn(u.location().strategic())) {
            if (o.id().equals(u.id()) || o.readiness() == Readiness.SHATTERED) {
                continue;
            }
            Relation r = board.relation(u, o);
            if (r == Relation.HOSTILE) {
                return true;
            }
            if (r == Relation.NEUTRAL && info.isPresent() && (info.get().nation() == o.nation()
                    || board.start().relation(o.state(), info.get().state()) == Relation.ALLIED)) {
                return true;
            }
        }
        return false;
    }

    /** Tactical squares where hostile units stand together now, in map order: the battles of GITM 9.1. */
    List<TacticalSquare> battleSquares(StrategicSquare square) {
        Map<TacticalSquare, List<Unit>> by = new TreeMap<>();
        for (Unit o : board.unitsIn(square)) {
            if (o.readiness() != Readiness.SHATTERED) {
                by.computeIfAbsent(o.location().tactical(), k -> new ArrayList<>()).add(o);
            }
        }
        List<TacticalSquare> result = new ArrayList<>();
        by.forEach((t, here) -> {
            if (anyHostilePair(here)) {
                result.add(t);
            }
        });
        return result;
    }

    private boolean anyHostilePair(List<Unit> here) {
        for (Unit a : here) {
            for (Unit b : here) {
                if (board.relation(a, b) == Relation.HOSTILE) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Units that can take part in a battle at a place: all but shattered ones, in id order. */
    List<Unit> fighters(Location where) {
        return unitsAt(where.strategic(), where.tactical()).stream()
                .filter(o -> o.readiness() != Readiness.SHATTERED).toList();
    }

    /** Whether the unit stands at the place and is not shattered. */
    boolean standsAt(UnitId id, Location where) {
        if (!board.has(id)) {
            return false; // surrendered or destroyed in an earlier phase's battle
        }
        Unit u = board.unit(id);
        return u.location().equals(where) && u.readiness() != Readiness.SHATTERED;
    }
}

package org.adjutant.gitm.combat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9.4 as pure functions (docs/rules/gitm-9-combat.md, section 6): the length of the battle line from the
 * directions the attack came from, and how a side's units fill the front, the second line and the rear.
 */
public final class Frontage {
    private Frontage() {
    }

    /** One unit as the allocation sees it: the line it asks for and the spaces it takes. */
    public record Request(UnitId unit, BattleLine line, double spaces) {
    }

    /**
     * The line's length in spaces: 3,000 for the first direction, 3,000 more for each further one, 1,500 if it is next
     * to one already counted, nothing if next to two. Counted in closed form, {@code 1500 * (2 |S| - P)} with P the
     * adjacent pairs in S, which equals counting them one by one in any order. No direction (a standing battle) is
     * one line of 3,000.
     */
    public static int lineLength(Set<Direction> from) {
        if (from.isEmpty()) {
            return CombatConstants.LINE_SPACES;
        }
        int pairs = 0;
        for (Direction d : from) {
            if (from.contains(d.clockwise())) {
                pairs++;
            }
        }
        return CombatConstants.LINE_SPACES / 2 * (2 * from.size() - pairs);
    }

    /**
     * The shares of each unit in each line (section 6.2): a crowded front or second line takes the same share of
     * every unit asking for it and sends the rest to the rear; the rear holds {@code REAR_FACTOR} lines, and what it
     * cannot hold is out of the fight.
     */
    public static Map<UnitId, Allocation> allocate(List<Request> side, int length) {
        return allocate(side, length, CombatConstants.REAR_FACTOR);
    }

    /**
     * The length of the line a side may bring to bear on the enemy's front (designed, section 26.12): the battle's
     * line {@code length}, but no more than the enemy's front (the spaces its units asking for the first line take,
     * up to {@code length}) divided by {@code shortLine}. A line longer than that would stand facing nobody: its
     * men beyond the overlap can neither fire on nor close with a short enemy line. {@code shortLine} 0 switches the
     * rule off.
     */
    public static double facing(int length, List<Request> enemy, double shortLine) {
        if (shortLine <= 0) {
            return length;
        }
        double front = 0;
        for (Request r : enemy) {
            if (r.line() == BattleLine.FIRST) {
                front += r.spaces();
            }
        }
        return front <= 0 ? length : Math.min(length, Math.min(front, length) / shortLine);
    }

    /** As {@link #allocate(List, int)}, with the rear holding {@code rearFactor} lines. */
    public static Map<UnitId, Allocation> allocate(List<Request> side, int length, double rearFactor) {
        return allocate(side, (double) length, rearFactor);
    }

    /** As {@link #allocate(List, int, double)}, for a line of any length in spaces. */
    public static Map<UnitId, Allocation> allocate(List<Request> side, double length, double rearFactor) {
        double t1 = 0;
        double t2 = 0;
        for (Request r : side) {
            if (r.line() == BattleLine.FIRST) {
                t1 += r.spaces();
            } else if (r.line() == BattleLine.SECOND) {
                t2 += r.spaces();
            }
        }
        double front = t1 <= length ? 1 : length / t1;
        double second = t2 <= length ? 1 : length / t2;
        Map<UnitId, double[]> lines = new HashMap<>();
        double pooled = 0;
        for (Request r : side) {
            double[] a = new double[3]; // front, second, rear pool
            switch (r.line()) {
                case FIRST -> {
                    a[0] = front;
                    a[2] = 1 - front;
                }
                case SECOND -> {
                    a[1] = second;
                    a[2] = 1 - second;
                }
                case REAR -> a[2] = 1;
            }
            pooled += r.spaces() * a[2];
            lines.put(r.unit(), a);
        }
        double room = rearFactor * length;
        double fits = pooled <= room ? 1 : room / pooled;
        Map<UnitId, Allocation> result = new HashMap<>();
        for (Request r : side) {
            double[] a = lines.get(r.unit());
            result.put(r.unit(), new Allocation(a[0], a[1], a[2] * fits, a[2] * (1 - fits)));
        }
        return result;
    }

    /** The spaces of the side's front line, for the three-quarters rule of GITM 9.8. */
    public static double frontSpaces(List<Request> side, Map<UnitId, Allocation> allocation) {
        double total = 0;
        for (Request r : side) {
            total += r.spaces() * allocation.get(r.unit()).front();
        }
        return total;
    }
}

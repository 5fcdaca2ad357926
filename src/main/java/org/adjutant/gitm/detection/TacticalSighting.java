package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.Unit;

/**
 * Sighting on one tactical map (GITM 4.2). A unit sees every same-side and actively allied unit on the map. Of the
 * other units it sees, in each of the eight directions, only the nearest (all of them when several are equally
 * near); they screen whatever stands farther off in that direction. Headquarters neither sight other sides' units
 * nor screen: an enemy HQ is seen when it is no farther than the nearest screening unit in its direction, and
 * whatever stands behind it is still seen (GITM 4.2, 9.2).
 *
 * <p>Where the rules are silent (see docs/rules/gitm-4-detection.md): "in a direction" means in the 45-degree
 * sector centred on that compass direction (no square of the grid lies on a sector's edge, so each belongs to
 * exactly one); "near" counts tactical steps with diagonal steps as one; units in the observer's own square are
 * always seen; hostile and neutral units screen one another alike; and only active units sight other sides' units
 * (inactive and shattered units gather no intelligence, GITM 11.3, 12.3).
 */
final class TacticalSighting {
    private TacticalSighting() {
    }

    /** The sector of the grid offset (dx, dy) from an observer, rows growing southward; (0, 0) has none. */
    static Direction sector(int dx, int dy) {
        if (dx == 0 && dy == 0) {
            throw new IllegalArgumentException("the observer's own square lies in no direction");
        }
        long ax = Math.abs(dx);
        long ay = Math.abs(dy);
        long sum = ax + ay;
        // The sector edges lie at tan(22.5 deg) = sqrt(2) - 1: |dy| < (sqrt(2) - 1)|dx| <=> (|dx| + |dy|)^2 < 2 dx^2.
        if (sum * sum < 2 * ax * ax) {
            return dx > 0 ? Direction.E : Direction.W;
        }
        if (sum * sum < 2 * ay * ay) {
            return dy > 0 ? Direction.S : Direction.N;
        }
        if (dx > 0) {
            return dy > 0 ? Direction.SE : Direction.NE;
        }
        return dy > 0 ? Direction.SW : Direction.NW;
    }

    /** Whether {@code observer} can sight units of sides other than its own at all. */
    static boolean sightsOthers(Unit observer) {
        return observer.isActive() && !observer.isHeadquarters();
    }

    /**
     * The units on the map {@code onMap} (which holds every unit of the strategic square, the observer included)
     * that {@code observer} sees, in the order of {@code onMap}; never the observer itself.
     */
    static List<Unit> sightedBy(Unit observer, List<Unit> onMap, Sides sides) {
        List<Unit> seen = new ArrayList<>();
        int[] screen = sightsOthers(observer) ? screens(observer, onMap, sides) : null;
        TacticalSquare at = observer.location().tactical();
        for (Unit t : onMap) {
            if (Detection.sameUnit(t, observer)) {
                continue;
            }
            if (sides.allied(observer, t)) {
                seen.add(t);
            } else if (screen != null && withinScreen(at, t, screen)) {
                seen.add(t);
            }
        }
        return seen;
    }

    /** Whether {@code observer} sees {@code target}, both on the map {@code onMap}. */
    static boolean sees(Unit observer, Unit target, List<Unit> onMap, Sides sides) {
        if (Detection.sameUnit(observer, target)) {
            return true;
        }
        if (sides.allied(observer, target)) {
            return true;
        }
        if (!sightsOthers(observer)) {
            return false;
        }
        return withinScreen(observer.location().tactical(), target, screens(observer, onMap, sides));
    }

    /** Per direction, the distance of the nearest other-side unit that screens (not an HQ); MAX_VALUE if none. */
    private static int[] screens(Unit observer, List<Unit> onMap, Sides sides) {
        int[] nearest = new int[Direction.values().length];
        java.util.Arrays.fill(nearest, Integer.MAX_VALUE);
        TacticalSquare at = observer.location().tactical();
        for (Unit t : onMap) {
            if (t.isHeadquarters() || Detection.sameUnit(t, observer) || sides.allied(observer, t)) {
                continue;
            }
            TacticalSquare p = t.location().tactical();
            int dx = p.col() - at.col();
            int dy = p.row() - at.row();
            if (dx == 0 && dy == 0) {
                continue;
            }
            int d = sector(dx, dy).ordinal();
            nearest[d] = Math.min(nearest[d], at.distanceTo(p));
        }
        return nearest;
    }

    private static boolean withinScreen(TacticalSquare at, Unit target, int[] screen) {
        TacticalSquare p = target.location().tactical();
        int dx = p.col() - at.col();
        int dy = p.row() - at.row();
        if (dx == 0 && dy == 0) {
            return true;
        }
        return at.distanceTo(p) <= screen[sector(dx, dy).ordinal()];
    }
}

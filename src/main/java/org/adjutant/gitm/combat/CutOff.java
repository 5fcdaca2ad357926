package org.adjutant.gitm.combat;

import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Unit;

/**
 * Designed (docs/rules/gitm-9-combat.md, section 26.11): whether a unit of the side that lost the melee is cut off.
 * Falling back one tactical square (GITM 9.9) is the first step of drawing off; it is no way out when every strategic
 * square the unit could draw off to is barred: each direction away from the enemy (those a retreat may take, section
 * 10.4 step 1) leads off the map, onto impassable ground (a river in flood, the sea, GITM 1.2), or into a square
 * the enemy holds. A unit the enemy came at from every side has no such direction and is cut off too.
 * Such a unit has nowhere to fall back to, and shatters as GITM 9.9 has a beaten unit with no square to go to do.
 */
final class CutOff {
    private CutOff() {
    }

    /** Whether {@code u}, beaten, has no way out of its square away from the enemy ({@code forbidden}: toward it). */
    static boolean cutOff(Board board, Unit u, Set<Direction> forbidden) {
        StrategicSquare here = u.location().strategic();
        for (Direction d : Direction.values()) {
            if (forbidden.contains(d)) {
                continue;
            }
            Optional<StrategicSquare> to = here.step(d);
            if (to.isPresent() && passable(board, to.get()) && !enemyHolds(board, u, to.get())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The ground lets men through (GITM 1.2). Only the ground and the enemy bar the way: the rules that keep a unit
     * from marching somewhere (militia at home, GITM 7.1; a full square, 1.4) do not stop beaten men from going.
     */
    private static boolean passable(Board board, StrategicSquare square) {
        return board.square(square).map(info -> info.terrain().isPassable()).orElse(false);
    }

    /** The square holds an active combat unit that stands in {@code u}'s way (GITM 7.8: hostile, or neutral at home). */
    private static boolean enemyHolds(Board board, Unit u, StrategicSquare square) {
        for (Unit o : board.unitsIn(square)) {
            if (o.type().isCombatUnit() && board.obstructs(u, o)) {
                return true;
            }
        }
        return false;
    }
}

package org.adjutant.gitm.forces;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * Whether units hostile to a state stand in a strategic square, active or not (SoW 4.11, 4.13, 4.15 speak of enemy
 * units in the square, whatever they are doing). Judged at the deadline only: the reply to an order never tells where
 * the enemy stands (docs/rules/sow.md section 18.2).
 */
public final class Presence {
    private Presence() {
    }

    public static boolean hostileIn(Board board, String state, StrategicSquare square) {
        for (Unit u : board.unitsIn(square)) {
            if (board.start().relation(state, u.state()) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }
}

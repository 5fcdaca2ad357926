package org.adjutant.gitm.supply;

import java.util.List;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 10.5, 10.8b (docs/rules/gitm-10-supply.md section 8.3): a unit lives off the country when its strategic square
 * is open or river terrain (open, or any square with a river but the high desert: river valleys are farmed, and no
 * strategic terrain of 1.2 is called river), holds no unit hostile to it and holds at most 3 units in all, every side
 * and readiness counted, itself included. What it gives is the turn's meal, produced and eaten on the spot: nothing to
 * carry and no ammunition.
 */
final class Requisition {
    private Requisition() {
    }

    /** Whether {@code u} may requisition, on the position the board holds (the start of the supply phase). */
    static boolean possible(Board board, Unit u) {
        SquareInfo info = board.square(u.location().strategic()).orElse(null);
        if (info == null || !farmed(info)) {
            return false;
        }
        List<Unit> here = board.unitsIn(u.location().strategic());
        if (here.size() > SupplyConstants.REQUISITION_MAX_UNITS) {
            return false;
        }
        for (Unit o : here) {
            if (board.relation(u, o) == Relation.HOSTILE) {
                return false;
            }
        }
        return true;
    }

    /** Open ground, or river terrain: a square with a river that is not high desert. */
    static boolean farmed(SquareInfo info) {
        return info.terrain() == Terrain.OPEN || (!info.rivers().isEmpty() && info.terrain() != Terrain.HIGH_DESERT);
    }
}

package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Unit;

/**
 * Whether a unit sees a square of its own tactical map, which decides who learns of a tactical move made by a unit
 * not allied to it (GITM 4.4). The detection work (GITM 4.2) replaces {@link #NEARBY} with the real rule.
 */
@FunctionalInterface
public interface TacticalSight {
    /** How far {@link #NEARBY} reaches, in tactical squares. */
    int NEARBY_RANGE = 3;

    /**
     * A stand-in: active units other than headquarters (which do not sight, GITM 4.2) see every square within
     * {@value #NEARBY_RANGE} tactical squares of their own.
     */
    TacticalSight NEARBY = (observer, square, board) -> observer.isActive() && !observer.isHeadquarters()
            && observer.location().tactical().distanceTo(square) <= NEARBY_RANGE;

    boolean sees(Unit observer, TacticalSquare square, Board board);
}

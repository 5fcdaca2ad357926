package org.adjutant.gitm.movement;

import org.adjutant.gitm.unit.Unit;

/**
 * Whether a unit stands in a besieged city and so may not march strategically (GITM 7.8, 10.3). The siege rules
 * belong to the supply work; until they arrive, {@link #NONE} says no city is besieged.
 */
public interface Sieges {
    Sieges NONE = (unit, board) -> false;

    boolean besieged(Unit unit, Board board);
}

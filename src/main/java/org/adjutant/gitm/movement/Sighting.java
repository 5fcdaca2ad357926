package org.adjutant.gitm.movement;

import org.adjutant.gitm.unit.Unit;

/**
 * Whether one unit detects another on the strategic map. Movement needs this for halting on detection or enemy
 * entry (GITM 7.10, 7.11), for pursuit (GITM 7.12) and for who learns of a march (GITM 4.5). The detection rules
 * (GITM 4.1-4.6) replace {@link StrategicSighting} with their own implementation.
 */
public interface Sighting {
    boolean sees(Unit observer, Unit target, Board board);

    /** The farthest, in strategic squares, that any unit can see a non-allied unit under this sighting. */
    int maxEnemyRange();
}

package org.adjutant.gitm.movement;

import java.util.Set;
import org.adjutant.gitm.unit.UnitId;

/**
 * Which units are in communications at the start of strategic movement (GITM 10.1); a unit out of communications
 * marches one square less (GITM 7.2, 10.4). {@link SimpleCommunications} judges the plain cases of 10.1 over the
 * full lines of contact of GITM 10.2 ({@link LineOfContact}); the supply rules replace it with sieges and stocks.
 */
public interface Communications {
    /** The units in communications now, among all units on the board. */
    Set<UnitId> inCommunications(Board board);
}

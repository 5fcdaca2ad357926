package org.adjutant.gitm.supply;

import java.util.OptionalInt;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;

/**
 * Whether supplies can go by sea from one port to another this turn, and how far (GITM 10.6: ports on the same or
 * adjacent sea areas, not blockaded, raiders not outnumbering convoys). Sea areas, ships, raiders and convoys are the
 * naval rules' (PATE); until they exist, {@link WaterBodies} stands in (docs/rules/gitm-10-supply.md section 10).
 */
public interface SeaLanes {
    /**
     * The length of the sea lane from {@code from} to {@code to} if one of at most {@code limit} exists; empty when
     * either is no port, either is blockaded, or the waters do not join within the limit.
     */
    OptionalInt length(Board board, City from, City to, int limit);
}

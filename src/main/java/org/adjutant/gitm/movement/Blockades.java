package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.state.OffMapPort;

/**
 * Which ports are blockaded, for the port-to-port links of chains of contact and the garrisons of off-map ports on the
 * deployment turn (GITM 7.18). Warships make blockades (docs/rules/naval.md section 12, {@code naval.PortBlockades});
 * {@link #NONE} says no port is blockaded, for a game without ships.
 */
public interface Blockades {
    Blockades NONE = port -> false;

    /** Whether enemy ships shut this port now (asked only of cities that are ports). */
    boolean blockaded(City port);

    /** Whether enemy ships shut this off-map port against its holder now (docs/rules/naval.md section 12). */
    default boolean blockaded(OffMapPort port) {
        return false;
    }
}

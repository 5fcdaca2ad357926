package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.City;

/**
 * Which ports are blockaded, for the port-to-port links of chains of contact (GITM 7.18). Blockades are made by
 * warships (the PATE rules), which the project does not model yet; until the naval work implements this, {@link
 * #NONE} says no port is blockaded, so every allied port on the map links to every other on deployment and
 * peace/truce turns.
 */
public interface Blockades {
    Blockades NONE = port -> false;

    /** Whether enemy ships shut this port now (asked only of cities that are ports). */
    boolean blockaded(City port);
}

package org.adjutant.gitm.order;

/** The line of the battle formation a unit tries to take (GITM 6.4, 8.9, 9.3). */
public enum BattleLine {
    FIRST, SECOND, REAR
}

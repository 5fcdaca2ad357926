package org.adjutant.gitm.combat;

import org.adjutant.gitm.event.BattleSide;

/** The two sides of one battle as tactical movement formed them (GITM 8.3, GITM-MD battlesides.html). */
public enum Side {
    ATTACKERS, DEFENDERS;

    public Side other() {
        return this == ATTACKERS ? DEFENDERS : ATTACKERS;
    }

    public BattleSide event() {
        return this == ATTACKERS ? BattleSide.ATTACKERS : BattleSide.DEFENDERS;
    }
}

package org.adjutant.gitm.order;

/** How a unit fights when holding a position it already stood in (GITM 6.6, 8.9). */
public enum DefensiveAttitude {
    LAST_DITCH, DEFEND, SKIRMISH, EVADE;

    public String text() {
        return name().replace('_', '-');
    }
}

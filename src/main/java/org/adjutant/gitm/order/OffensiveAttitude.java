package org.adjutant.gitm.order;

/** How a unit fights when it moved into the battle (GITM 6.6, 8.9), from seeking combat to avoiding it. */
public enum OffensiveAttitude {
    ASSAULT, ATTACK, SKIRMISH, EVADE;

    public String text() {
        return name();
    }
}

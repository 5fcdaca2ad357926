package org.adjutant.gitm.event;

/** Which of the tactical move types of GITM 8 a unit made (GITM 8.2, 8.8, 8.10, 8.11, 8.12). */
public enum TacticalMoveKind {
    /** A move to a square the commander named, possibly through a waypoint (GITM 8.2). */
    SPECIFIED("moved"),
    /** Into or out of the fort of the city square it already stands in (GITM 8.2, 2.6). */
    FORT("changed position"),
    /** Towards the nearest enemy combat unit (GITM 8.8). */
    ENGAGE("advanced to engage"),
    /** To join a battle in progress (GITM 8.10). */
    SUPPORT("moved in support"),
    /** To cut off a moving unit (GITM 8.11). */
    INTERCEPT("moved to intercept");

    private final String verb;

    TacticalMoveKind(String verb) {
        this.verb = verb;
    }

    public String verb() {
        return verb;
    }
}

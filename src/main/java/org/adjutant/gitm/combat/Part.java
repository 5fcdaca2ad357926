package org.adjutant.gitm.combat;

/** The parts a unit fights in (GITM 9.4, GITM-MD strmods.html), each with its own multipliers. */
public enum Part {
    /** Infantrymen (and militia): one space each. */
    FOOT,
    /** Cavalrymen: three spaces each. */
    HORSE,
    /** Artillerists serving batteries: eight spaces each. */
    GUNNERS,
    /** An artillery unit's men beyond its gunners, who fight as poorly armed infantry. */
    SPARE
}

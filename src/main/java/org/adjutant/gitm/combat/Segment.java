package org.adjutant.gitm.combat;

/** The three ways guns and men inflict losses (GITM 9.1, 9.14), each with its own multipliers. */
public enum Segment {
    FIRE, MELEE, BOMBARD
}

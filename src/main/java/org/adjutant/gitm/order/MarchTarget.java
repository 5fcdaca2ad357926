package org.adjutant.gitm.order;

/** The three "march to" options of GITM 7.13, in the priority the rule gives them when several are chosen. */
public enum MarchTarget {
    BATTLE, ALLIES, ENEMIES
}

package org.adjutant.gitm.combat;

import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.order.OffensiveAttitude;

/**
 * How hard a unit fights (GITM 6.6, 8.9; GITM-MD strmods.html): the offensive and defensive attitudes fold into four
 * grades that set both its strength and the share of casualties it takes. The 9.10 switch to skirmish moves a unit
 * from {@link #PLAIN} to {@link #SKIRMISH} for one melee.
 */
public enum Posture {
    /** Assault, last-ditch defence. */
    FIERCE,
    /** Attack, defend. */
    PLAIN,
    SKIRMISH,
    EVADE;

    public static Posture of(OffensiveAttitude a) {
        return switch (a) {
            case ASSAULT -> FIERCE;
            case ATTACK -> PLAIN;
            case SKIRMISH -> SKIRMISH;
            case EVADE -> EVADE;
        };
    }

    public static Posture of(DefensiveAttitude a) {
        return switch (a) {
            case LAST_DITCH -> FIERCE;
            case DEFEND -> PLAIN;
            case SKIRMISH -> SKIRMISH;
            case EVADE -> EVADE;
        };
    }

    /** The strength multiplier; light infantry lose less by skirmishing. */
    public double strength(boolean lightInfantry) {
        return switch (this) {
            case FIERCE -> CombatConstants.POSTURE_FIERCE;
            case PLAIN -> CombatConstants.POSTURE_PLAIN;
            case SKIRMISH -> lightInfantry ? CombatConstants.POSTURE_SKIRMISH_LIGHT : CombatConstants.POSTURE_SKIRMISH;
            case EVADE -> CombatConstants.POSTURE_EVADE;
        };
    }

    /** The casualty multiplier (GITM 9.7: more in assault, fewer in skirmish and evade). */
    public double casualties() {
        return switch (this) {
            case FIERCE -> CombatConstants.CASUALTY_FIERCE;
            case PLAIN -> CombatConstants.CASUALTY_PLAIN;
            case SKIRMISH -> CombatConstants.CASUALTY_SKIRMISH;
            case EVADE -> CombatConstants.CASUALTY_EVADE;
        };
    }
}

package org.adjutant.gitm.combat;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * A unit split into the parts it fights in (GITM 9.4, GITM-MD strmods.html; docs/rules/gitm-9-combat.md, section 1):
 * a battery serves with 50 to 100 men, counted as artillerists; an infantry or cavalry unit's battery with fewer than
 * 50 men cannot be served and its men fight with the rest; an artillery unit's men beyond its gunners are spare.
 * Headquarters have no parts: they never fight (GITM 9.2).
 *
 * @param gunType the type whose arm multiplier the gunners use: the artillery unit's own, medium guns for an infantry
 *                battery, light guns for a cavalry battery (strmods)
 */
public record Parts(int foot, int horse, int gunners, int spare, UnitType gunType) {
    public static final Parts NONE = new Parts(0, 0, 0, 0, UnitType.MA);

    public static Parts of(Unit u) {
        return of(u.type(), u.men(), u.batteries());
    }

    public static Parts of(UnitType type, int men, int batteries) {
        if (type.arm() == Arm.HEADQUARTERS) {
            return NONE;
        }
        if (type.arm() == Arm.ARTILLERY) {
            int working = Math.min(batteries, men / CombatConstants.MIN_MEN_PER_BATTERY);
            int gunners = Math.min(men, CombatConstants.MEN_PER_BATTERY * working);
            return new Parts(0, 0, gunners, men - gunners, type);
        }
        int gunners = Math.min(men, CombatConstants.MEN_PER_BATTERY * batteries);
        if (gunners < CombatConstants.MIN_MEN_PER_BATTERY) {
            gunners = 0;
        }
        UnitType guns = type.arm() == Arm.CAVALRY ? UnitType.LA : UnitType.MA;
        if (type.arm() == Arm.CAVALRY) {
            return new Parts(0, men - gunners, gunners, 0, guns);
        }
        return new Parts(men - gunners, 0, gunners, 0, guns);
    }

    public int men(Part part) {
        return switch (part) {
            case FOOT -> foot;
            case HORSE -> horse;
            case GUNNERS -> gunners;
            case SPARE -> spare;
        };
    }

    public int men() {
        return foot + horse + gunners + spare;
    }

    /** Spaces in a battle line (GITM 9.4): foot 1, horse 3, gunners 8, spare 1. */
    public int spaces() {
        return foot * CombatConstants.SPACES_FOOT + horse * CombatConstants.SPACES_HORSE
                + gunners * CombatConstants.SPACES_GUNNER + spare * CombatConstants.SPACES_SPARE;
    }

    /** Men on a fort's walls (GITM 9.6, strmods): foot and spare men one each, gunners two, horse none. */
    public int onWalls() {
        return (foot + spare) * CombatConstants.WALL_FOOT + gunners * CombatConstants.WALL_GUNNER;
    }
}

package org.adjutant.gitm.combat;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * A unit split into the parts it fights in (GITM 9.4, GITM-MD strmods.html; docs/rules/gitm-9-combat.md, section 1):
 * a battery serves with 50 to 100 men, counted as artillerists, and is served gun by gun ({@code GUNS_PER_BATTERY}
 * guns, each needing its share of the 50 men), so a crew short of 50 still fires the guns it can man and a battery
 * keeps its guns at its first casualty; with fewer men than one gun needs, an artillery unit's men are spare and an
 * infantry or cavalry unit's fight with the rest; an artillery unit's men beyond 100 a battery are spare.
 * Headquarters have no parts: they never fight (GITM 9.2).
 *
 * @param gunType the type whose arm multiplier the gunners use: the artillery unit's own, medium guns for an infantry
 *                battery, light guns for a cavalry battery (strmods)
 */
public record Parts(int foot, int horse, int gunners, int spare, UnitType gunType) {
    public static final Parts NONE = new Parts(0, 0, 0, 0, UnitType.MA);

    public static Parts of(Unit u) {
        return of(u, CombatTuning.STANDARD);
    }

    public static Parts of(Unit u, CombatTuning t) {
        return of(u.type(), u.men(), u.batteries(), t);
    }

    public static Parts of(UnitType type, int men, int batteries) {
        return of(type, men, batteries, CombatTuning.STANDARD);
    }

    public static Parts of(UnitType type, int men, int batteries, CombatTuning t) {
        if (type.arm() == Arm.HEADQUARTERS) {
            return NONE;
        }
        int gunners = gunners(men, batteries, t.get(CombatTuning.Knob.GUNS_PER_BATTERY));
        if (type.arm() == Arm.ARTILLERY) {
            return new Parts(0, 0, gunners, men - gunners, type);
        }
        UnitType guns = type.arm() == Arm.CAVALRY ? UnitType.LA : UnitType.MA;
        if (type.arm() == Arm.CAVALRY) {
            return new Parts(0, men - gunners, gunners, 0, guns);
        }
        return new Parts(men - gunners, 0, gunners, 0, guns);
    }

    /**
     * The men serving guns: each of the {@code guns} a battery has needs {@code 50 / guns} men (strmods' 50 a battery,
     * shared out), at most 100 a battery are artillerists (GITM 9.4); guns no one can serve are silent. With one gun a
     * battery this is strmods' rule as written: under 50 men a battery, no gunners.
     */
    static int gunners(int men, int batteries, double gunsPerBattery) {
        if (batteries <= 0 || men <= 0) {
            return 0;
        }
        double guns = Math.max(1, gunsPerBattery);
        int served = (int) Math.min(Math.floor(guns * batteries + 1e-9),
                Math.floor(men * guns / CombatConstants.MIN_MEN_PER_BATTERY + 1e-9));
        return (int) Math.min(men, Math.floor(CombatConstants.MEN_PER_BATTERY * served / guns + 1e-9));
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

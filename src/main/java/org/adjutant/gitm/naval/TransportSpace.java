package org.adjutant.gitm.naval;

import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * The room a land unit takes aboard transport groups (GITM 7.17, expanded by the AMWOL landings page; docs/rules/naval.md
 * section 2.2): a space a foot soldier, three a trooper with his horse, two an artilleryman with his share of guns and
 * teams. An attached battery makes {@value #ARTILLERISTS_PER_BATTERY} of an infantry or cavalry unit's men
 * artillerists. A corps HQ takes 500 and 20 a supply it carries, an army HQ 250 (and, designed, 20 a supply too).
 */
public final class TransportSpace {
    /** Men of an infantry or cavalry unit counted as artillerists for each battery it has (the landings page). */
    public static final int ARTILLERISTS_PER_BATTERY = 100;
    public static final int ARMY_HQ = 250;
    public static final int CORPS_HQ = 500;

    private TransportSpace() {
    }

    /** The spaces a unit needs, with the supplies it carries when it is a headquarters. */
    public static int of(Unit unit) {
        return of(unit.type(), unit.men(), unit.batteries(), unit.supplies());
    }

    public static int of(UnitType type, int men, int batteries, int supplies) {
        return switch (type.arm()) {
            case HEADQUARTERS -> (type == UnitType.AQ ? ARMY_HQ : CORPS_HQ) + Ship.SPACES_PER_SUPPLY * supplies;
            case ARTILLERY -> 2 * men;
            case INFANTRY, MILITIA -> withGunners(men, batteries, 1);
            case CAVALRY -> withGunners(men, batteries, 3);
        };
    }

    private static int withGunners(int men, int batteries, int perMan) {
        int gunners = Math.min(men, ARTILLERISTS_PER_BATTERY * batteries);
        return perMan * (men - gunners) + 2 * gunners;
    }
}

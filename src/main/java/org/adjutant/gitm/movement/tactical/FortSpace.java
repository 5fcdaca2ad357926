package org.adjutant.gitm.movement.tactical;

import java.util.List;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;

/**
 * Room in a fort (GITM 2.6): capacity is counted like transport capacity, 1 per infantryman or HQ man, 3 per
 * cavalryman, 2 per artilleryman, with 100 men of each attached battery counted as artillerists.
 */
public final class FortSpace {
    public static final int MEN_PER_BATTERY = 100;

    private FortSpace() {
    }

    public static int space(Unit u) {
        int gunners = Math.min(u.men(), u.batteries() * MEN_PER_BATTERY);
        int rest = u.men() - gunners;
        int perMan = switch (u.type().arm()) {
            case CAVALRY -> 3;
            case ARTILLERY -> 2;
            default -> 1;
        };
        if (u.type().arm() == Arm.ARTILLERY) {
            return u.men() * 2;
        }
        return rest * perMan + gunners * 2;
    }

    /** Whether {@code mover} fits in the fort beside the units already inside it. */
    public static boolean fits(City city, List<Unit> inside, Unit mover) {
        if (!city.hasFort()) {
            return false;
        }
        int used = 0;
        for (Unit u : inside) {
            if (!u.id().equals(mover.id())) {
                used += space(u);
            }
        }
        return used + space(mover) <= city.fortCapacity();
    }
}

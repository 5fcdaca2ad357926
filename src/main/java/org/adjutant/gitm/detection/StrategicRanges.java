package org.adjutant.gitm.detection;

import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * How far a unit sees on the strategic map (GITM 4.1), in squares counted with diagonal steps as one: friends
 * (same side or actively allied) at 3, or 5 from an army headquarters; everyone else at 1, or 2 from light cavalry
 * at least 250 strong. A unit that is not active sees nothing: inactive units by GITM 4.1 and 11.3, shattered ones
 * because they give no intelligence while reforming (GITM 12.3). {@value #NOTHING} stands for "not even its own
 * square".
 */
public final class StrategicRanges {
    public static final int NOTHING = -1;
    public static final int FRIENDS = 3;
    public static final int FRIENDS_FROM_ARMY_HQ = 5;
    public static final int OTHERS = 1;
    public static final int OTHERS_FROM_LIGHT_CAVALRY = 2;
    public static final int LIGHT_CAVALRY_SCOUTING_MEN = 250;
    /** A position report shows every square this close to an active unit of the player's (GITM 4.1). */
    public static final int SHOWN = 5;

    private StrategicRanges() {
    }

    /** How far {@code observer} detects same-side and actively allied units. */
    public static int friends(Unit observer) {
        if (!observer.isActive()) {
            return NOTHING;
        }
        return observer.type() == UnitType.AQ ? FRIENDS_FROM_ARMY_HQ : FRIENDS;
    }

    /** How far {@code observer} detects hostile and neutral units. */
    public static int others(Unit observer) {
        if (!observer.isActive()) {
            return NOTHING;
        }
        return observer.type() == UnitType.LC && observer.men() >= LIGHT_CAVALRY_SCOUTING_MEN
                ? OTHERS_FROM_LIGHT_CAVALRY : OTHERS;
    }

    /**
     * Whether {@code observer} detects {@code target} on the strategic map, {@code friends} saying whether they are
     * same-side or actively allied. The one place the ranges are applied: position reports ({@link Detection}) and
     * the halts and pursuit of strategic movement (GITM 7.10-7.12) both ask here.
     */
    public static boolean detects(Unit observer, Unit target, boolean friends) {
        int range = friends ? friends(observer) : others(observer);
        return observer.location().strategic().distanceTo(target.location().strategic()) <= range;
    }

    /** The farthest {@code observer} detects anything. */
    public static int farthest(Unit observer) {
        return Math.max(friends(observer), others(observer));
    }
}

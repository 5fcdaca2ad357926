package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * The numbers of GITM 8.1 and 8.10: how far a unit moves in a tactical phase, how far it moves in support, and the
 * fatigue a move costs when hostile units share the strategic square.
 *
 * <p>"Fast units" are light and medium cavalry and horse artillery (GITM 8.1). Lancers are written HC, heavy
 * cavalry, in the order language, so by the letter of the rule they are not fast; that is one constant to change
 * here if the moderator reads it otherwise.
 */
public final class TacticalRules {
    public static final int FAST_ALLOWANCE = 6;
    public static final int ALLOWANCE = 4;
    public static final int FAST_SUPPORT_REACH = 3;
    public static final int SUPPORT_REACH = 2;
    /** A unit above this fatigue may not move tactically with enemies in its strategic square (GITM 8.1). */
    public static final int MAX_FATIGUE_TO_MOVE = 8;
    /** Fatigue paid per tactical move (not per square) with hostile units about (GITM 8.1). */
    public static final int FATIGUE_PER_MOVE = 1;

    private TacticalRules() {
    }

    public static boolean isFast(UnitType type) {
        return type == UnitType.LC || type == UnitType.MC || type == UnitType.HA;
    }

    /** Squares per tactical phase: six for fast units and army HQs, four for everyone else (GITM 8.1). */
    public static int allowance(Unit u) {
        return isFast(u.type()) || u.type() == UnitType.AQ ? FAST_ALLOWANCE : ALLOWANCE;
    }

    /** Longest support move: three squares for LC, MC and HA, two for others (GITM 8.10). */
    public static int supportReach(Unit u) {
        return isFast(u.type()) ? FAST_SUPPORT_REACH : SUPPORT_REACH;
    }

    /** Whether the unit is fresh enough to move; only matters when hostile units share its square (GITM 8.1). */
    public static boolean freshEnough(Unit u, boolean hostilePresent) {
        return !hostilePresent || u.fatigue() <= MAX_FATIGUE_TO_MOVE;
    }

    /** The fatigue one tactical move costs (GITM 8.1). */
    public static int fatigueCost(boolean hostilePresent) {
        return hostilePresent ? FATIGUE_PER_MOVE : 0;
    }
}

package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * How far a unit may march in a turn and what each square costs it in fatigue (GITM 7.1-7.3, 7.5).
 *
 * @param fatigueLimit a unit whose fatigue is above this may not march. The rule book (GITM 7.1) says 18; the
 *                     "More Details" page on cones says a unit needs 12 or less. The rule book is the later and
 *                     governing text, so 18 is the default; a game may choose 12 (docs/rules/gitm-7-strategic-movement.md).
 */
public record MarchRules(int fatigueLimit) {
    public static final int RULE_BOOK_FATIGUE_LIMIT = 18;
    public static final int CONES_PAGE_FATIGUE_LIMIT = 12;
    public static final MarchRules STANDARD = new MarchRules(RULE_BOOK_FATIGUE_LIMIT);

    public MarchRules {
        if (fatigueLimit < 0) {
            throw new IllegalArgumentException("a fatigue limit cannot be negative: " + fatigueLimit);
        }
    }

    /**
     * The normal allowance in squares (GITM 7.1): the type's, one less when carrying supplies (GITM 7.2), one less
     * out of communications (GITM 7.2, 10.4); never below zero.
     */
    public int allowance(Unit unit, boolean inCommunications) {
        int squares = unit.type().movementAllowance();
        if (unit.supplies() > 0) {
            squares--;
        }
        if (!inCommunications) {
            squares--;
        }
        return Math.max(0, squares);
    }

    /** Militia may not force march (GITM 7.3); everybody else may march one square beyond the allowance. */
    public boolean mayForceMarch(Unit unit) {
        return unit.type() != UnitType.MI;
    }

    /** Whether the unit is fresh enough to march at all (GITM 7.1). */
    public boolean freshEnough(Unit unit) {
        return unit.fatigue() <= fatigueLimit;
    }

    /**
     * Fatigue for one square: 1, or 2 into mountains (GITM 7.1); a forced march square costs 3, or 4 for cavalry and
     * light artillery (GITM 7.3), and a strategic withdrawal 2 (GITM 7.5). The rules do not say what a forced or
     * withdrawing march into mountains costs; the project adds the mountain's extra point to either.
     */
    public int fatigueCost(Unit unit, Terrain entering, MarchKind kind) {
        int mountain = entering == Terrain.MOUNTAIN ? 1 : 0;
        return switch (kind) {
            case NORMAL -> 1 + mountain;
            case WITHDRAWAL -> 2 + mountain;
            case FORCED -> (isFastTiring(unit) ? 4 : 3) + mountain;
        };
    }

    private static boolean isFastTiring(Unit unit) {
        return unit.type().arm() == Arm.CAVALRY || unit.type() == UnitType.LA;
    }

    /** Which kind of square a unit is marching. */
    public enum MarchKind { NORMAL, FORCED, WITHDRAWAL }
}

package org.adjutant.gitm.order;

/**
 * The tactical phases from {@code first} to {@code last} inclusive in which an engage, support or intercept order is
 * active. A turn has five tactical phases (GITM 5.2); the fifth has no combat, so a support order for it alone is
 * refused ({@link CarriedOut}).
 */
public record PhaseRange(int first, int last) {
    public static final int FIRST_PHASE = 1;
    public static final int LAST_PHASE = 5;
    /** Combat follows tactical movement in phases 1-4, never in the fifth (GITM 5.2). */
    public static final int LAST_COMBAT_PHASE = 4;
    public static final PhaseRange ALL = new PhaseRange(FIRST_PHASE, LAST_PHASE);

    public PhaseRange {
        if (!isPhase(first) || !isPhase(last) || first > last) {
            throw new IllegalArgumentException("not a range of tactical phases: " + first + "-" + last);
        }
    }

    public static boolean isPhase(int phase) {
        return phase >= FIRST_PHASE && phase <= LAST_PHASE;
    }

    @Override
    public String toString() {
        return first + "-" + last;
    }
}

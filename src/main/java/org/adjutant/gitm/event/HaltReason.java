package org.adjutant.gitm.event;

/** Why a unit's strategic path ended early, with the rule that ended it. */
public enum HaltReason {
    /** The next box is not next to the square it stands in (GITM 7.4). */
    NOT_ADJACENT("the next square of its path is not adjacent", "GITM 7.4"),
    /** It entered a square held by an enemy and was ordered to halt on detection (GITM 7.10). */
    DETECTION("it met the enemy and was ordered to halt on detection", "GITM 7.10"),
    /** An enemy entered its square and it was ordered to halt on enemy entry (GITM 7.11). */
    ENEMY_ENTRY("an enemy entered its square and it was ordered to halt on enemy entry", "GITM 7.11"),
    /** The next move would be a forced march and it was ordered to halt first (GITM 6.3). */
    BEFORE_FORCED_MARCH("the next move would be a forced march", "GITM 6.3, 7.3"),
    /** It has used its whole allowance, forced march included (GITM 7.1-7.3). */
    ALLOWANCE_SPENT("it has marched as far as it can this turn", "GITM 7.1-7.3"),
    /** Its fatigue is too high to march (GITM 7.1). */
    FATIGUE("its men are too tired to march", "GITM 7.1"),
    /**
     * The next square cannot be entered at all: off the map, impassable, Guatemala, or abroad for militia. Which of
     * them, with its rule, is the halt's detail ({@code movement.OpenGround}).
     */
    FORBIDDEN_SQUARE("the next square of its path cannot be entered", ""),
    /** It changed to march to battle, allies or enemies, or to pursuit (GITM 7.12, 7.13). */
    PATH_CANCELLED("its planned path was cancelled", "GITM 7.12, 7.13");

    private final String words;
    private final String rule;

    HaltReason(String words, String rule) {
        this.words = words;
        this.rule = rule;
    }

    public String words() {
        return words;
    }

    /** The rule that ends the path for this reason; blank when the detail names it. */
    public String rule() {
        return rule;
    }
}

package org.adjutant.gitm.event;

/** Why a unit's strategic path ended early. */
public enum HaltReason {
    /** The next box is not next to the square it stands in (GITM 7.4). */
    NOT_ADJACENT("the next square of its path is not adjacent"),
    /** It entered a square held by an enemy and was ordered to halt on detection (GITM 7.10). */
    DETECTION("it met the enemy and was ordered to halt on detection"),
    /** An enemy entered its square and it was ordered to halt on enemy entry (GITM 7.11). */
    ENEMY_ENTRY("an enemy entered its square and it was ordered to halt on enemy entry"),
    /** The next move would be a forced march and it was ordered to halt first (GITM 6.3). */
    BEFORE_FORCED_MARCH("the next move would be a forced march"),
    /** It has used its whole allowance, forced march included (GITM 7.1-7.3). */
    ALLOWANCE_SPENT("it has marched as far as it can this turn"),
    /** Its fatigue is too high to march (GITM 7.1). */
    FATIGUE("its men are too tired to march"),
    /** The next square cannot be entered at all: impassable, off the map, Guatemala, or abroad for militia. */
    FORBIDDEN_SQUARE("the next square of its path cannot be entered"),
    /** No tactical square of the square ahead may be entered (GITM 7.14). */
    NO_ENTRY_SQUARE("no entry square is free of the enemy"),
    /** It changed to march to battle, allies or enemies, or to pursuit (GITM 7.12, 7.13). */
    PATH_CANCELLED("its planned path was cancelled");

    private final String words;

    HaltReason(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}

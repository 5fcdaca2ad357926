package org.adjutant.gitm.event;

/**
 * What took a unit's men, which decides how the loss splits into killed, wounded, prisoners and stragglers
 * (GITM 9.13; the table is in docs/rules/gitm-9-combat.md, section 15).
 */
public enum CasualtyCause {
    /** The firing segment of a battle (GITM 9.7). */
    FIRE("in the firing"),
    /** Guns shelling the square (GITM 9.14). */
    BOMBARDMENT("under bombardment"),
    /** The melee, on the side that won it (GITM 9.9). */
    MELEE_WON("in the melee it won"),
    /** The melee, on the side that lost it (GITM 9.9: the loser suffers more). */
    MELEE_LOST("in the melee it lost"),
    /** Men scattered in a rout (GITM 9.8). */
    ROUT("in the rout"),
    /** Men of a beaten side ridden down or taken as they drew off (designed, docs/rules/gitm-9-combat.md 26.13). */
    PURSUIT("in the pursuit"),
    /** The collapse of a shattered unit (GITM 12.1). */
    SHATTER("when it shattered"),
    /** Every man of a unit that gave itself up (GITM 9.9, 9.12). */
    SURRENDER("in the surrender"),
    /** The last men of a unit destroyed (GITM 12.2, 12.5). */
    DESTROYED("when it was destroyed");

    private final String words;

    CasualtyCause(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}

package org.adjutant.gitm.event;

/** Why a unit shattered (GITM 9.2, 9.5, 9.8, 9.9, 12.1), or why a shattered unit moved on (GITM 12.4). */
public enum ShatterCause {
    /** It took a morale check at fatigue 16 or more (GITM 12.1). */
    EXHAUSTED("it took a morale check exhausted"),
    /** It had to retreat and could not (GITM 9.8, 12.1). */
    RETREAT_BLOCKED("its retreat was blocked"),
    /** It had to rout and could not (GITM 9.8, 12.1). */
    ROUT_BLOCKED("its rout was blocked"),
    /** It lost a melee and had nowhere to fall back to (GITM 9.9). */
    NO_FALLBACK("it had nowhere to fall back to"),
    /** It lost a melee with every way out of its square away from the enemy barred (designed, GITM 9.9). */
    CUT_OFF("it was beaten with its way back cut"),
    /** Its square was caught when its side lost the melee (GITM 9.5). */
    SQUARE_TRAPPED("its square was caught"),
    /** An army or corps HQ surprised by the enemy (GITM 9.2). */
    HQ_SURPRISED("the enemy surprised it"),
    /** An HQ with no free square to withdraw to (GITM 9.2). */
    HQ_TRAPPED("it had no way out"),
    /** Already shattered, it was driven on by an enemy entering its square (GITM 12.4); no men are lost. */
    DRIVEN_ON("the enemy came upon it while it reformed");

    private final String words;

    ShatterCause(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}

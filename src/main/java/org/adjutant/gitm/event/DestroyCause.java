package org.adjutant.gitm.event;

/** Why a unit was destroyed (GITM 12.2, 12.4, 12.5; 1.2, 10.8). */
public enum DestroyCause {
    /** Shattered with no friendly city within reach by a line of contact and no coastal refuge (GITM 12.2, 12.4). */
    NO_REFUGE("it had no refuge to fall back to"),
    /** It could not reform for three turns (GITM 12.5). */
    NOT_REFORMED("it could not reform for three turns"),
    /** It went without supplies in the high desert; its men died there (GITM 1.2, 10.8b). */
    HIGH_DESERT("it went without supplies in the high desert, where nobody lives off the country"),
    /** It was aboard a transport group the enemy took at sea; its men are prisoners (docs/rules/naval.md 15.5). */
    TAKEN_AT_SEA("the transports it was aboard were taken by the enemy, and its men are prisoners"),
    /** Desertion took its last men (GITM 10.8). */
    DESERTION("its last men deserted");

    private final String words;

    DestroyCause(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}

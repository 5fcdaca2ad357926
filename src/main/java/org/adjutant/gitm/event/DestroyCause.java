package org.adjutant.gitm.event;

/** Why a unit was destroyed (GITM 12.2, 12.4, 12.5). */
public enum DestroyCause {
    /** Shattered with no friendly city within reach by a line of contact and no coastal refuge (GITM 12.2, 12.4). */
    NO_REFUGE("it had no refuge to fall back to"),
    /** It could not reform for three turns (GITM 12.5). */
    NOT_REFORMED("it could not reform for three turns");

    private final String words;

    DestroyCause(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }
}

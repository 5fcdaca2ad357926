package org.adjutant.gitm.event;

/**
 * Who ordered a unit to stand down or to take the field (GITM 11.1). When both the unit's commander and an office of
 * its state order it, the office's order is the one carried out (docs/rules/gitm-10-supply.md section 12).
 */
public enum ReadinessOrderedBy {
    COMMANDER("its commander"),
    MINISTER("the War Minister");

    private final String words;

    ReadinessOrderedBy(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    public ActivationCause asCause() {
        return this == COMMANDER ? ActivationCause.COMMANDER : ActivationCause.MINISTER;
    }
}

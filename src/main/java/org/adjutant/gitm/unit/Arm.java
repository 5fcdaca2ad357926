package org.adjutant.gitm.unit;

/** The branch of service a unit belongs to, as detection reports group them (GITM 1.4, 4.1). */
public enum Arm {
    INFANTRY('I'), CAVALRY('C'), ARTILLERY('A'), MILITIA('I'), HEADQUARTERS('H');

    private final char reportLetter;

    Arm(char reportLetter) {
        this.reportLetter = reportLetter;
    }

    /** The letter an approximate detection report uses; militia pass for infantry (GITM 4.1). */
    public char reportLetter() {
        return reportLetter;
    }
}

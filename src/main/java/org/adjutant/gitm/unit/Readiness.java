package org.adjutant.gitm.unit;

/**
 * Whether a unit is on campaign (active), stood down (inactive, GITM 11) or broken and reforming (shattered,
 * GITM 12). Report maps show them as flags, tents and boxed S (GITM 1.4).
 */
public enum Readiness {
    ACTIVE, INACTIVE, SHATTERED;

    public String words() {
        return switch (this) {
            case ACTIVE -> "Active";
            case INACTIVE -> "Inactive";
            case SHATTERED -> "Shattered";
        };
    }
}

package org.adjutant.gitm.order;

/** When strategic movement stops early: GITM 7.10 (detection), 7.11 (enemy entry), 6.3 (before a forced march). */
public enum HaltTrigger {
    DETECTION("HALT ON DETECTION"), ENEMY_ENTRY("HALT ON ENEMY ENTRY"), FORCED_MARCH("HALT BEFORE FORCED MARCH");

    private final String text;
    private final java.util.Optional<String> slot;

    HaltTrigger(String text) {
        this.text = text;
        this.slot = java.util.Optional.of(text.toLowerCase(java.util.Locale.ROOT));
    }

    /** What a halt order with this trigger decides, for {@link GitmOrder#slot()}. */
    java.util.Optional<String> slot() {
        return slot;
    }

    public String text() {
        return text;
    }
}

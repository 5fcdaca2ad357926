package org.adjutant.gitm.order;

/** The three "march to" options of GITM 7.13, in the priority the rule gives them when several are chosen. */
public enum MarchTarget {
    BATTLE, ALLIES, ENEMIES;

    private final java.util.Optional<String> slot =
            java.util.Optional.of("march to " + name().toLowerCase(java.util.Locale.ROOT));

    /** What an order with this target decides, for {@link GitmOrder#slot()}. */
    java.util.Optional<String> slot() {
        return slot;
    }
}

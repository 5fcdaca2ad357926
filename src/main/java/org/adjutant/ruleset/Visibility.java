package org.adjutant.ruleset;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * Exactly who may learn of an event: the units whose commanders and deputies observed it. The moderator always sees
 * everything; nobody else sees an event unless one of his units is listed (fog of war).
 */
public record Visibility(Set<String> observers) {
    /** Observers are kept sorted, so anything that stores or prints them does so in the same order every run. */
    public Visibility {
        observers = Collections.unmodifiableSortedSet(new TreeSet<>(observers));
    }

    public static Visibility moderatorOnly() {
        return new Visibility(Set.of());
    }

    public static Visibility units(Set<String> unitIds) {
        return new Visibility(unitIds);
    }

    public boolean seenByAnyOf(Set<String> unitIds) {
        if (unitIds.size() > observers.size()) {
            for (String id : observers) {
                if (unitIds.contains(id)) {
                    return true;
                }
            }
            return false;
        }
        for (String id : unitIds) {
            if (observers.contains(id)) {
                return true;
            }
        }
        return false;
    }
}

package org.adjutant.ruleset;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * Exactly who may learn of an event: the units whose commanders and deputies observed it. The moderator always sees
 * everything; nobody else sees an event unless one of his units is listed (fog of war), or the event is public (the
 * end of a campaign or of the game, which every player learns of whatever his units saw).
 */
public record Visibility(Set<String> observers) {
    /** Observers are kept sorted, so anything that stores or prints them does so in the same order every run. */
    public Visibility {
        observers = Collections.unmodifiableSortedSet(new TreeSet<>(observers));
    }

    /** The observer that stands for every player: it never collides with a unit id or an office id. */
    public static final String EVERYONE = "*";

    /** An event every player learns of. */
    public static Visibility everyone() {
        return new Visibility(Set.of(EVERYONE));
    }

    /** Whether every player learns of the event. */
    public boolean isPublic() {
        return observers.contains(EVERYONE);
    }

    public static Visibility moderatorOnly() {
        return new Visibility(Set.of());
    }

    public static Visibility units(Set<String> unitIds) {
        return new Visibility(unitIds);
    }

    public boolean seenByAnyOf(Set<String> unitIds) {
        if (isPublic()) {
            return true;
        }
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

package org.adjutant.schedule;

import java.time.Instant;
import java.util.List;

/**
 * What one synchronisation of a game's triggers changed. Deadlines left untouched keep their Quartz triggers, so a
 * deadline that was already pending cannot fire twice because of an edit.
 *
 * @param added            explicit deadlines newly scheduled
 * @param removed          explicit deadlines whose trigger was deleted
 * @param kept             explicit deadlines whose trigger was left as it was
 * @param recurringChanged whether the recurring trigger was created, replaced or deleted
 */
public record SyncReport(List<Instant> added, List<Instant> removed, List<Instant> kept, boolean recurringChanged) {
    public SyncReport {
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        kept = List.copyOf(kept);
    }

    public boolean changedAnything() {
        return !added.isEmpty() || !removed.isEmpty() || recurringChanged;
    }
}

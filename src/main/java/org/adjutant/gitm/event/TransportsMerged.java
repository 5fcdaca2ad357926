package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A transport group merged into another of its state (PATE-MD merge; docs/rules/naval.md section 6): the first is gone,
 * the second holds both capacities and cargoes. Seen by the state's officers.
 */
public record TransportsMerged(Phase when, ShipId group, ShipId into, int capacity, int supplies,
                               Visibility visibility) implements GitmEvent {
    public TransportsMerged {
        Objects.requireNonNull(group);
        Objects.requireNonNull(into);
    }

    @Override
    public String kind() {
        return "transports-merged";
    }

    @Override
    public String describe() {
        return group + " merged into " + into + ", which now has a capacity of " + capacity + " and " + supplies
                + " supplies in its holds.";
    }
}

package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/** Seamen and Marines moved from one ship of a state to another (SoW 4.12). Seen by the state's officers. */
public record CrewTransferred(Phase when, ShipId from, ShipId to, int crew, int marines, Visibility visibility)
        implements GitmEvent {
    public CrewTransferred {
        Objects.requireNonNull(from);
        Objects.requireNonNull(to);
    }

    @Override
    public String kind() {
        return "crew-transferred";
    }

    @Override
    public String describe() {
        return crew + " seamen and " + marines + " Marines went from " + from + " to " + to + ".";
    }
}

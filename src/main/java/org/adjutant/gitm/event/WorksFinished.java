package org.adjutant.gitm.event;

import java.util.Optional;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The end of works on a fort (docs/rules/sow.md sections 15, 22 E2): the fort stands at {@code level}, or, when another
 * state took the city during the turn ({@code takenBy}), the works are abandoned and their money lost. The state that
 * paid for them learns of it.
 */
public record WorksFinished(Phase when, String state, String city, int level, int capacity, Optional<String> takenBy)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return takenBy.isPresent() ? "works-cancelled" : "works-finished";
    }

    @Override
    public String describe() {
        return takenBy.map(t -> "The works on the fort of " + city + " were abandoned: " + t
                        + " took the city, and the money " + state + " paid is lost (SoW 7).")
                .orElse("The fort of " + city + " stands at level " + level + " (capacity " + capacity
                        + "): " + state + "'s works are done (SoW 7).");
    }
}

package org.adjutant.gitm.event;

import java.util.Optional;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The end of the turn's delivery of supplies bought this turn (docs/rules/sow.md section 22, E3): into the city's
 * store, or lost with the city when another state took it during the turn ({@code takenBy}); the money is not
 * returned. The buying state's officers learn of it.
 */
public record PurchaseDelivered(Phase when, String state, String city, int amount, Optional<String> takenBy)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return takenBy.isPresent() ? "purchase-lost" : "purchase-delivered";
    }

    @Override
    public String describe() {
        return takenBy.map(t -> "The " + Count.supplies(amount) + " " + state + " bought at " + city + " were lost: "
                        + t + " took the city during the turn, and the money is gone (SoW 6).")
                .orElse(Count.supplies(amount) + " bought by " + state + " reached the store of " + city + " (SoW 6).");
    }
}

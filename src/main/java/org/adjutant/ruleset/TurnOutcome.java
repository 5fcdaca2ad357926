package org.adjutant.ruleset;

import java.util.List;

/** What {@link Ruleset#resolve} returns: the position after the turn and everything that happened, in order. */
public record TurnOutcome(GameState next, List<TurnEvent> events) {
    public TurnOutcome {
        events = List.copyOf(events);
    }
}

package org.adjutant.ruleset;

import java.util.List;

/**
 * A game at its start, built from a scenario: the state, and the offices a moderator can give to players (for GITM,
 * each state's War Minister). Units and their owners are read from the state with {@link Ruleset#units}.
 */
public record Opening(GameState state, List<String> offices) {
    public Opening {
        offices = List.copyOf(offices);
    }
}

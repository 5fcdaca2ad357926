package org.adjutant.ruleset;

import java.util.List;

/**
 * A game at its start, built from a scenario: the state, the offices that exist in it (for GITM, each state's War
 * Minister, e.g. {@code minister:US}) and the role slots a moderator gives to players. Units and their owners are read
 * from the state with {@link Ruleset#units}.
 */
public record Opening(GameState state, List<String> offices, List<RoleSlot> roles) {
    public Opening {
        offices = List.copyOf(offices);
        roles = List.copyOf(roles);
    }
}

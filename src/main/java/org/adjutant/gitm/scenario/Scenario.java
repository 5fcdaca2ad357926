package org.adjutant.gitm.scenario;

import java.util.List;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;

/** A loaded scenario: the opening position, the role slots a moderator fills, and the map it was checked against. */
public record Scenario(GitmState state, List<RoleSlot> roles, StrategicMap map) {
    public Scenario {
        roles = List.copyOf(roles);
    }

    /** What the core stores to start a game: the state, every War Minister office and the role slots. */
    public Opening opening() {
        return new Opening(state, state.offices(), roles);
    }
}

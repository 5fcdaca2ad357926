package org.adjutant.gitm.scenario;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;

/** A loaded scenario: the opening position, the role slots a moderator fills, and the map it was checked against. */
public record Scenario(GitmState state, List<RoleSlot> roles, StrategicMap map) {
    public Scenario {
        roles = List.copyOf(roles);
    }

    /**
     * What the core stores to start a game: the state, every office (the ministers' the state names, then those the
     * role slots hold beyond them, docs/rules/politics.md section 1) and the role slots.
     */
    public Opening opening() {
        Set<String> offices = new LinkedHashSet<>(state.offices());
        roles.forEach(r -> offices.addAll(r.offices()));
        return new Opening(state, List.copyOf(offices), roles);
    }
}

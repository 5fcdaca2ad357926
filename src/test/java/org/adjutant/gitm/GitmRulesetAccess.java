package org.adjutant.gitm;

import org.adjutant.gitm.order.TurnKind;
import org.adjutant.gitm.state.GitmState;

/** Test access to what the ruleset's order context makes of a state. */
public final class GitmRulesetAccess {
    private GitmRulesetAccess() {
    }

    public static TurnKind turnKind(GitmRuleset ruleset, GitmState state) {
        return ruleset.context(state).turn();
    }
}

package org.adjutant.gitm.naval;

import java.util.Set;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Visibility;

/** Who hears of a state's ships (docs/rules/naval.md): its War, Treasury and Naval Ministers, by office id. */
final class Admiralty {
    private Admiralty() {
    }

    static Visibility observers(String state) {
        return state.isEmpty() ? new Visibility(Set.of())
                : new Visibility(Set.of(GitmState.ministerOffice(state), "treasury:" + state, "naval:" + state));
    }
}

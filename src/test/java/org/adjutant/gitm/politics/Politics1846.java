package org.adjutant.gitm.politics;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.economy.Sow1846;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnOutcome;

/**
 * The politics tests' turns on the economy's bench (the shipped 1846 scenario on campaign 1, turn 1): office orders
 * given by role, handed to the turn in role id order, every unit on its default orders.
 */
final class Politics1846 {
    private Politics1846() {
    }

    /** The standard turn with only these Orders-phase steps: the politics need no march or battle. */
    static TurnPlugins ordersPhase(TurnStep... steps) {
        return TurnPlugins.standard().withHooks(new TurnPlugins.Hooks(List.of(steps), List.of(), List.of(),
                List.of()));
    }

    static TurnOutcome turn(Sow1846 bench, TurnPlugins plugins, GitmState s, Map<String, List<String>> office) {
        return Sow1846.run(plugins, s, bench.map, new java.util.LinkedHashMap<>(new TreeMap<>(office)));
    }
}

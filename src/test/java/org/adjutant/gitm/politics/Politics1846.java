package org.adjutant.gitm.politics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * The politics tests' bench: the shipped 1846 scenario on campaign 1, turn 1, the ruleset's arrival check of a PLAYER
 * block, and turns resolved with every unit on its default orders and the office orders given, keyed by role.
 */
final class Politics1846 {
    final StrategicMap map;
    final GitmState opening;
    final GitmRuleset ruleset;

    Politics1846() throws Exception {
        map = StrategicSoakTest.map();
        opening = StrategicSoakTest.opening(map).withTurn(1, 1);
        ruleset = new GitmRuleset(n -> Optional.of(map));
    }

    /** The standard turn with only these Orders-phase steps: the politics need no march or battle. */
    static TurnPlugins ordersPhase(TurnStep... steps) {
        return TurnPlugins.standard().withHooks(new TurnPlugins.Hooks(List.of(steps), List.of(), List.of(),
                List.of()));
    }

    /** One turn of {@code s} with these office orders, roles in id order (the order their blocks arrived). */
    TurnOutcome turn(TurnPlugins plugins, GitmState s, Map<String, List<String>> office) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(plugins).resolve(s, map, orders, new LinkedHashMap<>(new TreeMap<>(office)),
                SeededDice.forTurn(1846, 1));
    }

    /** The verdict on a PLAYER block from the holder of {@code offices}, lines numbered from 1. */
    BlockVerdict check(GitmState s, Set<String> offices, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(s, offices, Set.of(), body);
    }

    /** The verdict's problems as "line n: reason". */
    List<String> problems(GitmState s, Set<String> offices, String... lines) {
        return check(s, offices, lines).problems().stream().map(p -> "line " + p.line() + ": " + p.reason())
                .toList();
    }

    static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }
}

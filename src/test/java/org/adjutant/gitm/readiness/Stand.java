package org.adjutant.gitm.readiness;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * Runs one turn of a {@link Theatre} with office orders as well (GITM 11.1's War Minister), with the readiness steps
 * plugged in as the robot plugs them: strategic movement only, or the robot's whole set (tactical movement, combat).
 */
final class Stand {
    private final Theatre theatre;
    private final Map<String, List<String>> office = new TreeMap<>();
    private boolean robot;

    private Stand(Theatre theatre) {
        this.theatre = theatre;
    }

    static Stand of(Theatre theatre) {
        return new Stand(theatre);
    }

    Stand office(String role, String... lines) {
        office.put(role, List.of(lines));
        return this;
    }

    /** Run with the robot's own plug-ins ({@code GitmRuleset.turnPlugins()}), tactical movement and combat included. */
    Stand robot() {
        robot = true;
        return this;
    }

    TurnOutcome run() {
        TurnPlugins plugins = robot ? GitmRuleset.turnPlugins() : TurnPlugins.standard().withHooks(readinessHooks());
        plugins = plugins.withCommunications(Stand::everyone).withBattles(board -> Set.of());
        GitmState s = theatre.state();
        if (robot) {
            s = Theatre.funded(s);
        }
        Map<String, UnitOrders> all = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED,
                    theatre.orders().getOrDefault(id, List.of())));
        }
        return new GitmTurnEngine(plugins).resolve(s, s.map(n -> Optional.empty()), all, office,
                SeededDice.forTurn(1846, 1));
    }

    /** The hooks exactly as GitmRuleset wires them. */
    static TurnPlugins.Hooks readinessHooks() {
        return new TurnPlugins.Hooks(List.of(new Activations(), new Inactivations(), new AutoActivation()),
                List.of(new AutoActivation()), List.of(), List.of());
    }

    private static Set<UnitId> everyone(Board board) {
        Set<UnitId> ids = new TreeSet<>();
        board.units().forEach(u -> ids.add(u.id()));
        return ids;
    }

    static Readiness readiness(TurnOutcome o, String unit) {
        return Theatre.unit(o, unit).readiness();
    }

    /** "Orders: MX23IN stood down ..." for the events of the given kinds. */
    static List<String> lines(TurnOutcome o, String... kinds) {
        Set<String> wanted = Set.of(kinds);
        return Theatre.events(o).stream().filter(e -> wanted.contains(e.kind()))
                .map(e -> e.phase() + ": " + e.describe()).toList();
    }

    static List<GitmEvent> events(TurnOutcome o, String kind) {
        return Theatre.events(o).stream().filter(e -> e.kind().equals(kind)).toList();
    }
}

package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * The economy and politics tests' bench: the shipped 1846 scenario on turn 1 (NE 500 Cr, JAL 600), the ruleset's
 * arrival check of an officer's block, and one turn resolved with chosen plugins and every unit on its default orders.
 */
public final class Sow1846 {
    public final StrategicMap map;
    public final GitmState opening;
    public final GitmRuleset ruleset;

    public Sow1846() throws Exception {
        map = StrategicSoakTest.map();
        opening = StrategicSoakTest.opening(map).withTurn(1, 1);
        ruleset = new GitmRuleset(n -> Optional.of(map));
    }

    /** The ruleset's verdict on a PLAYER block from the holder of {@code office}, lines numbered from 1. */
    public BlockVerdict check(GitmState s, String office, String... lines) {
        return check(s, Set.of(office), lines);
    }

    /** The same from the holder of several offices (a President who leads a state besides). */
    public BlockVerdict check(GitmState s, Set<String> offices, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(s, offices, Set.of(), body);
    }

    /** The verdict's problems as "line n: reason". */
    public List<String> problems(GitmState s, String office, String... lines) {
        return problems(s, Set.of(office), lines);
    }

    public List<String> problems(GitmState s, Set<String> offices, String... lines) {
        return check(s, offices, lines).problems().stream().map(p -> "line " + p.line() + ": " + p.reason())
                .toList();
    }

    /** One turn of {@code s} on {@code map} with these office orders, every unit on its default orders. */
    public static TurnOutcome run(TurnPlugins plugins, GitmState s, StrategicMap map,
                                  Map<String, List<String>> office) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(plugins).resolve(s, map, orders, office, SeededDice.forTurn(1846, 1));
    }

    /** The standard plug-ins with every unit in communications and these end-of-turn steps (an economy bench). */
    static TurnPlugins inCommunication(List<org.adjutant.gitm.sequence.TurnStep> endOfTurn) {
        return TurnPlugins.standard().withCommunications(board -> {
            java.util.Set<org.adjutant.gitm.unit.UnitId> all = new java.util.TreeSet<>();
            board.units().forEach(u -> all.add(u.id()));
            return all;
        }).withEndOfTurn(endOfTurn);
    }

    public static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }
}

package org.adjutant.gitm.naval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * The shipped 1846 scenario on its real map and sea chart, for the tests of boarding, landing and supply by sea: its
 * opening moved on to turn 1 of campaign 1 (no deployment played), with the units a test adds. Loaded once per JVM.
 */
final class Gulf {
    static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    static final GitmRuleset RULESET = new GitmRuleset(new MapLibrary(HOME));
    private static final GitmState OPENING;
    static final StrategicMap MAP;

    static {
        try {
            Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
            GitmState s = (GitmState) RULESET.open(Files.readString(file, StandardCharsets.UTF_8), file.toString())
                    .state();
            OPENING = s.withTurn(1, 1);
            MAP = new MapLibrary(HOME).apply("1846").orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (org.adjutant.ruleset.ScenarioException e) {
            throw new IllegalStateException(e);
        }
    }

    private Gulf() {
    }

    /** Turn 1 of campaign 1, the scenario's units and ships where it puts them. */
    static GitmState turnOne() {
        return OPENING;
    }

    /** A unit of {@code state} placed at the square and tactical square, commanded by {@code c}. */
    static Unit unit(String id, String state, String square, String tactical, Consumer<Unit.Builder> tune) {
        Unit.Builder b = Unit.builder(id, state).at(square, tactical).commander("c").deputy("d").supplies(1)
                .morale(60);
        tune.accept(b);
        return b.build();
    }

    /** The transport group moved to a station, as the naval movement would leave her. */
    static GitmState groupAt(GitmState s, String group, Station at) {
        Ship g = s.navy().ship(group).orElseThrow();
        return s.withNavy(s.navy().with(g.at(at)));
    }

    /** A UNIT block for the unit, checked as the mail arrives. */
    static BlockVerdict check(GitmState s, String unit, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return RULESET.check(s, unit, body);
    }

    /** One turn with these units' orders (every other unit sends an empty block) and the offices' blocks. */
    static TurnOutcome turn(GitmState s, Map<String, List<String>> unitOrders, Map<String, List<String>> offices,
                            long seed) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, unitOrders.getOrDefault(id, List.of())));
        }
        return RULESET.resolve(s, s.turn(), orders, offices, SeededDice.forTurn(seed, s.turn()));
    }
}

package org.adjutant.gitm.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.MarchRules;
import org.adjutant.gitm.movement.SimpleCommunications;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.scenario.ScenarioLoader;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.PlacementRules;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A long seeded game on the real 1846 map and scenario: scripted players give random strategic orders (paths with
 * blanks, entry squares, halts, pursuit, march-to) to every unit for 30 campaign turns, and after each turn the
 * position must keep the rules' invariants.
 */
public class StrategicSoakTest {
    static final Path MAP = Path.of("data", "gitm", "map", "strategic-1846.map");
    static final Path SCENARIO = Path.of("data", "gitm", "scenarios", "1846.yaml");
    private static final long SEED = 1846_05_08L;
    private static final int TURNS = 30;

    public static StrategicMap map() throws Exception {
        return TheatreMapReader.read(MAP);
    }

    public static GitmState opening(StrategicMap map) throws Exception {
        String text = Files.readString(SCENARIO, StandardCharsets.UTF_8);
        return (GitmState) ScenarioLoader.load(text, SCENARIO.toString(),
                id -> id.equals(map.id()) ? Optional.of(map) : Optional.empty()).state();
    }

    @Test
    @DisplayName("GITM 7 soak: 30 turns of random strategic orders on the 1846 map keep units on passable ground, within stacking limits, fatigue bounds and their allowance")
    void soak() throws Exception {
        StrategicMap map = map();
        GitmState state = opening(map);
        TacticalMaps tactical = new TacticalMaps(map);
        GitmTurnEngine engine = new GitmTurnEngine();
        state = (GitmState) engine.resolve(state, map, ordersFor(state, map, 0), Map.of(),
                SeededDice.forTurn(SEED, 0)).next(); // the deployment turn, with no deployments: restacking only
        assertThat(StackingRules.check(state, map)).isEmpty();
        int marches = 0;
        for (int turn = 1; turn <= TURNS; turn++) {
            Map<UnitId, Integer> allowance = allowances(state, map);
            TurnOutcome outcome = engine.resolve(state, map, ordersFor(state, map, turn), Map.of(),
                    SeededDice.forTurn(SEED, turn));
            GitmState next = (GitmState) outcome.next();
            Map<UnitId, Integer> squaresMarched = new HashMap<>();
            for (TurnEvent e : outcome.events()) {
                if (e instanceof Arrived a) {
                    squaresMarched.merge(a.unit(), 1, Integer::sum);
                    marches++;
                }
            }
            for (Unit u : next.units()) {
                String at = "turn " + turn + ", " + u.id() + " at " + u.location();
                assertThat(PlacementRules.check(u, map)).as(at).isEmpty();
                Unit before = state.unit(u.id()).orElseThrow();
                if (!before.location().equals(u.location())) {
                    // a few units of the 1846 file stand on river squares of the generated maps; only moves are ours
                    assertThat(tactical.of(u.location().strategic()).isPassable(u.location().tactical())).as(at)
                            .isTrue();
                }
                assertThat(map.square(u.location().strategic()).map(SquareInfo::state)).as(at).isNotEqualTo(
                        Optional.of("GUA"));
                assertThat(u.fatigue()).as(at).isBetween(0, MarchRules.RULE_BOOK_FATIGUE_LIMIT + 2);
                int marched = squaresMarched.getOrDefault(u.id(), 0);
                int limit = allowance.get(u.id()) + (u.type() == UnitType.MI ? 0 : 1);
                assertThat(marched).as(at + ": squares marched").isLessThanOrEqualTo(limit);
                assertThat(before.location().strategic().distanceTo(u.location().strategic())).as(at)
                        .isLessThanOrEqualTo(marched);
            }
            assertThat(StackingRules.check(next, map)).as("turn " + turn).isEmpty();
            state = next;
        }
        assertThat(marches).as("the armies did march").isGreaterThan(TURNS * 20);
        assertThat(state.campaign()).isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 7.5, 7.11 soak: a crowded turn (the 1846 army copied to 4,000 units close together) resolves, the same every time")
    void crowdedTurn() throws Exception {
        // Once crashed: a unit due to withdraw whose path an enemy's entry had halted earlier in the same phase.
        org.adjutant.bench.TurnScenario crowded = org.adjutant.bench.TurnScenario.scaled(4000,
                org.adjutant.bench.TurnScenario.Layout.CLUSTERED);
        var once = crowded.resolve(new GitmTurnEngine());
        var again = crowded.resolve(new GitmTurnEngine());
        assertThat(once.events().stream().filter(e -> e.kind().equals("withdrew")).count()).isPositive();
        assertThat(once.events().stream().map(e -> e.phase() + e.describe() + e.visibility()).toList())
                .isEqualTo(again.events().stream().map(e -> e.phase() + e.describe() + e.visibility()).toList());
    }

    private static Map<UnitId, Integer> allowances(GitmState state, StrategicMap map) {
        Board board = Board.of(state, map);
        Set<UnitId> inComms = new SimpleCommunications().inCommunications(board);
        Map<UnitId, Integer> result = new TreeMap<>();
        for (Unit u : state.units()) {
            result.put(u.id(), MarchRules.STANDARD.allowance(u, inComms.contains(u.id())));
        }
        return result;
    }

    /** Random orders for every unit, drawn from the game's own kind of labelled dice. */
    public static Map<String, UnitOrders> ordersFor(GitmState state, StrategicMap map, int turn) {
        Dice d = SeededDice.forTurn(SEED, turn).purpose("scripted players");
        Map<String, UnitOrders> result = new TreeMap<>();
        for (Unit u : state.units()) {
            List<String> lines = turn == 0 ? List.of() : randomOrders(u, map, d);
            for (String line : lines) {
                assertThat(OrderParser.parseUnitOrder(line)).as(line).isPresent();
            }
            result.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, lines));
        }
        return result;
    }

    public static List<String> randomOrders(Unit u, StrategicMap map, Dice d) {
        List<String> lines = new ArrayList<>();
        int kind = d.roll(u.id() + " kind of orders", 10);
        if (kind <= 2) {
            return lines;
        }
        if (kind == 9) {
            lines.add("MARCH TO BATTLE");
            lines.add("PURSUE");
        }
        if (kind != 9) {
            List<String> boxes = new ArrayList<>();
            StrategicSquare at = u.location().strategic();
            int length = d.roll(u.id() + " path length", u.type().movementAllowance() + 2) - 1;
            for (int i = 0; i < length; i++) {
                if (d.roll(u.id() + " blank box", 6) == 1) {
                    boxes.add("-");
                    continue;
                }
                List<StrategicSquare> options = new ArrayList<>();
                for (StrategicSquare n : at.neighbours()) {
                    Optional<SquareInfo> info = map.square(n);
                    if (info.isPresent() && info.get().terrain().isPassable() && !info.get().state().equals("GUA")
                            && (u.type() != UnitType.MI || info.get().nation() == u.nation())) {
                        options.add(n);
                    }
                }
                if (options.isEmpty()) {
                    break;
                }
                at = options.get(d.roll(u.id() + " next square", options.size()) - 1);
                boxes.add(at.toString());
            }
            while (!boxes.isEmpty() && boxes.get(boxes.size() - 1).equals("-")) {
                boxes.remove(boxes.size() - 1);
            }
            if (!boxes.isEmpty()) {
                lines.add("PATH " + String.join(" ", boxes));
            }
        }
        if (kind == 10) {
            lines.add("HALT ON DETECTION");
            lines.add("HALT ON ENEMY ENTRY");
        }
        if (d.roll(u.id() + " entry square", 3) == 1) {
            lines.add("ENTRY " + (d.roll(u.id() + " entry column", 15) - 1) + "-" + (d.roll(u.id() + " entry row", 15) - 1));
        }
        if (d.roll(u.id() + " march to allies", 8) == 1) {
            lines.add("MARCH TO ALLIES");
        }
        return lines;
    }
}

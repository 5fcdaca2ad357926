package org.adjutant.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;
import org.adjutant.ruleset.Visibility;

/**
 * A deliberately tiny ruleset for testing the robot's core without GITM: units are names, the only orders are
 * {@code HOLD} and {@code MOVE <place>}, a turn records each unit's orders as an event only its own side sees.
 * Scenario text: {@code units: A1 B2 C3} (one line) and {@code role: id units...} lines.
 */
public final class ToyRuleset implements Ruleset {

    public record ToyState(int turn, List<String> units) implements GameState {
    }

    public record Recorded(String unit, List<String> orders) implements TurnEvent {
        @Override
        public String phase() {
            return "Orders";
        }

        @Override
        public String kind() {
            return "orders-recorded";
        }

        @Override
        public String describe() {
            return unit + " carried out: " + String.join("; ", orders);
        }

        @Override
        public Visibility visibility() {
            return Visibility.units(Set.of(unit));
        }
    }

    @Override
    public String id() {
        return "toy";
    }

    @Override
    public String title() {
        return "Toy";
    }

    @Override
    public Opening open(String text, String source) {
        List<String> units = new ArrayList<>();
        List<RoleSlot> roles = new ArrayList<>();
        for (String line : text.split("\n")) {
            String[] words = line.trim().split("\\s+");
            if (words[0].equals("units:")) {
                units.addAll(Arrays.asList(words).subList(1, words.length));
            } else if (words[0].equals("role:")) {
                List<String> commands = Arrays.asList(words).subList(2, words.length);
                roles.add(new RoleSlot(words[1], words[1], List.of(), commands, List.of()));
            } else if (words[0].equals("deputy:")) {
                List<String> deputyFor = Arrays.asList(words).subList(2, words.length);
                roles.add(new RoleSlot(words[1], words[1], List.of(), List.of(), deputyFor));
            } else if (words[0].equals("minister:")) {
                roles.add(new RoleSlot(words[1], words[1], List.of("minister:toy"), List.of(), List.of()));
            }
        }
        return new Opening(new ToyState(0, units), List.of("minister:toy"), roles);
    }

    @Override
    public GameState decode(String encoded) {
        String[] parts = encoded.split(";", -1);
        return new ToyState(Integer.parseInt(parts[0]), parts[1].isEmpty() ? List.of() : List.of(parts[1].split(",")));
    }

    @Override
    public String encode(GameState state) {
        ToyState s = (ToyState) state;
        return s.turn() + ";" + String.join(",", s.units());
    }

    @Override
    public List<UnitInfo> units(GameState state) {
        return ((ToyState) state).units().stream().map(u -> new UnitInfo(u, "toy", u)).toList();
    }

    @Override
    public BlockVerdict check(GameState state, String unitId, List<Line> body) {
        List<String> normal = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (Line line : body) {
            String[] w = line.text().trim().split("\\s+");
            if (w[0].equalsIgnoreCase("HOLD") && w.length == 1) {
                normal.add("HOLD");
            } else if (w[0].equalsIgnoreCase("MOVE") && w.length == 2) {
                normal.add("MOVE " + w[1].toUpperCase());
            } else {
                problems.add(Problem.at(line, "'" + line.text() + "' is not an order"));
            }
        }
        return problems.isEmpty() ? BlockVerdict.accepted(normal) : BlockVerdict.rejected(problems);
    }

    /** The other office blocks the core handed the last office check (docs/rules/sow.md 18.2), for the tests. */
    public volatile Map<String, List<String>> lastQueued = Map.of();

    @Override
    public BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body,
                                    Map<String, List<String>> queued) {
        lastQueued = new java.util.LinkedHashMap<>(queued);
        return checkOffice(state, offices, commanded, body);
    }

    @Override
    public BlockVerdict checkOffice(GameState state, Set<String> offices, Set<String> commanded, List<Line> body) {
        List<String> normal = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        for (Line line : body) {
            if (line.text().toUpperCase().startsWith("DECREE ") && offices.contains("minister:toy")) {
                normal.add("DECREE " + line.text().substring(7).trim());
            } else {
                problems.add(Problem.at(line, "'" + line.text() + "' is not an office order you may give"));
            }
        }
        // A note under an accepted block, as a ruleset gives one (e.g. a treasury after the orders).
        return problems.isEmpty() ? new BlockVerdict(normal, List.of(), normal.isEmpty() ? List.of()
                : List.of(normal.size() + " decree(s) to be read out at the deadline"))
                : BlockVerdict.rejected(problems);
    }

    /** The War Minister's decrees are read out in public: the toy's news (Ruleset.publicNews), as he wrote them. */
    @Override
    public List<String> publicNews(GameState before, int turn, TurnOutcome outcome) {
        return outcome.events().stream().filter(e -> e instanceof Recorded r && r.unit().startsWith("@"))
                .flatMap(e -> ((Recorded) e).orders().stream()).map(o -> "The minister decreed: " + o.substring(7))
                .toList();
    }

    @Override
    public List<String> defaultOrders(GameState state, String unitId) {
        return List.of("HOLD");
    }

    @Override
    public boolean mayAssign(GameState state, Set<String> offices, Set<String> commanded, String unitId) {
        return offices.contains("minister:toy");
    }

    @Override
    public TurnOutcome resolve(GameState state, int turn, Map<String, UnitOrders> orders,
                               Map<String, List<String>> officeOrders, Dice dice) {
        ToyState s = (ToyState) state;
        List<TurnEvent> events = new ArrayList<>();
        orders.forEach((unit, o) -> events.add(new Recorded(unit, o.lines())));
        officeOrders.forEach((role, o) -> events.add(new Recorded("@" + role, o)));
        return new TurnOutcome(new ToyState(turn, s.units()), events);
    }

    @Override
    public List<ReportDraft> reports(GameState before, int turn, TurnOutcome outcome, Recipient r) {
        List<String> seen = outcome.events().stream()
                .filter(e -> r.moderator() || e.visibility().seenByAnyOf(r.units()))
                .map(TurnEvent::describe).toList();
        return List.of(new ReportDraft("events", "turn " + turn + " events", "toy/events",
                Map.of("lines", seen), Map.of()));
    }
}

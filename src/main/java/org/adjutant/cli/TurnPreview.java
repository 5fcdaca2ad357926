package org.adjutant.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.BlockResult;
import org.adjutant.intake.OfflineCheck;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;
import org.adjutant.store.GameRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * Runs one turn offline: a scenario (or a saved state), an order file and a seed in; the new state and the events
 * out as JSON. The same inputs always give the same files, so a moderator can preview a turn or re-run one. The order
 * file's UNIT and PLAYER blocks are checked as the robot checks a mail and handed to the turn as its queue would hand
 * them: the last accepted block of each unit, and of each office in the order the blocks come.
 */
@Command(name = "preview", mixinStandardHelpOptions = true,
        description = "Run one turn offline from a scenario (or a saved state), an order file and a seed; write "
                + "the new state and the events as JSON. The file's UNIT and PLAYER (office) blocks are checked as "
                + "the robot checks a mail and carried out as at a deadline; refused blocks are listed. Passwords "
                + "are not checked; units without accepted orders follow their default orders.")
final class TurnPreview implements Callable<Integer> {
    @ParentCommand
    TurnCommand turn;
    @Spec
    CommandSpec spec;

    @Option(names = "--scenario", required = true, description = "The scenario file (its map and units).")
    Path scenario;
    @Option(names = "--state", description = "A state written by an earlier preview (state.json) to continue from.")
    Path state;
    @Option(names = "--orders", description = "An order mail's text: UNIT and PLAYER blocks as players write "
            + "them.")
    Path orders;
    @Option(names = "--seed", defaultValue = "1", description = "The game's seed (default: ${DEFAULT-VALUE}).")
    long seed;
    @Option(names = "--turn", defaultValue = "1", description = "Which turn of the game it is, counting the turns "
            + "the game has run (1 for its first; the dice depend on it) (default: ${DEFAULT-VALUE}).")
    int number;
    @Option(names = "--out", defaultValue = "preview", description = "Directory for state.json and events.json "
            + "(default: ${DEFAULT-VALUE}).")
    Path out;
    @Option(names = "--ruleset", defaultValue = "gitm")
    String rulesetId;

    @Override
    public Integer call() throws Exception {
        Path home = turn.main.home();
        Ruleset ruleset = Homes.ruleset(spec, home, rulesetId);
        Optional<Opening> opened = Homes.open(ruleset, scenario);
        if (opened.isEmpty()) {
            return 2;
        }
        Opening opening = opened.get();
        GameState start = state == null ? opening.state()
                : ruleset.decode(Files.readString(state, StandardCharsets.UTF_8));
        HostedGame game = new HostedGame(new GameRow("preview", ruleset.id(), "preview", seed, Instant.EPOCH,
                number - 1), ruleset, start);

        Map<String, List<String>> accepted = new TreeMap<>();
        Map<String, List<String>> officeOrders = Map.of();
        if (orders != null) {
            OfflineCheck.Checked checked = OfflineCheck.checkForTurn(game, opening.roles(),
                    Files.readString(orders, StandardCharsets.UTF_8), "preview");
            officeOrders = checked.officeOrders();
            for (BlockResult b : checked.ack().blocks()) {
                if (b.accepted() && !b.title().startsWith("player ")) {
                    accepted.put(b.title(), b.orders());
                } else if (!b.accepted()) {
                    System.err.println("REJECTED " + b.title() + ": " + b.problems());
                }
            }
        }
        Map<String, UnitOrders> all = new TreeMap<>();
        for (UnitInfo unit : game.units()) {
            List<String> given = accepted.get(unit.id());
            all.put(unit.id(), given != null
                    ? new UnitOrders(unit.id(), UnitOrders.Source.SUBMITTED, given)
                    : new UnitOrders(unit.id(), UnitOrders.Source.DEFAULT, ruleset.defaultOrders(start, unit.id())));
        }
        TurnOutcome outcome = ruleset.resolve(start, number, all, officeOrders, SeededDice.forTurn(seed, number));

        Files.createDirectories(out);
        Files.writeString(out.resolve("state.json"), ruleset.encode(outcome.next()), StandardCharsets.UTF_8);
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ArrayNode events = json.createArrayNode();
        int seq = 0;
        for (TurnEvent e : outcome.events()) {
            ObjectNode node = events.addObject();
            node.put("seq", ++seq);
            node.put("phase", e.phase());
            node.put("kind", e.kind());
            node.put("text", e.describe());
            ArrayNode observers = node.putArray("observers");
            e.visibility().observers().stream().sorted().forEach(observers::add);
        }
        Files.writeString(out.resolve("events.json"), json.writeValueAsString(events) + "\n",
                StandardCharsets.UTF_8);
        // the turn played from the position given, named as its reports would name it
        System.out.println(ruleset.turnLabel(start, 1).title() + ": " + accepted.size() + " units with orders, "
                + (all.size() - accepted.size()) + " on default orders, " + officeOrders.size() + " office blocks"
                + (officeOrders.isEmpty() ? "" : " (" + String.join(", ", officeOrders.keySet()) + ")") + ", "
                + events.size() + " events. Wrote " + out.resolve("state.json") + " and " + out.resolve("events.json"));
        return 0;
    }
}

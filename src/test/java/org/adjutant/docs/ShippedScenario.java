package org.adjutant.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.app.MapLibrary;
import org.adjutant.game.HostedGame;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.Block;
import org.adjutant.intake.BlockSplitter;
import org.adjutant.intake.OfflineCheck;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;
import org.adjutant.store.GameRow;

/**
 * The shipped 1846 scenario as a player meets it, for checking documented orders: its opening (turn 0, the
 * deployment turn, GITM 7.18) and the position of turn 1, which the real engine makes from the opening with every
 * unit on its default orders (GITM 6.9), as the robot would at the first deadline if nobody wrote; and that position
 * on the build turn, for the builds SoW 4.2 keeps to it.
 */
final class ShippedScenario {
    static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    static final Path FILE = HOME.resolve("data/gitm/scenarios/1846.yaml");
    /** The seed of the turn-0 dice; the deployment turn with no DEPLOY orders rolls nothing that moves a unit. */
    private static final long SEED = 1846L;
    /** A unit id as the order language writes it (GITM 3.1): nationality, number, type. */
    private static final Pattern UNIT_ID = Pattern.compile("\\b[A-Z]{2}[0-9]{1,4}[A-Z]{2}\\b");

    private final GitmRuleset ruleset = new GitmRuleset(new MapLibrary(HOME));
    private final Opening opening;
    private final GameState turnOne;

    private ShippedScenario() {
        try {
            opening = ruleset.open(Files.readString(FILE, StandardCharsets.UTF_8), FILE.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException("the shipped scenario does not load: " + e.getMessage(), e);
        }
        turnOne = ruleset.resolve(opening.state(), 0, defaultOrders(opening.state()), Map.of(),
                SeededDice.forTurn(SEED, 0)).next();
    }

    /** Loaded once per test JVM: the map and the turn-0 run take about a second. */
    private static final class Holder {
        static final ShippedScenario INSTANCE = new ShippedScenario();
    }

    static ShippedScenario get() {
        return Holder.INSTANCE;
    }

    /**
     * The position an example is checked on: the opening (turn 0), turn 1, or, for the builds that wait for the build
     * turn (SoW 4.2), the position of turn 1 as campaign 1, turn 15, the scenario's build turn.
     */
    GameState state(int turn) {
        return switch (turn) {
            case 0 -> opening.state();
            case 1 -> turnOne;
            case BUILD_TURN -> ((org.adjutant.gitm.state.GitmState) turnOne).withTurn(1, BUILD_TURN);
            default -> throw new IllegalArgumentException("examples are checked on turn 0 (the opening), turn 1 or"
                    + " turn 15 (the build turn), not turn " + turn);
        };
    }

    /** The 1846 scenario's build turn: campaign 1, turn 15 (SoW 4.2; its calendar lists no other). */
    static final int BUILD_TURN = 15;

    GitmRuleset ruleset() {
        return ruleset;
    }

    /** Every unit of the position on its default orders (GITM 6.9), as a turn hands them to the ruleset. */
    Map<String, UnitOrders> defaultOrders(GameState state) {
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (UnitInfo u : ruleset.units(state)) {
            orders.put(u.id(), new UnitOrders(u.id(), UnitOrders.Source.DEFAULT,
                    ruleset.defaultOrders(state, u.id())));
        }
        return orders;
    }

    List<RoleSlot> roles() {
        return opening.roles();
    }

    /** The robot's own offline check (the same splitting, ruleset checks and reply as a real mail gets). */
    Acknowledgement check(String mailText, int turn) {
        HostedGame game = new HostedGame(new GameRow("doc-examples", ruleset.id(), "documented orders", SEED,
                Instant.EPOCH, turn), ruleset, state(turn));
        return OfflineCheck.check(game, roles(), mailText, null);
    }

    /**
     * Unit ids named anywhere in the mail's blocks that the scenario lacks. Headers and most order targets are
     * already checked by the ruleset; this also covers the core's ASSIGN lines, which are not checked offline.
     * Transport groups (…TR) are the naval rules' and never land units (GITM 7.17), so they are not looked up.
     */
    Set<String> unknownUnits(String mailText) {
        Set<String> unknown = new LinkedHashSet<>();
        for (Block block : BlockSplitter.split(mailText, null).blocks()) {
            if (block instanceof Block.UnitBlock u) {
                lookUp(u.unitId().replaceAll("[\\s_-]", "").toUpperCase(Locale.ROOT), unknown);
            }
            for (var line : block.body()) {
                Matcher m = UNIT_ID.matcher(line.text().toUpperCase(Locale.ROOT));
                while (m.find()) {
                    // a warship is one of the scenario's ships; a transport group may be one an example supposes
                    if (org.adjutant.gitm.naval.ShipId.parse(m.group()).isPresent()) {
                        if (!m.group().endsWith("TR") && ((org.adjutant.gitm.state.GitmState) opening.state()).navy()
                                .ship(m.group()).isEmpty()) {
                            unknown.add(m.group());
                        }
                    } else {
                        lookUp(m.group(), unknown);
                    }
                }
            }
        }
        return unknown;
    }

    private void lookUp(String id, Set<String> unknown) {
        if (ruleset.units(opening.state()).stream().noneMatch(u -> u.id().equals(id))) {
            unknown.add(id);
        }
    }

    /**
     * The role slots that could have sent every block of the mail: a UNIT block its unit's commander or deputy (GITM
     * 6.1; units without a named one fall to their state's War Minister, GITM 3.4), a PLAYER block the role it
     * names. A documented mail is one player's, so this must not be empty.
     */
    Set<String> possibleSenders(String mailText) {
        Set<String> senders = null;
        for (Block block : BlockSplitter.split(mailText, null).blocks()) {
            Set<String> may = new LinkedHashSet<>();
            for (RoleSlot role : roles()) {
                if (block instanceof Block.UnitBlock u) {
                    String id = u.unitId().replaceAll("[\\s_-]", "").toUpperCase(Locale.ROOT);
                    if (role.commands().contains(id) || role.deputyFor().contains(id)) {
                        may.add(role.id());
                    }
                } else if (block instanceof Block.PlayerBlock p && role.id().equalsIgnoreCase(p.who())) {
                    may.add(role.id());
                }
            }
            if (senders == null) {
                senders = may;
            } else {
                senders.retainAll(may);
            }
        }
        return senders == null ? Set.of() : senders;
    }
}

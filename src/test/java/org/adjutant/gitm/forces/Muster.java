package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * Runs the Orders phase alone on a {@link Theatre}, with the administration steps exactly as the robot wires them
 * ({@code GitmRuleset.turnPlugins()}), so that tests read units as the phase left them (before the end of the turn
 * recovers fatigue and drifts morale). The theatre: open Mexican squares G0-V0 to G9-V9 of NE, and United States
 * squares H0-V0 to H4-V4 of US.
 */
final class Muster {
    private final Theatre theatre;
    private final Map<String, List<String>> office = new TreeMap<>();
    private Board board;
    private List<GitmEvent> events;
    private SupplyLedger ledger;

    private Muster(Theatre theatre) {
        this.theatre = theatre;
    }

    static Theatre ground() {
        Theatre t = Theatre.openGround("G0-V0", "G9-V9");
        for (int c = 0; c < 5; c++) {
            for (int r = 0; r < 5; r++) {
                t.square("H" + c + "-V" + r, Terrain.OPEN, Nation.US, "US");
            }
        }
        return t;
    }

    static Muster of(Theatre theatre) {
        return new Muster(theatre);
    }

    /** Office orders of a role: {@code paredes} is NE's War Minister, {@code marcy} the United States'. */
    Muster office(String role, String... lines) {
        office.put(role, List.of(lines));
        return this;
    }

    Muster run() {
        GitmState s = theatre.state();
        Map<UnitId, List<String>> lines = new TreeMap<>();
        Map<UnitId, MarchOrders> march = new TreeMap<>();
        theatre.orders().forEach((id, l) -> {
            lines.put(UnitId.parse(id).orElseThrow(), l);
            march.put(UnitId.parse(id).orElseThrow(), MarchOrders.fromLines(l));
        });
        TurnPlugins plugins = TurnPlugins.standard().withHooks(new TurnPlugins.Hooks(
                GitmRuleset.turnPlugins().hooks().administration(), List.of(), List.of(), List.of()));
        board = Board.of(s, s.map(n -> Optional.empty()));
        TurnContext turn = new TurnContext(board, lines, march, new DiceStreams(SeededDice.forTurn(1846, 1)),
                plugins).withOfficeOrders(office);
        plugins.hooks().administration().forEach(step -> step.run(Phase.ORDERS, turn));
        events = new ArrayList<>(turn.events());
        ledger = turn.supplyLedger();
        return this;
    }

    Unit unit(String id) {
        return board.unit(UnitId.parse(id).orElseThrow());
    }

    boolean has(String id) {
        return board.has(UnitId.parse(id).orElseThrow());
    }

    /** The supplies the phase made or destroyed, by cause. */
    SupplyLedger ledger() {
        return ledger;
    }

    <T extends GitmEvent> List<T> events(Class<T> kind) {
        return events.stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    <T extends GitmEvent> T only(Class<T> kind) {
        List<T> found = events(kind);
        if (found.size() != 1) {
            throw new AssertionError("expected one " + kind.getSimpleName() + ", got " + events);
        }
        return found.get(0);
    }

    /** Every event's sentence, in order. */
    List<String> sentences() {
        return events.stream().map(GitmEvent::describe).toList();
    }

    /** A whole turn through the robot's own plug-ins, everybody in communications, every treasury full. */
    static TurnOutcome robotTurn(Theatre t, Map<String, List<String>> office) {
        return robotTurn(t.state(), t.orders(), office);
    }

    /** The same from a given position (cities' holdings, pools) with no unit orders. */
    static TurnOutcome robotTurn(GitmState start, Map<String, List<String>> office) {
        return robotTurn(start, Map.of(), office);
    }

    private static TurnOutcome robotTurn(GitmState start, Map<String, List<String>> unitOrders,
                                         Map<String, List<String>> office) {
        TurnPlugins robot = GitmRuleset.turnPlugins()
                .withCommunications(b -> new TreeSet<>(b.units().stream().map(Unit::id).toList()))
                .withBattles(b -> Set.of());
        GitmState s = Theatre.funded(start);
        Map<String, UnitOrders> all = new TreeMap<>();
        unitOrders.forEach((id, lines) -> all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, lines)));
        return new GitmTurnEngine(robot).resolve(s, s.map(n -> Optional.empty()), all, office,
                SeededDice.forTurn(1846, 1));
    }

    /** The problems the robot's arrival check finds in a PLAYER block of {@code office}, "line n: reason". */
    static List<String> arrival(GitmState s, String office, String... lines) {
        org.adjutant.gitm.map.StrategicMap map = s.map(n -> Optional.empty());
        List<org.adjutant.ruleset.Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new org.adjutant.ruleset.Line(i + 1, lines[i]));
        }
        return new GitmRuleset(n -> Optional.of(map)).checkOffice(s, Set.of(office), Set.of(), body).problems()
                .stream().map(p -> "line " + p.line() + ": " + p.reason()).toList();
    }

    /** A whole robot turn from {@code s} as it stands (treasuries as given), with one office's orders. */
    static TurnOutcome deadline(GitmState s, String role, String... lines) {
        TurnPlugins robot = GitmRuleset.turnPlugins()
                .withCommunications(b -> new TreeSet<>(b.units().stream().map(Unit::id).toList()))
                .withBattles(b -> Set.of());
        Map<String, UnitOrders> none = new TreeMap<>();
        s.units().forEach(u -> none.put(u.id().toString(), new UnitOrders(u.id().toString(),
                UnitOrders.Source.SUBMITTED, List.of())));
        return new GitmTurnEngine(robot).resolve(s, s.map(n -> Optional.empty()), none,
                Map.of(role, List.of(lines)), SeededDice.forTurn(1846, s.turn()));
    }

    /** The events of one kind a turn told. */
    static <T extends GitmEvent> List<T> events(TurnOutcome o, Class<T> kind) {
        return Theatre.events(o).stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}

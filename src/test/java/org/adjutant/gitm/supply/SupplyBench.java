package org.adjutant.gitm.supply;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.UnitSupplied;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/** A small theatre with the supply rules plugged in, to run the supply phase, the supply picture or a whole turn. */
final class SupplyBench {
    final Theatre theatre;
    private final Map<String, CityHolding> holdings = new TreeMap<>();
    private final Map<String, List<String>> orders = new TreeMap<>();
    private TurnContext last;

    SupplyBench(Theatre theatre) {
        this.theatre = theatre;
    }

    static TurnPlugins plugins() {
        return TurnPlugins.standard().withBattles(b -> java.util.Set.of())
                .withSupply(new GitmSupply(List.of()))
                .withCommunications(new GitmCommunications())
                .withHooks(new TurnPlugins.Hooks(List.of(), List.of(), List.of(),
                        List.of(new CityProduction(), new SupplyPicture())))
                .withEndOfTurn(List.of(new LedgerRecorded()));
    }

    SupplyBench holding(String city, CityHolding h) {
        holdings.put(city, h);
        return this;
    }

    SupplyBench orders(String unit, String... lines) {
        orders.put(unit, List.of(lines));
        return this;
    }

    GitmState state() {
        GitmState s = theatre.state();
        for (var e : holdings.entrySet()) {
            s = s.withCity(e.getKey(), e.getValue());
        }
        return s;
    }

    Board board() {
        GitmState s = state();
        return Board.of(s, s.map(n -> Optional.empty()));
    }

    private TurnContext context() {
        Map<UnitId, List<String>> lines = new TreeMap<>();
        orders.forEach((id, l) -> lines.put(UnitId.of(id), l));
        last = new TurnContext(board(), lines, Map.of(), new DiceStreams(SeededDice.forTurn(1846, 1)), plugins());
        return last;
    }

    /** Runs the supply phase alone on the position; the turn's context is returned to read the board and events. */
    TurnContext supplyPhase() {
        TurnContext turn = context();
        new GitmSupply(List.of()).run(Phase.SUPPLY, turn);
        return turn;
    }

    /** Runs the end-of-turn supply picture alone. */
    TurnContext picture() {
        TurnContext turn = context();
        new SupplyPicture().run(Phase.END_OF_TURN, turn);
        return turn;
    }

    /** A whole turn. */
    TurnOutcome run() {
        return run(state(), orders, 1);
    }

    /** A whole turn from any position, such as the one an earlier turn left ({@link Theatre#next}). */
    static TurnOutcome run(GitmState s, Map<String, List<String>> orders, int turn) {
        Map<String, UnitOrders> all = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, orders.getOrDefault(id, List.of())));
        }
        return new GitmTurnEngine(plugins()).resolve(s, s.map(n -> Optional.empty()), all, Map.of(),
                SeededDice.forTurn(1846, turn));
    }

    static Unit unit(TurnContext turn, String id) {
        return turn.board().unit(UnitId.of(id));
    }

    static int stock(TurnContext turn, String city) {
        Board b = turn.board();
        City c = b.map().cities().filter(x -> x.name().equals(city)).findFirst().orElseThrow();
        return b.holding(c).supplies();
    }

    static Optional<Fed> fed(TurnContext turn, String id) {
        return SupplyTurn.of(turn).fed(UnitId.of(id));
    }

    static String line(TurnContext turn, String id) {
        for (GitmEvent e : turn.events()) {
            if (e instanceof UnitSupplied s && s.unit().toString().equals(id)) {
                return s.describe();
            }
        }
        throw new AssertionError("no supply line for " + id);
    }
}

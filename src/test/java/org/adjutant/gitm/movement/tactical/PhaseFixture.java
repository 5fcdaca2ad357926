package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.TacticalCell;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * A theatre's position, orders and turn set up for one step of a tactical phase, without the turn engine: the test
 * picks the phase and the initiative order, runs the one step it is about ({@link #run}) and looks at the board and
 * the events. The steps come wired as {@link TacticalTurn} wires them.
 */
final class PhaseFixture {
    final TurnContext turn;
    final TacticalTurn tactical;

    private PhaseFixture(GitmState state, Map<String, List<String>> orders, BesiegedCities sieges, Dice dice,
                         Theatre theatre) {
        this.turn = turnOf(state, orders, dice, theatre);
        this.tactical = new TacticalTurn(turn, TacticalSight.NEARBY, sieges);
    }

    /** A turn of the theatre's position and orders, as the turn engine makes one. */
    static TurnContext turnOf(GitmState state, Map<String, List<String>> orders, Dice dice, Theatre theatre) {
        Board board = Board.of(state, state.map(n -> Optional.empty()));
        Map<UnitId, List<String>> lines = new TreeMap<>();
        orders.forEach((id, l) -> lines.put(UnitId.of(id), l));
        return new TurnContext(board, lines, Map.of(), new DiceStreams(dice), theatre.plugins());
    }

    static PhaseFixture of(Theatre t) {
        return new PhaseFixture(t.state(), t.orders(), BesiegedCities.NONE, new FixedDice(), t);
    }

    static PhaseFixture of(Theatre t, Dice dice) {
        return new PhaseFixture(t.state(), t.orders(), BesiegedCities.NONE, dice, t);
    }

    /** With a city of NE at {@code at} in {@code square}, its fort holding {@code capacity}; besieged or not. */
    static PhaseFixture withFort(Theatre t, String square, String at, int capacity, boolean besieged) {
        return new PhaseFixture(withFort(t.state(), square, at, capacity), t.orders(),
                besieged ? (c, b) -> true : BesiegedCities.NONE, new FixedDice(), t);
    }

    /** The state with a NE city named Monterrey, fort strength 3, on tactical square {@code at} of {@code square}. */
    static GitmState withFort(GitmState s, String square, String at, int capacity) {
        InlineMap m = ((MapRef.Inline) s.map()).map();
        StrategicSquare where = StrategicSquare.of(square);
        Map<StrategicSquare, SquareInfo> squares = new TreeMap<>(m.squareInfos());
        SquareInfo old = squares.get(where);
        squares.put(where, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), old.riverNames(),
                old.ranges(), List.of(new City("Monterrey", where, TacticalSquare.of(at), "NE", 1, 10, 3, capacity,
                false))));
        Map<StrategicSquare, Map<TacticalSquare, TacticalCell>> cells = new TreeMap<>();
        squares.keySet().forEach(q -> cells.put(q, m.tactical(q)));
        InlineMap map = new InlineMap(m.id(), squares, cells);
        return new GitmState(s.title(), new MapRef.Inline(map), s.campaign(), s.turn(), s.states(), s.alliances(),
                s.cities(), s.unitsById(), s.roles());
    }

    /** A fresh phase whose initiative order is the units given, first to move first. */
    PhaseMoves phase(Phase phase, String... initiative) {
        PhaseMoves now = new PhaseMoves(phase, turn);
        now.initiative(List.of(initiative).stream().map(UnitId::of).toList());
        return now;
    }

    PhaseFixture run(TacticalStep.Order step, PhaseMoves now) {
        tactical.step(step).run(now);
        return this;
    }

    Board board() {
        return turn.board();
    }

    Unit unit(String id) {
        return board().unit(UnitId.of(id));
    }

    String at(String id) {
        return unit(id).location().tactical().toString();
    }

    /** "Tactical phase 1: ..." lines of one kind of event, as {@link Theatre#lines} gives them. */
    List<String> lines(String kind) {
        return turn.events().stream().filter(e -> e.kind().equals(kind)).map(e -> e.phase() + ": " + e.describe())
                .toList();
    }

    <E extends GitmEvent> List<E> events(Class<E> type) {
        return turn.events().stream().filter(type::isInstance).map(type::cast).toList();
    }
}

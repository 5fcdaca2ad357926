package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * One battle set up without the turn engine, as tactical movement would leave it: a theatre's position and orders, the
 * sides, and who moved in from where. A test runs the whole battle ({@link #fight}) or builds the {@link Battle} and
 * runs only the steps it is about ({@link #upTo}).
 */
final class CombatFixture {
    static final Phase PHASE = Phase.TACTICAL_1;
    final TurnContext turn;
    final Field field;
    private final String square;
    private final String at;
    private final List<UnitId> attackers = new ArrayList<>();
    private final List<UnitId> defenders = new ArrayList<>();
    private final List<BattleContact.Arrival> arrivals = new ArrayList<>();
    private BattleContact.Opening opening = BattleContact.Opening.MOVE;

    CombatFixture(Theatre t, Dice dice, String square, String at) {
        this(t, dice, square, at, CombatTuning.STANDARD);
    }

    /** The same, fought with other designed values of the combat rules. */
    CombatFixture(Theatre t, Dice dice, String square, String at, CombatTuning tuning) {
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        Map<UnitId, List<String>> lines = new TreeMap<>();
        t.orders().forEach((id, l) -> lines.put(UnitId.of(id), l));
        this.turn = new TurnContext(board, lines, Map.of(), new DiceStreams(dice), t.plugins());
        this.field = new Field(turn, PHASE, tuning);
        this.square = square;
        this.at = at;
    }

    CombatFixture attackers(String... ids) {
        for (String id : ids) {
            attackers.add(UnitId.of(id));
        }
        return this;
    }

    CombatFixture defenders(String... ids) {
        for (String id : ids) {
            defenders.add(UnitId.of(id));
        }
        return this;
    }

    /** The unit moved onto the battle square this phase from {@code from}. */
    CombatFixture arrived(String id, String from) {
        arrivals.add(new BattleContact.Arrival(UnitId.of(id), TacticalSquare.of(from), TacticalMoveKind.SPECIFIED));
        return this;
    }

    CombatFixture interception() {
        opening = BattleContact.Opening.INTERCEPTION;
        return this;
    }

    BattleContact contact() {
        return new BattleContact(PHASE, StrategicSquare.of(square), TacticalSquare.of(at), opening,
                attackers.get(0), attackers, defenders, arrivals);
    }

    Battle fight() {
        return new BattleSteps().fight(field, contact());
    }

    /** A battle with every step before {@code order} run (and not that one). */
    Battle upTo(BattleStep.Order order) {
        Battle b = new Battle(field, contact());
        for (BattleStep s : new BattleSteps().steps()) {
            if (s.order().compareTo(order) >= 0) {
                break;
            }
            s.run(b);
        }
        return b;
    }

    /** Runs one step (the first with that order) on a battle. */
    static void run(Battle b, BattleStep.Order order) {
        new BattleSteps().steps().stream().filter(s -> s.order() == order).findFirst().orElseThrow().run(b);
    }

    Unit unit(String id) {
        return turn.board().unit(UnitId.of(id));
    }

    boolean has(String id) {
        return turn.board().has(UnitId.of(id));
    }

    List<GitmEvent> events() {
        return turn.events();
    }

    <T extends GitmEvent> List<T> events(Class<T> type) {
        return turn.events().stream().filter(type::isInstance).map(type::cast).toList();
    }
}

package org.adjutant.gitm.combat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.tactical.Lane;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * The ground the combat steps share in one phase: the board, the turn (dice, orders cancelled, failed checks), the
 * ledger of losses and the events, with the questions every mover asks of a neighbouring tactical square (GITM 9.2,
 * 9.8, 9.9): may the unit step there, is it squeezed between enemies, are friends there.
 */
public final class Field {
    private final TurnContext turn;
    private final Phase phase;
    private final Ledger ledger;
    private final CombatTuning tuning;

    public Field(TurnContext turn, Phase phase) {
        this(turn, phase, CombatTuning.STANDARD);
    }

    public Field(TurnContext turn, Phase phase, CombatTuning tuning) {
        this.turn = turn;
        this.phase = phase;
        this.tuning = tuning;
        this.ledger = new Ledger(turn.board());
    }

    /** The designed values the rules are played with (a game's are always {@link CombatTuning#STANDARD}). */
    public CombatTuning tuning() {
        return tuning;
    }

    /** One designed value. */
    double knob(CombatTuning.Knob k) {
        return tuning.get(k);
    }

    public Board board() {
        return turn.board();
    }

    public TurnContext turn() {
        return turn;
    }

    public Phase phase() {
        return phase;
    }

    public Ledger ledger() {
        return ledger;
    }

    public List<GitmEvent> events() {
        return turn.events();
    }

    public Dice dice(String purpose) {
        return turn.dice(purpose);
    }

    /** Everyone with a unit in the given strategic squares now, plus {@code also}: who sees a battle (GITM 4.4). */
    public Visibility everyoneIn(Set<String> also, StrategicSquare... squares) {
        Set<String> ids = new TreeSet<>(also);
        for (StrategicSquare s : squares) {
            for (Unit u : board().unitsIn(s)) {
                ids.add(u.id().toString());
            }
        }
        return Visibility.units(ids);
    }

    public Visibility everyoneIn(StrategicSquare... squares) {
        return everyoneIn(Set.of(), squares);
    }

    /** Settles the ledger: losses split and reported, each seen by everyone in its square. */
    public void settleLosses() {
        // who stands in a square does not change while the losses are split: ask once per square
        java.util.Map<StrategicSquare, org.adjutant.ruleset.Visibility> seen = new java.util.HashMap<>();
        ledger.settle(phase, events(), s -> seen.computeIfAbsent(s, this::everyoneIn));
    }

    // --------------------------------------------------------------- neighbouring squares on one tactical map

    /** Units that stand in {@code mover}'s way on a square: hostile or neutral, not shattered (GITM 8.3, 12). */
    public boolean barred(Unit mover, StrategicSquare square, TacticalSquare t) {
        for (Unit o : board().unitsIn(square)) {
            if (o.location().tactical().equals(t) && !o.id().equals(mover.id())
                    && o.readiness() != Readiness.SHATTERED && board().relation(mover, o) != Relation.ALLIED) {
                return true;
            }
        }
        return false;
    }

    /** Whether a same-side or actively allied unit stands on the square (and, by {@link #barred}, no enemy). */
    public boolean friendsAt(Unit mover, StrategicSquare square, TacticalSquare t) {
        for (Unit o : board().unitsIn(square)) {
            if (o.location().tactical().equals(t) && !o.id().equals(mover.id()) && board().allied(mover, o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The square one step from {@code from} towards {@code d}, if {@code mover} may step there: on the map, passable,
     * no hostile or neutral unit, room in the stack (GITM 2.5), and not across a cliff (GITM 8.5).
     */
    public Optional<TacticalSquare> openStep(Unit mover, TacticalSquare from, Direction d) {
        StrategicSquare square = mover.location().strategic();
        Optional<TacticalSquare> to = from.step(d);
        if (to.isEmpty()) {
            return Optional.empty();
        }
        TacticalMap map = board().tacticalMap(square);
        if (!map.isPassable(to.get()) || Lane.isCliff(map, from, to.get()) || barred(mover, square, to.get())
                || !board().hasRoom(mover, square, to.get())) {
            return Optional.empty();
        }
        return to;
    }

    /** A diagonal step that passes between two squares both held by hostile or neutral units (the move fails). */
    public boolean squeezed(Unit mover, TacticalSquare from, Direction d) {
        if (!d.isDiagonal()) {
            return false;
        }
        StrategicSquare square = mover.location().strategic();
        Optional<TacticalSquare> a = from.step(Direction.of(d.dx(), 0).orElseThrow());
        Optional<TacticalSquare> b = from.step(Direction.of(0, d.dy()).orElseThrow());
        return a.isPresent() && b.isPresent() && barred(mover, square, a.get()) && barred(mover, square, b.get());
    }

    /** One of {@code choices} by a labelled roll; a single choice needs no roll. */
    public static <T> T pick(Dice dice, String label, List<T> choices) {
        return choices.size() == 1 ? choices.get(0) : choices.get(dice.roll(label, choices.size()) - 1);
    }

    /** The direction and its two neighbours on the compass. */
    public static Set<Direction> withNeighbours(Direction d) {
        Set<Direction> s = new TreeSet<>();
        s.add(d);
        s.add(d.clockwise());
        s.add(d.counterClockwise());
        return s;
    }
}

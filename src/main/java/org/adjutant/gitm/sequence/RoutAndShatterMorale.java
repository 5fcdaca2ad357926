package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.combat.CombatConstants;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.MoraleShaken;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 3.7 as designed (docs/rules/gitm-9-combat.md, section 18.4): beyond what the battle as a whole does to morale
 * ({@link BattleMorale}), a unit that routed loses {@link CombatConstants#MORALE_ROUT} points, and when a unit
 * shatters (not when a shattered unit is merely driven on) the units of its state lose
 * {@link CombatConstants#MORALE_SHATTER_SAME_SQUARE} in the square it broke in and
 * {@link CombatConstants#MORALE_SHATTER_NEAR} up to {@link CombatConstants#MORALE_NEAR_RANGE} squares away, an
 * actively allied state's units half; each times {@code (14 - quality) / 10}, give or take one, as the morale chart
 * scales its own figures. The rule texts name neither; the issue asks for both, and the chart's rows give their size.
 */
public final class RoutAndShatterMorale implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Dice dice = turn.dice("rout-shatter-morale");
        List<GitmEvent> events = turn.events();
        int happened = events.size(); // the shaking adds events; only those before it count
        for (int i = 0; i < happened; i++) {
            GitmEvent e = events.get(i);
            if (e instanceof Routed r) {
                Optional<Unit> u = unit(turn.board(), r.unit());
                if (u.isPresent()) {
                    shake(phase, turn, dice, u.get(), MoraleShaken.Cause.ROUT, r.unit(), r.from(),
                            CombatConstants.MORALE_ROUT, false);
                }
            } else if (e instanceof Shattered s && s.cause() != ShatterCause.DRIVEN_ON) {
                shattering(phase, turn, dice, s);
            }
        }
    }

    private static void shattering(Phase phase, TurnContext turn, Dice dice, Shattered s) {
        Board board = turn.board();
        GitmState start = board.start();
        Optional<Unit> broken = start.unit(s.unit());
        if (broken.isEmpty()) {
            return;
        }
        String state = broken.get().state();
        for (Unit u : near(board, s.from())) {
            if (u.id().equals(s.unit())) {
                continue;
            }
            boolean own = u.state().equals(state);
            if (!own && start.relation(u.state(), state) != Relation.ALLIED) {
                continue;
            }
            int base = u.location().strategic().equals(s.from()) ? CombatConstants.MORALE_SHATTER_SAME_SQUARE
                    : CombatConstants.MORALE_SHATTER_NEAR;
            shake(phase, turn, dice, u, MoraleShaken.Cause.SHATTERING_NEARBY, s.unit(), s.from(), base, !own);
        }
    }

    private static void shake(Phase phase, TurnContext turn, Dice dice, Unit u, MoraleShaken.Cause cause, UnitId other,
                              StrategicSquare square, int base, boolean ally) {
        int q = u.quality().level();
        int amount = (int) Math.round(base * (CombatConstants.MORALE_QUALITY_TOP - q) / 10.0)
                + dice.roll(cause + " morale of " + u.id() + " from " + other + ": -1, 0, +1", 3) - 2;
        if (ally) {
            amount = amount / 2; // the chart's half for a unit whose own state was not the one hit
        }
        if (amount <= 0) {
            return;
        }
        Unit now = turn.board().unit(u.id());
        turn.board().put(now.adjustMorale(-amount));
        turn.moraleMovedByEvents(u.id());
        turn.events().add(new MoraleShaken(phase, u.id(), cause, other, square, -amount,
                Visibility.units(Set.of(u.id().toString()))));
    }

    private static Optional<Unit> unit(Board board, UnitId id) {
        return board.has(id) ? Optional.of(board.unit(id)) : Optional.empty();
    }

    /**
     * The units within {@link CombatConstants#MORALE_NEAR_RANGE} of {@code square}, in id order: the board's ranks
     * are id order, so a crowded neighbourhood is ordered without comparing ids.
     */
    private static List<Unit> near(Board board, StrategicSquare square) {
        return board.unitsWithin(square, CombatConstants.MORALE_NEAR_RANGE);
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * Every unit's tactical orders for the turn (GITM 6.4-6.6), read once, and how far its specified move has got
 * (GITM 8.2): a move runs over several phases, so its plan lives as long as the turn.
 */
final class TurnOrders {
    private final Map<UnitId, TacticalOrders> orders = new TreeMap<>();
    private final Map<UnitId, MovePlan> plans = new TreeMap<>();

    TurnOrders(TurnContext turn) {
        // every unit of the turn, those at sea too: one that lands in strategic phase 1 moves in the phases after it
        for (Unit u : turn.board().start().units()) {
            orders.put(u.id(), TacticalOrders.fromLines(turn.orders(u.id())));
            plans.put(u.id(), new MovePlan());
        }
    }

    TacticalOrders of(UnitId id) {
        return orders.get(id);
    }

    /**
     * The unit's moves, engage, support and intercept orders are void for the rest of the turn (a rout, GITM 9.8; a
     * shatter, GITM 12.2); how it fights (its postures) stays.
     */
    void cancel(UnitId id) {
        TacticalOrders o = orders.get(id);
        if (o != null) {
            orders.put(id, o.withoutMoves());
        }
    }

    MovePlan plan(UnitId id) {
        return plans.get(id);
    }

    /**
     * GITM 8.2: the unit has a specified move, not finished, whose starting phase has come (and did not pass while
     * the unit was inactive, GITM 11.5).
     */
    boolean specifiedDue(UnitId id, PhaseMoves now) {
        Phase phase = now.phase();
        TurnContext turn = now.turn(); // asked each phase, never kept: the plug-in must not hold a finished turn
        Optional<UnitOrder.TacticalMove> move = orders.get(id).move();
        // GITM 11.5: a move meant to begin while the unit was still inactive is never begun
        return move.isPresent() && plans.get(id).open() && move.get().startPhase() <= phase.number()
                && !turn.missedWhileInactive(id, Phase.tactical(move.get().startPhase()));
    }

    /** Whether the unit fights when its move meets the enemy; evading units and HQs halt short (GITM 8.3, 9.2). */
    boolean mayFight(Unit u) {
        return u.type().isCombatUnit() && orders.get(u.id()).offensive() != OffensiveAttitude.EVADE;
    }
}

package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.12: each unit, in initiative order, makes its own move: its specified move if one is due
 * ({@link SpecifiedMoves}), else its engage move ({@link EngageMoves}), else none. A unit that has already moved this
 * phase (a fort move, or an interception before its turn came, {@link InterceptMoves}) or that contact has halted
 * makes none; one that made its own move intercepts nobody later in the phase.
 */
final class OwnMoves implements TacticalStep {
    private final Board board;
    private final SpecifiedMoves specified;
    private final EngageMoves engage;

    OwnMoves(Board board, SpecifiedMoves specified, EngageMoves engage) {
        this.board = board;
        this.specified = specified;
        this.engage = engage;
    }

    @Override
    public Order order() {
        return Order.OWN_MOVES;
    }

    @Override
    public void run(PhaseMoves now) {
        for (UnitId id : now.initiative()) {
            if (now.acted(id) || now.halted(id) || !board.unit(id).isActive()) {
                continue;
            }
            if (specified.due(now, id)) {
                now.act(id);
                specified.make(now, id);
            } else if (engage.due(now, id)) {
                now.act(id);
                engage.make(now, id);
            } else {
                engage.noteLapsed(now, id);
            }
        }
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.6: the order in which the active units move this phase ({@link Initiative}), drawn afresh each phase.
 * Strength counts as the turn began, fatigue as it stands now.
 */
final class DrawInitiative implements TacticalStep {
    private final Board board;

    DrawInitiative(Board board) {
        this.board = board;
    }

    @Override
    public Order order() {
        return Order.INITIATIVE;
    }

    @Override
    public void run(PhaseMoves now) {
        List<Unit> movers = new ArrayList<>();
        Map<UnitId, Unit> current = new TreeMap<>();
        for (Unit u : board.units()) {
            if (u.isActive()) {
                movers.add(board.start().unit(u.id()).orElse(u));
                current.put(u.id(), u);
            }
        }
        now.initiative(Initiative.order(now.phase(), movers, current, now.turn().dice("tactical-initiative")));
    }
}

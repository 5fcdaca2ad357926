package org.adjutant.gitm.movement.tactical;

import java.util.List;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * Puts a unit down a lane: it leaves any fort, pays the phase's fatigue on its first move (GITM 8.1), notes the step
 * it came in by for the battle there (GITM 9.4) and reports the leg (GITM 4.4).
 */
final class LaneSteps {
    private final Board board;
    private final Neighbourhood near;
    private final MoveReports reports;

    LaneSteps(Board board, Neighbourhood near, MoveReports reports) {
        this.board = board;
        this.near = near;
        this.reports = reports;
    }

    /** Moves the unit to lane square {@code k} (the lane starts where it stands); nothing for {@code k <= 0}. */
    void take(PhaseMoves now, Unit u, List<TacticalSquare> lane, int k, TacticalMoveKind how) {
        if (k <= 0) {
            return;
        }
        int fatigue = 0;
        if (now.firstMove(u.id())) {
            fatigue = TacticalRules.fatigueCost(near.hostilePresent(u));
        }
        TacticalSquare to = lane.get(k);
        Unit moved = u.toBuilder().location(new Location(u.location().strategic(), to)).inFort(false).build()
                .adjustFatigue(fatigue);
        board.put(moved);
        now.arrived(new BattleContact.Arrival(u.id(), lane.get(k - 1), how));
        reports.moved(now.phase(), moved, lane.get(0), to, how, fatigue);
    }
}

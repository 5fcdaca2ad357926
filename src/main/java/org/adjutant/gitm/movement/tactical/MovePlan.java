package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * How far a unit has got with its specified move this turn (GITM 8.2): the squares still to reach (waypoint, then
 * destination), the strategic square the move began in, and whether it is finished.
 */
final class MovePlan {
    enum Status { WAITING, UNDER_WAY, DONE }

    private Status status = Status.WAITING;
    private StrategicSquare square;
    private final List<TacticalSquare> targets = new ArrayList<>();
    private int finishedIn;

    Status status() {
        return status;
    }

    boolean open() {
        return status != Status.DONE;
    }

    void begin(StrategicSquare where, List<TacticalSquare> legs) {
        status = Status.UNDER_WAY;
        square = where;
        targets.clear();
        targets.addAll(legs);
    }

    StrategicSquare square() {
        return square;
    }

    List<TacticalSquare> targets() {
        return targets;
    }

    /** The waypoint was reached: the destination is next. */
    void reached(TacticalSquare t) {
        if (!targets.isEmpty() && targets.get(0).equals(t)) {
            targets.remove(0);
        }
    }

    void finish(int phase) {
        status = Status.DONE;
        finishedIn = phase;
    }

    /** The tactical phase the move ended in (reached, cancelled or halted); 0 while it is open. */
    int finishedIn() {
        return finishedIn;
    }
}

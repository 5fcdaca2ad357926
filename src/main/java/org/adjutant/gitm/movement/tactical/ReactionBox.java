package org.adjutant.gitm.movement.tactical;

import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.order.PhaseRange;

/**
 * The square box of a support or intercept order (GITM 6.5, 8.10, 8.11): every tactical square within
 * {@code radius} columns and rows of {@code centre}, cut at the map's edges, active in the given phases.
 */
public record ReactionBox(TacticalSquare centre, int radius, PhaseRange phases) {
    public boolean contains(TacticalSquare t) {
        return Math.abs(t.col() - centre.col()) <= radius && Math.abs(t.row() - centre.row()) <= radius;
    }

    public boolean activeIn(int phase) {
        return phase >= phases.first() && phase <= phases.last();
    }

    public int westColumn() {
        return Math.max(0, centre.col() - radius);
    }

    public int eastColumn() {
        return Math.min(TacticalSquare.SIZE - 1, centre.col() + radius);
    }

    public int northRow() {
        return Math.max(0, centre.row() - radius);
    }

    public int southRow() {
        return Math.min(TacticalSquare.SIZE - 1, centre.row() + radius);
    }
}

package org.adjutant.gitm.movement;

import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;

/**
 * One unit's strategic movement as the turn unfolds: its orders and how far it has got with them. A blocked move is
 * tried again next phase and every later box slips one phase with it (GITM 7.8, 7.15); that slip is {@link #delay}.
 */
public final class MarchPlan {
    private final UnitId unit;
    private final MarchOrders orders;
    private final int allowance;
    private final boolean mayForceMarch;
    private int delay;
    private boolean pathHalted;
    private boolean pursuing;
    private boolean restInPhase1;
    private int squaresMarched;
    private Phase lastMoved;

    public MarchPlan(UnitId unit, MarchOrders orders, int allowance, boolean mayForceMarch) {
        this.unit = unit;
        this.orders = orders;
        this.allowance = allowance;
        this.mayForceMarch = mayForceMarch;
    }

    public UnitId unit() {
        return unit;
    }

    public MarchOrders orders() {
        return orders;
    }

    /** Normal allowance for this turn, in squares (GITM 7.1, 7.2). */
    public int allowance() {
        return allowance;
    }

    public boolean mayForceMarch() {
        return mayForceMarch;
    }

    /** The path box due in strategic phase {@code n} (1-6), after slips; empty for a blank or a finished path. */
    public Optional<StrategicSquare> boxDue(int n) {
        if (pathHalted) {
            return Optional.empty();
        }
        return orders.box(n - 1 - delay);
    }

    /** Whether the path still has boxes to come at or after phase {@code n}. */
    public boolean pathRunning(int n) {
        return !pathHalted && n - 1 - delay < orders.path().size();
    }

    /** The box due now could not be marched: try it again next phase, everything after it one phase later. */
    public void slip() {
        delay++;
    }

    /** Stop the path for the rest of the turn (march-to and pursuit stay in force, GITM 6.3). */
    public void haltPath() {
        pathHalted = true;
    }

    public boolean pathHalted() {
        return pathHalted;
    }

    /** After a successful pursuit the unit does nothing but pursue (GITM 7.12). */
    public void startPursuing() {
        pursuing = true;
        pathHalted = true;
    }

    public boolean pursuing() {
        return pursuing;
    }

    /** Units that withdrew or pursued in the withdrawal phase sit out strategic phase 1 (GITM 7.5). */
    public void restInPhase1() {
        restInPhase1 = true;
    }

    public boolean restsIn(Phase phase) {
        return restInPhase1 && phase == Phase.STRATEGIC_1;
    }

    public int squaresMarched() {
        return squaresMarched;
    }

    /** Whether the next square is within the normal allowance. */
    public boolean nextIsNormal() {
        return squaresMarched < allowance;
    }

    /** Whether the next square would be the one forced-march square (GITM 7.3). */
    public boolean nextIsForced() {
        return squaresMarched == allowance && mayForceMarch;
    }

    public void marched(Phase phase) {
        squaresMarched++;
        lastMoved = phase;
    }

    public boolean movedIn(Phase phase) {
        return lastMoved == phase;
    }

    /** Whether it made any strategic move this turn (GITM 3.6 marching experience). */
    public boolean hasMarched() {
        return squaresMarched > 0;
    }
}

package org.adjutant.gitm.combat;

import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * One unit in one battle of one phase: what it brought (side, orders, whether it moved in and from where) and what
 * the battle has made of it so far (posture, line, allocation, square, whether it is still present, what it spent).
 * The unit itself (men, ratings) is always read from the board, where losses land at once.
 */
public final class Fighter {
    final UnitId id;
    final Side side;
    final CombatOrders orders;
    final boolean movedIn;
    /** The square it stepped in from this phase (GITM 9.4 directions, 9.8 forbidden retreats). */
    final Optional<TacticalSquare> cameFrom;
    final boolean headquarters;
    final int menAtPhaseStart;
    /** No ammunition when the phase began (GITM 10.10): no fire, weaker melee. */
    final boolean outOfAmmunition;

    Posture posture = Posture.PLAIN;
    /** The posture of this melee, after any 9.10 switch. */
    Posture meleePosture = Posture.PLAIN;
    BattleLine line;
    boolean present = true;
    boolean held;
    boolean inSquare;
    boolean foughtFromTheStart;
    boolean left;
    /** Left by retreat, rout or shattering: what counts towards a general retreat (GITM 9.12). */
    boolean fled;
    int menAtSegmentStart;
    Allocation allocation = Allocation.NONE;
    boolean usedAmmunition;
    boolean fired;

    Fighter(Unit u, Side side, CombatOrders orders, Optional<TacticalSquare> cameFrom) {
        this.id = u.id();
        this.side = side;
        this.orders = orders;
        this.movedIn = cameFrom.isPresent();
        this.cameFrom = cameFrom;
        this.headquarters = u.isHeadquarters();
        this.menAtPhaseStart = u.men();
        this.outOfAmmunition = u.ammunition() == 0;
        this.line = orders.line();
    }

    public UnitId id() {
        return id;
    }

    public Side side() {
        return side;
    }

    public boolean present() {
        return present;
    }

    public boolean inSquare() {
        return inSquare;
    }

    public Posture posture() {
        return posture;
    }

    public Posture meleePosture() {
        return meleePosture;
    }

    public BattleLine line() {
        return line;
    }

    public Allocation allocation() {
        return allocation;
    }

    /** A present unit that fights (HQs in a fort are present but never fight, GITM 9.2). */
    boolean fights() {
        return present && !headquarters;
    }
}

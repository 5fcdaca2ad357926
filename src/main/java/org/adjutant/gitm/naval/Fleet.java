package org.adjutant.gitm.naval;

import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;

/**
 * The ships as a turn changes them (docs/rules/naval.md): a turn attachment that starts from the position's navy, takes
 * each step's changes, and writes the navy into the position the turn leaves.
 */
public final class Fleet implements PositionSettlement {
    private Navy navy;

    private Fleet(Navy start) {
        this.navy = start;
    }

    public static Fleet of(TurnContext turn) {
        return turn.attachment(Fleet.class, () -> new Fleet(turn.board().start().navy()));
    }

    public Navy navy() {
        return navy;
    }

    public void put(Ship ship) {
        navy = navy.with(ship);
    }

    public void remove(ShipId id) {
        navy = navy.without(id);
    }

    /** A COMBAT line's decisions laid over the ship's standing orders (docs/rules/naval.md section 15.1). */
    public void standCombat(ShipId id, CombatOrders given) {
        navy = navy.withCombatOrders(id, given);
    }

    /** The unit goes aboard the group (docs/rules/naval.md section 9). */
    public void embark(org.adjutant.gitm.unit.UnitId unit, ShipId group) {
        navy = navy.embark(unit, group);
    }

    /** The unit leaves the group it was aboard. */
    public void disembark(org.adjutant.gitm.unit.UnitId unit) {
        navy = navy.disembark(unit);
    }

    @Override
    public GitmState settle(GitmState next) {
        return next.withNavy(navy);
    }
}

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

    /** A warship laid down, or her building brought on (docs/rules/naval.md section 13.4). */
    public void putKeel(Keel keel) {
        navy = navy.withKeel(keel);
    }

    /** A warship off the stocks: launched, or her build cancelled (her number is never issued again). */
    public void removeKeel(ShipId id) {
        navy = navy.withoutKeel(id);
    }

    /** A warship off the stocks and afloat, under the id she was built with. */
    public void launch(ShipId id, Ship ship) {
        navy = navy.launched(id, ship);
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

    /** The unit goes ashore into the garrison of an off-map port (docs/rules/naval.md section 18). */
    public void garrison(org.adjutant.gitm.unit.UnitId unit, String port) {
        navy = navy.garrisoned(unit, port);
    }

    /** The unit leaves the garrison it stood in. */
    public void ungarrison(org.adjutant.gitm.unit.UnitId unit) {
        navy = navy.ungarrisoned(unit);
    }

    @Override
    public GitmState settle(GitmState next) {
        return next.withNavy(navy);
    }
}

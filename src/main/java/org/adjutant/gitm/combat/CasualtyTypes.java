package org.adjutant.gitm.combat;

/**
 * GITM 9.13 (section 15): the battle's losses, unit by unit and cause by cause, split into killed, wounded, prisoners
 * and stragglers; the last three go to the unit's pools and every loss is reported.
 */
final class CasualtyTypes implements BattleStep {
    @Override
    public Order order() {
        return Order.CASUALTY_TYPES;
    }

    @Override
    public void run(Battle b) {
        b.field().settleLosses();
    }
}

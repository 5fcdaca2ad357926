package org.adjutant.gitm.combat;

import org.adjutant.gitm.unit.Unit;

/**
 * GITM 10.9 (section 17): a unit that fired or fought spends one unit of ammunition for the whole phase, whatever it
 * did; nothing refills it until the supply rules do.
 */
final class AmmunitionSpent implements BattleStep {
    @Override
    public Order order() {
        return Order.AMMUNITION_SPENT;
    }

    @Override
    public void run(Battle b) {
        for (Fighter f : b.fighters()) {
            if (f.usedAmmunition && b.board().has(f.id)) {
                Unit u = b.unit(f);
                if (u.ammunition() > 0) {
                    b.board().put(u.withAmmunition(u.ammunition() - 1));
                }
            }
        }
    }
}

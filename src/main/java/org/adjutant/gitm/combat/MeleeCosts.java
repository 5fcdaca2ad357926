package org.adjutant.gitm.combat;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.9, 10.9: every unit that fought the melee takes a point of fatigue; infantry, militia and artillery that
 * fought have used their ammunition for the phase (cavalry spend only when their battery fired).
 */
final class MeleeCosts implements BattleStep {
    @Override
    public Order order() {
        return Order.MELEE_COSTS;
    }

    @Override
    public void run(Battle b) {
        for (Fighter f : b.fighting()) {
            if (b.strength(f, Segment.MELEE) <= 0) {
                continue;
            }
            Unit u = b.unit(f);
            b.board().put(u.adjustFatigue(CombatConstants.MELEE_FATIGUE));
            if (u.type().arm() != Arm.CAVALRY) {
                f.usedAmmunition = true;
            }
        }
    }
}

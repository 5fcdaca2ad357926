package org.adjutant.gitm.combat;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 9.5 (docs/rules/gitm-9-combat.md, section 7): a side's infantry (line and light, not militia, not in a fort)
 * form squares when the side attacking it is mostly cavalry: no infantry unit among the attackers, more than half of
 * their men horsemen, and fewer than 4 batteries per 1,000 of those horsemen. Judged once, as the battle opens.
 */
final class SquaresForm implements BattleStep {
    @Override
    public Order order() {
        return Order.SQUARES_FORM;
    }

    @Override
    public void run(Battle b) {
        for (Side x : Side.values()) {
            Side y = x.other();
            boolean attackedByY = b.defending.isEmpty() || b.attacking() == y;
            if (!attackedByY || !primarilyCavalry(b, y)) {
                continue;
            }
            for (Fighter f : b.fighting(x)) {
                Unit u = b.unit(f);
                if ((u.type() == UnitType.IN || u.type() == UnitType.LI) && !u.inFort()) {
                    f.inSquare = true;
                }
            }
        }
    }

    /** No infantry unit, horsemen a majority, and fewer than 4 batteries per 1,000 horsemen (GITM 9.5). */
    static boolean primarilyCavalry(Battle b, Side y) {
        long men = 0;
        long horse = 0;
        long batteries = 0;
        for (Fighter f : b.fighting(y)) {
            Unit u = b.unit(f);
            if (u.type().arm() == Arm.INFANTRY || u.type().arm() == Arm.MILITIA) {
                return false;
            }
            Parts p = Parts.of(u, b.field().tuning());
            men += u.men();
            horse += p.horse();
            batteries += u.batteries();
        }
        return horse > 0 && 2 * horse > men
                && 1000 * batteries < (long) CombatConstants.SQUARE_BATTERIES_PER_THOUSAND * horse;
    }
}

package org.adjutant.gitm.combat;

import java.util.Optional;

/**
 * GITM 6.6, 8.11, 9.6 (docs/rules/gitm-9-combat.md, section 3.2): the side with a unit that did not move onto the
 * square defends (both: the contact's defenders, as the battle began; neither: nobody). The defender fights in its
 * defensive attitudes and the others in their offensive ones; after an interception everybody attacks (8.11). A
 * defending unit that did not move in also holds its ground (9.6).
 */
final class DefenceAndPostures implements BattleStep {
    @Override
    public Order order() {
        return Order.POSTURES;
    }

    @Override
    public void run(Battle b) {
        boolean attackersHeld = held(b, Side.ATTACKERS);
        boolean defendersHeld = held(b, Side.DEFENDERS);
        if (attackersHeld && defendersHeld) {
            b.defending = Optional.of(Side.DEFENDERS);
        } else if (attackersHeld) {
            b.defending = Optional.of(Side.ATTACKERS);
        } else if (defendersHeld) {
            b.defending = Optional.of(Side.DEFENDERS);
        }
        boolean everyoneAttacks = b.contact().bothSidesAttack();
        for (Fighter f : b.fighters()) {
            boolean defends = !everyoneAttacks && b.defending.isPresent() && b.defending.get() == f.side;
            f.posture = defends ? Posture.of(f.orders.defensive()) : Posture.of(f.orders.offensive());
            f.meleePosture = f.posture;
            f.held = b.defending.isPresent() && b.defending.get() == f.side && !f.movedIn && !f.headquarters;
        }
    }

    private static boolean held(Battle b, Side side) {
        for (Fighter f : b.fighting(side)) {
            if (!f.movedIn) {
                return true;
            }
        }
        return false;
    }
}

package org.adjutant.gitm.combat;

/**
 * GITM 9.7, 10.9: every unit that fired takes a point of fatigue (an infantry or cavalry unit whose battery alone
 * fired too) and has used its ammunition for the phase.
 */
final class FiringCosts implements BattleStep {
    @Override
    public Order order() {
        return Order.FIRING_COSTS;
    }

    @Override
    public void run(Battle b) {
        for (Fighter f : b.fighting()) {
            if (f.fired) {
                b.board().put(b.unit(f).adjustFatigue(CombatConstants.FIRE_FATIGUE));
                f.usedAmmunition = true;
            }
        }
    }
}

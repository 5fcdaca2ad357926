package org.adjutant.gitm.combat;

import org.adjutant.gitm.event.ShatterCause;

/**
 * GITM 9.5 (section 7): when a side in square loses the melee, each of its squares is caught and shatters with
 * chance {@code SQUARE_TRAP}.
 */
final class SquaresTrapped implements BattleStep {
    @Override
    public Order order() {
        return Order.SQUARES_TRAPPED;
    }

    @Override
    public void run(Battle b) {
        Side loser = b.winner.orElseThrow().other();
        double trap = b.field().tuning().get(CombatTuning.Knob.SQUARE_TRAP);
        for (Fighter f : b.fighting(loser)) {
            if (f.inSquare && b.field().dice("combat-square").uniform(f.id + "'s square caught below " + trap)
                    < trap) {
                b.leaves(f);
                f.fled = true;
                Shattering.shatter(b.field(), f.id, ShatterCause.SQUARE_TRAPPED);
            }
        }
    }
}

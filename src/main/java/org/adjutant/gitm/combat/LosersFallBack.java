package org.adjutant.gitm.combat;

/**
 * GITM 9.9 (section 11.5 step 4): the rest of the side that lost the melee falls back, in id order, each one square
 * ({@link FallBack}); the winner holds the square.
 */
final class LosersFallBack implements BattleStep {
    @Override
    public Order order() {
        return Order.FALL_BACK;
    }

    @Override
    public void run(Battle b) {
        Side loser = b.winner.orElseThrow().other();
        for (Fighter f : b.fighting(loser)) {
            var forbidden = b.forbidden(f);
            b.leaves(f);
            FallBack.fallBack(b.field(), f.id, forbidden);
        }
    }
}

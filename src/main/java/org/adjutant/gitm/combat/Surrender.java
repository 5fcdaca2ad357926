package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 9.9, 9.2 (section 11.5 step 2): units of the side that lost the melee that stand in a fort do not fall back
 * but surrender, headquarters with them: every man taken prisoner, the unit gone from the game.
 */
final class Surrender implements BattleStep {
    @Override
    public Order order() {
        return Order.SURRENDER;
    }

    @Override
    public void run(Battle b) {
        Side loser = b.winner.orElseThrow().other();
        for (Fighter f : b.fighters()) {
            if (f.side != loser || !f.present || !b.unit(f).inFort()) {
                continue;
            }
            surrender(b.field(), f, b);
        }
    }

    static void surrender(Field field, Fighter f, Battle b) {
        Unit u = b.unit(f);
        b.leaves(f);
        int men = field.ledger().loseAll(f.id, CasualtyCause.SURRENDER);
        field.turn().supplyLedger().add(SupplyLedger.Flow.SURRENDERED, u.supplies());
        field.events().add(new Surrendered(field.phase(), f.id, u.location().strategic(), u.location().tactical(),
                men, b.seenBy()));
        field.board().remove(f.id);
    }
}

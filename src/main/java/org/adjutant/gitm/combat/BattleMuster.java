package org.adjutant.gitm.combat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 9.1, 8.3: the contact read again against the board, since earlier battles of the phase may have moved units:
 * only units still on the square, in the game and active fight (shattered and inactive units never do). Sides are
 * the contact's (GITM-MD battlesides.html). Each unit's line and postures come from its orders (GITM 6.4-6.6).
 */
final class BattleMuster implements BattleStep {
    @Override
    public Order order() {
        return Order.MUSTER;
    }

    @Override
    public void run(Battle b) {
        add(b, b.contact().attackers(), Side.ATTACKERS);
        add(b, b.contact().defenders(), Side.DEFENDERS);
    }

    private static void add(Battle b, List<UnitId> ids, Side side) {
        for (UnitId id : ids) {
            if (!b.board().has(id)) {
                continue;
            }
            Unit u = b.board().unit(id);
            if (!u.isActive() || !u.location().equals(b.where())) {
                continue;
            }
            Optional<TacticalSquare> from = b.contact().arrival(id).map(BattleContact.Arrival::from);
            b.add(new Fighter(u, side, CombatOrders.fromLines(b.field().turn().orders(id), u.type()), from));
        }
    }
}

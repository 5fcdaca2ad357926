package org.adjutant.gitm.movement.tactical;

import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.3: a unit entered a square held by a hostile unit (or intercepted one there, GITM 8.11), and the battle of
 * this phase at that place is opened or joined. A battle already open this phase keeps its opener, one carried over
 * from an earlier phase keeps the unit that opened it then, if it is still there (GITM-MD battlesides.html). Every
 * unit of either side there halts for the rest of the phase and loses the rest of its specified move.
 */
final class BattleOpening {
    private final Board board;
    private final Neighbourhood near;
    private final BattleSides sides;
    private final TurnOrders orders;
    private final MoveReports reports;

    BattleOpening(Board board, Neighbourhood near, BattleSides sides, TurnOrders orders, MoveReports reports) {
        this.board = board;
        this.near = near;
        this.sides = sides;
        this.orders = orders;
        this.reports = reports;
    }

    void contact(PhaseMoves now, Unit initiator, TacticalSquare at, boolean interception) {
        Location where = new Location(initiator.location().strategic(), at);
        BattleContact.Opening opening = interception ? BattleContact.Opening.INTERCEPTION
                : BattleContact.Opening.MOVE;
        UnitId first = initiator.id();
        Optional<BattleContact> open = board.contactAt(now.phase(), where);
        if (open.isPresent() && near.standsAt(open.get().initiator(), where)) {
            first = open.get().initiator();
            opening = open.get().opening();
        }
        BattleContact contact = sides.at(now, where, opening, first);
        for (UnitId id : contact.sides()) {
            halt(now, id);
        }
        board.openContact(contact);
        reports.joined(contact);
    }

    private void halt(PhaseMoves now, UnitId id) {
        now.halt(id);
        MovePlan plan = orders.plan(id);
        if (plan.status() == MovePlan.Status.UNDER_WAY || orders.specifiedDue(id, now)) {
            plan.finish(now.phase().number());
        }
    }
}

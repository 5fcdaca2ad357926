package org.adjutant.gitm.movement.tactical;

import java.util.Optional;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.TacticalDestination;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.2, 2.6: a specified move to the square the unit stands on takes it into the fort there (or out of it, with
 * "do not enter fort"), before anyone moves to another square. Only a fort of its side, only if it fits, and not too
 * tired with the enemy about (GITM 8.1). It is the unit's move for the phase (GITM 8.12).
 */
final class FortMoves implements TacticalStep {
    private final Board board;
    private final TurnOrders orders;
    private final Neighbourhood near;
    private final CitySquares cities;
    private final MoveReports reports;

    FortMoves(Board board, TurnOrders orders, Neighbourhood near, CitySquares cities, MoveReports reports) {
        this.board = board;
        this.orders = orders;
        this.near = near;
        this.cities = cities;
        this.reports = reports;
    }

    @Override
    public Order order() {
        return Order.FORT_MOVES;
    }

    @Override
    public void run(PhaseMoves now) {
        for (UnitId id : now.initiative()) {
            if (isFortMove(now, id)) {
                move(now, id);
            }
        }
    }

    private boolean isFortMove(PhaseMoves now, UnitId id) {
        Optional<UnitOrder.TacticalMove> move = orders.of(id).move();
        Unit u = board.unit(id);
        return u.isActive() && move.isPresent() && orders.plan(id).status() == MovePlan.Status.WAITING
                && move.get().startPhase() <= now.phase().number() && move.get().waypoint().isEmpty()
                && move.get().destination() instanceof TacticalDestination.Square s
                && s.square().equals(u.location().tactical());
    }

    private void move(PhaseMoves now, UnitId id) {
        now.act(id);
        orders.plan(id).finish(now.phase().number());
        Unit u = board.unit(id);
        boolean wantsIn = !orders.of(id).noFort();
        if (u.inFort() == wantsIn) {
            return;
        }
        boolean hostile = near.hostilePresent(u);
        if (!TacticalRules.freshEnough(u, hostile)) {
            reports.refused(now.phase(), u, TacticalMoveKind.FORT,
                    "its men are too tired to move with the enemy about (GITM 8.1)");
            return;
        }
        if (wantsIn) {
            Optional<City> city = cities.cityAt(u.location());
            if (city.isEmpty() || !city.get().hasFort() || !cities.friendly(u, city.get())) {
                reports.refused(now.phase(), u, TacticalMoveKind.FORT, "there is no fort of its side here (GITM 8.2)");
                return;
            }
            if (!FortSpace.fits(city.get(), cities.inFort(u.location()), u)) {
                reports.refused(now.phase(), u, TacticalMoveKind.FORT, "the fort is full (GITM 2.6)");
                return;
            }
        }
        int fatigue = TacticalRules.fatigueCost(hostile);
        Unit moved = u.withInFort(wantsIn).adjustFatigue(fatigue);
        board.put(moved);
        reports.moved(now.phase(), moved, u.location().tactical(), u.location().tactical(), TacticalMoveKind.FORT,
                fatigue);
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.11, 8.12 (and GITM-MD interception.html): the units that react to a mover's leg, in initiative order. The
 * first that can intercept fixes the point; every later one must be able to intercept the same leg and reach that
 * same point in time. One whose point lies beyond its allowance walks its allowance towards it and intercepts
 * nothing. An enemy mover is brought to battle at the point; a neutral one is halted there without battle.
 */
final class InterceptMoves {
    private final Board board;
    private final Neighbourhood near;
    private final CitySquares cities;
    private final TurnOrders orders;
    private final LaneSteps steps;
    private final BattleOpening battles;
    private final MoveReports reports;

    InterceptMoves(Board board, Neighbourhood near, CitySquares cities, TurnOrders orders, LaneSteps steps,
                   BattleOpening battles, MoveReports reports) {
        this.board = board;
        this.near = near;
        this.cities = cities;
        this.orders = orders;
        this.steps = steps;
        this.battles = battles;
        this.reports = reports;
    }

    /**
     * Races {@code mover}'s leg ({@code lane}, start included, only the part it moves this phase) against every unit
     * that may intercept it.
     *
     * @return the squares the mover went before it was cut off; empty if nobody intercepted it
     */
    OptionalInt cut(PhaseMoves now, Unit mover, List<TacticalSquare> lane, TacticalMoveKind how) {
        StrategicSquare square = mover.location().strategic();
        Optional<InterceptionRace.Point> point = Optional.empty();
        List<Unit> interceptors = new ArrayList<>();
        for (UnitId id : now.initiativeIn(square)) {
            Unit i = board.unit(id);
            if (!mayIntercept(now, i, mover)) {
                continue;
            }
            ReactionBox box = orders.of(id).intercept().orElseThrow();
            TacticalSquare from = i.location().tactical();
            Optional<InterceptionRace.Point> own = InterceptionRace.point(lane, from, box);
            if (own.isEmpty()) {
                continue;
            }
            InterceptionRace.Point p = point.orElse(own.get());
            if (point.isPresent() && !InterceptionRace.claimable(lane, from, p.moverStep())) {
                continue; // it cannot be at the point already fixed in time
            }
            if (!clearLane(i, p.square()) || cities.sallyBarred(i, p.square(), List.of(mover)).isPresent()) {
                continue; // no straight way to the point, or shut up in a besieged city (GITM 8.4)
            }
            now.act(id);
            if (from.distanceTo(p.square()) > TacticalRules.allowance(i)) {
                // it sets off but cannot get there this phase, and intercepts nobody
                Lane.straight(board.tacticalMap(square), from, p.square(), true, t -> false,
                        t -> near.nonAllied(i, t).isEmpty())
                        .ifPresent(l -> steps.take(now, i, l, TacticalRules.allowance(i), TacticalMoveKind.INTERCEPT));
                continue;
            }
            point = Optional.of(p);
            interceptors.add(i);
        }
        if (point.isEmpty()) {
            return OptionalInt.empty();
        }
        int k = point.get().moverStep();
        TacticalSquare at = point.get().square();
        boolean enemy = board.relation(interceptors.get(0), mover) == Relation.HOSTILE;
        boolean pointHeld = interceptors.stream().anyMatch(i -> i.location().tactical().equals(at));
        // a neutral halts at the point, short of it if an interceptor already stands there (GITM 8.3)
        steps.take(now, mover, lane, enemy || !pointHeld ? k : k - 1, how);
        for (Unit i : interceptors) {
            Unit current = board.unit(i.id());
            Lane.straight(board.tacticalMap(square), current.location().tactical(), at, true, t -> false,
                    t -> true).ifPresent(l -> steps.take(now, current, l, enemy || pointHeld ? l.size() - 1
                    : l.size() - 2, TacticalMoveKind.INTERCEPT));
        }
        now.halt(mover.id());
        orders.plan(mover.id()).finish(now.phase().number());
        reports.intercepted(now.phase(), interceptors.get(0).id(), mover.id(), square, at, enemy);
        if (enemy) {
            battles.contact(now, board.unit(interceptors.get(0).id()), at, true);
        }
        return OptionalInt.of(k);
    }

    /** GITM 8.11, 8.12: whether {@code i} may react to {@code mover} now. */
    boolean mayIntercept(PhaseMoves now, Unit i, Unit mover) {
        if (i.id().equals(mover.id()) || !i.isActive() || !i.type().isCombatUnit() || now.acted(i.id())
                || now.halted(i.id()) || !i.location().strategic().equals(mover.location().strategic())) {
            return false;
        }
        TacticalOrders o = orders.of(i.id());
        if (o.intercept().isEmpty() || !o.intercept().get().activeIn(now.phase().number())
                || o.offensive() == OffensiveAttitude.EVADE) {
            return false;
        }
        Relation r = board.relation(i, mover);
        boolean quarry = r == Relation.HOSTILE || r == Relation.NEUTRAL && board.square(i.location().strategic())
                .map(s -> s.state().equals(i.state())).orElse(false);
        if (!quarry || !near.hostileAt(i, i.location().tactical()).isEmpty()) {
            return false;
        }
        return TacticalRules.freshEnough(i, near.hostilePresent(i));
    }

    /**
     * The interceptor's own straight lane to the point: open ground, no other troops on the way, and on its side of
     * every river and range, since intercept moves take no waypoint to use a ford or pass by (GITM 8.7, 8.11).
     */
    private boolean clearLane(Unit i, TacticalSquare at) {
        if (!board.tacticalMap(i.location().strategic()).sameSide(i.location().tactical(), at)) {
            return false;
        }
        Optional<List<TacticalSquare>> lane = Lane.straight(board.tacticalMap(i.location().strategic()),
                i.location().tactical(), at, true, t -> cities.closedTo(i, t), t -> near.nonAllied(i, t).isEmpty());
        if (lane.isEmpty()) {
            return false;
        }
        for (int k = 1; k < lane.get().size() - 1; k++) {
            if (!near.nonAllied(i, lane.get().get(k)).isEmpty()) {
                return false;
            }
        }
        return true;
    }
}

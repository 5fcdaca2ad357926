package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.TacticalDestination;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.2: a unit's specified move, made when its turn in the initiative order comes (see {@link OwnMoves}). On its
 * first phase the move is laid out (waypoint, then destination, or the nearest ford or pass) and checked against
 * GITM 8.7; every phase it goes on as far as the allowance takes it (GITM 8.1), leg by leg (see {@link Walking},
 * which also holds a besieged garrison to GITM 8.4), unless GITM 8.1 or 8.3 keeps it from starting. A move under way
 * is dropped when the unit has marched to another strategic square, and a unit that arrives goes into its side's fort
 * there unless told not to.
 */
final class SpecifiedMoves {
    private final Board board;
    private final TurnOrders orders;
    private final Neighbourhood near;
    private final CitySquares cities;
    private final Walking walking;
    private final MoveReports reports;

    SpecifiedMoves(Board board, TurnOrders orders, Neighbourhood near, CitySquares cities, Walking walking,
                   MoveReports reports) {
        this.board = board;
        this.orders = orders;
        this.near = near;
        this.cities = cities;
        this.walking = walking;
        this.reports = reports;
    }

    boolean due(PhaseMoves now, UnitId id) {
        return orders.specifiedDue(id, now);
    }

    void make(PhaseMoves now, UnitId id) {
        Unit u = board.unit(id);
        MovePlan plan = orders.plan(id);
        UnitOrder.TacticalMove move = orders.of(id).move().orElseThrow();
        StrategicSquare square = u.location().strategic();
        TacticalMap map = board.tacticalMap(square);
        int phase = now.phase().number();
        if (plan.status() == MovePlan.Status.WAITING) {
            Optional<TacticalSquare> destination = destination(map, u.location().tactical(), move.destination());
            if (destination.isEmpty()) {
                plan.finish(phase);
                reports.refused(now.phase(), u, TacticalMoveKind.SPECIFIED, "there is no " + (move.destination()
                        instanceof TacticalDestination.NearestFord ? "ford" : "mountain pass") + " on this map"
                        + " (GITM 8.2)");
                return;
            }
            List<TacticalSquare> legs = new ArrayList<>();
            move.waypoint().ifPresent(legs::add);
            legs.add(destination.get());
            plan.begin(square, legs);
            Optional<String> wrong = crossingProblem(map, u.location().tactical(), legs);
            if (wrong.isPresent()) {
                plan.finish(phase);
                reports.refused(now.phase(), u, TacticalMoveKind.SPECIFIED, wrong.get());
                return;
            }
        } else if (!plan.square().equals(square)) {
            plan.finish(phase); // it marched to another strategic square: the rest is cancelled (8.2)
            return;
        }
        Optional<String> cannot = cannotStart(u, plan.targets());
        if (cannot.isPresent()) {
            reports.refused(now.phase(), u, TacticalMoveKind.SPECIFIED, cannot.get());
            return;
        }
        int budget = TacticalRules.allowance(u);
        while (budget > 0 && !plan.targets().isEmpty()) {
            Unit current = board.unit(id);
            TacticalSquare target = plan.targets().get(0);
            Walking.Walk walk = walking.walk(now, current, target, budget, TacticalMoveKind.SPECIFIED, true);
            if (walk.outcome() == Walking.Outcome.BLOCKED) {
                reports.refused(now.phase(), current, TacticalMoveKind.SPECIFIED, walk.reason());
                return;
            }
            budget -= walk.steps();
            if (walk.outcome() == Walking.Outcome.STOPPED) {
                plan.finish(phase);
                return;
            }
            if (board.unit(id).location().tactical().equals(target)) {
                plan.reached(target);
            } else {
                return; // allowance spent: on with it next phase
            }
        }
        if (plan.targets().isEmpty()) {
            plan.finish(phase);
            enterFortOnArrival(id);
        }
    }

    /** A named square, or the nearest ford or pass from where the unit stands (GITM 8.2). */
    private static Optional<TacticalSquare> destination(TacticalMap map, TacticalSquare from,
                                                        TacticalDestination d) {
        if (d instanceof TacticalDestination.Square s) {
            return Optional.of(s.square());
        }
        List<TacticalSquare> candidates = d instanceof TacticalDestination.NearestFord ? map.fords() : map.passes();
        return candidates.stream().min(Comparator.comparingInt(from::distanceTo)
                .thenComparingInt(t -> EngageMoves.diagonalMoves(from, t)).thenComparing(Comparator.naturalOrder()));
    }

    /**
     * GITM 8.7: each leg must stay on one side of every river and range; a ford or pass waypoint joins two sides. A leg
     * to ground that water alone parts from the unit is refused for that (GITM 2.2), not for want of a ford.
     */
    private static Optional<String> crossingProblem(TacticalMap map, TacticalSquare from, List<TacticalSquare> legs) {
        TacticalSquare at = from;
        for (TacticalSquare next : legs) {
            if (!map.isPassable(next)) {
                return Optional.of(next + " cannot be entered: it is " + map.terrain(next).words() + " (GITM 2.2)");
            }
            if (!map.sameSide(at, next)) {
                if (Lane.partedOnlyByWater(map, at, next)) {
                    return Optional.of(next + " cannot be reached: water parts it from " + at + " (GITM 2.2)");
                }
                return Optional.of("it would cross a river or mountain range without a ford or pass as its waypoint"
                        + " (GITM 8.7)");
            }
            at = next;
        }
        return Optional.empty();
    }

    /** GITM 8.1, 8.3: what keeps a unit from starting its move this phase (8.4 is judged leg by leg by Walking). */
    private Optional<String> cannotStart(Unit u, List<TacticalSquare> targets) {
        if (!TacticalRules.freshEnough(u, near.hostilePresent(u))) {
            return Optional.of("its men are too tired to move with the enemy about (GITM 8.1)");
        }
        for (TacticalSquare t : targets) {
            if (near.alliedCount(u, t) >= StackingRules.MAX_ALLIED) {
                return Optional.of(t + " already holds " + StackingRules.MAX_ALLIED + " allied units (GITM 8.3)");
            }
        }
        return Optional.empty();
    }

    /** GITM 8.2: a unit that ends its move on a square with its side's fort goes in, unless ordered not to. */
    private void enterFortOnArrival(UnitId id) {
        Unit u = board.unit(id);
        if (u.inFort() || orders.of(id).noFort()) {
            return;
        }
        Optional<City> city = cities.cityAt(u.location());
        if (city.isPresent() && city.get().hasFort() && cities.friendly(u, city.get())
                && near.hostileAt(u, u.location().tactical()).isEmpty()
                && FortSpace.fits(city.get(), cities.inFort(u.location()), u)) {
            board.put(u.withInFort(true));
        }
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Unit;

/**
 * One leg of a specified, engage or support move: the unit walks towards a square for at most its budget of squares,
 * applying GITM 8.3 (contact, neutrals, stacking), 8.4 (besieged cities), 8.5 (straight lanes with enemies about)
 * and, for specified and engage moves, 8.11 (interception).
 */
final class Walking {
    enum Outcome { MOVED, STOPPED, BLOCKED }

    /** What came of one leg: moved (maybe short of the target for lack of allowance), stopped for good, or blocked. */
    record Walk(Outcome outcome, int steps, String reason) {
    }

    private final Board board;
    private final Neighbourhood near;
    private final CitySquares cities;
    private final TurnOrders orders;
    private final LaneSteps steps;
    private final InterceptMoves intercepts;
    private final BattleOpening battles;

    Walking(Board board, Neighbourhood near, CitySquares cities, TurnOrders orders, LaneSteps steps,
            InterceptMoves intercepts, BattleOpening battles) {
        this.board = board;
        this.near = near;
        this.cities = cities;
        this.orders = orders;
        this.steps = steps;
        this.intercepts = intercepts;
        this.battles = battles;
    }

    Walk walk(PhaseMoves now, Unit u, TacticalSquare target, int budget, TacticalMoveKind how,
              boolean interceptable) {
        Optional<String> shutIn = cities.sallyBarred(u, target, near.hostileAt(u, target));
        if (shutIn.isPresent()) {
            return new Walk(Outcome.BLOCKED, 0, shutIn.get());
        }
        StrategicSquare square = u.location().strategic();
        TacticalMap map = board.tacticalMap(square);
        TacticalSquare from = u.location().tactical();
        boolean restricted = near.straightLinesOnly(u);
        Predicate<TacticalSquare> forbidden = t -> cities.closedTo(u, t);
        // Nothing moves while the lane is sought, so who stands where is read once, not once a square searched.
        Set<TacticalSquare> occupied = near.nonAlliedSquares(u);
        Optional<List<TacticalSquare>> found = restricted
                ? Lane.straight(map, from, target, true, forbidden, t -> !occupied.contains(t))
                : Lane.around(map, from, target, t -> forbidden.test(t) || occupied.contains(t)
                && !t.equals(target));
        if (found.isEmpty()) {
            return new Walk(Outcome.BLOCKED, 0, restricted
                    ? "with the enemy about it must move in a straight line, and that line crosses impassable"
                    + " ground, a cliff or a besieged city (GITM 8.4, 8.5)"
                    : "no way leads there (GITM 8.4)");
        }
        List<TacticalSquare> lane = found.get();
        for (int k = 1; k < lane.size(); k++) {
            if (!near.neutralsAt(u, lane.get(k)).isEmpty()) {
                return new Walk(Outcome.BLOCKED, 0, "its move would meet the neutral troops at " + lane.get(k)
                        + " (GITM 8.3)");
            }
        }
        int end = Math.min(budget, lane.size() - 1);
        int contact = -1;
        for (int k = 1; k <= end; k++) {
            if (!near.hostileAt(u, lane.get(k)).isEmpty()) {
                contact = k;
                break;
            }
        }
        List<TacticalSquare> raced = lane.subList(0, contact > 0 ? contact : end + 1);
        if (interceptable && raced.size() >= 3) {
            OptionalInt cut = intercepts.cut(now, u, raced, how);
            if (cut.isPresent()) {
                return new Walk(Outcome.STOPPED, cut.getAsInt(), "");
            }
        }
        if (contact > 0) {
            TacticalSquare meet = lane.get(contact);
            if (orders.mayFight(u) && board.hasRoom(u, square, meet)) {
                steps.take(now, u, lane, contact, how);
                battles.contact(now, board.unit(u.id()), meet, false);
            } else {
                steps.take(now, u, lane, contact - 1, how); // halts one square short (GITM 8.3)
            }
            return new Walk(Outcome.STOPPED, contact, "");
        }
        int stop = end;
        while (stop > 0 && !board.hasRoom(u, square, lane.get(stop))) {
            stop--; // may pass through a full square but not halt in one (GITM 2.5, 8.3)
        }
        steps.take(now, u, lane, stop, how);
        return new Walk(Outcome.MOVED, end, "");
    }
}

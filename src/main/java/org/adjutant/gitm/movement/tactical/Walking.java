package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.unit.Location;
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
                    ? lineBlocked(u, map, from, target, forbidden, occupied)
                    : noWay(u, map, from, target, forbidden, occupied));
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

    /**
     * Why the straight line of GITM 8.5 is blocked, naming the one thing in the way: a besieged city closed to the unit
     * (8.4), ground no unit can enter at some point of the line, or else a cliff.
     */
    private String lineBlocked(Unit u, TacticalMap map, TacticalSquare from, TacticalSquare target,
                               Predicate<TacticalSquare> forbidden, Set<TacticalSquare> occupied) {
        String straight = "with the enemy about it must move in a straight line (GITM 8.5), and that line ";
        Optional<List<TacticalSquare>> throughCity = Lane.straight(map, from, target, true, t -> false,
                t -> !occupied.contains(t));
        if (throughCity.isPresent()) {
            return straight + "crosses " + closedCity(u, throughCity.get(), forbidden) + " (GITM 8.4)";
        }
        for (StraightLine.Point p : StraightLine.between(from, target).points()) {
            List<TacticalSquare> options = p.squares();
            if (options.stream().noneMatch(t -> t.equals(from) || map.isPassable(t) && !forbidden.test(t))) {
                TacticalSquare t = options.get(0);
                return straight + "crosses " + map.terrain(t).words() + " at " + t + ", where no unit can go";
            }
        }
        return straight + "climbs or drops a cliff (high hills beside lower ground)";
    }

    /**
     * Why no way at all leads there with no enemy about: only through a besieged city closed to the unit (8.4), only
     * through neutral troops (8.3), or over no passable ground (2.2).
     */
    private String noWay(Unit u, TacticalMap map, TacticalSquare from, TacticalSquare target,
                         Predicate<TacticalSquare> forbidden, Set<TacticalSquare> occupied) {
        Optional<List<TacticalSquare>> throughCity = Lane.around(map, from, target,
                t -> occupied.contains(t) && !t.equals(target));
        if (throughCity.isPresent()) {
            return "every way there leads through " + closedCity(u, throughCity.get(), forbidden) + " (GITM 8.4)";
        }
        if (Lane.around(map, from, target, forbidden).isPresent()) {
            return "neutral troops stand across every way there (GITM 8.3)";
        }
        return "no way over passable ground leads there (GITM 2.2)";
    }

    /** The besieged city closed to the unit that a way found without the siege passes through, named. */
    private String closedCity(Unit u, List<TacticalSquare> lane, Predicate<TacticalSquare> forbidden) {
        for (TacticalSquare t : lane) {
            if (forbidden.test(t)) {
                Optional<City> city = cities.cityAt(new Location(u.location().strategic(), t));
                if (city.isPresent()) {
                    return "besieged " + city.get().name() + ", closed to it";
                }
            }
        }
        return "a besieged city closed to it";
    }
}

package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.Intercepted;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.event.TacticalMoveRefused;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.order.TacticalDestination;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * Tactical movement through the five tactical phases of one turn (GITM 8). Each phase: fort moves first (GITM 8.2),
 * then every unit in initiative order (GITM 8.6) makes its specified move, or else its engage move (GITM 8.8,
 * 8.12), any of them possibly cut off by interceptors (GITM 8.11); then, in phases with combat, support moves
 * (GITM 8.10). Contacts between hostile units are kept on the board for the combat step
 * ({@link Board#contacts}) and reported as {@link BattleJoined} events.
 */
final class TacticalTurn {
    private final TurnContext turn;
    private final Board board;
    private final TacticalSight sight;
    private final Neighbourhood near;
    private final CitySquares cities;
    private final MoveReports reports;
    private final Map<UnitId, TacticalOrders> orders = new TreeMap<>();
    private final Map<UnitId, MovePlan> plans = new TreeMap<>();
    /** Units already told that a failed morale check keeps them from engaging (told once a turn). */
    private final Set<UnitId> toldMoraleStop = new TreeSet<>();

    // per phase
    private Phase phase;
    private List<UnitId> initiative = List.of();
    private final Set<UnitId> acted = new HashSet<>();
    private final Set<UnitId> halted = new HashSet<>();
    private final Set<UnitId> paidFatigue = new HashSet<>();
    /** The last step each unit took onto a new square this phase, in the order taken (insertion order, not hash). */
    private final Map<UnitId, BattleContact.Arrival> arrivals = new LinkedHashMap<>();

    TacticalTurn(TurnContext turn, TacticalSight sight, BesiegedCities sieges) {
        this.turn = turn;
        this.board = turn.board();
        this.sight = sight;
        this.near = new Neighbourhood(board);
        this.cities = new CitySquares(board, sieges, near);
        this.reports = new MoveReports(board, sight, turn.events());
        for (Unit u : board.units()) {
            TacticalOrders o = TacticalOrders.fromLines(turn.orders(u.id()));
            orders.put(u.id(), o);
            plans.put(u.id(), new MovePlan());
        }
    }

    // ------------------------------------------------------------------ one phase

    void run(Phase p) {
        phase = p;
        acted.clear();
        halted.clear();
        paidFatigue.clear();
        arrivals.clear();
        openStandingBattles();
        List<Unit> movers = new ArrayList<>();
        Map<UnitId, Unit> now = new TreeMap<>();
        for (Unit u : board.units()) {
            if (u.isActive()) {
                movers.add(board.start().unit(u.id()).orElse(u));
                now.put(u.id(), u);
            }
        }
        initiative = Initiative.order(p, movers, now, turn.dice("tactical-initiative"));
        for (UnitId id : initiative) {
            if (isFortMove(id)) {
                fortMove(id);
            }
        }
        for (UnitId id : initiative) {
            if (acted.contains(id) || halted.contains(id) || !board.unit(id).isActive()) {
                continue;
            }
            if (specifiedDue(id)) {
                acted.add(id);
                specified(id);
            } else if (engageDue(id)) {
                acted.add(id);
                engage(id);
            } else {
                noteLapsedEngage(id);
            }
        }
        if (p.hasCombat()) {
            for (UnitId id : initiative) {
                support(id);
            }
        }
        settleBattles();
    }

    // ------------------------------------------------------------------ specified moves (GITM 8.2)

    private boolean specifiedDue(UnitId id) {
        Optional<UnitOrder.TacticalMove> move = orders.get(id).move();
        return move.isPresent() && plans.get(id).open() && move.get().startPhase() <= phase.number();
    }

    private boolean isFortMove(UnitId id) {
        Optional<UnitOrder.TacticalMove> move = orders.get(id).move();
        Unit u = board.unit(id);
        return u.isActive() && move.isPresent() && plans.get(id).status() == MovePlan.Status.WAITING
                && move.get().startPhase() <= phase.number() && move.get().waypoint().isEmpty()
                && move.get().destination() instanceof TacticalDestination.Square s
                && s.square().equals(u.location().tactical());
    }

    /** GITM 8.2, 2.6: into or out of the fort of the square the unit stands in, before anyone else moves. */
    private void fortMove(UnitId id) {
        acted.add(id);
        MovePlan plan = plans.get(id);
        plan.finish(phase.number());
        Unit u = board.unit(id);
        boolean wantsIn = !orders.get(id).noFort();
        if (u.inFort() == wantsIn) {
            return;
        }
        boolean hostile = near.hostilePresent(u);
        if (!TacticalRules.freshEnough(u, hostile)) {
            refuse(u, TacticalMoveKind.FORT, "its men are too tired to move with the enemy about (GITM 8.1)");
            return;
        }
        if (wantsIn) {
            Optional<City> city = cities.cityAt(u.location());
            if (city.isEmpty() || !city.get().hasFort() || !cities.friendly(u, city.get())) {
                refuse(u, TacticalMoveKind.FORT, "there is no fort of its side here");
                return;
            }
            if (!FortSpace.fits(city.get(), cities.inFort(u.location()), u)) {
                refuse(u, TacticalMoveKind.FORT, "the fort is full");
                return;
            }
        }
        int fatigue = TacticalRules.fatigueCost(hostile);
        Unit moved = u.withInFort(wantsIn).adjustFatigue(fatigue);
        board.put(moved);
        reports.moved(phase, moved, u.location().tactical(), u.location().tactical(), TacticalMoveKind.FORT,
                fatigue);
    }

    private void specified(UnitId id) {
        Unit u = board.unit(id);
        MovePlan plan = plans.get(id);
        UnitOrder.TacticalMove move = orders.get(id).move().orElseThrow();
        StrategicSquare square = u.location().strategic();
        TacticalMap map = board.tacticalMap(square);
        if (plan.status() == MovePlan.Status.WAITING) {
            Optional<TacticalSquare> destination = destination(map, u.location().tactical(), move.destination());
            if (destination.isEmpty()) {
                plan.finish(phase.number());
                refuse(u, TacticalMoveKind.SPECIFIED, "there is no " + (move.destination()
                        instanceof TacticalDestination.NearestFord ? "ford" : "mountain pass") + " on this map");
                return;
            }
            List<TacticalSquare> legs = new ArrayList<>();
            move.waypoint().ifPresent(legs::add);
            legs.add(destination.get());
            plan.begin(square, legs);
            Optional<String> wrong = crossingProblem(map, u.location().tactical(), legs);
            if (wrong.isPresent()) {
                plan.finish(phase.number());
                refuse(u, TacticalMoveKind.SPECIFIED, wrong.get());
                return;
            }
        } else if (!plan.square().equals(square)) {
            plan.finish(phase.number()); // it marched to another strategic square: the rest is cancelled (8.2)
            return;
        }
        Optional<String> cannot = cannotStart(u, plan.targets());
        if (cannot.isPresent()) {
            refuse(u, TacticalMoveKind.SPECIFIED, cannot.get());
            return;
        }
        int budget = TacticalRules.allowance(u);
        while (budget > 0 && !plan.targets().isEmpty()) {
            Unit now = board.unit(id);
            TacticalSquare target = plan.targets().get(0);
            Walk walk = walk(now, target, budget, TacticalMoveKind.SPECIFIED, true);
            if (walk.outcome() == Outcome.BLOCKED) {
                refuse(now, TacticalMoveKind.SPECIFIED, walk.reason());
                return;
            }
            budget -= walk.steps();
            if (walk.outcome() == Outcome.STOPPED) {
                plan.finish(phase.number());
                return;
            }
            if (board.unit(id).location().tactical().equals(target)) {
                plan.reached(target);
            } else {
                return; // allowance spent: on with it next phase
            }
        }
        if (plan.targets().isEmpty()) {
            plan.finish(phase.number());
            enterFortOnArrival(id);
        }
    }

    /** A named square, or the nearest ford or pass from where the unit stands (GITM 8.2). */
    private Optional<TacticalSquare> destination(TacticalMap map, TacticalSquare from, TacticalDestination d) {
        if (d instanceof TacticalDestination.Square s) {
            return Optional.of(s.square());
        }
        List<TacticalSquare> candidates = d instanceof TacticalDestination.NearestFord ? map.fords() : map.passes();
        return candidates.stream().min(Comparator.comparingInt(from::distanceTo)
                .thenComparingInt(t -> diagonalMoves(from, t)).thenComparing(Comparator.naturalOrder()));
    }

    /** GITM 8.7: each leg must stay on one side of every river and range; a ford or pass waypoint joins two sides. */
    private Optional<String> crossingProblem(TacticalMap map, TacticalSquare from, List<TacticalSquare> legs) {
        TacticalSquare at = from;
        for (TacticalSquare next : legs) {
            if (!map.isPassable(next)) {
                return Optional.of(next + " cannot be entered (" + map.terrain(next).words() + ")");
            }
            if (!map.sameSide(at, next)) {
                return Optional.of("it would cross a river or mountain range without a ford or pass as its waypoint"
                        + " (GITM 8.7)");
            }
            at = next;
        }
        return Optional.empty();
    }

    /** GITM 8.1, 8.3, 8.4: what keeps a unit from starting its move this phase. */
    private Optional<String> cannotStart(Unit u, List<TacticalSquare> targets) {
        if (!TacticalRules.freshEnough(u, near.hostilePresent(u))) {
            return Optional.of("its men are too tired to move with the enemy about (GITM 8.1)");
        }
        for (TacticalSquare t : targets) {
            if (near.alliedCount(u, t) >= StackingRules.MAX_ALLIED) {
                return Optional.of(t + " already holds " + StackingRules.MAX_ALLIED + " allied units (GITM 8.3)");
            }
        }
        Optional<City> here = cities.cityAt(u.location());
        if (here.isPresent() && cities.besieged(here.get())) {
            TacticalSquare first = targets.get(0);
            boolean sortie = targets.size() == 1 && u.location().tactical().distanceTo(first) == 1
                    && !near.hostileAt(u, first).isEmpty();
            if (!sortie) {
                return Optional.of("it is shut up in a besieged city and may only sally one square against the"
                        + " besiegers (GITM 8.4)");
            }
        }
        return Optional.empty();
    }

    /** GITM 8.2: a unit that ends its move on a square with its side's fort goes in, unless ordered not to. */
    private void enterFortOnArrival(UnitId id) {
        Unit u = board.unit(id);
        if (u.inFort() || orders.get(id).noFort()) {
            return;
        }
        Optional<City> city = cities.cityAt(u.location());
        if (city.isPresent() && city.get().hasFort() && cities.friendly(u, city.get())
                && near.hostileAt(u, u.location().tactical()).isEmpty()
                && FortSpace.fits(city.get(), cities.inFort(u.location()), u)) {
            board.put(u.withInFort(true));
        }
    }

    // ------------------------------------------------------------------ engage (GITM 8.8)

    private boolean engageDue(UnitId id) {
        return engageOrdered(id) && turn.failedMoraleCheck(id).isEmpty();
    }

    /** The engage order covers this phase, and any specified move ended in an earlier phase (GITM 8.8). */
    private boolean engageOrdered(UnitId id) {
        TacticalOrders o = orders.get(id);
        if (!o.engagesIn(phase.number()) || !board.unit(id).type().isCombatUnit()) {
            return false;
        }
        if (o.move().isEmpty()) {
            return true;
        }
        MovePlan plan = plans.get(id);
        return !plan.open() && plan.finishedIn() < phase.number();
    }

    /**
     * GITM 8.8: after a failed morale check the engage order lapses for the rest of the turn; the unit hears why the
     * first time it would have engaged. With no move of its own it may still intercept (GITM 8.12).
     */
    private void noteLapsedEngage(UnitId id) {
        Optional<Phase> failed = turn.failedMoraleCheck(id);
        if (failed.isPresent() && engageOrdered(id) && toldMoraleStop.add(id)) {
            refuse(board.unit(id), TacticalMoveKind.ENGAGE, "it failed a morale check in the battle of "
                    + failed.get().title().toLowerCase(Locale.ROOT) + " and no longer seeks out the enemy (GITM 8.8)");
        }
    }

    private void engage(UnitId id) {
        Unit u = board.unit(id);
        if (!near.hostileAt(u, u.location().tactical()).isEmpty()) {
            return; // already in contact
        }
        Optional<Unit> target = nearestEnemy(u);
        if (target.isEmpty()) {
            return;
        }
        TacticalSquare at = target.get().location().tactical();
        TacticalMap map = board.tacticalMap(u.location().strategic());
        if (!map.sameSide(u.location().tactical(), at)) {
            refuse(u, TacticalMoveKind.ENGAGE, "the nearest enemy is across a river or mountain range and engage"
                    + " moves use no waypoint (GITM 8.7, 8.8)");
            return;
        }
        if (!TacticalRules.freshEnough(u, true)) {
            refuse(u, TacticalMoveKind.ENGAGE, "its men are too tired to move with the enemy about (GITM 8.1)");
            return;
        }
        Walk walk = walk(u, at, TacticalRules.allowance(u), TacticalMoveKind.ENGAGE, true);
        if (walk.outcome() == Outcome.BLOCKED) {
            refuse(u, TacticalMoveKind.ENGAGE, walk.reason());
        }
    }

    /**
     * GITM 8.8: the nearest enemy combat unit (headquarters only when no combat unit is left), then the one needing
     * the fewest diagonal moves, then a labelled roll.
     */
    private Optional<Unit> nearestEnemy(Unit u) {
        List<Unit> enemies = new ArrayList<>();
        for (Unit o : board.unitsIn(u.location().strategic())) {
            if (o.readiness() != Readiness.SHATTERED && board.relation(u, o) == Relation.HOSTILE) {
                enemies.add(o);
            }
        }
        boolean anyCombat = enemies.stream().anyMatch(o -> o.type().isCombatUnit());
        TacticalSquare from = u.location().tactical();
        List<Unit> pool = enemies.stream().filter(o -> o.type().isCombatUnit() == anyCombat).toList();
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        Comparator<Unit> near = Comparator.comparingInt((Unit o) -> from.distanceTo(o.location().tactical()))
                .thenComparingInt(o -> diagonalMoves(from, o.location().tactical()));
        Unit best = pool.stream().min(near.thenComparing(Comparator.naturalOrder())).orElseThrow();
        List<Unit> equal = pool.stream().filter(o -> near.compare(o, best) == 0).toList();
        if (equal.size() == 1) {
            return Optional.of(best);
        }
        Dice dice = turn.dice("tactical-engage");
        int pick = dice.roll(phase.title() + ": " + u.id() + " picks which of " + equal.size()
                + " equally near enemies to engage", equal.size());
        return Optional.of(equal.get(pick - 1));
    }

    static int diagonalMoves(TacticalSquare a, TacticalSquare b) {
        return Math.min(Math.abs(a.col() - b.col()), Math.abs(a.row() - b.row()));
    }

    // ------------------------------------------------------------------ support (GITM 8.10)

    private void support(UnitId id) {
        Unit u = board.unit(id);
        Optional<ReactionBox> box = orders.get(id).support();
        if (!u.isActive() || !u.type().isCombatUnit() || box.isEmpty() || !box.get().activeIn(phase.number())
                || !near.hostileAt(u, u.location().tactical()).isEmpty()) {
            return;
        }
        if (u.fatigue() > TacticalRules.MAX_FATIGUE_TO_MOVE) {
            return; // GITM 8.1: the move it made this phase may have tired it past support
        }
        TacticalSquare from = u.location().tactical();
        int reach = TacticalRules.supportReach(u);
        List<TacticalSquare> battles = new ArrayList<>();
        for (TacticalSquare t : near.battleSquares(u.location().strategic())) {
            if (box.get().contains(t) && from.distanceTo(t) <= reach && alliedFighting(u, t)
                    && board.hasRoom(u, u.location().strategic(), t)) {
                battles.add(t);
            }
        }
        if (battles.isEmpty()) {
            return;
        }
        Comparator<TacticalSquare> choice = Comparator.comparingInt(from::distanceTo)
                .thenComparing(Comparator.comparingDouble((TacticalSquare t) -> odds(u, t)).reversed());
        battles.sort(choice.thenComparing(Comparator.naturalOrder()));
        TacticalSquare target = battles.get(0);
        List<TacticalSquare> equal = battles.stream().filter(t -> choice.compare(t, battles.get(0)) == 0).toList();
        if (equal.size() > 1) {
            int pick = turn.dice("tactical-support").roll(phase.title() + ": " + u.id()
                    + " picks which of " + equal.size() + " equally near and hard-pressed battles to support",
                    equal.size());
            target = equal.get(pick - 1);
        }
        if (!board.tacticalMap(u.location().strategic()).sameSide(from, target)) {
            return;
        }
        paidFatigue.remove(id); // a support move is paid on top of the phase's move (GITM 8.1)
        walk(u, target, reach, TacticalMoveKind.SUPPORT, false);
    }

    private boolean alliedFighting(Unit u, TacticalSquare t) {
        for (Unit o : near.unitsAt(u.location().strategic(), t)) {
            if (board.allied(u, o) && !near.hostileAt(o, t).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Men against the supporter's side over men of its side at the square: higher is worse for it. */
    private double odds(Unit u, TacticalSquare t) {
        int ours = 0;
        int theirs = 0;
        for (Unit o : near.unitsAt(u.location().strategic(), t)) {
            if (board.allied(u, o)) {
                ours += o.men();
            } else if (board.relation(u, o) == Relation.HOSTILE) {
                theirs += o.men();
            }
        }
        return theirs / (double) Math.max(1, ours);
    }

    // ------------------------------------------------------------------ walking one leg

    enum Outcome { MOVED, STOPPED, BLOCKED }

    /** What came of one leg: moved (maybe short of the target for lack of allowance), stopped for good, or blocked. */
    record Walk(Outcome outcome, int steps, String reason) {
    }

    /**
     * Walks a unit towards {@code target} for at most {@code budget} squares, applying GITM 8.3 (contact and
     * neutrals), 8.4 (besieged cities), 8.5 (straight lanes with enemies about) and 8.11 (interception).
     */
    private Walk walk(Unit u, TacticalSquare target, int budget, TacticalMoveKind how, boolean interceptable) {
        StrategicSquare square = u.location().strategic();
        TacticalMap map = board.tacticalMap(square);
        TacticalSquare from = u.location().tactical();
        boolean restricted = near.straightLinesOnly(u);
        Predicate<TacticalSquare> forbidden = t -> cities.closedTo(u, t);
        Optional<List<TacticalSquare>> found = restricted
                ? Lane.straight(map, from, target, true, forbidden, t -> near.nonAllied(u, t).isEmpty())
                : Lane.around(map, from, target, t -> forbidden.test(t) || !near.nonAllied(u, t).isEmpty()
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
            Optional<Walk> cut = intercept(u, raced, how);
            if (cut.isPresent()) {
                return cut.get();
            }
        }
        if (contact > 0) {
            TacticalSquare meet = lane.get(contact);
            if (mayFight(u) && board.hasRoom(u, square, meet)) {
                step(u, lane, contact, how);
                battle(board.unit(u.id()), meet, false);
            } else {
                step(u, lane, contact - 1, how); // halts one square short (GITM 8.3)
            }
            return new Walk(Outcome.STOPPED, contact, "");
        }
        int stop = end;
        while (stop > 0 && !board.hasRoom(u, square, lane.get(stop))) {
            stop--; // may pass through a full square but not halt in one (GITM 2.5, 8.3)
        }
        step(u, lane, stop, how);
        return new Walk(Outcome.MOVED, end, "");
    }

    /** Moves the unit to lane square {@code k}, pays fatigue once a phase, and reports the leg. */
    private void step(Unit u, List<TacticalSquare> lane, int k, TacticalMoveKind how) {
        if (k <= 0) {
            return;
        }
        int fatigue = 0;
        if (paidFatigue.add(u.id())) {
            fatigue = TacticalRules.fatigueCost(near.hostilePresent(u));
        }
        TacticalSquare to = lane.get(k);
        Unit moved = u.toBuilder().location(new Location(u.location().strategic(), to)).inFort(false).build()
                .adjustFatigue(fatigue);
        board.put(moved);
        arrivals.remove(u.id());
        arrivals.put(u.id(), new BattleContact.Arrival(u.id(), lane.get(k - 1), how));
        reports.moved(phase, moved, lane.get(0), to, how, fatigue);
    }

    // ------------------------------------------------------------------ interception (GITM 8.11)

    /**
     * GITM 8.11: the units that react to this leg, in initiative order. The first that can intercept fixes the point;
     * every later one must be able to intercept the same leg and reach that same point in time. One whose point lies
     * beyond its allowance walks its allowance towards it and intercepts nothing.
     */
    private Optional<Walk> intercept(Unit mover, List<TacticalSquare> lane, TacticalMoveKind how) {
        StrategicSquare square = mover.location().strategic();
        Optional<InterceptionRace.Point> point = Optional.empty();
        List<Unit> interceptors = new ArrayList<>();
        for (UnitId id : initiative) {
            Unit i = board.unit(id);
            if (!mayIntercept(i, mover)) {
                continue;
            }
            ReactionBox box = orders.get(id).intercept().orElseThrow();
            TacticalSquare from = i.location().tactical();
            Optional<InterceptionRace.Point> own = InterceptionRace.point(lane, from, box);
            if (own.isEmpty()) {
                continue;
            }
            InterceptionRace.Point p = point.orElse(own.get());
            if (point.isPresent() && !InterceptionRace.claimable(lane, from, p.moverStep())) {
                continue; // it cannot be at the point already fixed in time
            }
            if (!clearLane(i, p.square())) {
                continue;
            }
            acted.add(id);
            if (from.distanceTo(p.square()) > TacticalRules.allowance(i)) {
                // it sets off but cannot get there this phase, and intercepts nobody
                Lane.straight(board.tacticalMap(square), from, p.square(), true, t -> false,
                        t -> near.nonAllied(i, t).isEmpty())
                        .ifPresent(l -> step(i, l, TacticalRules.allowance(i), TacticalMoveKind.INTERCEPT));
                continue;
            }
            point = Optional.of(p);
            interceptors.add(i);
        }
        if (point.isEmpty()) {
            return Optional.empty();
        }
        int k = point.get().moverStep();
        TacticalSquare at = point.get().square();
        boolean enemy = board.relation(interceptors.get(0), mover) == Relation.HOSTILE;
        boolean pointHeld = interceptors.stream().anyMatch(i -> i.location().tactical().equals(at));
        // a neutral halts at the point, short of it if an interceptor already stands there (GITM 8.3)
        step(mover, lane, enemy || !pointHeld ? k : k - 1, how);
        for (Unit i : interceptors) {
            Unit now = board.unit(i.id());
            Lane.straight(board.tacticalMap(square), now.location().tactical(), at, true, t -> false,
                    t -> true).ifPresent(l -> step(now, l, enemy || pointHeld ? l.size() - 1 : l.size() - 2,
                    TacticalMoveKind.INTERCEPT));
        }
        halted.add(mover.id());
        plans.get(mover.id()).finish(phase.number());
        turn.events().add(new Intercepted(phase, interceptors.get(0).id(), mover.id(), square, at, enemy,
                reports.everyoneIn(square)));
        if (enemy) {
            battle(board.unit(interceptors.get(0).id()), at, true);
        }
        return Optional.of(new Walk(Outcome.STOPPED, k, ""));
    }

    /** GITM 8.11, 8.12: who may react to {@code mover} now. */
    private boolean mayIntercept(Unit i, Unit mover) {
        if (i.id().equals(mover.id()) || !i.isActive() || !i.type().isCombatUnit() || acted.contains(i.id())
                || halted.contains(i.id()) || !i.location().strategic().equals(mover.location().strategic())) {
            return false;
        }
        TacticalOrders o = orders.get(i.id());
        if (o.intercept().isEmpty() || !o.intercept().get().activeIn(phase.number())
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

    // ------------------------------------------------------------------ contact (GITM 8.3)

    /**
     * A unit entered a square held by a hostile unit (or intercepted one there): the battle of this phase at that
     * place is opened or joined. Sides follow whoever opened it (GITM 8.3, GITM-MD battlesides.html): a battle
     * already open this phase keeps its opener, one carried over from an earlier phase keeps the unit that opened it
     * then, if it is still there. Every unit of either side there halts for the rest of the phase and loses the rest
     * of its specified move.
     */
    private void battle(Unit initiator, TacticalSquare at, boolean interception) {
        Location where = new Location(initiator.location().strategic(), at);
        BattleContact.Opening opening = interception ? BattleContact.Opening.INTERCEPTION
                : BattleContact.Opening.MOVE;
        UnitId first = initiator.id();
        Optional<BattleContact> open = board.contactAt(phase, where);
        if (open.isPresent() && near.standsAt(open.get().initiator(), where)) {
            first = open.get().initiator();
            opening = open.get().opening();
        }
        BattleContact contact = contact(where, opening, first);
        for (UnitId id : contact.sides()) {
            halt(id);
        }
        board.openContact(contact);
        turn.events().add(new BattleJoined(phase, contact.square(), at, contact.initiator(), contact.attackers(),
                contact.defenders(), contact.bothSidesAttack(), reports.everyoneIn(contact.square())));
    }

    /**
     * GITM 9.1: hostile units standing together with no battle open for them this phase (at its start: those left
     * from before) get a standing one, with the sides of the unit that opened a battle there earlier this turn if it
     * is still there, else those of the first unit there in id order.
     */
    private void openStandingBattles() {
        for (StrategicSquare square : board.occupiedSquares()) {
            for (TacticalSquare at : near.battleSquares(square)) {
                Location where = new Location(square, at);
                if (board.contactAt(phase, where).isPresent()) {
                    continue;
                }
                UnitId first = board.lastContactAt(where).map(BattleContact::initiator)
                        .filter(id -> near.standsAt(id, where))
                        .orElseGet(() -> near.fighters(where).get(0).id());
                board.openContact(contact(where, BattleContact.Opening.STANDING, first));
            }
        }
    }

    /**
     * When movement ends, each battle of the phase is brought up to date with who stands there now; a battle whose
     * hostile units no longer stand together is dropped. One opened by a unit that has since gone keeps its sides
     * through the first remaining unit of its attacking side.
     */
    private void settleBattles() {
        for (BattleContact c : board.contacts(phase).all()) {
            Location where = c.location();
            if (!near.battleSquares(c.square()).contains(c.at())) {
                board.closeContact(phase, where);
                continue;
            }
            Optional<UnitId> lead = near.standsAt(c.initiator(), where) ? Optional.of(c.initiator())
                    : c.attackers().stream().filter(id -> near.standsAt(id, where)).findFirst();
            board.openContact(contact(where, c.opening(), lead.orElseGet(() -> near.fighters(where).get(0).id())));
        }
        openStandingBattles(); // hostile units that came together without a move opening a battle
    }

    /** The battle at a place as it stands now, sides taken by relation to {@code first}. */
    private BattleContact contact(Location where, BattleContact.Opening opening, UnitId first) {
        Unit lead = board.unit(first);
        List<UnitId> attackers = new ArrayList<>();
        List<UnitId> defenders = new ArrayList<>();
        for (Unit o : near.fighters(where)) {
            if (board.allied(lead, o)) {
                attackers.add(o.id());
            } else if (board.relation(lead, o) == Relation.HOSTILE) {
                defenders.add(o.id());
            }
        }
        List<BattleContact.Arrival> in = new ArrayList<>();
        for (BattleContact.Arrival a : arrivals.values()) {
            if (attackers.contains(a.unit()) || defenders.contains(a.unit())) {
                in.add(a);
            }
        }
        return new BattleContact(phase, where.strategic(), where.tactical(), opening, first, attackers, defenders,
                in);
    }

    private void halt(UnitId id) {
        halted.add(id);
        MovePlan plan = plans.get(id);
        if (plan.status() == MovePlan.Status.UNDER_WAY || specifiedDue(id)) {
            plan.finish(phase.number());
        }
    }

    /** Evading units and headquarters do not enter combat; they halt one square short (GITM 8.3, 9.2). */
    private boolean mayFight(Unit u) {
        return u.type().isCombatUnit() && orders.get(u.id()).offensive() != OffensiveAttitude.EVADE;
    }

    private void refuse(Unit u, TacticalMoveKind how, String reason) {
        turn.events().add(new TacticalMoveRefused(phase, u.id(), u.location().strategic(), u.location().tactical(),
                how, reason, MoveReports.own(u)));
    }
}

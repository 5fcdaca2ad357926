package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.adjutant.gitm.detection.MarchWitnesses;
import org.adjutant.gitm.detection.StrategicRanges;
import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.event.Departed;
import org.adjutant.gitm.event.Diverted;
import org.adjutant.gitm.event.ForcedMarch;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.HaltReason;
import org.adjutant.gitm.event.MarchHalted;
import org.adjutant.gitm.event.MoveBlocked;
import org.adjutant.gitm.event.Pursued;
import org.adjutant.gitm.event.StragglersLost;
import org.adjutant.gitm.event.Withdrew;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.order.HaltTrigger;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * Strategic movement for one turn (GITM 7.1-7.16): the strategic withdrawal phase and strategic phases 1-6. Each
 * phase the units with movement orders act in an order drawn afresh with labelled rolls (GITM 7.7); each tries the
 * square its path, its march-to option or its pursuit gives it, through {@link #attempt}, which applies every
 * condition of section 7 in turn and either marches the unit, turns it aside, blocks it for this phase or ends its
 * path.
 */
public final class StrategicMovement {
    /** Why a unit is trying to march, which decides what a failure means. */
    enum Cause { PATH, MARCH_TO, PURSUIT, WITHDRAWAL }

    /** What came of one attempt. */
    enum Outcome { MOVED, DIVERTED, BLOCKED, HALTED }

    /**
     * @param why  what blocked the move, or the detail of a halt (which square could not be entered, and by which
     *             rule); blank otherwise
     * @param told for a march, who learnt of both its ends (GITM 4.5); null otherwise
     */
    record Attempt(Outcome outcome, HaltReason halt, String why, Visibility told) {
        static Attempt moved(Visibility told) {
            return new Attempt(Outcome.MOVED, null, "", told);
        }

        static Attempt diverted(Visibility told) {
            return new Attempt(Outcome.DIVERTED, null, "", told);
        }

        static Attempt halted(HaltReason reason) {
            return halted(reason, "");
        }

        static Attempt halted(HaltReason reason, String detail) {
            return new Attempt(Outcome.HALTED, reason, detail, null);
        }

        static Attempt blocked(String why) {
            return new Attempt(Outcome.BLOCKED, null, why, null);
        }
    }

    private final Board board;
    private final MarchRules rules;
    private final MarchWitnesses witnesses;
    private final Sieges sieges;
    private final Function<String, Dice> dice;
    private final List<GitmEvent> events;
    /** In id order for building each phase's list; looked up through {@link #plan}'s hash map. */
    private final Map<UnitId, MarchPlan> plans = new TreeMap<>();
    private final Map<UnitId, MarchPlan> planLookup = new HashMap<>();
    /** Who stood where at the start of the turn: withdrawal may not go where hostile combat units stood then. */
    private final Map<StrategicSquare, List<Unit>> atStart = new HashMap<>();
    private final Set<StrategicSquare> battlesLastTurn;

    /**
     * @param orders           every unit's movement orders (units without an entry have none)
     * @param inCommunications units in communications as the turn starts (GITM 7.2)
     * @param dice             labelled dice by purpose ("strategic-order", "stragglers", "interception", "march-to")
     * @param events           where events are written, in the order they happen
     */
    public StrategicMovement(Board board, Map<UnitId, MarchOrders> orders, MarchRules rules,
                             Set<UnitId> inCommunications, BattleHistory battles, Sieges sieges,
                             Function<String, Dice> dice, List<GitmEvent> events) {
        this.board = board;
        this.rules = rules;
        // Witnesses look at the board as it stands when they are asked, so each sees the marches before it.
        this.witnesses = new MarchWitnesses(board.start(), board::unitsHere);
        this.sieges = sieges;
        this.dice = dice;
        this.events = events;
        for (Unit u : board.units()) {
            MarchOrders o = orders.getOrDefault(u.id(), MarchOrders.NONE);
            MarchPlan plan = new MarchPlan(u.id(), o, rules.allowance(u, inCommunications.contains(u.id())),
                    rules.mayForceMarch(u));
            plans.put(u.id(), plan);
            planLookup.put(u.id(), plan);
            atStart.computeIfAbsent(u.location().strategic(), s -> new ArrayList<>()).add(u);
        }
        this.battlesLastTurn = battles.foughtLastTurn(board);
    }

    public MarchPlan plan(UnitId unit) {
        return planOf(unit);
    }

    /**
     * The unit's plan; a unit that came onto the map during the turn (it landed from the sea, docs/rules/naval.md
     * section 10) gets one that marches nowhere this turn.
     */
    private MarchPlan planOf(UnitId unit) {
        return planLookup.computeIfAbsent(unit, id -> new MarchPlan(id, MarchOrders.NONE, 0, false));
    }

    // ---------------------------------------------------------------- phases

    /**
     * GITM 7.5: units in last turn's battle squares whose path starts with a square march it now, at the cost of two
     * fatigue and some stragglers, unless hostile combat units held that square when the turn began or the move is a
     * diagonal one that would be cut off. A unit that cannot withdraw tries the same square in strategic phase 1.
     */
    public void withdrawalPhase() {
        Phase phase = Phase.STRATEGIC_WITHDRAWAL;
        List<UnitId> candidates = new ArrayList<>();
        for (MarchPlan plan : plans.values()) {
            if (!board.has(plan.unit())) {
                continue; // surrendered or destroyed earlier in the turn (GITM 9.9, 12.2)
            }
            Unit u = board.unit(plan.unit());
            if (u.isActive() && battlesLastTurn.contains(u.location().strategic()) && plan.boxDue(1).isPresent()) {
                candidates.add(plan.unit());
            }
        }
        for (UnitId id : shuffled(phase, candidates)) {
            MarchPlan plan = planOf(id);
            if (plan.movedIn(phase)) {
                continue; // it pursued someone earlier in the phase
            }
            Optional<StrategicSquare> due = plan.boxDue(1);
            if (due.isEmpty()) {
                continue; // its path was halted earlier in the phase (an enemy came in, GITM 7.11)
            }
            Unit u = board.unit(id);
            StrategicSquare target = due.get();
            if (heldByHostileCombatAtStart(u, target)) {
                continue;
            }
            boolean enemyAdjacent = enemyAdjacent(u);
            Attempt a = attempt(phase, u, plan, target, Cause.WITHDRAWAL);
            if (a.outcome() == Outcome.MOVED) {
                plan.restInPhase1();
                Unit moved = board.unit(id);
                events.add(new Withdrew(phase, id, u.location().strategic(), moved.location().strategic(),
                        a.told()));
                loseStragglers(phase, moved, enemyAdjacent);
            }
        }
    }

    /** One strategic phase, 1-6 (GITM 5.2, 7.1-7.16). */
    public void strategicPhase(int n) {
        Phase phase = Phase.strategic(n);
        List<UnitId> movers = new ArrayList<>();
        for (MarchPlan plan : plans.values()) {
            MarchOrders o = plan.orders();
            if ((!o.path().isEmpty() || !o.marchTo().isEmpty()) && board.has(plan.unit())) {
                movers.add(plan.unit());
            }
        }
        for (UnitId id : shuffled(phase, movers)) {
            MarchPlan plan = planOf(id);
            Unit u = board.unit(id);
            if (!u.isActive() || plan.movedIn(phase) || plan.restsIn(phase)) {
                continue;
            }
            Optional<StrategicSquare> box = plan.boxDue(n);
            if (box.isPresent()) {
                followPath(phase, u, plan, box.get());
            } else if (!plan.pursuing() && !plan.orders().marchTo().isEmpty()) {
                marchTo(phase, n, u, plan);
            }
        }
    }

    private void followPath(Phase phase, Unit u, MarchPlan plan, StrategicSquare box) {
        Attempt a = attempt(phase, u, plan, box, Cause.PATH);
        switch (a.outcome()) {
            case MOVED -> {
            }
            case DIVERTED -> plan.slip();
            case BLOCKED -> {
                plan.slip();
                Direction toward = u.location().strategic().directionTo(box).orElseThrow();
                events.add(new MoveBlocked(phase, u.id(), u.location().strategic(), toward, a.why(), own(u)));
            }
            case HALTED -> halt(phase, u, plan, a.halt(), a.why());
        }
    }

    private void marchTo(Phase phase, int n, Unit u, MarchPlan plan) {
        Optional<StrategicSquare> target = MarchChoice.choose(board, u, plan.orders().marchTo(),
                dice.apply("march-to"), phase);
        if (target.isEmpty()) {
            return;
        }
        Attempt a = attempt(phase, u, plan, target.get(), Cause.MARCH_TO);
        if (a.outcome() == Outcome.MOVED || a.outcome() == Outcome.DIVERTED) {
            if (plan.pathRunning(n + 1)) {
                halt(phase, board.unit(u.id()), plan, HaltReason.PATH_CANCELLED, "it marched to "
                        + target.get() + " instead");
            } else {
                plan.haltPath();
            }
        } else if (a.outcome() == Outcome.BLOCKED) {
            Direction toward = u.location().strategic().directionTo(target.get()).orElseThrow();
            events.add(new MoveBlocked(phase, u.id(), u.location().strategic(), toward, a.why(), own(u)));
        }
    }

    private void halt(Phase phase, Unit u, MarchPlan plan, HaltReason reason, String detail) {
        plan.haltPath();
        events.add(new MarchHalted(phase, u.id(), u.location().strategic(), reason, detail, own(u)));
    }

    /** GITM 7.7: a fresh random order for each phase, from one labelled roll per unit. */
    private List<UnitId> shuffled(Phase phase, List<UnitId> ids) {
        Dice d = dice.apply("strategic-order");
        Map<UnitId, Double> key = new HashMap<>();
        for (UnitId id : ids) {
            key.put(id, d.uniform(phase.title() + ": place of " + id + " in the order of march"));
        }
        List<UnitId> result = new ArrayList<>(ids);
        result.sort(Comparator.<UnitId>comparingDouble(key::get).thenComparing(Comparator.naturalOrder()));
        return result;
    }

    // ---------------------------------------------------------------- one attempt

    /** Every condition of GITM section 7 for one square, in turn; marches the unit when they all allow it. */
    Attempt attempt(Phase phase, Unit u, MarchPlan plan, StrategicSquare target, Cause cause) {
        StrategicSquare from = u.location().strategic();
        Optional<Direction> dir = from.directionTo(target);
        if (dir.isEmpty()) {
            return Attempt.halted(HaltReason.NOT_ADJACENT); // GITM 7.4
        }
        if (!rules.freshEnough(u)) {
            return Attempt.halted(HaltReason.FATIGUE); // GITM 7.1
        }
        MarchRules.MarchKind kind;
        if (plan.nextIsNormal()) {
            kind = cause == Cause.WITHDRAWAL ? MarchRules.MarchKind.WITHDRAWAL : MarchRules.MarchKind.NORMAL;
        } else if (plan.nextIsForced()) {
            if (plan.orders().halts(HaltTrigger.FORCED_MARCH)) {
                return Attempt.halted(HaltReason.BEFORE_FORCED_MARCH); // GITM 6.3
            }
            kind = MarchRules.MarchKind.FORCED; // GITM 7.3
        } else {
            return Attempt.halted(HaltReason.ALLOWANCE_SPENT);
        }
        Optional<String> closed = OpenGround.closedTo(board, u, target);
        if (closed.isPresent()) {
            return Attempt.halted(HaltReason.FORBIDDEN_SQUARE, closed.get()); // GITM 1.1, 1.2, 7.1, 7.16
        }
        if (sieges.besieged(u, board)) {
            return Attempt.blocked(shutIn(board, u));
        }
        String departure = departureBlock(u, dir.get());
        if (departure != null) {
            return Attempt.blocked(departure);
        }
        StrategicSquare destination = target;
        Direction moving = dir.get();
        Optional<Interception.Cut> cut = Optional.empty();
        if (moving.isDiagonal()) {
            cut = Interception.check(board, u, moving, dice.apply("interception"), phase);
            if (cut.isPresent()) {
                if (cause == Cause.WITHDRAWAL) {
                    return Attempt.blocked(cut.get().by() + " cuts off the diagonal, and a withdrawal may not be"
                            + " turned aside (GITM 7.5, 7.15)");
                }
                destination = cut.get().square();
                moving = from.directionTo(destination).orElseThrow();
                Optional<String> aside = OpenGround.closedTo(board, u, destination);
                if (aside.isPresent()) {
                    return Attempt.blocked(cut.get().by() + " cuts off the diagonal (GITM 7.15), and the side square it"
                            + " would be turned into is closed: " + aside.get());
                }
            }
        }
        if (activeUnitsIn(destination) >= StackingRules.MAX_ACTIVE) {
            return Attempt.blocked(destination + " already holds " + StackingRules.MAX_ACTIVE + " active units"
                    + " (GITM 1.4)");
        }
        EntryBars bars = EntryBars.of(board, u, destination, moving);
        TacticalSquare wanted = plan.orders().entry().orElse(u.location().tactical());
        Optional<TacticalSquare> entry = bars.choose(wanted);
        if (entry.isEmpty()) {
            return Attempt.blocked(bars.refusal(wanted)); // GITM 7.14, with the bank rule of 7.9
        }
        Visibility told = march(phase, u, plan, destination, entry.get(), kind, moving);
        if (cut.isPresent()) {
            events.add(new Diverted(phase, u.id(), target, destination, cut.get().by(), told));
            afterArrival(phase, board.unit(u.id()), u, plan);
            return Attempt.diverted(told);
        }
        afterArrival(phase, board.unit(u.id()), u, plan);
        return Attempt.moved(told);
    }

    private int activeUnitsIn(StrategicSquare square) {
        int n = 0;
        for (Unit o : board.unitsHere(square)) {
            if (o.isActive()) {
                n++;
            }
        }
        return n;
    }

    /** GITM 7.8 and 7.9 for the marching unit ({@link DepartureRules}); null when nothing stands in the way. */
    private String departureBlock(Unit u, Direction dir) {
        return DepartureRules.block(board, u.location().strategic(), u.location().tactical(), dir,
                board.unitsHere(u.location().strategic()),
                o -> !o.id().equals(u.id()) && o.type().isCombatUnit() && board.obstructs(u, o),
                o -> o.isActive() && !board.allied(u, o));
    }

    /** GITM 7.8: the unit stands in a besieged city, named. */
    static String shutIn(Board board, Unit u) {
        return "it is shut up in " + board.cityAt(u.location()).map(c -> "besieged " + c.name())
                .orElse("a besieged city") + " (GITM 7.8)";
    }

    /**
     * Marches the unit and reports it (GITM 4.5): the departure is judged before it leaves, the arrival once it
     * stands at its entry square. Returns who learnt of both ends, for the events that name the whole march.
     */
    private Visibility march(Phase phase, Unit u, MarchPlan plan, StrategicSquare dest, TacticalSquare entry,
                             MarchRules.MarchKind kind, Direction moving) {
        StrategicSquare from = u.location().strategic();
        Visibility departure = witnesses.departure(u, u.location());
        int fatigue = rules.fatigueCost(u, board.map().terrain(dest), kind);
        Unit moved = u.toBuilder().location(new Location(dest, entry)).inFort(false).build().adjustFatigue(fatigue);
        board.put(moved);
        plan.marched(phase);
        Visibility arrival = witnesses.arrival(moved, moved.location());
        events.add(new Departed(phase, u.id(), from, moving, departure));
        events.add(new Arrived(phase, u.id(), from, dest, entry, arrival));
        if (kind == MarchRules.MarchKind.FORCED) {
            events.add(new ForcedMarch(phase, u.id(), fatigue, own(moved)));
        }
        return witnesses.wholeMarch(departure, arrival);
    }

    /** Halts on detection and enemy entry (GITM 7.10, 7.11), then pursuit of the unit that left (GITM 7.12). */
    private void afterArrival(Phase phase, Unit moved, Unit before, MarchPlan plan) {
        StrategicSquare dest = moved.location().strategic();
        List<Unit> there = board.unitsIn(dest);
        if (plan.orders().halts(HaltTrigger.DETECTION) && !plan.pathHalted()) {
            for (Unit o : there) {
                if (board.relation(moved, o) == Relation.HOSTILE && detects(moved, o)) {
                    halt(phase, moved, plan, HaltReason.DETECTION, o.id() + " was there");
                    break;
                }
            }
        }
        for (Unit o : there) {
            MarchPlan theirs = planOf(o.id());
            if (o.id().equals(moved.id()) || theirs.pathHalted() || !theirs.orders().halts(HaltTrigger.ENEMY_ENTRY)) {
                continue;
            }
            if (board.relation(o, moved) == Relation.HOSTILE && detects(o, moved)) {
                halt(phase, o, theirs, HaltReason.ENEMY_ENTRY, moved.id() + " came in");
            }
        }
        pursue(phase, before, moved);
    }

    /**
     * GITM 7.12 (and 7.5 in the withdrawal phase): units with the pursuit option that saw {@code before} leave their
     * square follow it at once, if they have not marched this phase; they force march if need be. A successful
     * pursuit ends the pursuer's path; from then on it only pursues.
     */
    private void pursue(Phase phase, Unit before, Unit moved) {
        StrategicSquare from = before.location().strategic();
        for (Unit p : board.unitsIn(from)) {
            MarchPlan plan = planOf(p.id());
            if (!plan.orders().pursue() || !p.isActive() || plan.movedIn(phase) || plan.restsIn(phase)
                    || board.relation(p, before) != Relation.HOSTILE || !detects(p, before)) {
                continue;
            }
            Attempt a = attempt(phase, board.unit(p.id()), plan, moved.location().strategic(), Cause.PURSUIT);
            if (a.outcome() == Outcome.MOVED || a.outcome() == Outcome.DIVERTED) {
                plan.startPursuing();
                if (phase == Phase.STRATEGIC_WITHDRAWAL) {
                    plan.restInPhase1();
                }
                Unit after = board.unit(p.id());
                events.add(new Pursued(phase, p.id(), before.id(), from, after.location().strategic(),
                        a.told()));
            }
        }
    }

    // ---------------------------------------------------------------- withdrawal helpers

    private boolean heldByHostileCombatAtStart(Unit u, StrategicSquare target) {
        for (Unit o : atStart.getOrDefault(target, List.of())) {
            if (o.isActive() && o.type().isCombatUnit() && board.relation(u, o) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }

    private boolean enemyAdjacent(Unit u) {
        for (Unit o : board.unitsHere(u.location().strategic())) {
            if (!o.id().equals(u.id()) && board.obstructs(u, o)
                    && o.location().tactical().distanceTo(u.location().tactical()) <= 1) {
                return true;
            }
        }
        return false;
    }

    /** GITM 7.5: 10-20% stragglers with an enemy in an adjacent tactical square, 0-5% otherwise. */
    private void loseStragglers(Phase phase, Unit u, boolean enemyAdjacent) {
        Dice d = dice.apply("stragglers");
        int percent = enemyAdjacent
                ? 9 + d.roll("stragglers of " + u.id() + " withdrawing next to the enemy (10-20%)", 11)
                : d.roll("stragglers of " + u.id() + " withdrawing (0-5%)", 6) - 1;
        int lost = u.men() * percent / 100;
        if (lost > 0) {
            // they fell out, not died: they may find their way back (GITM 9.13)
            board.put(u.toBuilder().men(u.men() - lost).stragglers(u.stragglers() + lost).build());
        }
        events.add(new StragglersLost(phase, u.id(), lost, percent, own(u)));
    }

    // ---------------------------------------------------------------- who learns of it (GITM 4.1, 4.5)

    /** What befalls the unit alone (halts, blocks, stragglers, a forced march's fatigue) is told to it only. */
    private static Visibility own(Unit u) {
        return MarchWitnesses.unitOnly(u);
    }

    /**
     * Whether {@code observer} detects {@code target} by the ranges of GITM 4.1, as halting on detection or on
     * enemy entry and pursuit require (GITM 7.10-7.12). These ask about units in one square, where any active unit
     * detects every other; who is told of the march itself is {@link MarchWitnesses}' business (GITM 4.5).
     */
    private boolean detects(Unit observer, Unit target) {
        if (!observer.isActive()) {
            return false;
        }
        return StrategicRanges.detects(observer, target, board.allied(observer, target));
    }
}

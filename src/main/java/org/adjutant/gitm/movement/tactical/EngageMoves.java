package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 8.8: a unit with an engage order for the phase, and no specified move left to make, walks straight for the
 * nearest enemy (see {@link OwnMoves} for when). No waypoint, so an enemy across a river or range is out of reach
 * (GITM 8.7). After a failed morale check the order lapses for the rest of the turn.
 */
final class EngageMoves {
    private final Board board;
    private final TurnOrders orders;
    private final Neighbourhood near;
    private final Walking walking;
    private final MoveReports reports;
    /** Units already told that a failed morale check keeps them from engaging (told once a turn). */
    private final Set<UnitId> toldMoraleStop = new TreeSet<>();

    EngageMoves(Board board, TurnOrders orders, Neighbourhood near, Walking walking, MoveReports reports) {
        this.board = board;
        this.orders = orders;
        this.near = near;
        this.walking = walking;
        this.reports = reports;
    }

    boolean due(PhaseMoves now, UnitId id) {
        return ordered(now, id) && now.turn().failedMoraleCheck(id).isEmpty();
    }

    /** The engage order covers this phase, and any specified move ended in an earlier phase (GITM 8.8). */
    private boolean ordered(PhaseMoves now, UnitId id) {
        TacticalOrders o = orders.of(id);
        if (!o.engagesIn(now.phase().number()) || !board.unit(id).type().isCombatUnit()) {
            return false;
        }
        if (o.move().isEmpty()) {
            return true;
        }
        MovePlan plan = orders.plan(id);
        return !plan.open() && plan.finishedIn() < now.phase().number();
    }

    /**
     * GITM 8.8: after a failed morale check the engage order lapses for the rest of the turn; the unit hears why the
     * first time it would have engaged. With no move of its own it may still intercept (GITM 8.12).
     */
    void noteLapsed(PhaseMoves now, UnitId id) {
        Optional<Phase> failed = now.turn().failedMoraleCheck(id);
        if (failed.isPresent() && ordered(now, id) && toldMoraleStop.add(id)) {
            reports.refused(now.phase(), board.unit(id), TacticalMoveKind.ENGAGE, "it failed a morale check in the"
                    + " battle of " + failed.get().title().toLowerCase(Locale.ROOT)
                    + " and no longer seeks out the enemy (GITM 8.8)");
        }
    }

    void make(PhaseMoves now, UnitId id) {
        Unit u = board.unit(id);
        if (!near.hostileAt(u, u.location().tactical()).isEmpty()) {
            return; // already in contact
        }
        Optional<Unit> target = nearestEnemy(now, u);
        if (target.isEmpty()) {
            return;
        }
        TacticalSquare at = target.get().location().tactical();
        TacticalMap map = board.tacticalMap(u.location().strategic());
        if (!map.sameSide(u.location().tactical(), at)) {
            reports.refused(now.phase(), u, TacticalMoveKind.ENGAGE, Lane.partedOnlyByWater(map,
                    u.location().tactical(), at) ? "water parts it from the nearest enemy (GITM 2.2, 8.8)"
                    : "the nearest enemy is across a river or mountain range and engage moves use no waypoint"
                    + " (GITM 8.7, 8.8)");
            return;
        }
        if (!TacticalRules.freshEnough(u, true)) {
            reports.refused(now.phase(), u, TacticalMoveKind.ENGAGE,
                    "its men are too tired to move with the enemy about (GITM 8.1)");
            return;
        }
        Walking.Walk walk = walking.walk(now, u, at, TacticalRules.allowance(u), TacticalMoveKind.ENGAGE, true);
        if (walk.outcome() == Walking.Outcome.BLOCKED) {
            reports.refused(now.phase(), u, TacticalMoveKind.ENGAGE, walk.reason());
        }
    }

    /**
     * GITM 8.8: the nearest enemy combat unit (headquarters only when no combat unit is left), then the one needing
     * the fewest diagonal moves, then a labelled roll.
     */
    private Optional<Unit> nearestEnemy(PhaseMoves now, Unit u) {
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
        Dice dice = now.turn().dice("tactical-engage");
        int pick = dice.roll(now.phase().title() + ": " + u.id() + " picks which of " + equal.size()
                + " equally near enemies to engage", equal.size());
        return Optional.of(equal.get(pick - 1));
    }

    /** Diagonal steps on the shortest way between two squares: the tie-break of GITM 8.8. */
    static int diagonalMoves(TacticalSquare a, TacticalSquare b) {
        return Math.min(Math.abs(a.col() - b.col()), Math.abs(a.row() - b.row()));
    }
}

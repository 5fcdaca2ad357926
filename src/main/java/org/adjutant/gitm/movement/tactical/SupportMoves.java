package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 8.10: in phases with combat, after all other movement, each unit with a support order for the phase, in
 * initiative order, moves to join a battle in its box where its side fights: the nearest within its reach (2
 * squares, 3 for fast units), then the one with the worst odds for its side, then a labelled roll. Not when it is
 * itself in contact or too tired (GITM 8.1); a support move pays fatigue on top of the phase's move. A move the
 * walk refuses (a garrison shut up in a besieged city, GITM 8.4; a blocked line, 8.5) is reported with its reason.
 */
final class SupportMoves implements TacticalStep {
    private final Board board;
    private final TurnOrders orders;
    private final Neighbourhood near;
    private final Walking walking;
    private final MoveReports reports;

    SupportMoves(Board board, TurnOrders orders, Neighbourhood near, Walking walking, MoveReports reports) {
        this.board = board;
        this.orders = orders;
        this.near = near;
        this.walking = walking;
        this.reports = reports;
    }

    @Override
    public Order order() {
        return Order.SUPPORT_MOVES;
    }

    @Override
    public void run(PhaseMoves now) {
        if (!now.phase().hasCombat()) {
            return;
        }
        for (UnitId id : now.initiative()) {
            support(now, id);
        }
    }

    private void support(PhaseMoves now, UnitId id) {
        Unit u = board.unit(id);
        Optional<ReactionBox> box = orders.of(id).support();
        if (!u.isActive() || !u.type().isCombatUnit() || box.isEmpty() || !box.get().activeIn(now.phase().number())
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
            int pick = now.turn().dice("tactical-support").roll(now.phase().title() + ": " + u.id()
                    + " picks which of " + equal.size() + " equally near and hard-pressed battles to support",
                    equal.size());
            target = equal.get(pick - 1);
        }
        if (!board.tacticalMap(u.location().strategic()).sameSide(from, target)) {
            return;
        }
        now.supportPaysAgain(id);
        Walking.Walk walk = walking.walk(now, u, target, reach, TacticalMoveKind.SUPPORT, false);
        if (walk.outcome() == Walking.Outcome.BLOCKED) {
            // a battle it would join is in reach, so the player hears why it stayed (a besieged garrison, GITM 8.4)
            reports.refused(now.phase(), u, TacticalMoveKind.SUPPORT, walk.reason());
        }
    }

    /** Some unit of the supporter's side is in contact with a hostile unit on the square. */
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
}

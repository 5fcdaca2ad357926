package org.adjutant.gitm.readiness;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.event.ActivationCause;
import org.adjutant.gitm.event.UnitActivated;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Steps O4 and P1 (GITM 11.3, 11.5): after the Orders phase and at the end of every movement phase, an inactive unit
 * whose strategic square holds an active unit of a hostile or neutral state becomes active. Presence is checked
 * rather than the arrival itself, so every way in counts (a march, a withdrawal, a pursuit, a rout, a change of
 * alliance). The steps of later phases read the unit as active and so carry out its orders from the next phase on:
 * a path box is due in its own phase ({@code MarchPlan.boxDue}), so the boxes of phases already past are never
 * marched, and a later box that is not next to the unit halts its path (GITM 7.4); a tactical move ordered to begin
 * in a phase already past is never begun ({@link TurnContext#missedWhileInactive}).
 */
public final class AutoActivation implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        List<Unit> inactive = new ArrayList<>();
        for (Unit u : board.units()) {
            if (u.readiness() == Readiness.INACTIVE) {
                inactive.add(u);
            }
        }
        for (Unit u : inactive) {
            Unit hostile = null;
            Unit neutral = null;
            for (Unit o : board.unitsIn(u.location().strategic())) {
                if (!o.isActive()) {
                    continue;
                }
                Relation r = board.relation(u, o);
                if (r == Relation.HOSTILE && (hostile == null || o.id().compareTo(hostile.id()) < 0)) {
                    hostile = o;
                } else if (r == Relation.NEUTRAL && (neutral == null || o.id().compareTo(neutral.id()) < 0)) {
                    neutral = o;
                }
            }
            if (hostile == null && neutral == null) {
                continue;
            }
            Unit by = hostile != null ? hostile : neutral;
            ActivationCause cause = hostile != null ? ActivationCause.ENEMY_ENTERED : ActivationCause.NEUTRAL_ENTERED;
            board.put(board.unit(u.id()).withReadiness(Readiness.ACTIVE));
            turn.activatedAtEndOf(u.id(), phase);
            turn.events().add(new UnitActivated(phase, u.id(), u.location().strategic(), cause, by.id().toString(),
                    Visibility.units(Set.of(u.id().toString()))));
        }
    }
}

package org.adjutant.gitm.readiness;

import java.util.Set;
import org.adjutant.gitm.event.InactivationRefused;
import org.adjutant.gitm.event.UnitActivated;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OrderContext;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Step O1 of the Orders phase (GITM 11.1): inactive units ordered out take the field, in unit-id order, before
 * mergers (GITM 3.5 lets a merger's units be activated for it) and before inactivations (so that one unit taking the
 * field frees a place in its square for another to stand down). The only limit is the 1.4 one of active units in a
 * square; a shattered unit comes back only by reforming (GITM 12.5); and no unit of a state whose troops have gone
 * unpaid for two turns running takes the field by order (docs/rules/sow.md section 6, designed).
 */
public final class Activations implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        for (ReadinessRequests.Request r : ReadinessRequests.of(turn).all()) {
            if (!r.activate() || !board.has(r.unit())) {
                continue;
            }
            Unit u = board.unit(r.unit());
            Visibility seen = Visibility.units(Set.of(u.id().toString()));
            if (u.readiness() == Readiness.SHATTERED) {
                turn.events().add(new InactivationRefused(phase, u.id(), u.location().strategic(), r.order(),
                        u.id() + " is shattered and cannot be activated: it becomes active again only by reforming"
                                + " (GITM 12.5)", seen));
                continue;
            }
            if (u.readiness() != Readiness.INACTIVE) {
                continue; // already active: nothing to do
            }
            int arrears = board.start().state(u.state()).map(p -> p.purse().arrears()).orElse(0);
            if (arrears >= OrderContext.MUTINY_AFTER) {
                // docs/rules/sow.md section 6: unpaid troops refuse to march until a turn's bill is paid in full
                turn.events().add(new InactivationRefused(phase, u.id(), u.location().strategic(), r.order(),
                        u.id() + " will not take the field: its state has not paid its troops in full for " + arrears
                                + " turns running (docs/rules/sow.md section 6)", seen));
                continue;
            }
            long active = board.unitsIn(u.location().strategic()).stream().filter(Unit::isActive).count();
            if (active >= StackingRules.MAX_ACTIVE) {
                turn.events().add(new InactivationRefused(phase, u.id(), u.location().strategic(), r.order(),
                        u.id() + " was not activated: " + u.location().strategic() + " already holds "
                                + StackingRules.MAX_ACTIVE + " active units (GITM 1.4)", seen));
                continue;
            }
            board.put(u.withReadiness(Readiness.ACTIVE));
            turn.events().add(new UnitActivated(phase, u.id(), u.location().strategic(), r.by().asCause(), "", seen));
        }
    }
}

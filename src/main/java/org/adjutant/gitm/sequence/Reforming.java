package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.combat.CombatConstants;
import org.adjutant.gitm.combat.Field;
import org.adjutant.gitm.combat.Shattering;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.Reformed;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * GITM 12.3, 12.5 (docs/rules/gitm-9-combat.md, section 19.6): at the end of each turn a shattered unit completes a
 * turn of reforming; when none is left it reforms, active again, if it has supply and communications as the supply
 * picture judged them just before (docs/rules/gitm-10-supply.md section 18: an available source found at the end of
 * the turn, requisition not counting; without supply rules plugged in, communications alone); otherwise it tries again each turn, and after three failures it is
 * destroyed.
 */
public final class Reforming implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Set<UnitId> inCommunications = null;
        Field field = null;
        for (Unit u : List.copyOf(turn.board().units())) {
            if (u.readiness() != Readiness.SHATTERED) {
                continue;
            }
            int left = Math.max(0, u.reformTurns() - 1);
            if (left > 0) {
                turn.board().put(u.withReform(left, u.reformFailures()));
                continue;
            }
            boolean ready;
            if (turn.reformability().isPresent()) {
                ready = turn.reformability().get().mayReform(u.id());
            } else {
                if (inCommunications == null) {
                    inCommunications = turn.plugins().communications().inCommunications(turn.board());
                }
                ready = inCommunications.contains(u.id());
            }
            if (ready) {
                turn.board().put(u.toBuilder().readiness(Readiness.ACTIVE).reformTurns(0).reformFailures(0).build());
                turn.events().add(new Reformed(phase, u.id(), u.location().strategic(),
                        everyoneIn(turn, u)));
                continue;
            }
            int failures = u.reformFailures() + 1;
            if (failures >= CombatConstants.REFORM_FAILURES_MAX) {
                if (field == null) {
                    field = new Field(turn, phase);
                }
                Shattering.destroy(field, u.id(), DestroyCause.NOT_REFORMED);
            } else {
                turn.board().put(u.withReform(0, failures));
            }
        }
        if (field != null) {
            field.settleLosses();
        }
    }

    private static org.adjutant.ruleset.Visibility everyoneIn(TurnContext turn, Unit u) {
        return new Field(turn, Phase.END_OF_TURN).everyoneIn(u.location().strategic());
    }
}

package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.combat.CombatConstants;
import org.adjutant.gitm.event.ExperienceFaded;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 3.6 (docs/rules/gitm-9-combat.md, section 18.1): at the end of a campaign every unit loses a tenth of its
 * experience (rounded down) to the turnover of its men, a quarter if it neither fought nor marched all campaign; then
 * every unit starts the next campaign unmarked.
 */
public final class ExperienceTurnover implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        for (Unit u : List.copyOf(turn.board().units())) {
            boolean idle = !u.gainedExperienceThisCampaign();
            int loss = (int) Math.floor(u.experience() * (idle ? CombatConstants.EXPERIENCE_TURNOVER_IDLE
                    : CombatConstants.EXPERIENCE_TURNOVER));
            turn.board().put(u.toBuilder().experience(u.experience() - loss).gainedExperienceThisCampaign(false)
                    .build());
            if (loss > 0) {
                turn.events().add(new ExperienceFaded(phase, u.id(), loss, idle,
                        Visibility.units(Set.of(u.id().toString()))));
            }
        }
    }
}

package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.event.ReturnedToRanks;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 9.13 (docs/rules/gitm-9-combat.md, section 15; decision 8): at the end of a campaign the wounded and the
 * prisoners come back to their units, up to each unit's size limit; the rest are lost to it (the economy's manpower
 * rules may one day take them in). The stragglers keep coming back their own way.
 */
public final class CampaignReturns implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        for (Unit u : List.copyOf(turn.board().units())) {
            if (u.wounded() == 0 && u.prisoners() == 0) {
                continue;
            }
            int room = Math.max(0, SizeLimits.maxMen(u) - u.men());
            int wounded = Math.min(u.wounded(), room);
            int prisoners = Math.min(u.prisoners(), room - wounded);
            int away = u.wounded() + u.prisoners() - wounded - prisoners;
            turn.board().put(u.toBuilder().men(u.men() + wounded + prisoners).wounded(0).prisoners(0).build());
            turn.events().add(new ReturnedToRanks(phase, u.id(), wounded, prisoners, away,
                    Visibility.units(Set.of(u.id().toString()))));
        }
    }
}

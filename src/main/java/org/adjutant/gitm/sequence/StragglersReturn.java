package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.combat.CombatConstants;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 9.13 (docs/rules/gitm-9-combat.md, section 15): at the end of each turn some of a unit's stragglers find it
 * again: half of them, rounded up, if it had no strategic movement order this turn, a quarter otherwise (and a quarter
 * for a shattered unit gathering its men), never past its size limit; none while it is shut in a besieged fort. The
 * rule has them rejoin "on each successive turn": only those it had when the turn began come back, so men who fell
 * out this turn are not back the same evening.
 */
public final class StragglersReturn implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        for (Unit u : List.copyOf(turn.board().units())) {
            int earlier = Math.min(u.stragglers(), turn.board().start().unit(u.id()).map(Unit::stragglers).orElse(0));
            if (earlier == 0 || u.inFort() && turn.plugins().sieges().besieged(u, turn.board())) {
                continue;
            }
            MarchOrders march = turn.marchOrders().getOrDefault(u.id(), MarchOrders.NONE);
            boolean stood = march.path().isEmpty() && !march.pursue() && march.marchTo().isEmpty();
            double rate = stood && u.readiness() != Readiness.SHATTERED ? CombatConstants.STRAGGLER_RETURN_STANDING
                    : CombatConstants.STRAGGLER_RETURN_MARCHING;
            int back = Math.min((int) Math.ceil(earlier * rate), Math.max(0, SizeLimits.maxMen(u) - u.men()));
            if (back <= 0) {
                continue;
            }
            turn.board().put(u.toBuilder().men(u.men() + back).stragglers(u.stragglers() - back).build());
            turn.events().add(new StragglersReturned(phase, u.id(), back, Visibility.units(Set.of(u.id().toString()))));
        }
    }
}

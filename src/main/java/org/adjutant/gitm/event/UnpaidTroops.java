package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit its state could not pay in full (docs/rules/sow.md section 6) lost morale and, unless it is a headquarters,
 * men who went home on their own account. Seen by its state's officers and its commanders.
 */
public record UnpaidTroops(Phase when, UnitId unit, int deserters, int moraleLost, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "unpaid-troops";
    }

    @Override
    public String describe() {
        String men = deserters > 0 ? Count.men(deserters) + " went home and " : "";
        return unit + " was not paid in full: " + men + "its morale fell by " + moraleLost + ".";
    }
}

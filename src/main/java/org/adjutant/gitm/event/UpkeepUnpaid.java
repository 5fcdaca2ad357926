package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A state could not pay its troops in full (docs/rules/sow.md section 6): it paid what it had and the shortfall fell
 * on every unit owed anything, in proportion ({@link UnpaidTroops}). Its officers learn of it.
 */
public record UpkeepUnpaid(Phase when, String state, int bill, int paid, int shortfall) implements GitmEvent {
    public UpkeepUnpaid {
        if (shortfall <= 0 || paid < 0 || paid + shortfall != bill) {
            throw new IllegalArgumentException(state + ": bill " + bill + " = paid " + paid + " + short " + shortfall);
        }
    }

    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "upkeep-unpaid";
    }

    @Override
    public String describe() {
        return state + " could not pay its troops: upkeep " + bill + " Cr, paid " + paid + ", " + shortfall
                + " short. Every unit owed pay lost morale and men in proportion (SoW 5.2; designed).";
    }
}

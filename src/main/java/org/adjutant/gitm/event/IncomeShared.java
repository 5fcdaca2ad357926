package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The President of Mexico gave another Mexican state a share of what the state of Mexico collected this turn (AMWOL
 * 1.2; docs/rules/politics.md section 5); the officers of both states learn of it, as of a payment.
 *
 * @param collected what the giver collected this turn, of which the share is taken
 */
public record IncomeShared(Phase when, String from, String to, int percent, int collected, int crowns)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(from, to);
    }

    @Override
    public String kind() {
        return "income-shared";
    }

    @Override
    public String describe() {
        return "By the President's order " + from + " gave " + to + " " + percent + "% of the " + collected
                + " Cr it collected this turn: " + crowns + " Cr (AMWOL 1.2).";
    }
}

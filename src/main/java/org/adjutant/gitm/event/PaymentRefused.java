package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A payment accepted at arrival that the deadline did not carry out (docs/rules/sow.md sections 4, 18.5): the money
 * was no longer there, or its giver no longer holds the office. It costs nothing; the paying state's officers learn
 * why.
 */
public record PaymentRefused(Phase when, String state, String role, String order, String reason)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "payment-refused";
    }

    @Override
    public String describe() {
        return role + "'s order " + order + " was not carried out. " + reason;
    }
}

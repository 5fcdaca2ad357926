package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * An order of the Orders phase (a merge, a transfer, a disbanding) that was accepted when it arrived but could not be
 * carried out at the deadline, because the position had changed or a fact the reply could not reveal (enemies in the
 * square) stood in its way (docs/rules/sow.md section 18.5). Nothing of it was done. Seen by the units it names and
 * their state's War Minister, so its giver learns why.
 *
 * @param by     who gave it, in words: "the War Minister", "the commander of MX10IN"
 * @param order  the order in normal form
 * @param reason the whole reason, naming the units and the rule
 */
public record OrderNotCarriedOut(Phase when, String state, String by, String order, String reason,
                                 Visibility visibility) implements GitmEvent {
    public OrderNotCarriedOut {
        Objects.requireNonNull(by);
        Objects.requireNonNull(order);
        Objects.requireNonNull(reason);
    }

    @Override
    public String kind() {
        return "order-not-carried-out";
    }

    @Override
    public String describe() {
        return "The order " + order + " (from " + by + ") was not carried out: " + reason + ".";
    }
}

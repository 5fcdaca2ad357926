package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * An office moved supplies from one of its state's cities to another city (GITM 10.6; docs/rules/gitm-10-supply.md
 * section 10). Told to the ordering office: a War Minister's office id, or the army HQ whose commander gave it.
 *
 * @param role   the role that gave the order
 * @param sent   supplies that went (at most {@code asked})
 * @param byLand along a line of contact; otherwise by sea
 * @param note   why fewer than asked went, or empty
 */
public record SuppliesSent(Phase when, String role, String from, String to, int sent, int asked, boolean byLand,
                           String note, Visibility visibility) implements GitmEvent {
    public SuppliesSent {
        if (sent < 1 || sent > asked) {
            throw new IllegalArgumentException("sent " + sent + " of " + asked);
        }
    }

    @Override
    public String kind() {
        return "supplies-sent";
    }

    @Override
    public String describe() {
        String how = byLand ? "overland" : "by sea";
        String part = sent < asked ? sent + " of the " + Count.supplies(asked) : Count.supplies(sent);
        return part + " ordered by " + role + " went " + how + " from " + from + " to " + to + "."
                + (note.isEmpty() ? "" : " " + Character.toUpperCase(note.charAt(0)) + note.substring(1) + ".");
    }
}

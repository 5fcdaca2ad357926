package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/** A supply movement order that could not be carried out at all, with the reason (GITM 10.6, 10.3). */
public record SupplyMoveRefused(Phase when, String role, String order, String reason, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "supply-move-refused";
    }

    @Override
    public String describe() {
        return role + "'s order " + order + " was refused. " + Character.toUpperCase(reason.charAt(0))
                + reason.substring(1) + ".";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/** Crowns paid from one state's treasury into another's (SoW-2018 2.1); the officers of both states learn of it. */
public record Payment(Phase when, String from, String to, int crowns, String role) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(from, to);
    }

    @Override
    public String kind() {
        return "payment";
    }

    @Override
    public String describe() {
        return from + " paid " + crowns + " Cr into the treasury of " + to + " (ordered by " + role
                + "; SoW-2018 2.1).";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** At the end of a campaign a unit lost some experience, more if it had not fought or marched (GITM 3.6). */
public record ExperienceFaded(Phase when, UnitId unit, int points, boolean idle, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "experience-faded";
    }

    @Override
    public String describe() {
        return unit + " lost " + points + " experience at the end of the campaign"
                + (idle ? ", having neither fought nor marched" : "") + ".";
    }
}

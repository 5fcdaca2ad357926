package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit gained experience in a phase of battle, more at even odds (GITM 3.6); told to the unit. */
public record ExperienceGained(Phase when, UnitId unit, int points, double odds, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "experience";
    }

    @Override
    public String describe() {
        return unit + " gained " + points + " experience in battle (" + OddsWords.of(odds) + ").";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's morale fell because it routed, or because a unit of its side shattered near it (GITM 3.7 as designed in
 * docs/rules/gitm-9-combat.md, section 18.4); told to the unit.
 *
 * @param cause  what shook it
 * @param other  the unit that shattered (the unit itself when it routed)
 * @param square where the rout or the shattering happened
 * @param change the points lost (negative)
 */
public record MoraleShaken(Phase when, UnitId unit, Cause cause, UnitId other, StrategicSquare square, int change,
                           Visibility visibility) implements GitmEvent {
    /** What shook a unit's morale. */
    public enum Cause {
        ROUT, SHATTERING_NEARBY
    }

    @Override
    public String kind() {
        return "morale-shaken";
    }

    @Override
    public String describe() {
        return unit + " lost " + -change + " morale " + (cause == Cause.ROUT ? "from its rout out of " + square
                : "at the shattering of " + other + " in " + square) + ".";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A city changed hands (designed, docs/rules/gitm-10-supply.md section 6): the captor keeps half its stores, the rest
 * is burnt and spoilt.
 *
 * @param storesTaken the supplies the captor keeps
 * @param storesLost  the supplies lost in the capture
 */
public record CityCaptured(Phase when, String city, StrategicSquare square, TacticalSquare at, String fromState,
                           String toState, How how, int storesTaken, int storesLost, Visibility visibility)
        implements GitmEvent {
    /** How the city was taken. */
    public enum How {
        /** Hostile combat units stood on its square with none of the holder's side left there. */
        ENTERED,
        /** Its garrison surrendered in the siege surrender phase (GITM 10.3). */
        SURRENDERED,
        /** Its townsmen rose as militia for their own state (SoW 4.3; docs/rules/sow.md section 9). */
        ROSE
    }

    @Override
    public String kind() {
        return "city-captured";
    }

    @Override
    public String describe() {
        return toState + " took " + city + " (" + square + ", " + at + ") from " + fromState
                + (how == How.SURRENDERED ? " on its garrison's surrender" : how == How.ROSE ? " by a rising of its militia"
                : "") + "; " + Count.supplies(storesTaken)
                + " kept, " + storesLost + " lost.";
    }
}

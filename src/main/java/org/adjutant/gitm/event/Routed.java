package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit that failed its morale check routed into a neighbouring strategic square (GITM 9.8), losing men on the way;
 * seen by everyone in both squares.
 *
 * @param at      where it came to rest on the new square's tactical map
 * @param menLost men scattered in the flight (stragglers and prisoners)
 */
public record Routed(Phase when, UnitId unit, StrategicSquare from, StrategicSquare to, TacticalSquare at,
                     int menLost, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "routed";
    }

    @Override
    public String describe() {
        return unit + " routed from " + from + " into " + to + ", losing " + Count.men(menLost) + " on the way.";
    }
}

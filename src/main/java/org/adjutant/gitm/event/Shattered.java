package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit shattered, lost part of its men and fled along its line of contact towards a friendly city to reform
 * (GITM 12.1-12.2); or, with {@link ShatterCause#DRIVEN_ON}, a shattered unit an enemy came upon moved on again
 * (GITM 12.4). Seen by everyone in the square it left and the square it reached.
 *
 * @param percentLost the share of its men lost, 30-80 (0 when driven on)
 * @param menLost     the men lost, half stragglers and half prisoners
 * @param at          where it now stands on the new square's tactical map
 */
public record Shattered(Phase when, UnitId unit, ShatterCause cause, int percentLost, int menLost,
                        StrategicSquare from, StrategicSquare to, TacticalSquare at, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "shattered";
    }

    @Override
    public String describe() {
        if (cause == ShatterCause.DRIVEN_ON) {
            return unit + ", shattered and reforming, was driven on from " + from + " to " + to + ".";
        }
        return unit + " shattered (" + cause.words() + "), lost " + Count.men(menLost) + " (" + percentLost
                + "%) and fled from " + from + " to " + to + " to reform.";
    }
}

package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit moved on the tactical map of its strategic square (GITM 8). A move through a waypoint is reported as two
 * such events, one per leg (GITM 4.4). The observers are those who learn of the whole move; others may learn of one
 * end only, through {@link TacticalMoveGlimpsed}.
 *
 * @param fatigue fatigue the move cost (GITM 8.1), 0 when no hostile unit shares the strategic square
 * @param inFort  whether the unit ends the move inside a fort (GITM 2.6)
 */
public record TacticalMoved(Phase when, UnitId unit, StrategicSquare square, TacticalSquare from, TacticalSquare to,
                            TacticalMoveKind how, int fatigue, boolean inFort, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "tactical-moved";
    }

    @Override
    public String describe() {
        String where = from.equals(to) ? " at " + to : " from " + from + " to " + to;
        String fort = how == TacticalMoveKind.FORT ? (inFort ? ", entering the fort" : ", leaving the fort")
                : inFort ? " and entered the fort" : "";
        return unit + " " + how.verb() + where + " in " + square + fort + ".";
    }
}

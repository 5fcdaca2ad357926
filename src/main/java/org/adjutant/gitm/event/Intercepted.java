package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's tactical move was cut off by an intercepting unit (GITM 8.11). An enemy mover is brought to battle at
 * {@code at} (see {@link BattleJoined}); a neutral mover only halts, one square short of the interceptor.
 */
public record Intercepted(Phase when, UnitId interceptor, UnitId mover, StrategicSquare square, TacticalSquare at,
                          boolean battle, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "intercepted";
    }

    @Override
    public String describe() {
        return interceptor + " intercepted " + mover + " at " + at + " in " + square
                + (battle ? "." : "; it halted its move.");
    }
}

package org.adjutant.gitm.sequence;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 3.2: at the end of every turn cavalry, light artillery and army HQs recover 4 points of fatigue, every other
 * unit 3, never below 0. Horse artillery is artillery, not cavalry, so it recovers 3, as the rule's list reads.
 */
public final class FatigueRecovery implements TurnStep {
    public static final int QUICK = 4;
    public static final int NORMAL = 3;

    public static int recovery(UnitType type) {
        return type.arm() == Arm.CAVALRY || type == UnitType.LA || type == UnitType.AQ ? QUICK : NORMAL;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        for (Unit u : java.util.List.copyOf(turn.board().units())) {
            if (u.fatigue() > 0) {
                turn.board().put(u.adjustFatigue(-recovery(u.type())));
            }
        }
    }
}

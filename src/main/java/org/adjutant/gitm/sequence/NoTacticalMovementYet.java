package org.adjutant.gitm.sequence;

/** Until tactical movement arrives, units keep their tactical squares in every tactical phase. */
public final class NoTacticalMovementYet implements TacticalMovement {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // nothing yet: GITM 8 plugs in here
    }
}

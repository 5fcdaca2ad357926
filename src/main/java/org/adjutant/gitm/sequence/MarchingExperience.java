package org.adjutant.gitm.sequence;

import org.adjutant.gitm.unit.Unit;

/**
 * GITM 3.6: a unit that made at least one strategic move this turn gains 1 experience, up to 8; marching never takes
 * a unit past 8, and a unit above 8 from battles keeps what it has.
 */
public final class MarchingExperience implements TurnStep {
    public static final int CEILING = 8;

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.hasMovement()) {
            return;
        }
        for (Unit u : java.util.List.copyOf(turn.board().units())) {
            if (u.experience() < CEILING && turn.movement().plan(u.id()).hasMarched()) {
                turn.board().put(u.adjustExperience(1));
            }
        }
    }
}

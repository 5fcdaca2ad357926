package org.adjutant.gitm.sequence;

/**
 * A tactical phase (GITM 5.2): tactical movement first (with what the combat rules ask of
 * it, GITM 12.4), then, in phases 1-4 only, bombardment and the battles.
 */
public final class TacticalPhaseStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        turn.plugins().tactical().run(phase, turn);
        turn.plugins().combat().afterMovement(phase, turn);
        if (phase.hasCombat()) {
            turn.plugins().bombardment().run(phase, turn);
            turn.plugins().combat().run(phase, turn);
        }
    }
}

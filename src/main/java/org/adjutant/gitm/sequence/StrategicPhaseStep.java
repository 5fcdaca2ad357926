package org.adjutant.gitm.sequence;

/** One of the six strategic phases (GITM 5.2, 7.1-7.16). */
public final class StrategicPhaseStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        turn.movement().strategicPhase(phase.number());
        turn.plugins().combat().afterMovement(phase, turn);
    }
}

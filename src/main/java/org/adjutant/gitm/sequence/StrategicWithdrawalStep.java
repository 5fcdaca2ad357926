package org.adjutant.gitm.sequence;

/** The strategic withdrawal phase (GITM 5.2, 7.5); strategic movement starts here, after the supply phase. */
public final class StrategicWithdrawalStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        turn.movement().withdrawalPhase();
    }
}

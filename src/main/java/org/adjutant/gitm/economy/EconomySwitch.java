package org.adjutant.gitm.economy;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * The game file's switch {@code rules: {economy: false}} (docs/rules/sow.md section 23.1): a step of Sinews of War runs
 * only when the game plays with the economy, so a game of GITM alone keeps its treasuries as the scenario set them and
 * no statement is made.
 */
public record EconomySwitch(TurnStep step) implements TurnStep {
    /** {@code step}, run only in games with the economy on. */
    public static TurnStep on(TurnStep step) {
        return new EconomySwitch(step);
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (turn.board().start().settings().rules().economy()) {
            step.run(phase, turn);
        }
    }
}

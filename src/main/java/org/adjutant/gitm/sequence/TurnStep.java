package org.adjutant.gitm.sequence;

/** One small step of a turn, run in the order of {@link Phase} (the TripleA battle-step pattern). */
@FunctionalInterface
public interface TurnStep {
    void run(Phase phase, TurnContext turn);
}

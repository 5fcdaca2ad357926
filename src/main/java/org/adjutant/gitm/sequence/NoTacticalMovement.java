package org.adjutant.gitm.sequence;

/** Units keep their tactical squares in every tactical phase: the plain engine of {@link TurnPlugins#standard()}. */
public final class NoTacticalMovement implements TacticalMovement {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // GITM 8 is the tactical movement package
    }
}

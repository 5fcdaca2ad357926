package org.adjutant.gitm.sequence;

/** Nobody bombards: the plain engine of {@link TurnPlugins#standard()}, for movement alone. */
public final class NoBombardment implements Bombardment {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // GITM 9.14 is the combat package's bombardment
    }
}

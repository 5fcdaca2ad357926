package org.adjutant.gitm.sequence;

/** A supply phase that changes nothing: the plain engine of {@link TurnPlugins#standard()}, for movement alone. */
public final class NoSupplyRules implements SupplyRules {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // GITM 10.5-10.11 are GitmSupply
    }
}

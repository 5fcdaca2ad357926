package org.adjutant.gitm.sequence;

/** Until the supply rules arrive, the supply phase changes nothing. */
public final class NoSupplyRulesYet implements SupplyRules {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // nothing yet: GITM 10.5-10.11 plug in here
    }
}

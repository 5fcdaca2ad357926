package org.adjutant.gitm.sequence;

/** Until the combat rules arrive, nobody bombards. */
public final class NoBombardmentYet implements Bombardment {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // nothing yet: GITM 9 bombardment plugs in here
    }
}

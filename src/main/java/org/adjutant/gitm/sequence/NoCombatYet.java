package org.adjutant.gitm.sequence;

/** Until the combat rules arrive, units in contact do not fight. */
public final class NoCombatYet implements Combat {
    @Override
    public void run(Phase phase, TurnContext turn) {
        // nothing yet: GITM 9 plugs in here
    }
}

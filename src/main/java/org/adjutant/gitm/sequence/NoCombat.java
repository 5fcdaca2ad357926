package org.adjutant.gitm.sequence;

import org.adjutant.gitm.movement.BattleContacts;

/** Units in contact do not fight: the plain engine of {@link TurnPlugins#standard()}, for movement alone. */
public final class NoCombat implements Combat {
    @Override
    public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
        // GITM 9 is the combat package
    }
}

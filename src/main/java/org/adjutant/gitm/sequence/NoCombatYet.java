package org.adjutant.gitm.sequence;

import org.adjutant.gitm.movement.BattleContacts;

/** Until the combat rules arrive, units in contact do not fight. */
public final class NoCombatYet implements Combat {
    @Override
    public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
        // nothing yet: GITM 9 plugs in here
    }
}

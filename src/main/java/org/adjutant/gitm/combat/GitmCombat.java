package org.adjutant.gitm.combat;

import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * GITM 9 as the turn engine's combat plug-in: {@code TurnPlugins.standard().withCombat(new GitmBombardment(), new
 * GitmCombat())}. On campaign turns it fights the battles tactical movement left on the board, one after another in
 * map order (GITM 9.1); peace and truce turns fight nothing.
 */
public final class GitmCombat implements Combat {
    @Override
    public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
        if (!turn.campaignTurn()) {
            return; // GITM 9.1: no combat on peace or truce turns
        }
        // the battle steps plug in here
    }
}

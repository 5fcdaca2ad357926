package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.Bombardment;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * GITM 9.14 as the turn engine's bombardment plug-in: after tactical movement of phases 1-4 and before the battles,
 * guns that neither moved nor stand in a battle shell a neighbouring square of enemies. Peace and truce turns fire no
 * gun.
 */
public final class GitmBombardment implements Bombardment {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return; // GITM 9.1: no combat on peace or truce turns
        }
        // the bombardment steps plug in here
    }
}

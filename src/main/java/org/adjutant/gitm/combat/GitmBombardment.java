package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.Bombardment;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * GITM 9.14 as the turn engine's bombardment plug-in (docs/rules/gitm-9-combat.md, section 16): after tactical
 * movement of phases 1-4 and before the battles, in four steps: the guns that may fire and their targets
 * ({@link BombardmentBatteries}), the fire square by square ({@link BombardmentFire}), the forts it may lower
 * ({@link FortBreaching}), the morale of those hit and what their failures do ({@link BombardmentMorale}); then the
 * losses are split and reported (GITM 9.13). Bombardment is not a battle: no lines, no melee, no experience, no battle
 * morale. Peace and truce turns fire no gun.
 */
public final class GitmBombardment implements Bombardment {
    private final CombatTuning tuning;

    /** The rules as every game plays them. */
    public GitmBombardment() {
        this(CombatTuning.STANDARD);
    }

    /** With other designed values: the calibration's sensitivity sweep (docs/calibration.md). */
    public GitmBombardment(CombatTuning tuning) {
        this.tuning = tuning;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return; // GITM 9.1: no combat on peace or truce turns
        }
        Barrage barrage = new Barrage(new Field(turn, phase, tuning));
        BombardmentBatteries.find(barrage);
        if (barrage.targets.isEmpty()) {
            return;
        }
        BombardmentFire.fire(barrage);
        FortBreaching.breach(barrage);
        BombardmentMorale.check(barrage);
        barrage.field.settleLosses();
    }
}

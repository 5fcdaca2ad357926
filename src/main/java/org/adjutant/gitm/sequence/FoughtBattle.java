package org.adjutant.gitm.sequence;

import java.util.List;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.unit.UnitId;

/**
 * One battle as the combat step leaves it for the rest of the turn: battle morale at the end of the turn treats all
 * the battles of one strategic square as one battle (GITM 3.7, GITM-MD morale2.html), and the next turn's strategic
 * withdrawal asks where battles were fought (GITM 7.5).
 *
 * @param phase         the tactical phase
 * @param square        the strategic square
 * @param at            the tactical square
 * @param attackers     the attacking side's units present when the firing began, in id order
 * @param defenders     the defending side's, likewise
 * @param attackersLost every man the attacking side lost in this battle (all kinds, shattering and surrender included)
 * @param defendersLost the same for the defending side
 * @param attackersDriven men, at the start of the phase, of the attacking side's units that left the square (fell
 *                      back, retreated, routed, shattered or surrendered)
 * @param defendersDriven the same for the defending side
 * @param holder        the side left on the square when the battle ended, or neither
 */
public record FoughtBattle(Phase phase, StrategicSquare square, TacticalSquare at, List<UnitId> attackers,
                           List<UnitId> defenders, int attackersLost, int defendersLost, int attackersDriven,
                           int defendersDriven, BattleSide holder) {
    public FoughtBattle {
        attackers = List.copyOf(attackers);
        defenders = List.copyOf(defenders);
    }

    /** Every man lost by both sides. */
    public int casualties() {
        return attackersLost + defendersLost;
    }
}

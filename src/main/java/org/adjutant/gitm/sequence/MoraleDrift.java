package org.adjutant.gitm.sequence;

import org.adjutant.gitm.unit.Unit;

/**
 * GITM 3.7 and GITM-MD morale2.html: at the end of a campaign turn a unit whose morale no battle or city capture moved
 * this turn gives back a fifth of its distance from 50. The page does not say how a fraction is rounded; the project
 * rounds away from 50's side, so every unit not at 50 moves at least one point and in time gets there (a rounding
 * toward zero would leave units at 51-54 and 46-49 stuck for ever).
 */
public final class MoraleDrift implements TurnStep {
    public static final int REST = Unit.START_MORALE;

    public static int drift(int morale) {
        int gap = morale - REST;
        if (gap == 0) {
            return 0;
        }
        int fifth = (Math.abs(gap) + 4) / 5;
        return gap > 0 ? -fifth : fifth;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        for (Unit u : java.util.List.copyOf(turn.board().units())) {
            int change = drift(u.morale());
            if (change != 0 && !turn.moraleMovedThisTurn(u.id())) {
                turn.board().put(u.adjustMorale(change));
            }
        }
    }
}

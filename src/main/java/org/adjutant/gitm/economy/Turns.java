package org.adjutant.gitm.economy;

import org.adjutant.gitm.state.GitmState;

/** Which turns the economy charges and pays on (docs/rules/sow.md sections 1, 17). */
final class Turns {
    private Turns() {
    }

    /** Turn 0, the deployment turn, has neither income nor upkeep. */
    static boolean hasIncomeAndUpkeep(GitmState start) {
        return start.turn() > 0;
    }

    /** A peace or truce turn of the game's calendar (SoW 5.3). */
    static boolean isPeaceTurn(GitmState start) {
        return start.turn() > 0 && !start.isCampaignTurn();
    }
}

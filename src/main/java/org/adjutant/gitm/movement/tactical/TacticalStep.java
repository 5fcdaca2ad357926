package org.adjutant.gitm.movement.tactical;

/**
 * One step of a tactical phase (GITM 8). {@link TacticalTurn} runs its steps in the order of {@link Order}, each on
 * the same {@link PhaseMoves}; a step reads and changes the board and the turn's orders only through the small
 * classes it is given.
 */
interface TacticalStep {
    /** The steps of a tactical phase, in the order they run. */
    enum Order {
        /** GITM 9.1: hostile units already standing together get a battle for this phase before anyone moves. */
        STANDING_BATTLES,
        /** GITM 8.6: the order in which units move this phase. */
        INITIATIVE,
        /** GITM 8.2, 2.6: moves into and out of forts come before any other move. */
        FORT_MOVES,
        /**
         * GITM 8.12 (with 8.2-8.5, 8.7, 8.8, 8.11): each unit in initiative order makes its specified move, else its
         * engage move; any leg may be intercepted on the way.
         */
        OWN_MOVES,
        /** GITM 8.10: in phases with combat, units join battles near them after all other movement. */
        SUPPORT_MOVES,
        /** GITM 9.1: the phase's battles as they stand when movement ends, for the combat step. */
        SETTLE_BATTLES
    }

    Order order();

    void run(PhaseMoves now);
}

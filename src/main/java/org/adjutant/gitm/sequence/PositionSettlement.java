package org.adjutant.gitm.sequence;

import org.adjutant.gitm.state.GitmState;

/**
 * A turn attachment ({@link TurnContext#attachment}) that changes the next position beyond what the board holds (the
 * economy's treasuries): the engine hands it the position the board left and keeps what it returns.
 */
public interface PositionSettlement {
    GitmState settle(GitmState next);
}

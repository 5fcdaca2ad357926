package org.adjutant.store;

import java.time.Instant;
import java.util.List;

/**
 * An accepted order block waiting for its deadline: who sent it, in which role at that moment (GITM 6.1, 6.10),
 * when the mail server received it, and the orders in normal form.
 */
public record QueuedBlock(long id, String gameId, String unitId, long inboxId, int blockNo, long playerId,
                          Role role, String sender, Instant receivedAt, List<String> orders) {
    public enum Role { COMMANDER, DEPUTY }

    public QueuedBlock {
        orders = List.copyOf(orders);
    }
}

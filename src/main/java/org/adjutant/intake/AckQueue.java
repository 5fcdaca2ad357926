package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;

/** Where acknowledgements go: the outbox, inside the same transaction that queues the orders. */
@FunctionalInterface
public interface AckQueue {
    void queue(Connection c, Acknowledgement ack) throws SQLException;

    /**
     * The acknowledgement made ready on any thread (rendered and composed), so that only storing it, in order, needs
     * the transaction: {@link #queue} in two halves. By default nothing is done ahead.
     */
    default Composed compose(Acknowledgement ack) {
        return c -> queue(c, ack);
    }

    /** An acknowledgement ready to be stored in the transaction that queues the orders it confirms. */
    @FunctionalInterface
    interface Composed {
        void store(Connection c) throws SQLException;
    }

    /**
     * A short notice to a unit's owner about someone else's mail (see {@link OwnerNotice}), already cleared by the
     * notice window; {@code heldBack} notices of the same kind were counted, not sent, since his last one.
     */
    default void notice(Connection c, OwnerNotice notice, int heldBack) throws SQLException {
    }

    /**
     * A short mail of the intake's own to one address (the code of a change of address, mailed to the new address),
     * keyed so that it is queued once.
     */
    default void mail(Connection c, String dedupKey, String gameId, String to, String subject,
                      java.util.List<String> lines) throws SQLException {
    }
}

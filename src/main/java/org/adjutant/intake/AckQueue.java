package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;

/** Where acknowledgements go: the outbox, inside the same transaction that queues the orders. */
@FunctionalInterface
public interface AckQueue {
    void queue(Connection c, Acknowledgement ack) throws SQLException;
}

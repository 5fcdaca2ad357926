package org.adjutant.store;

/** Where an outbox row stands; stored in {@code outbox.status}. */
public enum OutboxStatus {
    /** Waiting for its {@code next_attempt_at}. */
    PENDING,
    /**
     * Handed to the SMTP server, outcome not yet recorded. A row found in this state after a crash is "in doubt": its
     * {@code next_attempt_at} is the moment from which it may be resent if the robot's own copy has not turned up.
     */
    SENDING,
    /** Accepted by the SMTP server. */
    SENT,
    /** Given up on; kept, with the reason in {@code last_error}. */
    FAILED
}

package org.adjutant.store;

/** Why the robot sends a mail; stored in {@code outbox.kind}. */
public enum OutboxKind {
    /** The answer to a mail of orders, accepted or rejected line by line. */
    ACK,
    /** A turn report. */
    REPORT,
    /** Anything else the robot announces: deadlines, game start, a moderator's message. */
    NOTICE
}

package org.adjutant.store;

/** Where an inbox row stands; stored in {@code inbox.status}. */
public enum InboxStatus {
    /** Stored, waiting for the intake. */
    NEW,
    /** Read by the intake (accepted or rejected: the acknowledgement says which). */
    PROCESSED,
    /** Not meant for the robot (bounce, auto-reply, list, its own copy): never answered. */
    IGNORED,
    /** Could not be read (too large, unreadable); the reason is in {@code status_detail}. */
    FAILED,
    /**
     * The same mail delivered again (a client's retry, a list's copy, a POP3 re-download): what its sender wrote is
     * that of an earlier row, named in {@code status_detail}. Never answered; changes nothing.
     */
    DUPLICATE,
    /**
     * Over its sender's mail or byte quota: kept, not read, nothing queued; the sender is told once per
     * quota window, then the robot is silent until the window ends.
     */
    THROTTLED
}

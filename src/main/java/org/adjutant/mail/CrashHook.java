package org.adjutant.mail;

/**
 * A seam for crash tests: the poller and sender call it at each point where a process could die, and a test's hook
 * throws an {@link Error} at the point it wants to "crash" at. In production it does nothing.
 */
@FunctionalInterface
public interface CrashHook {
    /** The poller has the raw bytes of a mail, not yet stored. */
    String FETCHED = "fetched";
    /** The mail is committed to the inbox; the server copy is not yet flagged or deleted. */
    String STORED = "stored";
    /** The outbox row is committed as SENDING; SMTP not yet started. */
    String MARKED_SENDING = "marked-sending";
    /** The SMTP server accepted the mail; the row is not yet marked SENT. */
    String SENT = "sent";

    CrashHook NONE = point -> { };

    void at(String point);
}

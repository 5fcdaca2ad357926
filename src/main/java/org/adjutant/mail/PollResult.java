package org.adjutant.mail;

/**
 * What one poll of the mailbox did.
 *
 * @param fetched    mails looked at on the server
 * @param stored     new inbox rows (of any status)
 * @param duplicates mails already stored by an earlier poll (re-flagged or re-deleted now)
 * @param ignored    of the new rows, those stored IGNORED (bounces, auto-replies, own copies...)
 * @param failures   mails stored as FAILED (too large) or that could not be handled at all (left on the server)
 * @param sentCopies the robot's own copies of mails whose outbox rows are SENT already: disposed of on the server
 *                   without an inbox row, since they witness nothing (see {@link MailboxPoller})
 * @param error      why the mailbox could not be polled at all, or empty
 */
public record PollResult(int fetched, int stored, int duplicates, int ignored, int failures, int sentCopies,
        String error) {

    static PollResult unreachable(String error) {
        return new PollResult(0, 0, 0, 0, 0, 0, error);
    }

    public boolean reachedMailbox() {
        return error.isEmpty();
    }
}

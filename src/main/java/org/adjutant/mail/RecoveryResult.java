package org.adjutant.mail;

/**
 * What one look at the in-doubt outbox rows found.
 *
 * @param inDoubt   rows found in SENDING
 * @param confirmed of those, rows whose own copy was found: marked SENT without resending
 * @param requeued  rows whose copy did not turn up within the grace period: back to PENDING to be sent again
 * @param waiting   rows still inside the grace period: left for a later look
 */
public record RecoveryResult(int inDoubt, int confirmed, int requeued, int waiting) {
}

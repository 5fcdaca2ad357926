package org.adjutant.store;

import java.time.Instant;
import java.util.List;

/** One row of the outbox as stored. */
public record OutboxRow(long id, String dedupKey, String gameId, OutboxKind kind, String messageId,
        List<String> recipients, String subject, byte[] mime, OutboxStatus status, int attempts,
        Instant nextAttemptAt, Instant createdAt, Instant sentAt, String lastError) {
    /**
     * The row as a sender's claim left it (see {@link OutboxStore#markSending} and {@link OutboxStore#due}): SENDING,
     * this attempt counted, in doubt after {@code resendAfter}, with its bytes, read once it was claimed.
     */
    public OutboxRow claimed(byte[] bytes, Instant resendAfter) {
        return new OutboxRow(id, dedupKey, gameId, kind, messageId, recipients, subject, bytes, OutboxStatus.SENDING,
                attempts + 1, resendAfter, createdAt, sentAt, lastError);
    }
}

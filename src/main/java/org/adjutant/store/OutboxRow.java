package org.adjutant.store;

import java.time.Instant;
import java.util.List;

/** One row of the outbox as stored. */
public record OutboxRow(long id, String dedupKey, String gameId, OutboxKind kind, String messageId,
        List<String> recipients, String subject, byte[] mime, OutboxStatus status, int attempts,
        Instant nextAttemptAt, Instant createdAt, Instant sentAt, String lastError) {
    /** The same row with its bytes, read once it was claimed (see {@link OutboxStore#due}). */
    public OutboxRow withMime(byte[] bytes) {
        return new OutboxRow(id, dedupKey, gameId, kind, messageId, recipients, subject, bytes, status, attempts,
                nextAttemptAt, createdAt, sentAt, lastError);
    }
}

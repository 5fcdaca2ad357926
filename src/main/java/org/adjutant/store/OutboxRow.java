package org.adjutant.store;

import java.time.Instant;
import java.util.List;

/** One row of the outbox as stored. */
public record OutboxRow(long id, String dedupKey, String gameId, OutboxKind kind, String messageId,
        List<String> recipients, String subject, byte[] mime, OutboxStatus status, int attempts,
        Instant nextAttemptAt, Instant createdAt, Instant sentAt, String lastError) {
}

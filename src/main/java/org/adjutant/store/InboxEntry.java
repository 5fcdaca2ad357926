package org.adjutant.store;

import java.time.Instant;

/** One stored row of the inbox. */
public record InboxEntry(long id, String messageId, String contentHash, Instant receivedAt, Instant fetchedAt,
        String source, String sender, String subject, byte[] raw, InboxStatus status, String statusDetail,
        String gameId) {
}

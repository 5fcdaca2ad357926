package org.adjutant.store;

import java.time.Instant;

/**
 * One stored row of the inbox. {@code oversize} is the real size of a mail too large to keep (only its headers are
 * in {@code raw}), else 0.
 */
public record InboxEntry(long id, String messageId, String contentHash, Instant receivedAt, Instant fetchedAt,
        String source, String sender, String subject, byte[] raw, InboxStatus status, String statusDetail,
        String gameId, long oversize) {
    public InboxEntry(long id, String messageId, String contentHash, Instant receivedAt, Instant fetchedAt,
                      String source, String sender, String subject, byte[] raw, InboxStatus status,
                      String statusDetail, String gameId) {
        this(id, messageId, contentHash, receivedAt, fetchedAt, source, sender, subject, raw, status, statusDetail,
                gameId, 0);
    }
}

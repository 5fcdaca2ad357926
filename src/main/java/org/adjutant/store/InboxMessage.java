package org.adjutant.store;

import java.time.Instant;
import java.util.Objects;

/**
 * A fetched mail about to be stored.
 *
 * @param messageId    its Message-ID, or a synthetic one for a mail without
 * @param contentHash  SHA-256 of {@code raw}, lower-case hex
 * @param receivedAt   when the mail server received it
 * @param fetchedAt    when the robot fetched it
 * @param source       the mailbox it came from
 * @param raw          the bytes as fetched (or the header stub of an oversized mail)
 * @param oversize     the real size of a mail too large to keep whole, else 0
 */
public record InboxMessage(String messageId, String contentHash, Instant receivedAt, Instant fetchedAt, String source,
        String sender, String subject, byte[] raw, InboxStatus status, String statusDetail, long oversize) {

    public InboxMessage(String messageId, String contentHash, Instant receivedAt, Instant fetchedAt, String source,
                        String sender, String subject, byte[] raw, InboxStatus status, String statusDetail) {
        this(messageId, contentHash, receivedAt, fetchedAt, source, sender, subject, raw, status, statusDetail, 0);
    }

    public InboxMessage {
        Objects.requireNonNull(messageId, "messageId");
        Objects.requireNonNull(contentHash, "contentHash");
        Objects.requireNonNull(receivedAt, "receivedAt");
        Objects.requireNonNull(fetchedAt, "fetchedAt");
        Objects.requireNonNull(raw, "raw");
        Objects.requireNonNull(status, "status");
        source = Objects.requireNonNullElse(source, "");
        sender = Objects.requireNonNullElse(sender, "");
        subject = Objects.requireNonNullElse(subject, "");
        statusDetail = Objects.requireNonNullElse(statusDetail, "");
    }
}

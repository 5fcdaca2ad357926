package org.adjutant.store;

import java.util.List;
import java.util.Objects;

/**
 * A mail to queue, already rendered to its final bytes.
 *
 * @param dedupKey   unique per mail the robot means to send: enqueueing the same key twice keeps the first
 * @param gameId     the game it belongs to, or {@code null}
 * @param kind       why it is sent
 * @param messageId  the Message-ID inside {@code mime}; unique, the robot's own copy is matched by it
 * @param recipients the envelope recipients, bare addresses
 * @param subject    for the moderator's eyes in listings
 * @param mime       the bytes sent unchanged
 */
public record OutboxItem(String dedupKey, String gameId, OutboxKind kind, String messageId, List<String> recipients,
        String subject, byte[] mime) {

    public OutboxItem {
        if (dedupKey == null || dedupKey.isBlank() || dedupKey.length() > 400) {
            throw new IllegalArgumentException("dedupKey must be 1..400 characters");
        }
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(messageId, "messageId");
        recipients = List.copyOf(recipients);
        if (recipients.isEmpty()) {
            throw new IllegalArgumentException("an outbox row needs at least one recipient");
        }
        subject = Objects.requireNonNullElse(subject, "");
        Objects.requireNonNull(mime, "mime");
    }
}

package org.adjutant.intake;

import java.time.Instant;

/** A stored mail ready for intake: decoded text plus what identifies and dates it. */
public record IncomingMail(long inboxId, String from, String subject, String messageId, Instant receivedAt,
                           String text) {
}

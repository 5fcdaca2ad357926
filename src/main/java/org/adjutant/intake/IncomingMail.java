package org.adjutant.intake;

import java.time.Instant;
import java.util.List;
import org.adjutant.mail.DecodedMail;

/**
 * A stored mail ready for intake: decoded text plus what identifies and dates it. {@code from} is where the reply
 * goes (empty when the mail named no address at all); {@code attachments} are attached text files, read for orders
 * when the body holds none; {@code author} is the address in its From header, which moderator commands are checked
 * against (a Reply-To elsewhere does not make a mail a moderator's). {@code restricted}: the mail came over its
 * address's quota (see {@code SenderLimits}), so only the passwords of the players registered at that address are
 * checked.
 */
public record IncomingMail(long inboxId, String from, String subject, String messageId, Instant receivedAt,
                           String text, List<DecodedMail.TextAttachment> attachments, String author,
                           boolean restricted) {
    public IncomingMail {
        from = from == null ? "" : from;
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        author = author == null ? "" : author;
    }

    public IncomingMail(long inboxId, String from, String subject, String messageId, Instant receivedAt,
                        String text, List<DecodedMail.TextAttachment> attachments, String author) {
        this(inboxId, from, subject, messageId, receivedAt, text, attachments, author, false);
    }

    /** The same mail, over its address's quota. */
    public IncomingMail restrict() {
        return new IncomingMail(inboxId, from, subject, messageId, receivedAt, text, attachments, author, true);
    }

    public IncomingMail(long inboxId, String from, String subject, String messageId, Instant receivedAt,
                        String text, List<DecodedMail.TextAttachment> attachments) {
        this(inboxId, from, subject, messageId, receivedAt, text, attachments, from);
    }

    public IncomingMail(long inboxId, String from, String subject, String messageId, Instant receivedAt,
                        String text) {
        this(inboxId, from, subject, messageId, receivedAt, text, List.of());
    }
}

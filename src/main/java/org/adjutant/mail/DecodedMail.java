package org.adjutant.mail;

import java.util.List;
import java.util.Objects;

/**
 * What the robot could read of one incoming mail: the clean text a player wrote, and everything the decoder had to
 * guess, skip or cut along the way. Never null fields: what was missing is an empty string plus a warning.
 *
 * @param from        the sender's bare address, as written in From (empty if none could be read)
 * @param replyTo     the bare address in Reply-To, or empty when the mail has none
 * @param sender      the bare address in Sender (who put the mail on its way for From), or empty
 * @param returnPath  the envelope sender the robot's mail server recorded in Return-Path, or empty (also for the
 *                    null path {@code <>} of a bounce)
 * @param date        the Date header as written, or empty
 * @param subject     the decoded subject
 * @param messageId   the Message-ID, or the synthetic one the inbox gave a mail without it
 * @param text        the body as plain text, lines ending in {@code \n}, HTML converted and quoted replies in HTML
 *                    dropped; quoted lines in plain text and signatures are left for the intake to skip
 * @param attachments the text/plain files attached to the mail, decoded (c2ng-style turn files); the intake reads
 *                    them only when the body holds no orders
 * @param warnings    what a moderator should know: attachments ignored, charset guessed, text cut, and so on
 */
public record DecodedMail(String from, String replyTo, String sender, String returnPath, String date, String subject,
        String messageId, String text, List<TextAttachment> attachments, List<String> warnings) {

    /** One attached text file: its name (or "(unnamed)") and its text, cleaned like the body. */
    public record TextAttachment(String name, String text) {
        public TextAttachment {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(text, "text");
        }
    }

    public DecodedMail {
        from = Objects.requireNonNullElse(from, "");
        replyTo = Objects.requireNonNullElse(replyTo, "");
        sender = Objects.requireNonNullElse(sender, "");
        returnPath = Objects.requireNonNullElse(returnPath, "");
        date = Objects.requireNonNullElse(date, "");
        subject = Objects.requireNonNullElse(subject, "");
        messageId = Objects.requireNonNullElse(messageId, "");
        text = Objects.requireNonNullElse(text, "");
        attachments = attachments == null ? List.of() : List.copyOf(attachments);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** A mail with only the common fields, for tests and callers that have no attachments. */
    public DecodedMail(String from, String replyTo, String subject, String messageId, String text,
                       List<String> warnings) {
        this(from, replyTo, "", "", "", subject, messageId, text, List.of(), warnings);
    }

    /**
     * Where an answer goes: Reply-To if the mail has one, else From, else Sender, else the envelope sender
     * (Return-Path). Empty when the mail names no address at all: it is still read, but nobody can be answered.
     */
    public String replyAddress() {
        for (String a : List.of(replyTo, from, sender, returnPath)) {
            if (!a.isEmpty()) {
                return a;
            }
        }
        return "";
    }
}

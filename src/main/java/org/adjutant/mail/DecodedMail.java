package org.adjutant.mail;

import java.util.List;
import java.util.Objects;

/**
 * What the robot could read of one incoming mail: the clean text a player wrote, and everything the decoder had to
 * guess, skip or cut along the way. Never null fields: what was missing is an empty string plus a warning.
 *
 * @param from      the sender's bare address, as written in From (empty if none could be read)
 * @param replyTo   the bare address in Reply-To, or empty when the mail has none
 * @param subject   the decoded subject
 * @param messageId the Message-ID, or the synthetic one the inbox gave a mail without it
 * @param text      the body as plain text, lines ending in {@code \n}, HTML converted and quoted replies in HTML
 *                  dropped; quoted lines in plain text and signatures are left for the intake to skip
 * @param warnings  what a moderator should know: attachments ignored, charset guessed, text cut, and so on
 */
public record DecodedMail(String from, String replyTo, String subject, String messageId, String text,
        List<String> warnings) {

    public DecodedMail {
        from = Objects.requireNonNullElse(from, "");
        replyTo = Objects.requireNonNullElse(replyTo, "");
        subject = Objects.requireNonNullElse(subject, "");
        messageId = Objects.requireNonNullElse(messageId, "");
        text = Objects.requireNonNullElse(text, "");
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** Where an answer goes: Reply-To if the mail has one, else From. */
    public String replyAddress() {
        return replyTo.isEmpty() ? from : replyTo;
    }
}

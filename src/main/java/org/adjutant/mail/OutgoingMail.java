package org.adjutant.mail;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One mail the robot will send, before it is turned into MIME bytes by {@link MailComposer}.
 *
 * @param from          the robot's address, optionally with a display name ({@code Adjutant <robot@example.org>});
 *                      it is also written into {@code X-Loop}
 * @param to            the recipients (at least one), each an address optionally with a display name
 * @param replyTo       where replies should go, or {@code null} for the From address
 * @param subject       the subject, any Unicode (encoded as UTF-8)
 * @param text          the plain-text body, always present
 * @param html          an HTML alternative, or {@code null} for a text-only mail
 * @param inlinePngs    PNG images the HTML shows, by content id: the HTML refers to key {@code k} as {@code cid:k};
 *                      ignored when {@code html} is null
 * @param inReplyTo     the Message-ID being answered (acknowledgements), or {@code null}
 * @param references    the thread's Message-IDs for {@code References}; empty for none
 * @param messageId     this mail's own Message-ID, chosen by the caller so it is stable across retries, in angle
 *                      brackets: {@code <outbox-ack-123.game@robot.example.org>}
 * @param autoSubmitted what kind of automatic mail this is
 * @param outboxKey     the outbox dedup key this mail will be queued under; written to {@code X-Adjutant-Outbox} so
 *                      the robot recognises its own copy when it comes back into its mailbox
 */
public record OutgoingMail(
        String from,
        List<String> to,
        String replyTo,
        String subject,
        String text,
        String html,
        Map<String, byte[]> inlinePngs,
        String inReplyTo,
        List<String> references,
        String messageId,
        AutoSubmitted autoSubmitted,
        String outboxKey) {

    public OutgoingMail {
        requireText(from, "from");
        Objects.requireNonNull(to, "to");
        if (to.isEmpty()) {
            throw new IllegalArgumentException("a mail needs at least one recipient");
        }
        to.forEach(address -> requireText(address, "to"));
        to = List.copyOf(to);
        subject = Objects.requireNonNullElse(subject, "");
        Objects.requireNonNull(text, "text");
        // Sorted so the MIME parts come out in the same order whatever map the caller built.
        inlinePngs = inlinePngs == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(inlinePngs));
        references = references == null ? List.of() : List.copyOf(references);
        references.forEach(OutgoingMail::requireMessageId);
        if (inReplyTo != null) {
            requireMessageId(inReplyTo);
        }
        requireMessageId(messageId);
        Objects.requireNonNull(autoSubmitted, "autoSubmitted");
        requireText(outboxKey, "outboxKey");
        if (outboxKey.indexOf('\r') >= 0 || outboxKey.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("outboxKey must be one line");
        }
    }

    /** A text-only mail with no threading; add the rest with the {@code with...} methods. */
    public static OutgoingMail of(String from, List<String> to, String subject, String text, String messageId,
            AutoSubmitted autoSubmitted, String outboxKey) {
        return new OutgoingMail(from, to, null, subject, text, null, Map.of(), null, List.of(), messageId,
                autoSubmitted, outboxKey);
    }

    public OutgoingMail withHtml(String newHtml, Map<String, byte[]> pngsByContentId) {
        return new OutgoingMail(from, to, replyTo, subject, text, newHtml, pngsByContentId, inReplyTo, references,
                messageId, autoSubmitted, outboxKey);
    }

    /** Threads this mail under {@code answered}: In-Reply-To it, and References its thread plus it. */
    public OutgoingMail inReplyTo(String answered, List<String> earlierThread) {
        List<String> thread = new java.util.ArrayList<>(earlierThread == null ? List.of() : earlierThread);
        thread.add(answered);
        return new OutgoingMail(from, to, replyTo, subject, text, html, inlinePngs, answered, thread, messageId,
                autoSubmitted, outboxKey);
    }

    public OutgoingMail withReplyTo(String address) {
        return new OutgoingMail(from, to, address, subject, text, html, inlinePngs, inReplyTo, references, messageId,
                autoSubmitted, outboxKey);
    }

    private static void requireText(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
    }

    private static void requireMessageId(String id) {
        if (id == null || !id.matches("<[^<>\\s@]+@[^<>\\s@]+>")) {
            throw new IllegalArgumentException("not a Message-ID in angle brackets: " + id);
        }
    }
}

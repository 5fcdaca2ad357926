package org.adjutant.intake;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.adjutant.mail.DecodedMail;

/**
 * What a sender wrote, as one SHA-256: Message-ID, From, Date and the decoded text (attached text files included).
 * Two deliveries of one mail — a client's retry, a mailing list's copy, a POP3 re-download — carry other
 * {@code Received:} headers and so other raw bytes, but the same fingerprint; the intake answers and queues only the
 * first (a late re-delivery of old orders must not replace newer ones). The subject is left out on purpose: lists
 * and relays rewrite it, while the sender's Message-ID, Date and text stay as written.
 */
final class SenderFingerprint {
    private SenderFingerprint() {
    }

    static String of(DecodedMail mail) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        field(sha, mail.messageId());
        field(sha, mail.from().toLowerCase(java.util.Locale.ROOT));
        field(sha, mail.date());
        field(sha, mail.text());
        for (DecodedMail.TextAttachment a : mail.attachments()) {
            field(sha, a.name());
            field(sha, a.text());
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** Length-prefixed, so that no two different field lists give the same bytes. */
    private static void field(MessageDigest sha, String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        sha.update((bytes.length + ":").getBytes(StandardCharsets.US_ASCII));
        sha.update(bytes);
    }
}

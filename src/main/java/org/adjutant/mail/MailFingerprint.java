package org.adjutant.mail;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** How the inbox tells mails apart: their Message-ID plus a SHA-256 of their bytes. */
public final class MailFingerprint {
    private MailFingerprint() {
    }

    /** Lower-case hex SHA-256 of the raw bytes, as stored in {@code inbox.content_hash}. */
    public static String sha256(byte[] raw) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(raw));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * The Message-ID given to a mail that has none. Derived from the content, so fetching the same mail again gives
     * the same id and the inbox recognises it.
     */
    public static String syntheticMessageId(String contentHash) {
        return "<" + contentHash + "@no-message-id.adjutant.invalid>";
    }
}

package org.adjutant.intake;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetHeaders;
import java.io.ByteArrayInputStream;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.store.AbuseCounterStore;

/**
 * Whether a mail answers one of the robot's own answers: its In-Reply-To or References name the Message-ID of an
 * acknowledgement in the outbox (the robot derives those ids from the outbox key, so they are its own and stable).
 * A person who replies to an acknowledgement with new orders does this too, so a reply alone proves nothing. What
 * tells a machine is repetition: an auto-responder that marks nothing (no Auto-Submitted, no Precedence, which the
 * poller already sets aside) answers every answer with the same canned or echoed text, while a person writes
 * something new. {@link #echoKey} names a reply by its own words, which {@link SenderLimits} counts.
 */
final class ReplyChain {
    private static final Pattern ID = Pattern.compile("<[^<>\\s]{1,900}>");
    /** A long thread's References: the newest ids are last; a loop's own ids are among them. */
    private static final int IDS_CHECKED = 12;

    private final AbuseCounterStore store = new AbuseCounterStore();

    /**
     * The key of a reply's own words for one address: the text as read, without quoted lines ({@code >}), blank lines,
     * what follows a reply introduction ("On ... wrote:") or a signature, and runs of spaces; a SHA-256 of it.
     */
    static String echoKey(String address, String text) {
        StringBuilder own = new StringBuilder();
        for (String line : (text == null ? "" : text).split("\n", -1)) {
            String stripped = line.strip();
            if (stripped.equals("--") || line.equals("-- ") || BlockSplitter.introducesQuote(stripped)) {
                break;
            }
            if (stripped.isEmpty() || stripped.startsWith(">")) {
                continue;
            }
            own.append(stripped.replaceAll("\\s+", " ")).append('\n');
        }
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(own.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            String who = address.length() > 300 ? address.substring(0, 300) : address;
            return who + "#" + java.util.HexFormat.of().formatHex(digest);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    boolean answersOurAnswer(Connection c, byte[] raw) throws SQLException {
        for (String id : referenced(raw)) {
            if (store.isAcknowledgement(c, id)) {
                return true;
            }
        }
        return false;
    }

    /** In-Reply-To first, then the last of References; nothing when the headers cannot be read. */
    static List<String> referenced(byte[] raw) {
        List<String> ids = new ArrayList<>();
        try {
            InternetHeaders headers = new InternetHeaders(new ByteArrayInputStream(raw));
            collect(headers.getHeader("In-Reply-To", " "), ids);
            List<String> refs = new ArrayList<>();
            collect(headers.getHeader("References", " "), refs);
            for (int i = refs.size() - 1; i >= 0 && ids.size() < IDS_CHECKED; i--) {
                if (!ids.contains(refs.get(i))) {
                    ids.add(refs.get(i));
                }
            }
        } catch (MessagingException | RuntimeException e) {
            return List.of();
        }
        return ids.size() > IDS_CHECKED ? ids.subList(0, IDS_CHECKED) : ids;
    }

    private static void collect(String header, List<String> into) {
        if (header == null) {
            return;
        }
        Matcher m = ID.matcher(header);
        while (m.find()) {
            into.add(m.group());
        }
    }
}

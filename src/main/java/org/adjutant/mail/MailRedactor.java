package org.adjutant.mail;

import jakarta.mail.Header;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayInputStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes the passwords out of a stored mail once it has been judged. A player's order mail carries his password in
 * clear, and the inbox keeps every mail (exactly-once intake, the moderators' record), so without this the database
 * would hold a copy of the password for every mail he ever sent. Nothing needs the password after the intake has
 * judged the mail: turns run again from their frozen orders, duplicates are told by the fingerprint taken at intake,
 * the server copy by the content hash taken at the poll.
 *
 * <p>A password is what follows {@code PASSWORD} (or {@code PASS}, with {@code :} or {@code =}) on a block header, a
 * line of its own or a {@code NEW PASSWORD} line, and what a welcome mail gives as "Your password is:", in the text as
 * read, quoted lines included ({@code > UNIT A1 PASSWORD ...} in a reply). A mail that names one is rebuilt: its
 * header lines as they came (a header that held a password masked), then the text the robot read, and its attached
 * text files, as plain UTF-8, every password replaced by {@value #MASK}. Parts the robot did not read (HTML twins of
 * the text, pictures, other attachments) are dropped: they may hold the password too, encoded in ways no search finds.
 * A mail that names none is kept as it came.
 */
public final class MailRedactor {
    /** What stands for a password. */
    public static final String MASK = "****";
    /** The header a rebuilt mail carries. */
    public static final String HEADER = "X-Adjutant-Redacted";

    private static final String SEP = "(?:\\s*[:=]\\s*|\\s+)";
    private static final Pattern HEADER_LINE = Pattern.compile(
            "(?i)(?:UNIT|PLAYER)" + SEP + "\\S.*?\\s+PASS(?:WORD)?" + SEP + "(\\S+).*");
    private static final Pattern PASSWORD_LINE = Pattern.compile("(?i)(?:NEW\\s+)?PASS(?:WORD)?" + SEP + "(\\S+).*");
    private static final Pattern WELCOME_LINE = Pattern.compile("(?i)(?:your )?password is:?\\s+(\\S+).*");
    /** A password reset's code ({@code RESET CODE abcd-efgh-jkmn}): it sets a password, so it is kept no more. */
    private static final Pattern RESET_CODE_LINE = Pattern.compile("(?i)RESET\\s+CODE" + SEP + "(\\S+).*");
    private static final Pattern QUOTE_MARKS = Pattern.compile("^[>\\s]+");
    /** Shorter secrets are masked only where they stand alone, so that a guess "ab" does not eat every word. */
    private static final int ALONE_BELOW = 6;
    private static final Set<String> BODY_HEADERS = Set.of("content-type", "content-transfer-encoding",
            "content-disposition", "content-id", "content-description", "mime-version", HEADER.toLowerCase(Locale.ROOT));

    /** A mail with its passwords taken out: the bytes to store, and what was masked (to mask the subject column). */
    public record Redacted(byte[] raw, Set<String> secrets) {
        public String mask(String text) {
            return MailRedactor.mask(text, secrets);
        }
    }

    private final MailDecoder decoder;

    public MailRedactor(MailDecoder decoder) {
        this.decoder = decoder;
    }

    /** The mail without its passwords; empty when it names none (then it is kept as it came). */
    public Optional<Redacted> redact(byte[] raw) {
        return redact(raw, decoder.decode(raw));
    }

    /** The same, with the mail as the intake already decoded it. */
    public Optional<Redacted> redact(byte[] raw, DecodedMail mail) {
        Set<String> secrets = new LinkedHashSet<>(secrets(mail.text()));
        secrets.addAll(secrets(mail.subject()));
        for (DecodedMail.TextAttachment a : mail.attachments()) {
            secrets.addAll(secrets(a.text()));
        }
        if (secrets.isEmpty()) {
            return Optional.empty();
        }
        byte[] rebuilt = rebuild(raw, mail, secrets);
        String check = new String(rebuilt, StandardCharsets.UTF_8);
        if (secrets.stream().anyMatch(s -> s.length() >= ALONE_BELOW && check.contains(s))) {
            rebuilt = stub(raw, secrets, "The text of this mail held a password that could not be taken out, so the "
                    + "text was not kept.");
        }
        return Optional.of(new Redacted(rebuilt, Set.copyOf(secrets)));
    }

    /** Every password the text names (see the class comment). */
    static Set<String> secrets(String text) {
        Set<String> found = new LinkedHashSet<>();
        if (text == null || text.isEmpty()) {
            return found;
        }
        List<Matcher> matchers = List.of(HEADER_LINE.matcher(""), PASSWORD_LINE.matcher(""), WELCOME_LINE.matcher(""));
        Matcher resetCode = RESET_CODE_LINE.matcher("");
        for (String line : text.split("\\R")) {
            // Each of the three patterns needs the word PASS; most lines of an order mail lack it, and matching them
            // anyway was a tenth of the intake's garbage (bench/intake.md).
            if (!containsPass(line)) {
                if (contains(line, "CODE") && resetCode.reset(QUOTE_MARKS.matcher(line).replaceFirst("")).matches()
                        && !resetCode.group(1).equals(MASK)) {
                    found.add(resetCode.group(1));
                }
                continue;
            }
            String bare = QUOTE_MARKS.matcher(line).replaceFirst("");
            for (Matcher m : matchers) {
                if (m.reset(bare).matches() && !m.group(1).equals(MASK)) {
                    found.add(m.group(1));
                    break;
                }
            }
        }
        return found;
    }

    private static boolean containsPass(String line) {
        return contains(line, "PASS");
    }

    private static boolean contains(String line, String word) {
        for (int i = 0; i + word.length() <= line.length(); i++) {
            if (line.regionMatches(true, i, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    /** {@code text} with every one of {@code secrets} replaced by {@value #MASK}. */
    static String mask(String text, Set<String> secrets) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String out = text;
        // Longest first, so that a secret inside another is not left half masked.
        List<String> order = new ArrayList<>(secrets);
        order.sort((a, b) -> b.length() - a.length());
        for (String s : order) {
            if (s.length() >= ALONE_BELOW) {
                out = out.replace(s, MASK);
            } else {
                out = out.replaceAll("(?<![^\\s:=>\"'(\\[])" + Pattern.quote(s) + "(?![^\\s.,;:!?)\"'\\]])",
                        Matcher.quoteReplacement(MASK));
            }
        }
        return out;
    }

    private static byte[] rebuild(byte[] raw, DecodedMail mail, Set<String> secrets) {
        StringBuilder out = headers(raw, secrets);
        out.append(HEADER).append(": passwords taken out once the mail was judged; the text is what the robot read\r\n");
        out.append("MIME-Version: 1.0\r\n");
        String text = crlf(mask(mail.text(), secrets));
        if (mail.attachments().isEmpty()) {
            out.append("Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n")
                    .append(text);
            return out.toString().getBytes(StandardCharsets.UTF_8);
        }
        String boundary = "adjutant-redacted-" + Integer.toHexString(text.hashCode());
        out.append("Content-Type: multipart/mixed; boundary=\"").append(boundary).append("\"\r\n\r\n");
        out.append("--").append(boundary).append("\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                + "Content-Transfer-Encoding: 8bit\r\n\r\n").append(text).append("\r\n");
        for (DecodedMail.TextAttachment a : mail.attachments()) {
            out.append("--").append(boundary).append("\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                    + "Content-Transfer-Encoding: 8bit\r\nContent-Disposition: attachment; filename=\"")
                    .append(a.name().replaceAll("[\"\\\\\\r\\n]", "_")).append("\"\r\n\r\n")
                    .append(crlf(mask(a.text(), secrets))).append("\r\n");
        }
        out.append("--").append(boundary).append("--\r\n");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A mail's header lines only (for a mail that cannot even be read), and {@code why} as its text. */
    public static byte[] headersOnly(byte[] raw, String why) {
        return stub(raw, Set.of(), why);
    }

    /** Only the header lines, and a line saying why the text is gone. */
    private static byte[] stub(byte[] raw, Set<String> secrets, String why) {
        StringBuilder out = headers(raw, secrets);
        out.append(HEADER).append(": passwords taken out once the mail was judged; the text was not kept\r\n");
        out.append("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n").append(why).append("\r\n");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The mail's header lines but those of its body, each holding a secret masked (and re-encoded when needed). */
    private static StringBuilder headers(byte[] raw, Set<String> secrets) {
        StringBuilder out = new StringBuilder();
        List<Header> all;
        try {
            InternetHeaders parsed = new InternetHeaders(new ByteArrayInputStream(raw));
            all = Collections.list(parsed.getAllHeaders());
        } catch (MessagingException | RuntimeException e) {
            return out;
        }
        for (Header h : all) {
            if (BODY_HEADERS.contains(h.getName().toLowerCase(Locale.ROOT))) {
                continue;
            }
            String value = h.getValue() == null ? "" : h.getValue().replaceAll("\\r?\\n[ \\t]*", " ");
            String decoded = EncodedWords.decode(value, new ArrayList<>());
            String masked = mask(decoded, secrets);
            if (!masked.equals(decoded) || !mask(value, secrets).equals(value)) {
                value = encode(masked);
            }
            out.append(h.getName()).append(": ").append(value).append("\r\n");
        }
        return out;
    }

    private static String encode(String text) {
        try {
            return MimeUtility.fold(0, MimeUtility.encodeText(text, "UTF-8", "Q"));
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException("every Java runtime has UTF-8", e);
        }
    }

    private static String crlf(String text) {
        return text.replace("\r\n", "\n").replace("\n", "\r\n");
    }

}

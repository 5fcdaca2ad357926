package org.adjutant.mail;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.ParseException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the text a player wrote out of a raw mail. It never throws: whatever it cannot read becomes a warning, and
 * the result holds what it could read.
 *
 * <p>Choices: text/plain wins over HTML in a multipart/alternative; HTML-only mail is converted to text; every other
 * part (attachments, inline images, forwarded messages, signatures) is skipped with a warning naming it; parts of a
 * multipart/mixed that are text are joined with a blank line. The limits in {@link Limits} bound the work any
 * mail can cause.
 */
public final class MailDecoder {
    static {
        StreamProviderPin.pin();
    }

    private static final Pattern ADDRESS =
            Pattern.compile("(?<![^\\s<>\"(),;:])([^\\s<>\"(),;:@]+@[^\\s<>\"(),;:@]+)(?![^\\s<>\"(),;:])");
    private static final Pattern BRACKETED = Pattern.compile("<\\s*([^\\s<>\"(),;:@]+@[^\\s<>\"(),;:@]+)\\s*>");
    /**
     * Dot-atoms around one {@code @}, the domain a host's name (letters of any script allowed, for internationalised
     * addresses): what a reply may be sent to. Quoted local parts are not, the rare price of never sending to a
     * string a hostile header made up.
     */
    private static final String LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?";
    private static final Pattern MAILBOX =
            Pattern.compile("[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~.-]+@" + LABEL + "(?:\\." + LABEL + ")*");
    private static final Pattern META_CHARSET =
            Pattern.compile("<meta[^>]+charset\\s*=\\s*[\"']?([A-Za-z0-9_.:-]+)", Pattern.CASE_INSENSITIVE);
    /** Trailing blanks, except on the "-- " line that by convention starts a signature. */
    private static final Pattern TRAILING_BLANKS = Pattern.compile("(?m)(?<!^--)[ \\t]+$|(?<=^--)[ \\t]{2,}$");
    private static final Pattern BLANK_RUNS = Pattern.compile("\n{3,}");
    private static final Pattern CONTROLS = Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F\\uFEFF]");
    /** Text files kept from one mail; a hostile mail of a thousand attachments costs no more. */
    private static final int MAX_TEXT_ATTACHMENTS = 5;

    /**
     * How much one mail may cost to decode.
     *
     * @param maxTextChars characters of text kept; the rest is cut with a warning
     * @param maxDepth     multipart nesting levels followed; deeper parts are skipped with a warning
     * @param maxParts     parts looked at in one mail
     * @param maxPartBytes decoded bytes read from one part
     */
    public record Limits(int maxTextChars, int maxDepth, int maxParts, int maxPartBytes) {
        public static final Limits DEFAULT = new Limits(1_000_000, 10, 200, 4_000_000);

        public Limits {
            if (maxTextChars < 1 || maxDepth < 1 || maxParts < 1 || maxPartBytes < 1) {
                throw new IllegalArgumentException("decoder limits must be positive");
            }
        }
    }

    private final Limits limits;
    private final Session session;

    public MailDecoder() {
        this(Limits.DEFAULT);
    }

    public MailDecoder(Limits limits) {
        this.limits = limits;
        Properties props = new Properties();
        props.setProperty("mail.mime.address.strict", "false");
        props.setProperty("mail.mime.multipart.ignoremissingendboundary", "true");
        props.setProperty("mail.mime.multipart.allowempty", "true");
        this.session = Session.getInstance(props);
    }

    public DecodedMail decode(byte[] raw) {
        List<String> warnings = new ArrayList<>();
        MimeMessage message;
        try {
            message = new MimeMessage(session, new ByteArrayInputStream(raw));
        } catch (MessagingException | RuntimeException e) {
            warnings.add("not a readable MIME message (" + e.getMessage() + "); read as plain text");
            String text = TextCharsets.decode(raw, null, "the mail", warnings);
            return new DecodedMail("", "", "", MailFingerprint.syntheticMessageId(MailFingerprint.sha256(raw)),
                    clean(text, warnings), warnings);
        }
        String from = firstAddress(header(message, "From"), "From", true, warnings);
        String replyTo = firstAddress(header(message, "Reply-To"), "Reply-To", false, warnings);
        String sender = firstAddress(header(message, "Sender"), "Sender", false, warnings);
        String returnPath = firstAddress(header(message, "Return-Path"), "Return-Path", false, new ArrayList<>());
        String date = header(message, "Date");
        String subject = EncodedWords.decode(header(message, "Subject"), warnings);
        String messageId = header(message, "Message-ID");
        messageId = messageId == null || messageId.isBlank()
                ? MailFingerprint.syntheticMessageId(MailFingerprint.sha256(raw))
                : messageId.trim();
        Walk walk = new Walk(warnings);
        String text = walk.textOf(message, 0, "the mail");
        List<DecodedMail.TextAttachment> attached = new ArrayList<>();
        for (DecodedMail.TextAttachment a : walk.attachments) {
            attached.add(new DecodedMail.TextAttachment(a.name(), clean(a.text(), warnings)));
        }
        return new DecodedMail(from, replyTo, sender, returnPath, date == null ? "" : date.strip(), subject.strip(),
                messageId, clean(text, warnings), attached, warnings);
    }

    /** Line ends to {@code \n}, control characters out, trailing blanks off, length capped. */
    private String clean(String text, List<String> warnings) {
        String s = text.replace("\r\n", "\n").replace('\r', '\n');
        s = CONTROLS.matcher(s).replaceAll("");
        s = BLANK_RUNS.matcher(TRAILING_BLANKS.matcher(s).replaceAll("")).replaceAll("\n\n").strip();
        if (s.length() > limits.maxTextChars()) {
            warnings.add("text longer than " + limits.maxTextChars() + " characters: the rest was cut");
            s = s.substring(0, limits.maxTextChars());
        }
        return s.isEmpty() ? s : s + "\n";
    }

    private static String header(Part part, String name) {
        try {
            String[] values = part.getHeader(name);
            return values == null || values.length == 0 ? null : values[0];
        } catch (MessagingException e) {
            return null;
        }
    }

    /**
     * The first address of a header that one could send mail to: a single mailbox, never a group, never anything
     * with a line break, a second {@code @} or a colon in it. A hostile header (an encoded word hiding
     * "CRLF Bcc: victim@...", a group, a percent-encoded line break) must not make the robot answer an address the
     * mail smuggled in: in doubt the bracketed address wins, else the header counts as unreadable and the answer goes
     * to the next header in {@link DecodedMail#replyAddress()}'s order.
     */
    private static String firstAddress(String header, String name, boolean expected, List<String> warnings) {
        if (header == null || header.isBlank()) {
            if (expected) {
                warnings.add("no " + name + " header");
            }
            return "";
        }
        String value = TextCharsets.repairHeader(header);
        try {
            InternetAddress[] parsed = InternetAddress.parseHeader(value, false);
            for (InternetAddress a : parsed) {
                if (!a.isGroup() && usable(a.getAddress())) {
                    return a.getAddress().trim();
                }
            }
        } catch (jakarta.mail.internet.AddressException | RuntimeException e) {
            // fall through to the patterns below
        }
        // With angle brackets, only what they hold is the address: a display name may say anything, addresses too.
        Matcher m = value.indexOf('<') >= 0 ? BRACKETED.matcher(value)
                : ADDRESS.matcher(value.replaceAll("\"[^\"]*\"|\\([^)]*\\)", " "));
        while (m.find()) {
            if (usable(m.group(1))) {
                return m.group(1);
            }
        }
        warnings.add("unreadable " + name + " header: " + TextCharsets.printable(value));
        return "";
    }

    /** A bare address the robot may send to: one local part, one domain of a host's name, nothing else. */
    static boolean usable(String address) {
        return address != null && MAILBOX.matcher(address.trim()).matches();
    }

    /** One walk over one mail's parts, carrying the counters that enforce the limits. */
    private final class Walk {
        private final List<DecodedMail.TextAttachment> attachments = new ArrayList<>();
        private List<String> warnings;
        private int partsSeen;
        private boolean depthWarned;
        private boolean partsWarned;

        Walk(List<String> warnings) {
            this.warnings = warnings;
        }

        String textOf(Part part, int depth, String where) {
            if (depth > limits.maxDepth()) {
                if (!depthWarned) {
                    warnings.add("parts nested deeper than " + limits.maxDepth() + " levels were skipped");
                    depthWarned = true;
                }
                return "";
            }
            if (++partsSeen > limits.maxParts()) {
                if (!partsWarned) {
                    warnings.add("more than " + limits.maxParts() + " parts: the rest were skipped");
                    partsWarned = true;
                }
                return "";
            }
            ContentType type = contentType(part, where);
            String base = type.getBaseType().toLowerCase(Locale.ROOT);
            if (isAttachment(part) && depth > 0) {
                if (base.equals("text/plain") && attachments.size() < MAX_TEXT_ATTACHMENTS) {
                    // A turn file (c2ng reads orders from attachments): kept aside, read when the body has none.
                    attachments.add(new DecodedMail.TextAttachment(fileName(part), text(part, type, where)));
                } else {
                    ignored(part, base);
                }
                return "";
            }
            if (base.startsWith("multipart/")) {
                return multipart(part, type, depth, where);
            }
            if (base.equals("text/plain")) {
                String text = text(part, type, where);
                String format = type.getParameter("format");
                if (format != null && format.equalsIgnoreCase("flowed")) {
                    String delsp = type.getParameter("delsp");
                    text = FlowedText.unwrap(normalise(text), delsp != null && delsp.equalsIgnoreCase("yes"));
                }
                return text;
            }
            if (base.equals("text/html")) {
                return HtmlText.toText(html(part, type, where));
            }
            ignored(part, base);
            return "";
        }

        private String multipart(Part part, ContentType type, int depth, String where) {
            Multipart multipart;
            try {
                Object content = part.getContent();
                if (!(content instanceof Multipart mp)) {
                    throw new MessagingException("not a multipart body");
                }
                multipart = mp;
                multipart.getCount(); // parses: a missing boundary shows up here
            } catch (MessagingException | IOException | RuntimeException e) {
                warnings.add(where + " is a broken " + type.getBaseType() + " (" + e.getMessage()
                        + "); read as plain text");
                return text(part, new ContentType("text", "plain", null), where);
            }
            try {
                if (type.getSubType().equalsIgnoreCase("alternative")) {
                    return alternative(multipart, depth);
                }
                List<String> texts = new ArrayList<>();
                for (int i = 0; i < multipart.getCount(); i++) {
                    String t = textOf(multipart.getBodyPart(i), depth + 1, "part " + (i + 1));
                    if (!t.isBlank()) {
                        texts.add(normalise(t).strip());
                    }
                }
                return String.join("\n\n", texts);
            } catch (MessagingException e) {
                warnings.add(where + ": " + e.getMessage());
                return "";
            }
        }

        /** Plain text if any alternative is plain and not empty; else the richest other one that gives text. */
        private String alternative(Multipart multipart, int depth) throws MessagingException {
            int count = multipart.getCount();
            for (int i = 0; i < count; i++) {
                BodyPart p = multipart.getBodyPart(i);
                if (p.isMimeType("text/plain") && !isAttachment(p)) {
                    String t = textOf(p, depth + 1, "alternative " + (i + 1));
                    if (!t.isBlank()) {
                        return t;
                    }
                }
            }
            for (int i = count - 1; i >= 0; i--) {
                BodyPart p = multipart.getBodyPart(i);
                if (!p.isMimeType("text/plain")) {
                    // Only the warnings of the alternative actually used concern the reader.
                    List<String> outer = warnings;
                    warnings = new ArrayList<>();
                    String t = textOf(p, depth + 1, "alternative " + (i + 1));
                    List<String> own = warnings;
                    warnings = outer;
                    if (!t.isBlank()) {
                        warnings.addAll(own);
                        return t;
                    }
                }
            }
            return "";
        }

        private String text(Part part, ContentType type, String where) {
            byte[] bytes = bytes(part, where);
            return TextCharsets.decode(bytes, type.getParameter("charset"), where, warnings);
        }

        private String html(Part part, ContentType type, String where) {
            byte[] bytes = bytes(part, where);
            String declared = type.getParameter("charset");
            if (declared == null) {
                String head = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.ISO_8859_1);
                Matcher meta = META_CHARSET.matcher(head);
                if (meta.find()) {
                    declared = meta.group(1);
                }
            }
            return TextCharsets.decode(bytes, declared, where, warnings);
        }

        private byte[] bytes(Part part, String where) {
            InputStream in;
            try {
                in = part.getInputStream();
            } catch (MessagingException | IOException e) {
                warnings.add(where + ": " + e.getMessage() + "; read without decoding");
                in = rawStream(part);
                if (in == null) {
                    return new byte[0];
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            try (InputStream stream = in) {
                int n;
                while ((n = stream.read(buffer)) > 0) {
                    int room = limits.maxPartBytes() - out.size();
                    if (n > room) {
                        out.write(buffer, 0, room);
                        warnings.add(where + " is larger than " + limits.maxPartBytes() + " bytes: the rest was cut");
                        break;
                    }
                    out.write(buffer, 0, n);
                }
            } catch (IOException | RuntimeException e) {
                warnings.add(where + " is damaged (" + e.getMessage() + "): kept what could be read");
                byte[] salvaged = base64Prefix(part);
                if (salvaged.length > out.size()) {
                    return salvaged;
                }
            }
            return out.toByteArray();
        }

        /**
         * The base64 decoder loses the whole buffer it was filling when it meets damage, which in a short mail is all
         * of it: the text before the damage is decoded here instead, up to the first character that is not base64.
         */
        private byte[] base64Prefix(Part part) {
            String encoding = null;
            try {
                encoding = part instanceof jakarta.mail.internet.MimePart mp ? mp.getEncoding() : null;
            } catch (MessagingException | RuntimeException e) {
                // not base64 then
            }
            if (encoding == null || !encoding.equalsIgnoreCase("base64")) {
                return new byte[0];
            }
            StringBuilder alphabet = new StringBuilder();
            try (InputStream raw = rawStream(part)) {
                if (raw == null) {
                    return new byte[0];
                }
                long budget = (long) limits.maxPartBytes() * 4 / 3 + 4;
                int c;
                while ((c = raw.read()) >= 0 && alphabet.length() < budget) {
                    if (Character.isWhitespace(c)) {
                        continue;
                    }
                    boolean alphabetic = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
                    if (!alphabetic && c != '+' && c != '/') {
                        break;
                    }
                    alphabet.append((char) c);
                }
            } catch (IOException | RuntimeException e) {
                // what was read so far is what there is
            }
            int rest = alphabet.length() % 4;
            if (rest == 1) {
                alphabet.setLength(alphabet.length() - 1);
            } else if (rest > 1) {
                alphabet.append("==", 0, 4 - rest);
            }
            try {
                byte[] decoded = java.util.Base64.getDecoder().decode(alphabet.toString());
                return decoded.length > limits.maxPartBytes() ? java.util.Arrays.copyOf(decoded, limits.maxPartBytes())
                        : decoded;
            } catch (IllegalArgumentException e) {
                return new byte[0];
            }
        }

        private InputStream rawStream(Part part) {
            try {
                if (part instanceof MimeBodyPart b) {
                    return b.getRawInputStream();
                }
                if (part instanceof MimeMessage m) {
                    return m.getRawInputStream();
                }
            } catch (MessagingException e) {
                warnings.add("part unreadable: " + e.getMessage());
            }
            return null;
        }

        private ContentType contentType(Part part, String where) {
            String value = header(part, "Content-Type");
            if (value == null || value.isBlank()) {
                return new ContentType("text", "plain", null);
            }
            try {
                return new ContentType(value.replaceAll("[\\r\\n]+", " "));
            } catch (ParseException e) {
                // Keep what is recognisable: "text/html; charset=..." with a broken parameter is still HTML.
                String base = value.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
                warnings.add(where + " has a malformed Content-Type: " + TextCharsets.printable(value));
                Matcher cs = Pattern.compile("charset\\s*=\\s*\"?([A-Za-z0-9_.:-]+)", Pattern.CASE_INSENSITIVE)
                        .matcher(value);
                String charset = cs.find() ? ";charset=" + cs.group(1) : "";
                try {
                    return new ContentType(base.matches("[a-z0-9.+-]+/[a-z0-9.+-]+") ? base + charset
                            : "text/plain" + charset);
                } catch (ParseException again) {
                    return new ContentType("text", "plain", null);
                }
            }
        }

        private String fileName(Part part) {
            try {
                String name = part.getFileName();
                return name == null ? "(unnamed)" : TextCharsets.printable(name);
            } catch (MessagingException | RuntimeException e) {
                return "(unnamed)";
            }
        }

        private void ignored(Part part, String baseType) {
            String name = null;
            try {
                name = part.getFileName();
            } catch (MessagingException | RuntimeException e) {
                // a malformed name is no reason to fail
            }
            if (baseType.equals("message/rfc822")) {
                warnings.add("attached message ignored" + (name == null ? "" : ": " + TextCharsets.printable(name)));
            } else {
                warnings.add("attachment ignored: " + (name == null ? "(unnamed)" : TextCharsets.printable(name))
                        + " (" + baseType + ")");
            }
        }

        private boolean isAttachment(Part part) {
            try {
                return Part.ATTACHMENT.equalsIgnoreCase(part.getDisposition());
            } catch (MessagingException | RuntimeException e) {
                return false;
            }
        }
    }

    private static String normalise(String text) {
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }
}

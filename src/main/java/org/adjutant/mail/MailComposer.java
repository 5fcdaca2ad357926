package org.adjutant.mail;

import jakarta.activation.DataSource;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import jakarta.mail.internet.MimePart;
import jakarta.mail.util.ByteArrayDataSource;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.adjutant.store.OutboxItem;
import org.adjutant.store.OutboxKind;
import org.apache.commons.mail2.core.EmailException;
import org.apache.commons.mail2.jakarta.Email;
import org.apache.commons.mail2.jakarta.HtmlEmail;
import org.apache.commons.mail2.jakarta.SimpleEmail;

/**
 * Turns an {@link OutgoingMail} into the exact bytes the outbox stores and the sender later transmits unchanged.
 *
 * <p>The same mail composed at the same clock instant gives the same bytes: the Message-ID is the caller's, the Date
 * is written in UTC, and the MIME boundaries (which Jakarta Mail would otherwise draw from a counter and the time)
 * are derived from a digest of the content.
 */
public final class MailComposer {
    static {
        StreamProviderPin.pin();
    }

    public static final String OUTBOX_HEADER = "X-Adjutant-Outbox";

    private static final DateTimeFormatter RFC_5322_DATE =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ROOT).withZone(ZoneOffset.UTC);

    private final Clock clock;
    private final Session session = Session.getInstance(new Properties());
    /** The last Date line written: a deadline's mails share their second, and formatting it showed in profiles. */
    private volatile DateLine lastDate = new DateLine(Long.MIN_VALUE, "");

    private record DateLine(long epochSecond, String text) {
    }

    public MailComposer(Clock clock) {
        this.clock = clock;
    }

    /**
     * The final MIME bytes (CRLF line endings) of {@code mail}.
     *
     * @throws IllegalArgumentException if an address cannot be parsed
     */
    public byte[] compose(OutgoingMail mail) {
        try {
            Email email = mail.html() == null ? plain(mail) : html(mail);
            email.setMailSession(session);
            email.setCharset(StandardCharsets.UTF_8.name());
            email.setFromAddress(utf8(mail.from()));
            List<InternetAddress> to = new ArrayList<>();
            for (String address : mail.to()) {
                to.add(utf8(address));
            }
            email.setTo(to);
            if (mail.replyTo() != null) {
                email.setReplyTo(List.of(utf8(mail.replyTo())));
            }
            email.setSubject(mail.subject());
            email.buildMimeMessage();

            MimeMessage message = email.getMimeMessage();
            message.setHeader("Date", date(clock.instant()));
            if (mail.inReplyTo() != null) {
                message.setHeader("In-Reply-To", mail.inReplyTo());
            }
            if (!mail.references().isEmpty()) {
                message.setHeader("References", String.join(" ", mail.references()));
            }
            message.setHeader("Auto-Submitted", mail.autoSubmitted().headerValue());
            // Exchange/Outlook honour this one rather than Auto-Submitted when deciding on out-of-office replies.
            message.setHeader("X-Auto-Response-Suppress", "All");
            message.setHeader("X-Loop", utf8(mail.from()).getAddress());
            message.setHeader(OUTBOX_HEADER, mail.outboxKey());
            message.saveChanges();

            MimeBuffer bytes = new MimeBuffer(sizeHint(mail));
            message.writeTo(bytes);
            return withStableBoundaries(bytes, message, fingerprint(mail));
        } catch (EmailException | MessagingException e) {
            throw new IllegalArgumentException("cannot compose mail " + mail.messageId() + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Date header for {@code now}; the format has whole seconds, so one text serves every instant of a second. */
    private String date(java.time.Instant now) {
        DateLine last = lastDate;
        if (last.epochSecond() != now.getEpochSecond()) {
            last = new DateLine(now.getEpochSecond(), RFC_5322_DATE.format(now));
            lastDate = last;
        }
        return last.text();
    }

    /**
     * Composes {@code mail} into the outbox row that sends it: the dedup key is the mail's outbox key, the envelope
     * recipients its To addresses.
     */
    public OutboxItem outboxItem(String gameId, OutboxKind kind, OutgoingMail mail) {
        List<String> envelope = mail.to().stream().map(address -> utf8(address).getAddress()).toList();
        return new OutboxItem(mail.outboxKey(), gameId, kind, mail.messageId(), envelope, mail.subject(),
                compose(mail));
    }

    private static Email plain(OutgoingMail mail) throws EmailException {
        SimpleEmail email = new SimpleEmail() {
            @Override
            protected MimeMessage createMimeMessage(Session s) {
                return new FixedIdMessage(s, mail.messageId());
            }
        };
        email.setMsg(crlf(mail.text()));
        return email;
    }

    private static Email html(OutgoingMail mail) throws EmailException {
        HtmlEmail email = new HtmlEmail() {
            @Override
            protected MimeMessage createMimeMessage(Session s) {
                return new FixedIdMessage(s, mail.messageId());
            }
        };
        for (Map.Entry<String, byte[]> png : mail.inlinePngs().entrySet()) {
            DataSource source = new ByteArrayDataSource(png.getValue(), "image/png");
            email.embed(source, png.getKey() + ".png", png.getKey());
        }
        // Commons Email refuses an empty text part; a single space keeps the alternative well-formed.
        email.setTextMsg(mail.text().isEmpty() ? " " : crlf(mail.text()));
        email.setHtmlMsg(crlf(mail.html()));
        return email;
    }

    /** MIME's canonical text has CRLF line ends; a bare LF in a 7bit body is not portable. */
    private static String crlf(String text) {
        return text.replace("\r\n", "\n").replace('\r', '\n').replace("\n", "\r\n");
    }

    private static InternetAddress utf8(String address) {
        try {
            InternetAddress parsed = new InternetAddress(address, true);
            // Re-encode the display name ourselves: the parsed form would use the platform charset.
            return parsed.getPersonal() == null
                    ? new InternetAddress(parsed.getAddress(), true)
                    : new InternetAddress(parsed.getAddress(), parsed.getPersonal(), StandardCharsets.UTF_8.name());
        } catch (AddressException | java.io.UnsupportedEncodingException e) {
            throw new IllegalArgumentException("not a mail address: " + address, e);
        }
    }

    private static byte[] withStableBoundaries(MimeBuffer mime, MimeMessage message, String fingerprint)
            throws MessagingException, IOException {
        List<String> boundaries = new ArrayList<>();
        collectBoundaries(message, boundaries);
        if (boundaries.isEmpty()) {
            return mime.toByteArray();
        }
        return stableBoundaries(mime.toLatin1(), boundaries, fingerprint);
    }

    /** The stable boundary that replaces the {@code index}th of Jakarta Mail's. */
    private static String stable(int index, String fingerprint) {
        // "=_" cannot occur in quoted-printable or base64 bodies, and the digest cannot occur in a text that would
        // have to contain its own digest.
        return "=_adjutant_" + index + "_" + fingerprint;
    }

    /**
     * Each of Jakarta Mail's boundaries replaced by its stable one, in one pass over the mail: the boundaries share a
     * prefix ({@code ----=_Part_}), so one {@code indexOf} finds every place where one stands. (A pass per boundary,
     * as before, was a seventh of a robot's CPU at a deadline once the reports carried their maps: five copies of
     * a mail of 100-170 KB.)
     */
    static byte[] stableBoundaries(String text, List<String> boundaries, String fingerprint) {
        String prefix = commonPrefix(boundaries);
        if (prefix.length() < 4) {
            return replacedOneByOne(text, boundaries, fingerprint); // not Jakarta Mail's: no prefix to look for
        }
        StringBuilder out = new StringBuilder(text.length());
        int from = 0;
        int at = text.indexOf(prefix);
        while (at >= 0) {
            int which = -1;
            for (int i = 0; i < boundaries.size(); i++) {
                if (text.startsWith(boundaries.get(i), at)
                        && (which < 0 || boundaries.get(i).length() > boundaries.get(which).length())) {
                    which = i;
                }
            }
            if (which < 0) {
                at = text.indexOf(prefix, at + 1);
                continue;
            }
            out.append(text, from, at);
            unfold(out);
            out.append(stable(which, fingerprint));
            from = at + boundaries.get(which).length();
            at = text.indexOf(prefix, from);
        }
        out.append(text, from, text.length());
        // As the pass per boundary did, also where a body quotes a folded stable boundary: the same bytes as before
        // (MailComposerBytesTest); a scan that copies nothing when, as always in the robot's mail, there is none.
        String replaced = out.toString().replace("; \r\n\tboundary=\"=_adjutant_", "; boundary=\"=_adjutant_");
        // ISO-8859-1 maps every byte to one char and back, so the replacement cannot disturb the content.
        return replaced.getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * Jakarta Mail folded the Content-Type line by the length of its own boundary, which holds a process-wide
     * counter: the same mail composed twice in one process was folded differently. Unfolded, it is always the same
     * (and well under the line limit).
     */
    private static void unfold(StringBuilder out) {
        String folded = "; \r\n\tboundary=\"";
        int start = out.length() - folded.length();
        if (start >= 0 && out.indexOf(folded, start) == start) {
            out.replace(start, out.length(), "; boundary=\"");
        }
    }

    private static byte[] replacedOneByOne(String text, List<String> boundaries, String fingerprint) {
        for (int i = 0; i < boundaries.size(); i++) {
            text = text.replace(boundaries.get(i), stable(i, fingerprint));
        }
        text = text.replace("; \r\n\tboundary=\"=_adjutant_", "; boundary=\"=_adjutant_");
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String commonPrefix(List<String> words) {
        String prefix = words.get(0);
        for (String w : words) {
            int n = 0;
            while (n < prefix.length() && n < w.length() && prefix.charAt(n) == w.charAt(n)) {
                n++;
            }
            prefix = prefix.substring(0, n);
        }
        return prefix;
    }

    private static void collectBoundaries(MimePart part, List<String> out) throws MessagingException, IOException {
        if (!part.isMimeType("multipart/*")) {
            return;
        }
        MimeMultipart multipart = (MimeMultipart) part.getContent();
        out.add(new ContentType(multipart.getContentType()).getParameter("boundary"));
        for (int i = 0; i < multipart.getCount(); i++) {
            collectBoundaries((MimePart) multipart.getBodyPart(i), out);
        }
    }

    private static String fingerprint(OutgoingMail mail) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String field : new String[] {mail.messageId(), mail.subject(), mail.text(),
                    mail.html() == null ? "" : mail.html()}) {
                digest.update(field.getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
            }
            for (Map.Entry<String, byte[]> png : mail.inlinePngs().entrySet()) {
                digest.update(png.getKey().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(png.getValue());
            }
            return HexFormat.of().formatHex(digest.digest(), 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * Room for the whole MIME text at once: the pictures grow by a third in base64 (plus line ends), the texts by
     * their quoted-printable escapes. A low guess only costs a copy.
     */
    private static int sizeHint(OutgoingMail mail) {
        long size = 2048L + 2L * mail.text().length() + (mail.html() == null ? 0 : 2L * mail.html().length());
        for (byte[] png : mail.inlinePngs().values()) {
            size += png.length / 3 * 4 + png.length / 38 + 256;
        }
        return (int) Math.min(size, 1 << 26);
    }

    /**
     * The composed bytes, collected without {@code ByteArrayOutputStream}'s lock: Jakarta Mail writes the text parts
     * through its quoted-printable encoder one byte at a time, and a locked write per byte was a visible part of
     * composing a report.
     */
    private static final class MimeBuffer extends OutputStream {
        byte[] bytes;
        int count;

        MimeBuffer(int capacity) {
            bytes = new byte[Math.max(capacity, 64)];
        }

        @Override
        public void write(int b) {
            if (count == bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
            bytes[count++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            if (bytes.length - count < len) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, count + len));
            }
            System.arraycopy(b, off, bytes, count, len);
            count += len;
        }

        byte[] toByteArray() {
            return Arrays.copyOf(bytes, count);
        }

        String toLatin1() {
            return new String(bytes, 0, count, StandardCharsets.ISO_8859_1);
        }
    }

    /** Jakarta Mail replaces the Message-ID on every save; this keeps the one the caller chose. */
    private static final class FixedIdMessage extends MimeMessage {
        private final String messageId;

        FixedIdMessage(Session session, String messageId) {
            super(session);
            this.messageId = messageId;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", messageId);
        }
    }
}

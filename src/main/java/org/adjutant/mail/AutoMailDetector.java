package org.adjutant.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.InternetHeaders;
import java.io.ByteArrayInputStream;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Tells mail from people apart from mail from machines, by headers only (RFC 3834, RFC 2919, RFC 3464 and the
 * de-facto headers of common auto-responders). Answering a machine risks a mail loop or a reply to a mailing list.
 */
public final class AutoMailDetector {
    private static final Pattern VACATION_SUBJECT = Pattern.compile("(?iu)^\\s*(auto(matic)?[ -]?(reply|response"
            + "|answer)|out of (the )?office|vacation|on leave|away from|abwesenheit|automatische antwort"
            + "|respuesta autom[aá]tica|fuera de (la )?oficina|r[ée]ponse automatique|absence)\\b.*");
    private static final Pattern DAEMON = Pattern.compile("(?i)^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)$");

    private final String robotAddress;

    public AutoMailDetector(String robotAddress) {
        this.robotAddress = robotAddress.trim().toLowerCase(Locale.ROOT);
    }

    /** Classifies a raw mail by its header block; unreadable headers count as a person's (the intake decides). */
    public MailOrigin classify(byte[] raw) {
        try {
            return classify(new InternetHeaders(new ByteArrayInputStream(raw)));
        } catch (MessagingException | RuntimeException e) {
            return new MailOrigin.Person();
        }
    }

    public MailOrigin classify(InternetHeaders headers) {
        String from = address(headers.getHeader("From", ","));
        String messageId = headers.getHeader("Message-ID", null);
        if (from.equals(robotAddress)) {
            if (headers.getHeader(MailComposer.OUTBOX_HEADER) != null && messageId != null) {
                return new MailOrigin.OwnCopy(messageId.trim());
            }
            return new MailOrigin.Automatic("loop: mail from the robot's own address");
        }
        String xLoop = headers.getHeader("X-Loop", ",");
        if (xLoop != null && xLoop.toLowerCase(Locale.ROOT).contains(robotAddress)) {
            return new MailOrigin.Automatic("loop: X-Loop names the robot");
        }
        String localPart = from.contains("@") ? from.substring(0, from.indexOf('@')) : from;
        if (DAEMON.matcher(localPart).matches()) {
            return new MailOrigin.Automatic("bounce: sent by " + from);
        }
        String returnPath = headers.getHeader("Return-Path", null);
        if (returnPath != null && returnPath.replaceAll("\\s", "").equals("<>")) {
            return new MailOrigin.Automatic("bounce: empty Return-Path");
        }
        String contentType = lower(headers.getHeader("Content-Type", null));
        if (contentType.startsWith("multipart/report")) {
            return new MailOrigin.Automatic("bounce: multipart/report");
        }
        if (contentType.startsWith("message/delivery-status")) {
            return new MailOrigin.Automatic("bounce: message/delivery-status");
        }
        String autoSubmitted = lower(headers.getHeader("Auto-Submitted", null)).trim();
        if (!autoSubmitted.isEmpty() && !autoSubmitted.startsWith("no")) {
            return new MailOrigin.Automatic("auto-reply: Auto-Submitted " + autoSubmitted);
        }
        for (String marker : new String[] {"X-Autoreply", "X-Autorespond", "X-Autoresponder", "X-Auto-Reply"}) {
            if (headers.getHeader(marker) != null) {
                return new MailOrigin.Automatic("auto-reply: " + marker);
            }
        }
        String subject = EncodedWords.decode(headers.getHeader("Subject", null), new java.util.ArrayList<>());
        if (VACATION_SUBJECT.matcher(subject).matches()) {
            return new MailOrigin.Automatic("auto-reply: vacation subject");
        }
        String precedence = lower(headers.getHeader("Precedence", null)).trim();
        if (precedence.equals("bulk") || precedence.equals("list") || precedence.equals("junk")) {
            return new MailOrigin.Automatic("bulk: Precedence " + precedence);
        }
        if (headers.getHeader("List-Id") != null || headers.getHeader("List-Unsubscribe") != null) {
            return new MailOrigin.Automatic("mailing list");
        }
        return new MailOrigin.Person();
    }

    private static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }

    private static String address(String header) {
        if (header == null) {
            return "";
        }
        try {
            InternetAddress[] parsed = InternetAddress.parseHeader(header, false);
            return parsed.length == 0 || parsed[0].getAddress() == null ? ""
                    : parsed[0].getAddress().trim().toLowerCase(Locale.ROOT);
        } catch (MessagingException | RuntimeException e) {
            return header.trim().toLowerCase(Locale.ROOT);
        }
    }
}

package org.adjutant.mail;

import jakarta.mail.Session;
import java.nio.file.Path;
import java.util.Properties;

/** Jakarta Mail sessions for the robot's mailbox and SMTP server, built from {@link MailSettings}. */
final class MailSessions {
    private MailSessions() {
    }

    /** The Jakarta Mail protocol name: {@code imaps}/{@code pop3s} for TLS from the first byte. */
    static String storeProtocol(MailSettings.Mailbox box) {
        String base = box.protocol() == MailSettings.Protocol.IMAP ? "imap" : "pop3";
        return box.tls() == MailSettings.Tls.SSL ? base + "s" : base;
    }

    static String transportProtocol(MailSettings.Smtp smtp) {
        return smtp.tls() == MailSettings.Tls.SSL ? "smtps" : "smtp";
    }

    static Session mailbox(MailSettings settings) {
        MailSettings.Mailbox box = settings.mailbox();
        String p = storeProtocol(box);
        Properties props = new Properties();
        props.setProperty("mail.store.protocol", p);
        common(props, p, box.host(), box.port(), box.tls(), box.trustCertificate(), settings);
        // Reading a mail must not mark it \Seen: only a stored mail is flagged.
        props.setProperty("mail." + p + ".peek", "true");
        props.setProperty("mail." + p + ".partialfetch", "false");
        return Session.getInstance(props);
    }

    static Session smtp(MailSettings settings) {
        MailSettings.Smtp smtp = settings.smtp();
        String p = transportProtocol(smtp);
        Properties props = new Properties();
        props.setProperty("mail.transport.protocol", p);
        common(props, p, smtp.host(), smtp.port(), smtp.tls(), smtp.trustCertificate(), settings);
        props.setProperty("mail." + p + ".auth", Boolean.toString(smtp.authenticated()));
        // Bounces come back to the robot, which recognises and ignores them.
        props.setProperty("mail." + p + ".from", settings.robotAddress());
        // Deliver to the good addresses of a mail even if one player's address is refused.
        props.setProperty("mail." + p + ".sendpartial", "true");
        return Session.getInstance(props);
    }

    private static void common(Properties props, String p, String host, int port, MailSettings.Tls tls,
            Path trustCertificate, MailSettings settings) {
        props.setProperty("mail." + p + ".host", host);
        props.setProperty("mail." + p + ".port", Integer.toString(port));
        String millis = Long.toString(settings.timeout().toMillis());
        props.setProperty("mail." + p + ".connectiontimeout", millis);
        props.setProperty("mail." + p + ".timeout", millis);
        props.setProperty("mail." + p + ".writetimeout", millis);
        if (tls == MailSettings.Tls.STARTTLS) {
            props.setProperty("mail." + p + ".starttls.enable", "true");
            props.setProperty("mail." + p + ".starttls.required", "true");
        }
        if (tls != MailSettings.Tls.NONE) {
            props.setProperty("mail." + p + ".ssl.checkserveridentity", "true");
            if (trustCertificate != null) {
                // An object, not a string: Angus uses this factory for SSL from the first byte and for STARTTLS.
                props.put("mail." + p + ".ssl.socketFactory", ServerTrust.socketFactory(trustCertificate));
                // Otherwise a refused handshake (a wrong name) is retried with the JVM's factory, and the moderator
                // reads that attempt's "PKIX path building failed" instead of the real reason.
                props.setProperty("mail." + p + ".socketFactory.fallback", "false");
            }
        }
    }
}

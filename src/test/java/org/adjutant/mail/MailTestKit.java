package org.adjutant.mail;

import com.icegreen.greenmail.base.GreenMailOperations;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;

/** Settings and helpers shared by the tests that run against GreenMail. */
final class MailTestKit {
    static final String ROBOT = "robot@amwol.example";
    static final String ROBOT_LOGIN = "robot";
    static final String ROBOT_PASSWORD = "s3cret-mailbox";

    private MailTestKit() {
    }

    static MailSettings settings(GreenMailOperations mail, MailSettings.Protocol protocol,
            Function<MailSettings.Mailbox, MailSettings.Mailbox> tweak) {
        int port = protocol == MailSettings.Protocol.IMAP ? mail.getImap().getPort() : mail.getPop3().getPort();
        MailSettings.Mailbox box = tweak.apply(MailSettings.Mailbox.of(protocol, "127.0.0.1", port,
                MailSettings.Tls.NONE, ROBOT_LOGIN, ROBOT_PASSWORD));
        return settings(box, mail.getSmtp().getPort());
    }

    static MailSettings settings(MailSettings.Mailbox box, int smtpPort) {
        return new MailSettings(box, new MailSettings.Smtp("127.0.0.1", smtpPort, MailSettings.Tls.NONE, null, null),
                ROBOT, Duration.ofMinutes(1), MailSettings.Retry.DEFAULT, Duration.ofSeconds(10));
    }

    /** Puts a raw mail straight into the robot's INBOX, as its mail server would. */
    static void deliverToRobot(GreenMailOperations mail, String raw) {
        deliverToRobot(mail, raw.getBytes(StandardCharsets.UTF_8));
    }

    static void deliverToRobot(GreenMailOperations mail, byte[] raw) {
        try {
            MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
            mail.getUserManager().getUser(ROBOT_LOGIN).deliver(m);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static String simpleMail(String from, String messageId, String subject, String body, String... extraHeaders) {
        StringBuilder s = new StringBuilder();
        s.append("From: ").append(from).append("\r\nTo: ").append(ROBOT).append("\r\n");
        if (messageId != null) {
            s.append("Message-ID: ").append(messageId).append("\r\n");
        }
        s.append("Subject: ").append(subject).append("\r\n");
        for (String h : extraHeaders) {
            s.append(h).append("\r\n");
        }
        s.append("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n\r\n").append(body).append("\r\n");
        return s.toString();
    }

    /** The messages now in one of the robot's IMAP folders. */
    static List<String> subjectsIn(GreenMailOperations mail, String folderName) throws Exception {
        Properties props = new Properties();
        Store store = Session.getInstance(props).getStore("imap");
        store.connect("127.0.0.1", mail.getImap().getPort(), ROBOT_LOGIN, ROBOT_PASSWORD);
        try {
            Folder folder = store.getFolder(folderName);
            if (!folder.exists()) {
                return List.of();
            }
            folder.open(Folder.READ_ONLY);
            try {
                java.util.ArrayList<String> out = new java.util.ArrayList<>();
                for (Message m : folder.getMessages()) {
                    out.add(m.getSubject());
                }
                return out;
            } finally {
                folder.close(false);
            }
        } finally {
            store.close();
        }
    }
}

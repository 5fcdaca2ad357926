package org.adjutant.bench;

import jakarta.mail.FetchProfile;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.UIDFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Properties;
import org.adjutant.mail.MailSettings;

/**
 * The floor the intake is compared with: what {@code MailboxPoller} does to read the mailbox, and nothing else. Same
 * Jakarta Mail session properties (peek, no partial fetch, the same timeouts), the same folder mode, the same
 * envelope/size/UID pre-fetch, then every message's raw bytes through {@code writeTo} into a byte array. Nothing is
 * stored, flagged or deleted, and the folder is closed without expunging.
 */
final class IntakeBareFetch {
    private IntakeBareFetch() {
    }

    record Fetched(int messages, long bytes) {
    }

    static Fetched fetchAll(MailSettings settings) throws MessagingException, IOException {
        MailSettings.Mailbox box = settings.mailbox();
        Properties props = new Properties();
        String millis = Long.toString(settings.timeout().toMillis());
        props.setProperty("mail.store.protocol", "imap");
        props.setProperty("mail.imap.host", box.host());
        props.setProperty("mail.imap.port", Integer.toString(box.port()));
        props.setProperty("mail.imap.connectiontimeout", millis);
        props.setProperty("mail.imap.timeout", millis);
        props.setProperty("mail.imap.writetimeout", millis);
        props.setProperty("mail.imap.peek", "true");
        props.setProperty("mail.imap.partialfetch", "false");
        Session session = Session.getInstance(props);
        Store store = session.getStore("imap");
        long bytes = 0;
        int count = 0;
        try {
            store.connect(box.host(), box.port(), box.user(), box.password());
            Folder folder = store.getFolder(box.folder());
            folder.open(Folder.READ_WRITE);
            try {
                Message[] messages = folder.getMessages();
                FetchProfile profile = new FetchProfile();
                profile.add(FetchProfile.Item.SIZE);
                profile.add(FetchProfile.Item.ENVELOPE);
                profile.add(UIDFolder.FetchProfileItem.UID);
                folder.fetch(messages, profile);
                for (Message m : messages) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(m.getSize(), 1024));
                    m.writeTo(out);
                    bytes += out.size();
                    count++;
                }
            } finally {
                folder.close(false);
            }
        } finally {
            store.close();
        }
        return new Fetched(count, bytes);
    }
}

package org.adjutant.bench;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.UIDFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import org.adjutant.mail.MailSettings;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.IMAPMessage;

/**
 * The floor the intake is compared with: the reading half of {@code MailboxPoller}, and nothing else. Same Jakarta
 * Mail session properties (peek, no partial fetch, the same timeouts), the same folder mode, the same
 * envelope/size/UID pre-fetch, the same groups of at most 5,000 mails or 8 MiB whose bodies come in one FETCH,
 * then every message's raw bytes through {@code writeTo} into a byte array. Nothing is stored, flagged or deleted, and
 * the folder is closed without expunging.
 *
 * <p>{@link Mode#ONE_BY_ONE} is how the poller read mail before this benchmark: one FETCH per mail. It is kept to
 * show that both ways give the same bytes (the content hash deduplicates mail, so they must).
 */
final class IntakeBareFetch {
    /** The poller's group limits (MailboxPoller.CHUNK_MAILS, CHUNK_BYTES). */
    static final int GROUP_MAILS = 5_000;
    static final long GROUP_BYTES = 8L << 20;

    enum Mode { GROUPED, ONE_BY_ONE }

    private IntakeBareFetch() {
    }

    /** {@code digests}: SHA-256 of each mail, in mailbox order, when asked for. */
    record Fetched(int messages, long bytes, int commands, List<String> digests) {
    }

    static Fetched fetchAll(MailSettings settings, Mode mode, boolean digests) throws MessagingException, IOException {
        return fetchAll(settings, mode, digests, false);
    }

    /**
     * With {@code dispose}, also what the poller asks of the server once mail is stored: every mail flagged deleted in
     * one STORE at the end, and the folder expunged on close. That is the whole IMAP side of a poll, without the database.
     */
    static Fetched fetchAll(MailSettings settings, Mode mode, boolean digests, boolean dispose)
            throws MessagingException, IOException {
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
        int commands = 1;
        List<String> sums = new ArrayList<>();
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
                for (List<Message> group : groups(messages, mode, box.maxMessageBytes())) {
                    if (mode == Mode.GROUPED) {
                        FetchProfile whole = new FetchProfile();
                        whole.add(IMAPFolder.FetchProfileItem.MESSAGE);
                        folder.fetch(group.toArray(Message[]::new), whole);
                    }
                    commands++;
                    for (Message m : group) {
                        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(m.getSize(), 1024));
                        m.writeTo(out);
                        bytes += out.size();
                        count++;
                        if (digests) {
                            sums.add(sha256(out.toByteArray()));
                        }
                    }
                    for (Message m : group) {
                        ((IMAPMessage) m).invalidateHeaders();
                    }
                }
                if (dispose) {
                    folder.setFlags(messages, new Flags(Flags.Flag.DELETED), true);
                }
            } finally {
                folder.close(dispose);
            }
        } finally {
            store.close();
        }
        return new Fetched(count, bytes, mode == Mode.GROUPED ? commands : count + 1, sums);
    }

    private static List<List<Message>> groups(Message[] messages, Mode mode, long limit) throws MessagingException {
        List<List<Message>> groups = new ArrayList<>();
        if (mode == Mode.ONE_BY_ONE) {
            groups.add(List.of(messages));
            return groups;
        }
        List<Message> group = new ArrayList<>();
        long bytes = 0;
        for (Message m : messages) {
            long size = Math.max(m.getSize(), 0);
            if (size > limit) {
                continue;
            }
            if (!group.isEmpty() && (group.size() >= GROUP_MAILS || bytes + size > GROUP_BYTES)) {
                groups.add(group);
                group = new ArrayList<>();
                bytes = 0;
            }
            group.add(m);
            bytes += size;
        }
        if (!group.isEmpty()) {
            groups.add(group);
        }
        return groups;
    }

    private static String sha256(byte[] raw) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(raw));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}

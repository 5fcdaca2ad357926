package org.adjutant.mail;

import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Store;
import jakarta.mail.FetchProfile;
import jakarta.mail.search.AndTerm;
import jakarta.mail.search.ComparisonTerm;
import jakarta.mail.search.FlagTerm;
import jakarta.mail.search.ReceivedDateTerm;
import jakarta.mail.search.SearchTerm;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.adjutant.store.Database;
import org.adjutant.store.InboxStore;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the robot's own mailbox from growing without end. In FLAG mode every stored mail stays in the polled folder,
 * in MOVE mode in the processed folder: a game of a year leaves tens of thousands there, and many providers cap a
 * mailbox. Mails older than the retention age leave the server — deleted, or moved to a folder of the operator's —
 * but only those the database already holds and has finished with: the inbox row exists and is no longer NEW, and its
 * answer, if any, has left the outbox. Anything else stays for a later sweep. Runs at most once an hour.
 */
final class MailboxRetention {
    private static final Logger LOG = LoggerFactory.getLogger(MailboxRetention.class);
    static final Duration EVERY = Duration.ofHours(1);

    private final Database db;
    private final MailSettings settings;
    private final Clock clock;
    private final InboxStore inbox = new InboxStore();
    private Instant lastRun = Instant.MIN;

    MailboxRetention(Database db, MailSettings settings, Clock clock) {
        this.db = db;
        this.settings = settings;
        this.clock = clock;
    }

    /** Whether a sweep is due: a retention age is set, the mode leaves mail on the server, and an hour has passed. */
    boolean due() {
        MailSettings.Mailbox box = settings.mailbox();
        return box.retention() != null && box.afterStore() != MailSettings.AfterStore.DELETE
                && box.protocol() == MailSettings.Protocol.IMAP
                && !clock.instant().isBefore(lastRun.plus(EVERY));
    }

    /**
     * Sweeps the folder where stored mail stays ({@code polled} in FLAG mode, the processed folder in MOVE mode);
     * returns how many mails left the server.
     */
    int sweep(Store store, Folder polled) {
        lastRun = clock.instant();
        MailSettings.Mailbox box = settings.mailbox();
        Instant cutoff = clock.instant().minus(box.retention());
        Folder folder = polled;
        boolean opened = false;
        try {
            SearchTerm old = new ReceivedDateTerm(ComparisonTerm.LT, Date.from(cutoff));
            if (box.afterStore() == MailSettings.AfterStore.MOVE) {
                folder = store.getFolder(box.processedFolder());
                if (!folder.exists()) {
                    return 0;
                }
                folder.open(Folder.READ_WRITE);
                opened = true;
            } else {
                old = new AndTerm(new FlagTerm(new Flags(box.flagKeyword()), true), old);
            }
            Message[] candidates = folder.search(old);
            // The receipt date only, not the ENVELOPE: one hostile mail the server cannot describe would fail it
            // for the whole folder, on every sweep (see MailboxPoller.candidates).
            FetchProfile profile = new FetchProfile();
            if (folder instanceof IMAPFolder) {
                profile.add(IMAPFolder.FetchProfileItem.INTERNALDATE);
            }
            folder.fetch(candidates, profile);
            List<Message> done = new ArrayList<>();
            for (Message m : candidates) {
                if (oldAndFinished(m, cutoff)) {
                    done.add(m);
                }
            }
            if (done.isEmpty()) {
                return 0;
            }
            Message[] leaving = done.toArray(Message[]::new);
            if (box.retentionFolder() != null) {
                Folder target = store.getFolder(box.retentionFolder());
                if (!target.exists() && !target.create(Folder.HOLDS_MESSAGES)) {
                    throw new MessagingException("cannot create folder " + box.retentionFolder());
                }
                if (folder instanceof IMAPFolder imap) {
                    imap.moveMessages(leaving, target);
                } else {
                    folder.copyMessages(leaving, target);
                    folder.setFlags(leaving, new Flags(Flags.Flag.DELETED), true);
                }
            } else {
                folder.setFlags(leaving, new Flags(Flags.Flag.DELETED), true);
            }
            if (folder == polled) {
                // The polled folder is expunged when the poll closes it; expunging here would renumber its messages.
                LOG.info("retention: {} mails older than {} leave {}", leaving.length, box.retention(), box.folder());
            } else {
                folder.expunge();
                LOG.info("retention: {} mails older than {} left {}", leaving.length, box.retention(),
                        box.processedFolder());
            }
            return leaving.length;
        } catch (MessagingException | RuntimeException e) {
            LOG.warn("retention sweep of {} failed; the next one tries again: {}", box.describe(), e.toString());
            return 0;
        } finally {
            if (opened && folder.isOpen()) {
                try {
                    folder.close(false);
                } catch (MessagingException e) {
                    LOG.debug("closing {}: {}", box.processedFolder(), e.getMessage());
                }
            }
        }
    }

    /** Whether one mail may leave; a mail that cannot be read stays, and the others are swept all the same. */
    private boolean oldAndFinished(Message m, Instant cutoff) {
        try {
            Date received = m.getReceivedDate();
            return received != null && received.toInstant().isBefore(cutoff) && finishedWith(m);
        } catch (MessagingException | RuntimeException e) {
            LOG.warn("retention: message {} unreadable, it stays: {}", m.getMessageNumber(), e.toString());
            return false;
        }
    }

    /** The database holds this mail and is done with it (so its server copy may go). */
    private boolean finishedWith(Message m) throws MessagingException {
        String[] ids = m.getHeader("Message-ID");
        String messageId;
        if (ids != null && ids.length > 0 && !ids[0].isBlank()) {
            messageId = ids[0].trim();
        } else {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                m.writeTo(out);
            } catch (IOException e) {
                return false;
            }
            messageId = MailFingerprint.syntheticMessageId(MailFingerprint.sha256(out.toByteArray()));
        }
        return db.read(c -> inbox.finishedWith(c, messageId));
    }
}

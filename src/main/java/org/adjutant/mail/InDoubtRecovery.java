package org.adjutant.mail;

import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.search.HeaderTerm;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.store.Database;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxRow;
import org.adjutant.store.OutboxStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Settles outbox rows left SENDING by a process that stopped during or right after an SMTP transaction.
 *
 * <p>Every mail went to the robot's own address in the same SMTP transaction as to the players, and a server accepts
 * a transaction for all its recipients at once. So the robot's copy exists if and only if the players' mail was
 * accepted. Recovery looks for it by Message-ID: first among the stored inbox rows (the poller confirms rows as it
 * stores their copies), then, for IMAP, on the server in the polled folder, the processed folder and any configured
 * self-copy folders. Found: SENT, no resend. Not found once the grace period since the send began has passed: back to
 * PENDING, sent again. Not found earlier, or the mailbox unreachable: left for a later look.
 */
final class InDoubtRecovery {
    private static final Logger LOG = LoggerFactory.getLogger(InDoubtRecovery.class);

    private final Database db;
    private final MailSettings settings;
    private final Clock clock;
    private final OutboxStore outbox;
    private final InboxStore inbox = new InboxStore();
    private final Session session;

    InDoubtRecovery(Database db, MailSettings settings, Clock clock) {
        this.db = db;
        this.settings = settings;
        this.clock = clock;
        this.outbox = new OutboxStore(clock);
        this.session = MailSessions.mailbox(settings);
    }

    /** The SENDING rows this robot may settle (see {@link #settleable}). */
    int inDoubtCount() {
        // Asked before every sending round: counted by sender, not by reading the rows or every row's status.
        java.util.Map<String, Integer> bySender = db.read(outbox::sendingBySender);
        int count = 0;
        for (java.util.Map.Entry<String, Integer> e : bySender.entrySet()) {
            String sender = e.getKey();
            if (!db.shared() || sender == null || sender.equals(db.instance()) || !db.alive(sender)) {
                count += e.getValue();
            }
        }
        return count;
    }

    RecoveryResult recover() {
        List<OutboxRow> rows = settleable(db.read(outbox::inDoubt));
        if (rows.isEmpty()) {
            return new RecoveryResult(0, 0, 0, 0);
        }
        int confirmed = 0;
        List<OutboxRow> unconfirmed = new ArrayList<>();
        for (OutboxRow row : rows) {
            if (db.read(c -> inbox.hasOwnCopy(c, row.messageId()))) {
                confirm(row, "confirmed by the robot's own copy in the inbox");
                confirmed++;
            } else {
                unconfirmed.add(row);
            }
        }
        Set<String> onServer;
        try {
            onServer = searchServer(unconfirmed);
        } catch (MessagingException e) {
            LOG.warn("cannot search the mailbox for {} in-doubt mails, will look again: {}", unconfirmed.size(),
                    e.getMessage());
            return new RecoveryResult(rows.size(), confirmed, 0, unconfirmed.size());
        }
        int requeued = 0;
        int waiting = 0;
        Instant now = clock.instant();
        for (OutboxRow row : unconfirmed) {
            if (onServer.contains(row.messageId())) {
                confirm(row, "confirmed by the robot's own copy on the server");
                confirmed++;
            } else if (!now.isBefore(row.nextAttemptAt())) {
                db.inTransaction(c -> {
                    outbox.scheduleRetry(c, row.id(), now, "send interrupted and no own copy arrived: resending");
                    return null;
                });
                LOG.warn("outbox {} ({}): no own copy within the grace period, sending again", row.id(),
                        row.dedupKey());
                requeued++;
            } else {
                waiting++;
            }
        }
        RecoveryResult result = new RecoveryResult(rows.size(), confirmed, requeued, waiting);
        LOG.info("in-doubt outbox rows: {} confirmed, {} resent, {} waiting", confirmed, requeued, waiting);
        return result;
    }

    /**
     * The rows this robot may settle: its own, and those of a robot no longer running. On a database several robots
     * share, a row another live robot marked SENDING is in the middle of its SMTP transaction (or in that robot's own
     * doubt): resending it would duplicate the mail.
     */
    private List<OutboxRow> settleable(List<OutboxRow> rows) {
        if (rows.isEmpty() || !db.shared()) {
            return rows;
        }
        java.util.Map<Long, String> senders = db.read(outbox::senders);
        java.util.Map<String, Boolean> gone = new java.util.HashMap<>();
        List<OutboxRow> mine = new ArrayList<>();
        for (OutboxRow row : rows) {
            String sender = senders.get(row.id());
            if (sender == null || sender.equals(db.instance())
                    || gone.computeIfAbsent(sender, s -> !db.alive(s))) {
                mine.add(row);
            }
        }
        return mine;
    }

    private void confirm(OutboxRow row, String note) {
        db.inTransaction(c -> outbox.markSent(c, row, note));
        LOG.info("outbox {} ({}) {}", row.id(), row.dedupKey(), note);
    }

    /** The Message-IDs among {@code rows} found in the robot's IMAP folders; POP3 offers no search. */
    private Set<String> searchServer(List<OutboxRow> rows) throws MessagingException {
        Set<String> found = new HashSet<>();
        MailSettings.Mailbox box = settings.mailbox();
        if (rows.isEmpty() || box.protocol() != MailSettings.Protocol.IMAP) {
            return found;
        }
        Set<String> folders = new LinkedHashSet<>();
        folders.add(box.folder());
        if (box.afterStore() == MailSettings.AfterStore.MOVE) {
            folders.add(box.processedFolder());
        }
        folders.addAll(box.selfCopyFolders());
        Store store = session.getStore(MailSessions.storeProtocol(box));
        store.connect(box.host(), box.port(), box.user(), box.password());
        try {
            for (String name : folders) {
                Folder folder = store.getFolder(name);
                if (!folder.exists()) {
                    continue;
                }
                folder.open(Folder.READ_ONLY);
                try {
                    for (OutboxRow row : rows) {
                        if (!found.contains(row.messageId())
                                && folder.search(new HeaderTerm("Message-ID", row.messageId())).length > 0) {
                            found.add(row.messageId());
                        }
                    }
                } finally {
                    folder.close(false);
                }
            }
        } finally {
            store.close();
        }
        return found;
    }
}

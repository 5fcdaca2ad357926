package org.adjutant.mail;

import jakarta.mail.Message;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.store.Database;
import org.adjutant.store.InboxInsert;
import org.adjutant.store.InboxMessage;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The mails of a poll that are fetched but not yet committed, committed to the inbox table together: one transaction
 * for up to {@value #MAX_MAILS} mails (or about {@value #MAX_BYTES} bytes) instead of one each. Every commit is
 * written to the database file before it returns (H2's {@code WRITE_DELAY=0}, see {@code Database.file}), and that
 * write, not the insert, was most of what storing a mail cost: 10,000 order mails were 10,000 writes of the inbox
 * table's pages.
 *
 * <p>Nothing of the poller's promise changes: a mail's server copy is disposed of only after the commit that holds
 * it has returned, and the intake is told of a mail only then. A crash before the commit leaves every mail of the
 * group on the server, and the next poll stores them. If the group's transaction fails (one mail the database refuses,
 * a lost race with another robot on PostgreSQL), nothing of it is kept and each of its mails is stored alone, in its
 * own transaction, as before, so one bad mail still costs only itself.
 */
final class InboxGroup {
    private static final Logger LOG = LoggerFactory.getLogger(InboxGroup.class);
    /** Mails per commit: a commit per 64 mails costs next to nothing, and the intake waits for at most that many. */
    static final int MAX_MAILS = 64;
    /** Raw bytes held for one commit: mails may be up to the mailbox's size limit each, and memory stays bounded. */
    static final long MAX_BYTES = 4L << 20;

    /**
     * A mail ready to be stored.
     *
     * @param ownCopyOf the Message-ID of the outbox mail this is the robot's own copy of, or null
     * @param failure   why only the mail's headers are kept (too large), or empty
     */
    record Staged(Message message, InboxMessage row, String ownCopyOf, String failure) {
    }

    /**
     * What storing a staged mail did: {@code insert} is null for the own copy of a mail whose row turned out SENT
     * (nothing stored), else the inbox row; {@code error} is set, and the rest null, when it could not be stored.
     */
    record Outcome(Staged mail, InboxInsert insert, RuntimeException error) {
        boolean stored() {
            return error == null;
        }
    }

    private final Database db;
    private final InboxStore inbox = new InboxStore();
    private final OutboxStore outbox;
    private final List<Staged> staged = new ArrayList<>();
    private long bytes;

    InboxGroup(Database db, OutboxStore outbox) {
        this.db = db;
        this.outbox = outbox;
    }

    void add(Staged mail) {
        staged.add(mail);
        bytes += mail.row().raw().length;
    }

    boolean isEmpty() {
        return staged.isEmpty();
    }

    /** Whether the group should be committed now. */
    boolean full() {
        return staged.size() >= MAX_MAILS || bytes >= MAX_BYTES;
    }

    /** Commits every staged mail, in the order staged, and empties the group; returns what became of each. */
    List<Outcome> commit() {
        if (staged.isEmpty()) {
            return List.of();
        }
        List<Staged> mails = List.copyOf(staged);
        staged.clear();
        bytes = 0;
        try {
            return db.inTransaction(c -> {
                List<Outcome> done = new ArrayList<>(mails.size());
                for (Staged mail : mails) {
                    done.add(new Outcome(mail, store(c, mail), null));
                }
                return done;
            });
        } catch (RuntimeException e) {
            if (mails.size() > 1) {
                LOG.info("storing {} mails in one transaction failed ({}); storing each alone", mails.size(),
                        e.toString());
            }
            List<Outcome> done = new ArrayList<>(mails.size());
            for (Staged mail : mails) {
                done.add(alone(mail, mails.size() == 1 ? e : null));
            }
            return done;
        }
    }

    /** One mail in its own transaction; {@code known} is the failure already met when it was the group alone. */
    private Outcome alone(Staged mail, RuntimeException known) {
        if (known != null) {
            return new Outcome(mail, null, known);
        }
        try {
            return new Outcome(mail, db.inTransaction(c -> store(c, mail)), null);
        } catch (RuntimeException e) {
            return new Outcome(mail, null, e);
        }
    }

    /**
     * Stores one mail in the caller's transaction; null when it is the own copy of a mail whose outbox row is SENT
     * already (it witnesses nothing: see {@link MailboxPoller}).
     */
    private InboxInsert store(Connection c, Staged mail) throws SQLException {
        InboxMessage row = mail.row();
        Optional<OutboxStore.Witnessed> sent = mail.ownCopyOf() == null ? Optional.empty()
                : outbox.witnessed(c, mail.ownCopyOf());
        if (sent.filter(w -> w.status() == OutboxStatus.SENT).isPresent()) {
            return null; // POP3, or SENT since the group's look
        }
        // A welcome's own copy carries the player's password, which is kept nowhere once it is sent (over POP3 the
        // copy is whole); the hash stays the mail's, so a second fetch is still known.
        InboxInsert done = inbox.insertIfAbsent(c, sent.filter(OutboxStore.Witnessed::welcome).isPresent()
                ? new InboxMessage(row.messageId(), row.contentHash(), row.receivedAt(), row.fetchedAt(),
                        row.source(), row.sender(), row.subject(), OutboxStore.redactedWelcome(),
                        row.status(), row.statusDetail(), row.oversize())
                : row);
        if (sent.isPresent() && outbox.confirm(c, sent.get())) {
            LOG.info("outbox mail {} confirmed sent by its own copy", mail.ownCopyOf());
        }
        return done;
    }
}

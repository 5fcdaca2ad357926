package org.adjutant.mail;

import java.time.Clock;
import org.adjutant.store.Database;

/**
 * The robot's mail, as the daemon uses it: poll the mailbox, send what is due, settle what a crash left in doubt.
 * Polls are serialised with polls and sends with sends, so a poll and a send may run side by side on two threads
 * (the robot's worker and its sender). Settling takes both: while it runs no send of this robot is in flight, so a
 * row it finds SENDING really was left so by a stopped process.
 *
 * <p>Intended rhythm: {@link #recoverInDoubt()} once at start-up, then every {@code pollInterval}
 * {@link #pollOnce()}, {@link #recoverInDoubt()} (a no-op unless a send was interrupted) and {@link #sendDue()}.
 */
public final class MailService {
    private final MailboxPoller poller;
    private final OutboxSender sender;
    private final InDoubtRecovery recovery;
    private final MailComposer composer;
    private final MailDecoder decoder = new MailDecoder();
    private final Object pollLock = new Object();
    private final Object sendLock = new Object();

    public MailService(Database db, MailSettings settings, Clock clock) {
        this(db, settings, clock, CrashHook.NONE);
    }

    /** With a crash hook, for tests that stop the process at a named point. */
    public MailService(Database db, MailSettings settings, Clock clock, CrashHook crash) {
        this.poller = new MailboxPoller(db, settings, clock, crash);
        this.sender = new OutboxSender(db, settings, clock, crash);
        this.recovery = new InDoubtRecovery(db, settings, clock);
        this.composer = new MailComposer(clock);
    }

    /** Fetches new mail into the inbox table; see {@link MailboxPoller}. */
    public PollResult pollOnce() {
        return pollOnce(PollProgress.NONE);
    }

    /** The same, telling {@code progress} how far the intake may already go; see {@link PollProgress}. */
    public PollResult pollOnce(PollProgress progress) {
        synchronized (pollLock) {
            return poller.pollOnce(progress);
        }
    }

    /** Sends due outbox rows over the SMTP connection the sender keeps; see {@link OutboxSender}. */
    public SendResult sendDue() {
        return sendDue(SentCopies.NONE);
    }

    /** The same, keeping a copy of each mail sent in {@code copies} (the sent-mail archive). */
    public SendResult sendDue(SentCopies copies) {
        synchronized (sendLock) {
            return sender.sendDue(copies);
        }
    }

    /**
     * Settles rows a stopped process left SENDING. Polls first when there are any, so that the robot's own copies
     * waiting in the mailbox are stored and confirm their rows; see {@link InDoubtRecovery}.
     */
    public RecoveryResult recoverInDoubt() {
        synchronized (sendLock) {
            int before = recovery.inDoubtCount();
            if (before == 0) {
                return new RecoveryResult(0, 0, 0, 0);
            }
            synchronized (pollLock) {
                poller.pollOnce();
            }
            RecoveryResult rest = recovery.recover();
            int confirmedByPoll = before - rest.inDoubt();
            return new RecoveryResult(before, confirmedByPoll + rest.confirmed(), rest.requeued(), rest.waiting());
        }
    }

    /** Closes the SMTP connection the sender keeps between batches. */
    public void close() {
        synchronized (sendLock) {
            sender.close();
        }
    }

    public MailComposer composer() {
        return composer;
    }

    public MailDecoder decoder() {
        return decoder;
    }
}

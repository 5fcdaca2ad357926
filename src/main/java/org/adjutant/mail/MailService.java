package org.adjutant.mail;

import java.time.Clock;
import org.adjutant.store.Database;

/**
 * The robot's mail, as the daemon uses it: poll the mailbox, send what is due, settle what a crash left in doubt.
 * Calls are serialised, so a scheduler may call them from different threads.
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
    public synchronized PollResult pollOnce() {
        return poller.pollOnce();
    }

    /** The same, telling {@code progress} how far the intake may already go; see {@link PollProgress}. */
    public synchronized PollResult pollOnce(PollProgress progress) {
        return poller.pollOnce(progress);
    }

    /** Sends due outbox rows over one SMTP connection; see {@link OutboxSender}. */
    public synchronized SendResult sendDue() {
        return sender.sendDue();
    }

    /**
     * Settles rows a stopped process left SENDING. Polls first when there are any, so that the robot's own copies
     * waiting in the mailbox are stored and confirm their rows; see {@link InDoubtRecovery}.
     */
    public synchronized RecoveryResult recoverInDoubt() {
        int before = recovery.inDoubtCount();
        if (before == 0) {
            return new RecoveryResult(0, 0, 0, 0);
        }
        poller.pollOnce();
        RecoveryResult rest = recovery.recover();
        int confirmedByPoll = before - rest.inDoubt();
        return new RecoveryResult(before, confirmedByPoll + rest.confirmed(), rest.requeued(), rest.waiting());
    }

    public MailComposer composer() {
        return composer;
    }

    public MailDecoder decoder() {
        return decoder;
    }
}

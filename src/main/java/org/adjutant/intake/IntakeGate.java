package org.adjutant.intake;

import java.time.Instant;

/**
 * Between the polling thread and the intake thread of an {@link IntakeCycle}: how far the intake may go (the poll's
 * receipt horizon), how many times the poll has committed stored mail so far, and whether the poll has ended, and how.
 */
final class IntakeGate {
    /**
     * {@code upTo}: null until the poll names a horizon; {@code commits}: commits of stored mail so far;
     * {@code pollCompleted}: meaningful once ended.
     */
    record State(Instant upTo, long commits, boolean ended, boolean pollCompleted) {
    }

    private Instant upTo;
    private long commits;
    private boolean ended;
    private boolean completed;

    /**
     * The poll has committed more mail (a few dozen at a time, see {@code mail.InboxGroup}), and nothing received
     * before {@code horizon} is still to be stored.
     */
    synchronized void stored(Instant horizon) {
        if (upTo == null || horizon.isAfter(upTo)) {
            upTo = horizon;
        }
        commits++;
        notifyAll();
    }

    synchronized void pollEnded(boolean completedNormally) {
        ended = true;
        completed = completedNormally;
        notifyAll();
    }

    /**
     * Waits until the poll has committed mail under a horizon since {@code seen} (null: since the start), or has
     * ended. The poller commits its mail in groups, so the intake runs its query, and a thread switch, once per group
     * rather than once per mail.
     */
    synchronized State awaitNews(State seen) throws InterruptedException {
        long since = seen == null ? 0 : seen.commits();
        while (!ended && (upTo == null || commits == since)) {
            wait();
        }
        return new State(upTo, commits, ended, completed);
    }
}

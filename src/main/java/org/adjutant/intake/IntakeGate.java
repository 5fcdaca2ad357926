package org.adjutant.intake;

import java.time.Instant;

/**
 * Between the polling thread and the intake thread of an {@link IntakeCycle}: how far the intake may go (the poll's
 * receipt horizon), how many mails the poll has stored so far, and whether the poll has ended, and how.
 */
final class IntakeGate {
    /**
     * {@code upTo}: null until the poll names a horizon; {@code stored}: mails stored so far;
     * {@code pollCompleted}: meaningful once ended.
     */
    record State(Instant upTo, long stored, boolean ended, boolean pollCompleted) {
    }

    /** How many stored mails wake the intake thread at most once: see {@link #awaitNews}. */
    static final int WAKE_EVERY = 50;

    private Instant upTo;
    private long stored;
    private boolean ended;
    private boolean completed;

    /** One more mail is stored, and nothing received before {@code horizon} is still to be stored. */
    synchronized void stored(Instant horizon) {
        if (upTo == null || horizon.isAfter(upTo)) {
            upTo = horizon;
        }
        stored++;
        if (stored % WAKE_EVERY == 0) {
            notifyAll();
        }
    }

    synchronized void pollEnded(boolean completedNormally) {
        ended = true;
        completed = completedNormally;
        notifyAll();
    }

    /**
     * Waits until at least {@code batch} more mails are stored under a horizon since {@code seen} (null: since the
     * start), or the poll has ended. Waiting for a batch keeps the intake from running a query, and a thread switch,
     * for every single mail the poller stores.
     */
    synchronized State awaitNews(State seen, int batch) throws InterruptedException {
        long since = seen == null ? 0 : seen.stored();
        while (!ended && (upTo == null || stored - since < batch)) {
            wait();
        }
        return new State(upTo, stored, ended, completed);
    }
}

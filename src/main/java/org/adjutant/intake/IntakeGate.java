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
        notifyAll();
    }

    synchronized void pollEnded(boolean completedNormally) {
        ended = true;
        completed = completedNormally;
        notifyAll();
    }

    /**
     * Waits until there is something new to take in since {@code seen} (more mail stored under a horizon) or the
     * poll has ended.
     */
    synchronized State awaitNews(State seen) throws InterruptedException {
        while (!ended && (upTo == null || (seen != null && stored == seen.stored()))) {
            wait();
        }
        return new State(upTo, stored, ended, completed);
    }
}

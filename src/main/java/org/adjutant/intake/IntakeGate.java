package org.adjutant.intake;

import java.time.Instant;

/**
 * Between the polling thread and the intake thread of an {@link IntakeCycle}: how far the intake may go (the poll's
 * receipt horizon), and whether the poll has ended, and how.
 */
final class IntakeGate {
    /** {@code upTo}: null until the poll names a horizon. {@code pollCompleted}: meaningful once ended. */
    record State(Instant upTo, boolean ended, boolean pollCompleted) {
    }

    private Instant upTo;
    private boolean ended;
    private boolean completed;

    /** The poll promises that nothing received before {@code horizon} is still to be stored. */
    synchronized void open(Instant horizon) {
        if (upTo == null || horizon.isAfter(upTo)) {
            upTo = horizon;
            notifyAll();
        }
    }

    synchronized void pollEnded(boolean completedNormally) {
        ended = true;
        completed = completedNormally;
        notifyAll();
    }

    /** Waits until the horizon is past {@code done} (null: until there is one) or the poll has ended. */
    synchronized State awaitBeyond(Instant done) throws InterruptedException {
        while (!ended && (upTo == null || (done != null && !upTo.isAfter(done)))) {
            wait();
        }
        return new State(upTo, ended, completed);
    }
}

package org.adjutant.intake;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.adjutant.mail.MailService;
import org.adjutant.mail.PollResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One poll of the mailbox and the intake of the mail it stored, side by side: the calling thread polls (fetches,
 * stores raw, disposes of the server copies) while a second thread takes in the mail already committed, as far as
 * the poll's {@link org.adjutant.mail.PollProgress receipt horizon} allows. During a big poll the mail server works on
 * the next FETCH or STORE while the robot checks and queues the orders already fetched; on two cores that hides most
 * of one behind the other.
 *
 * <p>Nothing of the robot's guarantees changes. A mail is in H2 before its server copy is touched (the poller is the
 * same). Each mail is taken in by {@link IntakeService} (with the mails of its group in one transaction), by one thread
 * at a time, in the order the server received it (GITM 6.10): the horizon holds back any mail that a mail still to be
 * stored would precede.
 * {@link #run} returns only when both sides are done, so whoever serialises work around it (the robot's worker: a
 * turn runs only after the intake of the mail before its deadline) still sees one indivisible step. A crash at any
 * point leaves stored mail NEW for the next cycle and processed mail PROCESSED, as before.
 *
 * <p>If the poll fails, the intake takes in what the horizon allowed and stops, without the final pass over
 * everything: an intake after a failed poll did not run before either; the next cycle takes in what was stored.
 */
public final class IntakeCycle implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(IntakeCycle.class);

    /** System property that turns the second thread off ({@code false}): poll first, then take in, on one thread. */
    public static final String SIDE_BY_SIDE = "adjutant.intake.sideBySide";

    private final MailService mail;
    private final IntakeService intake;
    private final ExecutorService taker;

    /** Side by side unless the system property {@value #SIDE_BY_SIDE} is {@code false}. */
    public IntakeCycle(MailService mail, IntakeService intake) {
        this(mail, intake, !"false".equalsIgnoreCase(System.getProperty(SIDE_BY_SIDE, "true").trim()));
    }

    /**
     * {@code sideBySide} false: the poll, then the intake, both on the calling thread (how the robot worked before;
     * for a machine with one core, or to compare).
     */
    public IntakeCycle(MailService mail, IntakeService intake, boolean sideBySide) {
        this.mail = mail;
        this.intake = intake;
        this.taker = sideBySide ? Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "adjutant-intake");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /**
     * What one cycle did, and how long it took: {@code pollTime} until the poll ended, {@code tail} from then until
     * the intake was done too (the part of the intake the poll did not hide).
     */
    public record Outcome(PollResult polled, IntakeService.IntakeResult taken, Duration pollTime, Duration tail) {
    }

    /** Polls and takes in; returns when both are done. Not reentrant: the robot calls it from its one worker. */
    public synchronized Outcome run() {
        if (taker == null) {
            return oneAfterTheOther();
        }
        long start = System.nanoTime();
        IntakeGate gate = new IntakeGate();
        Future<IntakeService.IntakeResult> taking = taker.submit(() -> takeIn(gate));
        PollResult polled;
        try {
            polled = mail.pollOnce(gate::stored);
        } catch (RuntimeException | Error e) {
            gate.pollEnded(false);
            try {
                await(taking);
            } catch (RuntimeException | Error also) {
                e.addSuppressed(also);
            }
            throw e;
        }
        gate.pollEnded(true);
        long polledAt = System.nanoTime();
        IntakeService.IntakeResult taken = await(taking);
        long end = System.nanoTime();
        log.debug("cycle: poll {} ms, intake done {} ms after it", (polledAt - start) / 1_000_000,
                (end - polledAt) / 1_000_000);
        return new Outcome(polled, taken, Duration.ofNanos(polledAt - start), Duration.ofNanos(end - polledAt));
    }

    private Outcome oneAfterTheOther() {
        long start = System.nanoTime();
        PollResult polled = mail.pollOnce();
        long polledAt = System.nanoTime();
        IntakeService.IntakeResult taken = intake.processPending();
        return new Outcome(polled, taken, Duration.ofNanos(polledAt - start),
                Duration.ofNanos(System.nanoTime() - polledAt));
    }

    private IntakeService.IntakeResult takeIn(IntakeGate gate) throws InterruptedException {
        IntakeService.IntakeResult total = IntakeService.IntakeResult.NONE;
        IntakeGate.State seen = null;
        while (true) {
            IntakeGate.State now = gate.awaitNews(seen);
            if (now.ended()) {
                // After a completed poll, everything pending; after a failed one, only what the horizon allowed.
                return total.plus(now.pollCompleted() ? intake.processPending()
                        : now.upTo() == null ? IntakeService.IntakeResult.NONE : intake.processPending(now.upTo()));
            }
            total = total.plus(intake.processPending(now.upTo()));
            seen = now;
        }
    }

    /**
     * Waits for the intake thread without giving up on an interrupt: leaving it running would let a turn or a shutdown
     * overtake an intake under way. An interrupt is passed on once it is done.
     */
    private static IntakeService.IntakeResult await(Future<IntakeService.IntakeResult> taking) {
        return org.adjutant.concurrent.Futures.awaitUninterruptibly(taking);
    }

    @Override
    public void close() {
        if (taker == null) {
            return;
        }
        taker.shutdown();
        try {
            if (!taker.awaitTermination(30, TimeUnit.SECONDS)) {
                log.warn("the intake thread did not stop within 30 s");
                taker.shutdownNow();
            }
        } catch (InterruptedException e) {
            taker.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }
}

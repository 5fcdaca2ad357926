package org.adjutant.schedule;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Collects the deadlines a scheduler reports, for tests to wait on. */
final class RecordingListener implements DeadlineListener {
    record Call(String gameId, Instant deadline) {
    }

    private final BlockingQueue<Call> calls = new LinkedBlockingQueue<>();

    @Override
    public void deadlineReached(String gameId, Instant scheduledDeadline) {
        calls.add(new Call(gameId, scheduledDeadline));
    }

    /** The next call, waiting at most {@code timeout}; null if none came. */
    Call next(Duration timeout) throws InterruptedException {
        return calls.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Exactly {@code n} calls, each waited for at most {@code timeout}; fewer if they do not come. */
    List<Call> take(int n, Duration timeout) throws InterruptedException {
        List<Call> got = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Call c = next(timeout);
            if (c == null) {
                break;
            }
            got.add(c);
        }
        return got;
    }

    /** Whatever has arrived so far, without waiting. */
    List<Call> drain() {
        List<Call> got = new ArrayList<>();
        calls.drainTo(got);
        return got;
    }
}

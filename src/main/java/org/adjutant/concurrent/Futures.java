package org.adjutant.concurrent;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Results of work handed to another thread of the robot. */
public final class Futures {
    private Futures() {
    }

    /**
     * The result, waiting through interrupts: giving up would let the caller go on (end a poll, run a turn, shut down)
     * while the work it handed over is still under way. An interrupt is passed on once the work is done. The work's
     * unchecked failure is thrown here as it was.
     */
    public static <T> T awaitUninterruptibly(Future<T> future) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw failure(e);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The work's own failure, to be thrown by the thread that waited for it: an unchecked exception as it was (an
     * {@link Error}, a simulated crash among them, is thrown from here), a checked one wrapped.
     */
    public static RuntimeException failure(ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException re) {
            return re;
        }
        if (cause instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(cause);
    }
}

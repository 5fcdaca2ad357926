package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/**
 * The highest heap use seen while a measurement runs, sampled every two milliseconds by a daemon thread. Sampling
 * can miss a peak that lives shorter than that, so the figure is a lower bound of the true peak; it includes
 * GreenMail's copy of the mailbox, which lives in the same JVM.
 */
final class IntakeHeapWatch implements AutoCloseable {
    private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    private final Thread sampler;
    private volatile boolean running = true;
    private volatile long peak;

    private IntakeHeapWatch() {
        peak = memory.getHeapMemoryUsage().getUsed();
        sampler = new Thread(this::sample, "intake-heap-watch");
        sampler.setDaemon(true);
        sampler.start();
    }

    static IntakeHeapWatch start() {
        return new IntakeHeapWatch();
    }

    private void sample() {
        while (running) {
            long used = memory.getHeapMemoryUsage().getUsed();
            if (used > peak) {
                peak = used;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Bytes. */
    long peak() {
        return peak;
    }

    @Override
    public void close() {
        running = false;
        try {
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long used = memory.getHeapMemoryUsage().getUsed();
        if (used > peak) {
            peak = used;
        }
    }
}

package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.detection.Detection;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.MinisterIntelligence;
import org.adjutant.gitm.detection.PlayerView;
import org.adjutant.ruleset.Recipient;

/**
 * Detection for every player of a large position, timed end to end as the turn runner would run it: build the
 * {@link Detection} (the square index), draw every player's {@link PlayerView}, and every state's War Minister
 * intelligence. Prints the median, fastest and slowest wall time of the measured rounds, the median CPU time of the
 * measuring thread (steadier than wall time on a shared machine), bytes allocated per round, and the peak heap of
 * the measured rounds (the peak usage of the heap pools, reset before them; run with a small -Xmx to see what the
 * work needs rather than what the collector let grow). A plain main rather than JMH because it wants heap figures,
 * and because sizes are compared for linear growth. See bench/detection.md.
 *
 * <p>Arguments: sizes to run (default 2000 4000), then {@code --rounds N} (default 15) and {@code --warmup N}
 * (default 5).
 */
public final class DetectionHarness {
    private DetectionHarness() {
    }

    public static void main(String[] args) {
        List<Integer> sizes = new ArrayList<>();
        int rounds = 15;
        int warmup = 5;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                default -> sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes = List.of(2000, 4000);
        }
        System.out.printf(Locale.ROOT, "java %s, %d cpus, max heap %d MB%n", System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20);
        for (int size : sizes) {
            run(size, rounds, warmup);
        }
    }

    private static void run(int size, int rounds, int warmup) {
        DetectionPositions.Position p = DetectionPositions.of(size, 1846L);
        long checksum = 0;
        for (int k = 0; k < warmup; k++) {
            checksum += allPlayers(p, k);
        }
        gc();
        long baseline = heapUsed();
        resetPeaks();
        long[] nanos = new long[rounds];
        long[] viewNanos = new long[rounds];
        long[] cpuNanos = new long[rounds];
        long[] allocated = new long[rounds];
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long self = Thread.currentThread().getId();
        for (int k = 0; k < rounds; k++) {
            long bytes = threads.getThreadAllocatedBytes(self);
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            checksum += views(p, k);
            long middle = System.nanoTime();
            checksum += intelligence(p, k);
            nanos[k] = System.nanoTime() - start;
            viewNanos[k] = middle - start;
            cpuNanos[k] = threads.getCurrentThreadCpuTime() - cpu;
            allocated[k] = threads.getThreadAllocatedBytes(self) - bytes;
        }
        long peak = heapPeak();
        Arrays.sort(nanos);
        Arrays.sort(viewNanos);
        Arrays.sort(cpuNanos);
        Arrays.sort(allocated);
        long[] build = new long[rounds];
        for (int k = 0; k < rounds; k++) {
            long start = System.nanoTime();
            checksum += Detection.of(p.state(), p.map()).occupiedCount();
            build[k] = System.nanoTime() - start;
        }
        Arrays.sort(build);
        int stacks = 0;
        int tactical = 0;
        Detection d = Detection.of(p.state(), p.map());
        DiceSource dice = DiceSource.forTurn(1L, 0);
        for (Recipient r : p.players()) {
            PlayerView v = d.view(r, dice);
            stacks += v.stacks().size();
            tactical += v.tactical().values().stream().mapToInt(t -> t.all().size()).sum();
        }
        System.out.printf(Locale.ROOT, "%d units, %d players: median %.1f ms (fastest %.1f, slowest %.1f) over %d "
                        + "rounds; %.1f us per unit; heap before %.0f MB, peak during rounds %.0f MB; %d strategic "
                        + "stacks and %d tactical sightings drawn in all views (checksum %d)%n"
                        + "  of which player views: median %.1f ms (fastest %.1f); War Minister intelligence the rest%n"
                        + "  CPU time of this thread: median %.1f ms (fastest %.1f); allocated per round: median %.1f "
                        + "MB%n"
                        + "  building a Detection alone (the square index): median %.2f ms%n",
                size, p.players().size(), nanos[rounds / 2] / 1e6, nanos[0] / 1e6, nanos[rounds - 1] / 1e6, rounds,
                nanos[rounds / 2] / 1e3 / size, baseline / 1048576.0, peak / 1048576.0, stacks, tactical, checksum,
                viewNanos[rounds / 2] / 1e6, viewNanos[0] / 1e6, cpuNanos[rounds / 2] / 1e6, cpuNanos[0] / 1e6,
                allocated[rounds / 2] / 1048576.0, build[rounds / 2] / 1e6);
    }

    /** Everything detection does for one turn's reports; returns a count so the work cannot be optimised away. */
    static long allPlayers(DetectionPositions.Position p, int turn) {
        return views(p, turn) + intelligence(p, turn);
    }

    /** Every player's view, on one new {@link Detection}. */
    static long views(DetectionPositions.Position p, int turn) {
        Detection d = Detection.of(p.state(), p.map());
        DiceSource dice = DiceSource.forTurn(1846L, turn);
        long n = 0;
        for (Recipient r : p.players()) {
            PlayerView v = d.view(r, dice);
            n += v.stacks().size() + v.shown().size() + v.tactical().size();
        }
        return n;
    }

    /** Every state's War Minister intelligence, on one {@link Detection} of the position. */
    static long intelligence(DetectionPositions.Position p, int turn) {
        DiceSource dice = DiceSource.forTurn(1846L, turn);
        Detection lastTurn = Detection.of(p.state(), p.map());
        long n = 0;
        for (String state : p.state().states().keySet()) {
            n += MinisterIntelligence.reports(lastTurn, state, dice).size();
        }
        return n;
    }

    private static void gc() {
        for (int k = 0; k < 3; k++) {
            System.gc();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static long heapUsed() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The sum of the heap pools' peaks: an upper bound on the heap in use at any one moment. */
    private static long heapPeak() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}

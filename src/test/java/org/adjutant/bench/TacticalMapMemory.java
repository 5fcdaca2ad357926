package org.adjutant.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.tactical.TacticalMaps;

/**
 * Measures what drawing and keeping every tactical map of the theatre costs: heap in use after a full collection
 * before and after drawing all 15,400 maps into a cache that holds them all, the peak heap and the process's peak
 * resident memory during that, and the wall time of the cold draw. A plain main rather than a JMH benchmark because it
 * measures memory, not speed. Argument: {@code real} (default, the committed 1846 map) or {@code synthetic}. See
 * bench/tactical-maps.md.
 */
public final class TacticalMapMemory {
    private TacticalMapMemory() {
    }

    public static void main(String[] args) throws IOException {
        String theatre = args.length > 0 ? args[0] : "real";
        StrategicMap world = BenchTheatre.load(theatre);
        List<StrategicSquare> squares = BenchTheatre.allSquares();
        long before = usedAfterGc();
        List<MemoryPoolMXBean> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).toList();
        heapPools.forEach(MemoryPoolMXBean::resetPeakUsage);
        TacticalMaps maps = new TacticalMaps(world, java.util.Map.of(), 20_000);
        long start = System.nanoTime();
        squares.forEach(maps::of);
        long elapsed = System.nanoTime() - start;
        long peakHeap = heapPools.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        long after = usedAfterGc();
        int count = maps.cached();
        long retained = after - before;
        System.out.printf(Locale.ROOT, "theatre:                 %s (%s)%n", theatre, world.id());
        System.out.printf(Locale.ROOT, "maps drawn and cached:   %d%n", count);
        System.out.printf(Locale.ROOT, "cold draw of all maps:   %.0f ms (%.1f us per map, first run, JIT warming up)%n",
                elapsed / 1e6, elapsed / 1e3 / count);
        System.out.printf(Locale.ROOT, "heap retained by cache:  %.2f MB (%d bytes per map)%n",
                retained / 1048576.0, retained / count);
        System.out.printf(Locale.ROOT, "heap in use, all cached: %.2f MB (strategic map included)%n", after / 1048576.0);
        System.out.printf(Locale.ROOT, "peak heap while drawing: %.1f MB (garbage not yet collected included)%n",
                peakHeap / 1048576.0);
        System.out.printf(Locale.ROOT, "peak resident memory:    %s (whole JVM)%n", peakResident());
        System.out.printf(Locale.ROOT, "max heap:                %.0f MB%n", Runtime.getRuntime().maxMemory() / 1048576.0);
        if (maps.of(squares.get(0)) == null) {
            throw new IllegalStateException("keeps the cache reachable until here");
        }
    }

    /** The kernel's high-water mark of the process's resident set, where /proc has it. */
    private static String peakResident() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return "unknown";
        }
        return Files.readAllLines(status).stream().filter(l -> l.startsWith("VmHWM:"))
                .map(l -> l.substring("VmHWM:".length()).trim()).findFirst().orElse("unknown");
    }

    private static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        for (int k = 0; k < 3; k++) {
            System.gc();
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}

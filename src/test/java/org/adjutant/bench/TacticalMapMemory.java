package org.adjutant.bench;

import java.util.Locale;
import org.adjutant.gitm.map.tactical.SyntheticStrategicMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;

/**
 * Measures what keeping every tactical map of the theatre costs: heap in use after a full collection before and
 * after drawing all 15,400 maps into a cache that holds them all, plus the wall time of that cold draw. A plain
 * main rather than a JMH benchmark because it measures retained memory, not speed. See bench/tactical-maps.md.
 */
public final class TacticalMapMemory {
    private TacticalMapMemory() {
    }

    public static void main(String[] args) {
        SyntheticStrategicMap world = new SyntheticStrategicMap(1846);
        long before = usedAfterGc();
        TacticalMaps maps = new TacticalMaps(world, java.util.Map.of(), 20_000);
        long start = System.nanoTime();
        world.squares().forEach(maps::of);
        long elapsed = System.nanoTime() - start;
        long after = usedAfterGc();
        int count = maps.cached();
        long retained = after - before;
        System.out.printf(Locale.ROOT, "maps drawn and cached:   %d%n", count);
        System.out.printf(Locale.ROOT, "cold draw of all maps:   %.0f ms (%.1f us per map, first run, JIT warming up)%n",
                elapsed / 1e6, elapsed / 1e3 / count);
        System.out.printf(Locale.ROOT, "heap retained by cache:  %.2f MB (%d bytes per map)%n",
                retained / 1048576.0, retained / count);
        System.out.printf(Locale.ROOT, "heap in use, all cached: %.2f MB (strategic map included)%n", after / 1048576.0);
        System.out.printf(Locale.ROOT, "max heap:                %.0f MB%n", Runtime.getRuntime().maxMemory() / 1048576.0);
        if (maps.of(world.squares().findFirst().orElseThrow()) == null) {
            throw new IllegalStateException("keeps the cache reachable until here");
        }
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

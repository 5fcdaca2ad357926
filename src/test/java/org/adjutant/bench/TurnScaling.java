package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.ruleset.TurnOutcome;

/**
 * A plain harness for one whole GITM turn of the scaled 1846 scenario with the robot's detection for the reports
 * ({@link TurnScenario#resolve} then {@link TurnScenario#detectAll}). All sizes run in one JVM, one turn of each in
 * turn, in alternating order, so that the ratio between sizes is taken under the same load, round by round. Prints
 * per size the median and fastest wall time, the median CPU time of the measuring thread (steadier than wall time
 * on a shared machine), the engine's and detection's shares, bytes allocated per turn, and the peak heap of one turn
 * over what was live before it; then the ratio of the largest size to the smallest, as a ratio of medians and as
 * the median and spread of the per-round ratios. See bench/engine.md.
 *
 * <p>Arguments: sizes (default 2000 4000), then {@code --rounds N} (default 15), {@code --warmup N} (default 3),
 * {@code --layout REPLICATED|CLUSTERED} (default REPLICATED).
 */
public final class TurnScaling {
    private TurnScaling() {
    }

    /** One measured turn. */
    private record Sample(double wallMs, double cpuMs, double engineMs, long allocated, long engineAllocated) {
    }

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = new ArrayList<>();
        int rounds = 15;
        int warmup = 3;
        TurnScenario.Layout layout = TurnScenario.Layout.REPLICATED;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--layout" -> layout = TurnScenario.Layout.valueOf(args[++i]);
                default -> sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes = List.of(2000, 4000);
        }
        System.out.printf(Locale.ROOT, "java %s, %d cpus, max heap %d MB, layout %s%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20, layout);
        List<TurnScenario> scenarios = new ArrayList<>();
        for (int size : sizes) {
            scenarios.add(TurnScenario.scaled(size, layout));
        }
        GitmTurnEngine engine = new GitmTurnEngine();
        for (int k = 0; k < warmup; k++) {
            for (TurnScenario s : scenarios) {
                measure(engine, s);
            }
        }
        List<List<Sample>> samples = new ArrayList<>();
        scenarios.forEach(s -> samples.add(new ArrayList<>()));
        List<Double> ratios = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            Sample[] thisRound = new Sample[scenarios.size()];
            for (int j = 0; j < scenarios.size(); j++) {
                int k = round % 2 == 0 ? j : scenarios.size() - 1 - j;
                thisRound[k] = measure(engine, scenarios.get(k));
                samples.get(k).add(thisRound[k]);
            }
            ratios.add(thisRound[thisRound.length - 1].wallMs() / thisRound[0].wallMs());
        }
        double[] medianWall = new double[scenarios.size()];
        double[] medianCpu = new double[scenarios.size()];
        for (int k = 0; k < scenarios.size(); k++) {
            TurnScenario s = scenarios.get(k);
            List<Sample> mine = samples.get(k);
            medianWall[k] = median(mine.stream().map(Sample::wallMs).toList());
            medianCpu[k] = median(mine.stream().map(Sample::cpuMs).toList());
            double engineMs = median(mine.stream().map(Sample::engineMs).toList());
            double minWall = mine.stream().mapToDouble(Sample::wallMs).min().orElseThrow();
            double maxWall = mine.stream().mapToDouble(Sample::wallMs).max().orElseThrow();
            long allocated = (long) median(mine.stream().map(x -> (double) x.allocated()).toList());
            long engineAllocated = (long) median(mine.stream().map(x -> (double) x.engineAllocated()).toList());
            long[] heap = peakHeap(engine, s);
            TurnOutcome o = s.resolve(engine);
            System.out.printf(Locale.ROOT, "units=%d events=%d observers=%d seen by players=%d%n",
                    s.state.units().size(), o.events().size(),
                    o.events().stream().mapToLong(e -> e.visibility().observers().size()).sum(), s.detectAll(o));
            reportFilters(s, o);
            System.out.printf(Locale.ROOT, "units=%d players=%d rounds=%d wall median=%.0f ms min=%.0f max=%.0f"
                            + " | cpu median=%.0f ms | engine median=%.0f ms | allocated/turn=%.1f MB (engine %.1f MB)"
                            + " | live before=%d MB, peak during one turn=+%d MB%n",
                    s.state.units().size(), s.players.size(), rounds, medianWall[k], minWall, maxWall,
                    medianCpu[k], engineMs, allocated / 1e6, engineAllocated / 1e6, heap[0] >> 20, (heap[1] - heap[0]) >> 20);
        }
        int last = scenarios.size() - 1;
        List<Double> sorted = new ArrayList<>(ratios);
        Collections.sort(sorted);
        System.out.printf(Locale.ROOT, "ratio %d/%d: wall medians %.2f, cpu medians %.2f, per-round wall ratio"
                        + " median %.2f (min %.2f, max %.2f)%n", sizes.get(last), sizes.get(0),
                medianWall[last] / medianWall[0], medianCpu[last] / medianCpu[0], median(ratios),
                sorted.get(0), sorted.get(sorted.size() - 1));
    }

    private static Sample measure(GitmTurnEngine engine, TurnScenario s) {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        long a0 = threads.getThreadAllocatedBytes(me);
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        TurnOutcome o = s.resolve(engine);
        long t1 = System.nanoTime();
        long aEngine = threads.getThreadAllocatedBytes(me);
        long seen = s.detectAll(o);
        long t2 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        long a1 = threads.getThreadAllocatedBytes(me);
        if (seen <= 0) {
            throw new IllegalStateException("the players saw nothing");
        }
        return new Sample((t2 - t0) / 1e6, (c1 - c0) / 1e6, (t1 - t0) / 1e6, a1 - a0, aEngine - a0);
    }

    /**
     * Not part of the turn figure: what the reports (org.adjutant.gitm.report) do per recipient besides detection,
     * as they do it today: scan every unit for those he is entitled to, and test every event of the turn against
     * them (EventNarrator). Both are recipients x (units or events), so they show how that cost grows.
     */
    private static void reportFilters(TurnScenario s, TurnOutcome o) {
        reportFilters(s, o, false);
        reportFilters(s, o, true);
    }

    /** Whether the two sets meet, looking up the members of the smaller one in the larger. */
    private static boolean seenBy(java.util.Set<String> observers, java.util.Set<String> entitled) {
        java.util.Set<String> small = observers.size() <= entitled.size() ? observers : entitled;
        java.util.Set<String> large = small == observers ? entitled : observers;
        for (String id : small) {
            if (large.contains(id)) {
                return true;
            }
        }
        return false;
    }

    private static void reportFilters(TurnScenario s, TurnOutcome o, boolean smallerFirst) {
        List<String> states = new ArrayList<>(s.state.states().keySet());
        long best = Long.MAX_VALUE;
        long shown = 0;
        for (int k = 0; k < 3; k++) {
            long t0 = System.nanoTime();
            shown = 0;
            for (org.adjutant.ruleset.Recipient r : s.players) {
                java.util.Set<String> entitled = new java.util.TreeSet<>(r.units());
                java.util.Set<String> ministerOf = new java.util.TreeSet<>();
                for (String st : states) {
                    if (r.offices().contains(org.adjutant.gitm.state.GitmState.ministerOffice(st))) {
                        ministerOf.add(st);
                    }
                }
                for (org.adjutant.gitm.unit.Unit u : ((org.adjutant.gitm.state.GitmState) o.next()).units()) {
                    if (ministerOf.contains(u.state())) {
                        entitled.add(u.id().toString());
                    }
                }
                for (var e : o.events()) {
                    if (smallerFirst ? seenBy(e.visibility().observers(), entitled)
                            : e.visibility().seenByAnyOf(entitled)) {
                        shown++;
                    }
                }
            }
            best = Math.min(best, System.nanoTime() - t0);
        }
        System.out.printf(Locale.ROOT, "units=%d report-side filters (not in the turn figure)%s: fastest of 3 %.0f ms,"
                + " %d event lines%n", s.state.units().size(),
                smallerFirst ? ", smaller set looked up in the larger" : ", as Visibility.seenByAnyOf does it",
                best / 1e6, shown);
    }

    /** {live heap after a full GC, peak heap during one turn}, in bytes. */
    private static long[] peakHeap(GitmTurnEngine engine, TurnScenario s) {
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).toList();
        for (int k = 0; k < 3; k++) {
            System.gc();
        }
        long before = heap.stream().mapToLong(p -> p.getUsage().getUsed()).sum();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        s.detectAll(s.resolve(engine));
        long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        return new long[] {before, peak};
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}

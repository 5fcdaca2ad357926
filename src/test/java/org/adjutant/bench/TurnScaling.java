package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;

/**
 * A plain harness for one whole GITM turn of the scaled 1846 scenario: median wall time over several runs and the
 * peak heap of one run (from a full GC, by the heap pools' peak usage). Run in a fresh JVM per size; see
 * bench/engine.md. Arguments: a unit count (default: 2000 and 4000), the number of measured runs (default 7), the
 * layout (default REPLICATED).
 */
public final class TurnScaling {
    private TurnScaling() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = args.length == 0 ? new int[] {2000, 4000} : new int[] {Integer.parseInt(args[0])};
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        TurnScenario.Layout layout = args.length > 2 ? TurnScenario.Layout.valueOf(args[2])
                : TurnScenario.Layout.REPLICATED;
        for (int size : sizes) {
            TurnScenario scenario = TurnScenario.scaled(size, layout);
            GitmTurnEngine engine = new GitmTurnEngine();
            for (int i = 0; i < 3; i++) {
                turn(engine, scenario); // warm-up
            }
            List<Double> millis = new ArrayList<>();
            int events = 0;
            long observers = 0;
            for (int i = 0; i < runs; i++) {
                long t0 = System.nanoTime();
                TurnOutcome o = turn(engine, scenario);
                millis.add((System.nanoTime() - t0) / 1e6);
                events = o.events().size();
                observers = o.events().stream().mapToLong(e -> e.visibility().observers().size()).sum();
            }
            Collections.sort(millis);
            System.gc();
            List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                    .filter(p -> p.getType() == MemoryType.HEAP).toList();
            heap.forEach(MemoryPoolMXBean::resetPeakUsage);
            long before = heap.stream().mapToLong(p -> p.getUsage().getUsed()).sum();
            turn(engine, scenario);
            long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
            long squares = scenario.state.unitsBySquare().size();
            System.out.printf(layout + " units=%d squares=%d runs=%d median=%.0f ms min=%.0f ms max=%.0f ms events=%d"
                            + " observers=%d heap-before=%d MB peak-heap=%d MB%n", scenario.state.units().size(),
                    squares, runs, millis.get(runs / 2), millis.get(0), millis.get(runs - 1), events, observers,
                    before >> 20, peak >> 20);
        }
    }

    static TurnOutcome turn(GitmTurnEngine engine, TurnScenario s) {
        return engine.resolve(s.state, s.map, s.orders, Map.of(), SeededDice.forTurn(1846, 1));
    }
}

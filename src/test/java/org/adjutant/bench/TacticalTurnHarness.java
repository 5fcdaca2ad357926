package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.ruleset.TurnOutcome;

/**
 * What tactical movement (GITM 8) adds to one engine turn of the scaled 1846 scenario with random tactical orders
 * ({@link TurnScenario#withTacticalOrders}): in each round the same turn runs once without the tactical plug-in and
 * once with it, in alternating order, and the harness prints the medians of wall and thread-CPU time of each and of
 * their difference per round (the tactical share). Thread CPU is the steadier figure on a shared machine. No
 * detection or reports. Arguments: {@code units} (default 2000), {@code --rounds N} (default 25), {@code --warmup N}
 * (default 5), {@code --layout REPLICATED|CLUSTERED}. See bench/engine.md.
 */
public final class TacticalTurnHarness {
    private TacticalTurnHarness() {
    }

    private record Sample(double wallMs, double cpuMs, int events) {
    }

    public static void main(String[] args) throws Exception {
        int units = 2000;
        int rounds = 25;
        int warmup = 5;
        TurnScenario.Layout layout = TurnScenario.Layout.REPLICATED;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--layout" -> layout = TurnScenario.Layout.valueOf(args[++i]);
                default -> units = Integer.parseInt(args[i]);
            }
        }
        TurnScenario s = TurnScenario.scaled(units, layout).withTacticalOrders();
        GitmTurnEngine plain = new GitmTurnEngine();
        GitmTurnEngine tactical = new GitmTurnEngine(TurnPlugins.standard().withTactical(new GitmTacticalMovement()));
        for (int k = 0; k < warmup; k++) {
            measure(plain, s);
            measure(tactical, s);
        }
        List<Sample> without = new ArrayList<>();
        List<Sample> with = new ArrayList<>();
        List<Double> shareWall = new ArrayList<>();
        List<Double> shareCpu = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            Sample a;
            Sample b;
            if (round % 2 == 0) {
                a = measure(plain, s);
                b = measure(tactical, s);
            } else {
                b = measure(tactical, s);
                a = measure(plain, s);
            }
            without.add(a);
            with.add(b);
            shareWall.add(b.wallMs() - a.wallMs());
            shareCpu.add(b.cpuMs() - a.cpuMs());
        }
        System.out.printf(Locale.ROOT, "java %s, %d cpus, layout %s, units %d, rounds %d%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), layout, units, rounds);
        System.out.printf(Locale.ROOT, "without tactical: wall median %.1f ms, cpu median %.1f ms, %d events%n",
                median(without.stream().map(Sample::wallMs).toList()),
                median(without.stream().map(Sample::cpuMs).toList()), without.get(0).events());
        System.out.printf(Locale.ROOT, "with tactical:    wall median %.1f ms, cpu median %.1f ms, %d events%n",
                median(with.stream().map(Sample::wallMs).toList()),
                median(with.stream().map(Sample::cpuMs).toList()), with.get(0).events());
        System.out.printf(Locale.ROOT, "tactical share:   wall median %.1f ms, cpu median %.1f ms%n",
                median(shareWall), median(shareCpu));
    }

    private static Sample measure(GitmTurnEngine engine, TurnScenario s) {
        var threads = ManagementFactory.getThreadMXBean();
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        TurnOutcome o = s.resolve(engine);
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        return new Sample((t1 - t0) / 1e6, (c1 - c0) / 1e6, o.events().size());
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}

package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.movement.SimpleCommunications;
import org.adjutant.gitm.movement.Sieges;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.NoSupplyRules;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * What supply, sieges and inactive units (GITM 10-11) cost in the scaled turn: the 1846 scenario
 * scaled to 2,000 and 4,000 units with random tactical and supply orders and armies meeting ({@link
 * TurnScenario#withSupplyOrders}), resolved as the robot resolves it ({@code GitmRuleset.turnPlugins()}) and followed
 * by the detection the reports need. Each round runs, alternating the order, the turn without the supply work (the
 * same plug-ins with no supply phase, plain communications, no sieges and none of the Orders-phase, phase-end and
 * end-of-turn steps) and with it, at both sizes. Inside the turn with supply the harness times, by thread CPU, the
 * supply phase, the Orders phase, the phase-end checks (all 13 phases together) and the end-of-turn steps of the
 * supply work (siege surrender, capture morale, production, the source choice and communications of GITM 10.11).
 * Prints medians; targets: the whole turn at most 2 s at 2,000 units, at most 2.3x from 2,000 to 4,000.
 * Arguments: {@code --rounds N} (default 15), {@code --warmup N} (default 3); {@code --digest} prints a digest of
 * the 2,000- and 4,000-unit turns with supply and of their detection; {@code --profile UNITS} only runs the turn with
 * supply at that size {@code --rounds} times (for a profiler, or to measure one size per JVM: it prints the median of
 * the last two thirds). See bench/engine.md.
 */
public final class SupplyTurnHarness {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SupplyTurnHarness() {
    }

    /** CPU nanoseconds spent in the steps it wraps, by slot. */
    static final class Clock {
        long supply;
        long orders;
        long phaseEnd;
        long endOfTurn;

        void reset() {
            supply = orders = phaseEnd = endOfTurn = 0;
        }
    }

    record Sample(double wallMs, double cpuMs, double supplyMs, double ordersMs, double phaseEndMs,
                  double endOfTurnMs) {
    }

    public static void main(String[] args) throws Exception {
        int rounds = 15;
        int warmup = 3;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--digest" -> {
                    digest();
                    return;
                }
                case "--profile" -> {
                    profile(Integer.parseInt(args[++i]), rounds);
                    return;
                }
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        TurnScenario two = scenario(2000);
        TurnScenario four = scenario(4000);
        Clock clock = new Clock();
        TurnPlugins full = GitmRuleset.turnPlugins();
        GitmTurnEngine with = new GitmTurnEngine(timed(full, clock));
        GitmTurnEngine without = new GitmTurnEngine(new TurnPlugins(new NoSupplyRules(), full.tactical(),
                full.bombardment(), full.combat(), new SimpleCommunications(), full.battles(), Sieges.NONE,
                full.marchRules(), List.of(), TurnPlugins.Hooks.NONE));
        for (int k = 0; k < warmup; k++) {
            measure(without, two, clock);
            measure(with, two, clock);
            measure(with, four, clock);
            measure(without, four, clock);
        }
        List<Sample> plain2 = new ArrayList<>();
        List<Sample> supply2 = new ArrayList<>();
        List<Sample> plain4 = new ArrayList<>();
        List<Sample> supply4 = new ArrayList<>();
        List<Double> scale = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            if (round % 2 == 0) {
                plain2.add(measure(without, two, clock));
                supply2.add(measure(with, two, clock));
                supply4.add(measure(with, four, clock));
                plain4.add(measure(without, four, clock));
            } else {
                plain4.add(measure(without, four, clock));
                supply4.add(measure(with, four, clock));
                supply2.add(measure(with, two, clock));
                plain2.add(measure(without, two, clock));
            }
            scale.add(supply4.get(round).cpuMs() / supply2.get(round).cpuMs());
        }
        System.out.printf(Locale.ROOT, "java %s, %d cpus, rounds %d, load average %.2f%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), rounds,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        print("2,000 units, no supply work ", plain2);
        print("2,000 units, with supply    ", supply2);
        print("4,000 units, no supply work ", plain4);
        print("4,000 units, with supply    ", supply4);
        System.out.printf(Locale.ROOT, "whole turn with supply, 2,000 units (target <= 2,000 ms): wall %.1f ms%n",
                median(supply2, Sample::wallMs));
        System.out.printf(Locale.ROOT, "4,000 / 2,000 with supply (target <= 2.3): cpu %.2f (ratio of medians), %.2f "
                        + "(median per-round ratio); wall %.2f; without the supply work: cpu %.2f%n",
                median(supply4, Sample::cpuMs) / median(supply2, Sample::cpuMs), median(scale),
                median(supply4, Sample::wallMs) / median(supply2, Sample::wallMs),
                median(plain4, Sample::cpuMs) / median(plain2, Sample::cpuMs));
        System.out.printf(Locale.ROOT, "supply work's own steps, 4,000 / 2,000: supply phase %.2f, end of turn %.2f%n",
                median(supply4, Sample::supplyMs) / median(supply2, Sample::supplyMs),
                median(supply4, Sample::endOfTurnMs) / median(supply2, Sample::endOfTurnMs));
    }

    /**
     * SHA-256 of the 2,000- and 4,000-unit turns with supply (every event and the encoded new state) and the count of
     * what detection saw, so that a change meant only to be faster can be shown to change nothing.
     */
    private static void digest() throws Exception {
        GitmTurnEngine with = new GitmTurnEngine(GitmRuleset.turnPlugins());
        for (int units : new int[] {2000, 4000}) {
            TurnScenario s = scenario(units);
            org.adjutant.ruleset.TurnOutcome o = s.resolve(with);
            StringBuilder b = new StringBuilder();
            o.events().forEach(e -> b.append(e).append('\n'));
            b.append(org.adjutant.gitm.state.GitmStateCodec.encode((org.adjutant.gitm.state.GitmState) o.next()));
            String dump = System.getProperty("digest.dump");
            if (dump != null) {
                java.nio.file.Files.writeString(java.nio.file.Path.of(dump + "-" + units + ".txt"), b);
            }
            byte[] sha = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(b.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            System.out.println(units + " units with supply: " + o.events().size() + " events, sha-256 "
                    + java.util.HexFormat.of().formatHex(sha));
            StringBuilder seen = new StringBuilder();
            long count = s.detectAll(o, seen);
            System.out.println(units + " units, detection after the turn: saw " + count + ", sha-256 "
                    + java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(seen.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        }
    }

    private static void profile(int units, int rounds) throws Exception {
        TurnScenario s = scenario(units);
        GitmTurnEngine with = new GitmTurnEngine(GitmRuleset.turnPlugins());
        Clock clock = new Clock();
        List<Double> cpu = new ArrayList<>();
        for (int k = 0; k < rounds; k++) {
            double ms = measure(with, s, clock).cpuMs();
            System.out.printf(Locale.ROOT, "cpu %.1f ms%n", ms);
            if (k >= rounds / 3) {
                cpu.add(ms); // the first third warms the JIT up
            }
        }
        System.out.printf(Locale.ROOT, "%d units with supply, one size in this JVM: cpu median %.1f ms over the last %d "
                + "turns%n", units, median(cpu), cpu.size());
    }

    static TurnScenario scenario(int units) throws Exception {
        return TurnScenario.scaled(units).withTacticalOrders().withSupplyOrders().withArmiesMeeting(units / 20);
    }

    private static TurnPlugins timed(TurnPlugins p, Clock clock) {
        TurnPlugins.Hooks h = p.hooks();
        TurnPlugins.Hooks timedHooks = new TurnPlugins.Hooks(
                h.administration().stream().map(s -> time(s, clock, 0)).toList(),
                h.phaseEnd().stream().map(s -> time(s, clock, 1)).toList(),
                h.endOfTurnFirst().stream().map(s -> time(s, clock, 2)).toList(),
                h.beforeReforming().stream().map(s -> time(s, clock, 2)).toList());
        TurnStep supply = time(p.supply(), clock, 3);
        return new TurnPlugins(supply::run, p.tactical(), p.bombardment(), p.combat(), p.communications(),
                p.battles(), p.sieges(), p.marchRules(), p.endOfTurnExtras().stream().map(s -> time(s, clock, 2))
                .toList(), timedHooks);
    }

    private static TurnStep time(TurnStep step, Clock clock, int slot) {
        return (phase, turn) -> {
            long t0 = THREADS.getCurrentThreadCpuTime();
            step.run(phase, turn);
            long spent = THREADS.getCurrentThreadCpuTime() - t0;
            switch (slot) {
                case 0 -> clock.orders += spent;
                case 1 -> clock.phaseEnd += spent;
                case 2 -> clock.endOfTurn += spent;
                default -> clock.supply += spent;
            }
        };
    }

    static Sample measure(GitmTurnEngine engine, TurnScenario s, Clock clock) {
        clock.reset();
        long c0 = THREADS.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        long seen = s.detectAll(s.resolve(engine));
        long t1 = System.nanoTime();
        long c1 = THREADS.getCurrentThreadCpuTime();
        if (seen < 0) {
            throw new AssertionError();
        }
        return new Sample((t1 - t0) / 1e6, (c1 - c0) / 1e6, clock.supply / 1e6, clock.orders / 1e6,
                clock.phaseEnd / 1e6, clock.endOfTurn / 1e6);
    }

    private static void print(String what, List<Sample> s) {
        System.out.printf(Locale.ROOT, "%s: wall %.1f ms, cpu %.1f ms; of which supply phase %.1f, orders phase %.2f, "
                        + "phase-end checks %.1f, end-of-turn supply steps %.1f (cpu medians)%n", what,
                median(s, Sample::wallMs), median(s, Sample::cpuMs), median(s, Sample::supplyMs),
                median(s, Sample::ordersMs), median(s, Sample::phaseEndMs), median(s, Sample::endOfTurnMs));
    }

    private static double median(List<Sample> s, java.util.function.ToDoubleFunction<Sample> f) {
        return median(s.stream().map(x -> f.applyAsDouble(x)).toList());
    }

    static double median(List<Double> values) {
        return CombatTurnHarness.median(values);
    }
}

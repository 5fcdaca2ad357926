package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.combat.GitmBombardment;
import org.adjutant.gitm.combat.GitmCombat;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.ruleset.TurnOutcome;

/**
 * What combat (GITM 9) costs in the scaled turn: the 1846 scenario scaled to 2,000 and 4,000 units
 * with random tactical orders ({@link TurnScenario#withTacticalOrders}) and one Mexican unit put on the square of an
 * American one for every 20 units ({@link TurnScenario#withArmiesMeeting}), so that 100 and 200 battles at least are
 * fought. Each round runs, in alternating order, the 2,000-unit turn without combat (tactical movement only) and with
 * it (bombardment and battles, as the robot plugs them in), and the 4,000-unit turn with it (and, for comparison,
 * without); the harness prints the
 * medians of wall and thread-CPU time, the battles fought, and the two ratios of the targets (combat / no combat at
 * 2,000 units, <= 2; 4,000 / 2,000 with combat, <= 2.3) as ratios of medians and as medians of the per-round ratios.
 * Engine only: no detection or reports. Arguments: {@code --rounds N} (default 15), {@code --warmup N} (default 3); {@code --digest} prints a digest of each turn; {@code --profile UNITS} runs only the
 * turn with combat at that size, {@code --rounds} times, for a profiler.
 * See bench/combat.md.
 */
public final class CombatTurnHarness {
    private CombatTurnHarness() {
    }

    record Sample(double wallMs, double cpuMs, long battles) {
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
        TurnScenario two = TurnScenario.scaled(2000).withTacticalOrders().withArmiesMeeting(100);
        TurnScenario four = TurnScenario.scaled(4000).withTacticalOrders().withArmiesMeeting(200);
        TurnPlugins tactical = TurnPlugins.standard().withTactical(new GitmTacticalMovement());
        GitmTurnEngine without = new GitmTurnEngine(tactical);
        GitmTurnEngine with = new GitmTurnEngine(tactical.withCombat(new GitmBombardment(), new GitmCombat()));
        for (int k = 0; k < warmup; k++) {
            measure(without, two);
            measure(with, two);
            measure(with, four);
        }
        List<Sample> plain2 = new ArrayList<>();
        List<Sample> combat2 = new ArrayList<>();
        List<Sample> combat4 = new ArrayList<>();
        List<Sample> plain4 = new ArrayList<>();
        List<Double> combatRatio = new ArrayList<>();
        List<Double> scaleRatio = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            Sample a;
            Sample b;
            Sample c;
            if (round % 2 == 0) {
                a = measure(without, two);
                b = measure(with, two);
                c = measure(with, four);
                plain4.add(measure(without, four));
            } else {
                plain4.add(measure(without, four));
                c = measure(with, four);
                b = measure(with, two);
                a = measure(without, two);
            }
            plain2.add(a);
            combat2.add(b);
            combat4.add(c);
            combatRatio.add(b.cpuMs() / a.cpuMs());
            scaleRatio.add(c.cpuMs() / b.cpuMs());
        }
        System.out.printf(Locale.ROOT, "java %s, %d cpus, rounds %d, load average %.2f%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), rounds,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        print("2,000 units, no combat  ", plain2);
        print("2,000 units, with combat", combat2);
        print("4,000 units, with combat", combat4);
        print("4,000 units, no combat  ", plain4);
        System.out.printf(Locale.ROOT, "combat / no combat, 2,000 units (target <= 2): cpu %.2f (ratio of medians), "
                        + "%.2f (median per-round ratio); wall %.2f%n",
                cpu(combat2) / cpu(plain2), median(combatRatio), wall(combat2) / wall(plain2));
        System.out.printf(Locale.ROOT, "4,000 / 2,000 units with combat (target <= 2.3): cpu %.2f (ratio of medians), "
                        + "%.2f (median per-round ratio); wall %.2f%n",
                cpu(combat4) / cpu(combat2), median(scaleRatio), wall(combat4) / wall(combat2));
        System.out.printf(Locale.ROOT, "for comparison, 4,000 / 2,000 units without combat: cpu %.2f; combat / no combat "
                + "at 4,000 units: cpu %.2f%n", cpu(plain4) / cpu(plain2), cpu(combat4) / cpu(plain4));
    }

    /**
     * SHA-256 of the 2,000- and 4,000-unit turns with combat (every event and the new state), so that a change meant to
     * be only faster can be shown to change nothing.
     */
    private static void digest() throws Exception {
        GitmTurnEngine with = new GitmTurnEngine(TurnPlugins.standard().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
        for (int units : new int[] {2000, 4000}) {
            TurnOutcome o = TurnScenario.scaled(units).withTacticalOrders().withArmiesMeeting(units / 20)
                    .resolve(with);
            StringBuilder b = new StringBuilder();
            o.events().forEach(e -> b.append(e).append('\n'));
            b.append(org.adjutant.gitm.state.GitmStateCodec.encode((org.adjutant.gitm.state.GitmState) o.next()));
            byte[] sha = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(b.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            java.util.Map<String, Long> kinds = new java.util.TreeMap<>();
            for (var e : o.events()) {
                if (e instanceof org.adjutant.gitm.event.GitmEvent g && g.getClass().getPackageName()
                        .endsWith("event")) {
                    kinds.merge(g.kind(), 1L, Long::sum);
                }
            }
            System.out.println(units + " units with combat: " + o.events().size() + " events, sha-256 "
                    + java.util.HexFormat.of().formatHex(sha));
            System.err.println("  " + kinds);
        }
    }

    /** Only the turn with combat at one size, {@code rounds} times: for a profiler (JFR). */
    private static void profile(int units, int rounds) throws Exception {
        TurnScenario s = TurnScenario.scaled(units).withTacticalOrders().withArmiesMeeting(units / 20);
        GitmTurnEngine with = new GitmTurnEngine(TurnPlugins.standard().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
        List<Double> cpu = new ArrayList<>();
        for (int k = 0; k < rounds; k++) {
            cpu.add(measure(with, s).cpuMs());
        }
        System.out.printf(Locale.ROOT, "%d units with combat: cpu median %.1f ms over %d turns%n", units, median(cpu),
                rounds);
    }

    private static void print(String what, List<Sample> samples) {
        System.out.printf(Locale.ROOT, "%s: wall median %.1f ms, cpu median %.1f ms, %d battles%n", what,
                wall(samples), cpu(samples), samples.get(0).battles());
    }

    private static double wall(List<Sample> s) {
        return median(s.stream().map(Sample::wallMs).toList());
    }

    private static double cpu(List<Sample> s) {
        return median(s.stream().map(Sample::cpuMs).toList());
    }

    static Sample measure(GitmTurnEngine engine, TurnScenario s) {
        var threads = ManagementFactory.getThreadMXBean();
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        TurnOutcome o = s.resolve(engine);
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        long battles = o.events().stream().filter(e -> e instanceof BattleFought).count();
        return new Sample((t1 - t0) / 1e6, (c1 - c0) / 1e6, battles);
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}

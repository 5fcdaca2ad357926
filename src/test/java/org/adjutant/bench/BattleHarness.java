package org.adjutant.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.combat.GitmBombardment;
import org.adjutant.gitm.combat.GitmCombat;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;

/**
 * One 40-unit battle over the four combat phases of a turn: 20 American and 20 Mexican units --
 * foot, horse and guns, 300-1,500 men each -- stand on one tactical square when the turn begins, every one ordered to
 * ENGAGE, so the battle opens in phase 1 and goes on, in the square or beside it, as units fall back and come again.
 * The harness times only the combat plug-in ({@link GitmCombat#fight}) over the turn's four combat phases, turn after
 * turn with a new seed each, and prints the median and quartiles per battle (all four phases). Arguments: {@code
 * --runs N} (default 400), {@code --warmup N} (default 200). See bench/combat.md.
 */
public final class BattleHarness {
    private BattleHarness() {
    }

    /** The real combat, timed. */
    private static final class Timed implements Combat {
        private final GitmCombat real = new GitmCombat();
        long nanos;
        int phasesWithBattles;

        @Override
        public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
            long t0 = System.nanoTime();
            real.fight(phase, turn, battles);
            nanos += System.nanoTime() - t0;
            if (!battles.all().isEmpty()) {
                phasesWithBattles++;
            }
        }

        @Override
        public void afterMovement(Phase phase, TurnContext turn) {
            real.afterMovement(phase, turn);
        }
    }

    static Theatre forty(Timed combat) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        String[] types = {"IN", "IN", "IN", "LC", "MC", "MA", "IN", "LI", "IN", "HA"};
        for (int i = 0; i < 20; i++) {
            String type = types[i % types.length];
            int men = type.endsWith("A") ? 300 : 300 + (i * 397) % 1200;
            int batteries = type.endsWith("A") ? 3 : 0;
            String us = "US" + (i + 1) + type;
            String mx = "MX" + (i + 1) + type;
            t.unit(us, "US", "G1-V1", "7-7", b -> b.men(men).batteries(batteries));
            t.unit(mx, i % 3 == 0 ? "NM" : "NE", "G1-V1", "7-7", b -> b.men(men).batteries(batteries));
            t.orders(us, "ENGAGE", i % 4 == 0 ? "LINE SECOND" : "LINE FIRST");
            t.orders(mx, "ENGAGE", i % 5 == 0 ? "LINE REAR" : "LINE FIRST");
        }
        return t.plugins(t.plugins().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), combat));
    }

    public static void main(String[] args) {
        int runs = 400;
        int warmup = 200;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        for (int k = 0; k < warmup; k++) {
            one(k);
        }
        List<Double> micros = new ArrayList<>();
        long phases = 0;
        long battles = 0;
        for (int k = 0; k < runs; k++) {
            Timed timed = new Timed();
            TurnOutcome o = forty(timed).run(SeededDice.forTurn(10_000 + k, 1));
            micros.add(timed.nanos / 1e3);
            phases += timed.phasesWithBattles;
            battles += Theatre.events(o).stream().filter(e -> e instanceof BattleFought).count();
        }
        micros.sort(null);
        System.out.printf(Locale.ROOT, "java %s, %d cpus, runs %d, load average %.2f%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), runs,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.printf(Locale.ROOT, "40-unit battle, four combat phases: median %.0f us (quartiles %.0f-%.0f us); "
                        + "%.2f phases with a battle and %.2f battles fought per turn on average%n",
                at(micros, 0.5), at(micros, 0.25), at(micros, 0.75), phases / (double) runs,
                battles / (double) runs);
    }

    private static void one(int k) {
        forty(new Timed()).run(SeededDice.forTurn(k, 1));
    }

    private static double at(List<Double> sorted, double q) {
        return sorted.get((int) Math.min(sorted.size() - 1, Math.round(q * (sorted.size() - 1))));
    }
}

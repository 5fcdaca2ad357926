package org.adjutant.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.adjutant.gitm.battle.BattleReport;
import org.adjutant.gitm.battle.BattleRunner;
import org.adjutant.gitm.battle.BattleSetup;
import org.adjutant.gitm.battle.BattleStatistics;
import org.adjutant.gitm.battle.Calibration;
import org.adjutant.gitm.combat.CombatTuning;
import org.adjutant.gitm.combat.CombatTuning.Knob;
import org.adjutant.ruleset.ScenarioException;

/**
 * The calibration's sensitivity table (docs/calibration.md): a set of battle files fought with every designed value of
 * the combat rules (a {@link Knob}) moved in turn to half and to twice its effect -- its distance from the value at
 * which its rule would do nothing -- the others standard, and both calibration figures (battles whose historical
 * winner held the field, side figures within a factor of 2) printed for each, as a Markdown table. It shows which
 * knobs the result hangs on.
 *
 * <p>Arguments: {@code --set held-out|training|seven} (default held-out) or {@code --files F...}; {@code --seeds N}
 * (50), {@code --first-seed S} (1), {@code --threads T} (2), {@code --knobs K1,K2} (all), {@code --factors 0.5,2};
 * {@code --tuning K=V,...} fights the whole table around other values than the standard ones; {@code --summary} prints
 * only the base run's calibration table (with {@code --tuning}, to re-run a recorded look). Every battle and seed has
 * its own board and dice, so the table does not depend on the threads.
 */
public final class CalibrationSweep {
    private CalibrationSweep() {
    }

    public static void main(String[] args) throws Exception {
        String set = "held-out";
        List<Path> files = new ArrayList<>();
        int seeds = 50;
        long first = 1;
        int threads = 2;
        List<Knob> knobs = List.of(Knob.values());
        double[] factors = {0.5, 2};
        CombatTuning base = CombatTuning.STANDARD;
        boolean summary = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--set" -> set = args[++i];
                case "--files" -> {
                    while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                        files.add(Path.of(args[++i]));
                    }
                }
                case "--seeds" -> seeds = Integer.parseInt(args[++i]);
                case "--first-seed" -> first = Long.parseLong(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--knobs" -> knobs = Stream.of(args[++i].split(",")).map(k -> Knob.valueOf(k.trim())).toList();
                case "--factors" -> factors = Stream.of(args[++i].split(",")).mapToDouble(Double::parseDouble)
                        .toArray();
                case "--tuning" -> base = CombatTuning.parse(args[++i]);
                case "--summary" -> summary = true;
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        if (files.isEmpty()) {
            files = set(set);
        }
        List<BattleSetup> setups = new ArrayList<>();
        for (Path f : files) {
            setups.add(load(f));
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            Calibration standard = fight(pool, setups, first, seeds, base);
            if (summary) {
                System.out.print(BattleReport.summary(standard));
                return;
            }
            System.out.println(header(files.size(), seeds, first, base, standard));
            for (Knob k : knobs) {
                StringBuilder row = new StringBuilder("| `" + k + "` | " + number(base.get(k)));
                for (double factor : factors) {
                    CombatTuning moved = base.scaled(k, factor);
                    Calibration c = fight(pool, setups, first, seeds, moved);
                    row.append(" | ").append(number(moved.get(k))).append(" | ").append(score(c, standard));
                }
                System.out.println(row.append(" |"));
                System.out.flush();
            }
        } finally {
            pool.shutdown();
        }
    }

    /** The files of a named set, as docs/calibration-sources.md splits them. */
    static List<Path> set(String name) throws IOException {
        return switch (name) {
            case "held-out" -> yaml(Path.of("data/gitm/battles/held-out"));
            case "seven" -> yaml(Path.of("data/gitm/battles"));
            case "training" -> {
                List<Path> all = new ArrayList<>(yaml(Path.of("data/gitm/battles")));
                all.addAll(yaml(Path.of("data/gitm/battles/training")));
                yield all;
            }
            default -> throw new IllegalArgumentException("no set " + name + " (held-out, training, seven)");
        };
    }

    private static List<Path> yaml(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static BattleSetup load(Path file) throws IOException {
        try {
            return BattleRunner.load(file);
        } catch (ScenarioException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
    }

    /** Every battle fought with one set of values, side by side. */
    static Calibration fight(ExecutorService pool, List<BattleSetup> setups, long first, int seeds, CombatTuning t)
            throws InterruptedException, ExecutionException {
        List<Future<BattleStatistics>> runs = new ArrayList<>();
        for (BattleSetup s : setups) {
            runs.add(pool.submit(() -> BattleRunner.run(s, first, seeds, t)));
        }
        List<BattleStatistics> all = new ArrayList<>();
        for (Future<BattleStatistics> r : runs) {
            all.add(r.get());
        }
        return new Calibration(all);
    }

    private static String header(int battles, int seeds, long first, CombatTuning base, Calibration standard) {
        return String.format(Locale.ROOT, "%d battles, seeds %d-%d%s; at the standard values: holder %d of %d, "
                        + "casualties %d of %d%n%n| knob | value | x0.5 effect | holder, casualties | x2 effect "
                        + "| holder, casualties |%n|---|---|---|---|---|---|", battles, first, first + seeds - 1,
                base.standard() ? "" : " around " + base, standard.holderMet(), standard.holderJudged(),
                standard.figuresMet(), standard.figuresJudged());
    }

    /** "12, 17" with the change from the standard run, e.g. "11 (-1), 17". */
    private static String score(Calibration c, Calibration standard) {
        return delta(c.holderMet(), standard.holderMet()) + ", " + delta(c.figuresMet(), standard.figuresMet());
    }

    private static String delta(int value, int base) {
        return value == base ? Integer.toString(value) : String.format(Locale.ROOT, "%d (%+d)", value, value - base);
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.4g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", "");
    }
}

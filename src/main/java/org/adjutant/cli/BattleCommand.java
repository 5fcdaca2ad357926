package org.adjutant.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.adjutant.gitm.battle.BattlePlay;
import org.adjutant.gitm.battle.BattleReport;
import org.adjutant.gitm.battle.BattleRunner;
import org.adjutant.gitm.battle.BattleSetup;
import org.adjutant.gitm.battle.BattleStatistics;
import org.adjutant.gitm.battle.Calibration;
import org.adjutant.ruleset.ScenarioException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code adjutant battle}: one or more battle files fought offline for many seeds (docs/battles.md). */
@Command(name = "battle", mixinStandardHelpOptions = true,
        description = {"Fight battles set up in battle files (docs/battles.md) with the real GITM combat code, once "
                + "per seed, and print per side the spread of killed, wounded, prisoners and stragglers, how often "
                + "each side held the field and how often its units fell back, retreated, routed, shattered or "
                + "surrendered, next to the historical figures the file gives. A file may span several game turns (a "
                + "siege): each is the game's whole turn, supply phase and siege surrender phase included.",
                "With several files, a calibration table with the targets of docs/calibration.md follows.",
                "Example: adjutant battle data/gitm/battles/*.yaml"})
final class BattleCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Battle files (YAML, docs/battles.md).")
    List<Path> files;
    @Option(names = "--seeds", defaultValue = "50", paramLabel = "N",
            description = "How many seeds to fight each battle with (default: ${DEFAULT-VALUE}).")
    int seeds;
    @Option(names = "--first-seed", defaultValue = "1", paramLabel = "S",
            description = "The first seed; seeds S to S+N-1 are fought (default: ${DEFAULT-VALUE}).")
    long firstSeed;
    @Option(names = "--json", description = "Print the same figures as JSON.")
    boolean json;
    @Option(names = "--log", paramLabel = "SEED", description = "Also print the battle log of this one seed: every "
            + "event of the turn and every dice roll with its label (text only, not with --json).")
    Long logSeed;

    @Override
    public Integer call() {
        if (seeds < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--seeds must be at least 1, not " + seeds);
        }
        if (json && logSeed != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--log prints text; leave out --json");
        }
        List<BattleSetup> setups = new ArrayList<>();
        for (Path file : files) {
            setups.add(load(file));
        }
        List<BattleStatistics> all = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        for (BattleSetup setup : setups) {
            BattleStatistics stats = BattleRunner.run(setup, firstSeed, seeds);
            all.add(stats);
            if (!json) {
                out.append(BattleReport.text(stats)).append('\n');
                if (logSeed != null) {
                    out.append(BattleReport.log(setup, BattlePlay.fight(setup, logSeed))).append('\n');
                }
            }
        }
        Calibration calibration = new Calibration(all);
        if (json) {
            out.append(all.size() == 1 ? BattleReport.json(all.get(0)) : BattleReport.json(calibration));
        } else if (all.size() > 1) {
            out.append(BattleReport.summary(calibration));
        }
        spec.commandLine().getOut().print(out);
        spec.commandLine().getOut().flush();
        return 0;
    }

    private static BattleSetup load(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new CommandFailure("no battle file at " + file);
        }
        try {
            return BattleRunner.load(file);
        } catch (ScenarioException e) {
            throw new CommandFailure(e.getMessage());
        } catch (IOException e) {
            throw new CommandFailure("cannot read " + file + ": " + e.getMessage());
        }
    }
}

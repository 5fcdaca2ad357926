package org.adjutant.gitm.battle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.combat.CombatTuning;
import org.adjutant.ruleset.ScenarioException;

/**
 * Fights one set-up for a run of seeds and sums it up. Seeds run one after another: each is independent of the
 * others (fresh board, fresh dice), so the order only affects the time taken, never a figure.
 */
public final class BattleRunner {
    private BattleRunner() {
    }

    /** Reads and sets up a battle file. */
    public static BattleSetup load(Path file) throws IOException, ScenarioException {
        return BattleSetup.of(BattleFileReader.read(Files.readString(file, StandardCharsets.UTF_8),
                file.toString()));
    }

    /** Seeds {@code firstSeed} to {@code firstSeed + seeds - 1}. */
    public static BattleStatistics run(BattleSetup setup, long firstSeed, int seeds) {
        return run(setup, firstSeed, seeds, CombatTuning.STANDARD);
    }

    /** The same with other designed values of the combat rules (the sensitivity sweep, docs/calibration.md). */
    public static BattleStatistics run(BattleSetup setup, long firstSeed, int seeds, CombatTuning tuning) {
        if (seeds < 1) {
            throw new IllegalArgumentException("at least one seed, not " + seeds);
        }
        List<SeedResult> results = new ArrayList<>(seeds);
        for (int i = 0; i < seeds; i++) {
            long seed = firstSeed + i;
            results.add(SeedResult.of(setup, BattlePlay.fight(setup, seed, tuning)));
        }
        return BattleStatistics.of(setup.file(), firstSeed, results);
    }
}

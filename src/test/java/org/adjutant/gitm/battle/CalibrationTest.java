package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9 calibrated against the war's battles (docs/calibration.md): the seven files of {@code data/gitm/battles/}
 * fought for 50 seeds each by the real engine, and the two targets of docs/rules/gitm-9-combat.md, section 22.1. The
 * table it prints is the one docs/calibration.md shows ({@code target/calibration.txt} keeps it after the run).
 */
class CalibrationTest {
    static final int SEEDS = 50;
    static final long FIRST_SEED = 1;
    private static Calibration calibration;

    @BeforeAll
    static void fightTheSevenBattles() throws Exception {
        List<BattleStatistics> all = new ArrayList<>();
        for (Path file : files()) {
            all.add(BattleRunner.run(BattleRunner.load(file), FIRST_SEED, SEEDS));
        }
        calibration = new Calibration(all);
        String table = BattleReport.summary(calibration);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/calibration.txt"), table, StandardCharsets.UTF_8);
    }

    static List<Path> files() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("data/gitm/battles"))) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    @DisplayName("GITM 9 calibration: the historical winner holds the field in most of 50 seeds in at least 6 of 7 "
            + "battles")
    void historicalWinnersHoldTheField() {
        assumeTrue(calibration.anyBattleFought(), "the combat step fights no battle yet");
        assertThat(calibration.holderJudged()).isEqualTo(Calibration.HOLDER_OF);
        assertThat(calibration.holderMet()).as(BattleReport.summary(calibration))
                .isGreaterThanOrEqualTo(Calibration.HOLDER_NEEDED);
    }

    @Test
    @DisplayName("GITM 9 calibration: each side's median total casualties within a factor of 2 of history in at "
            + "least 10 of the 14 side figures")
    void casualtiesWithinAFactorOfTwo() {
        assumeTrue(calibration.anyBattleFought(), "the combat step fights no battle yet");
        assertThat(calibration.figuresJudged()).isEqualTo(Calibration.FIGURES_OF);
        assertThat(calibration.figuresMet()).as(BattleReport.summary(calibration))
                .isGreaterThanOrEqualTo(Calibration.FIGURES_NEEDED);
    }

    @Test
    @DisplayName("every battle of the seven is fought in every seed once the combat step fights")
    void everySeedFightsABattle() {
        assumeTrue(calibration.anyBattleFought(), "the combat step fights no battle yet");
        assertThat(calibration.battles()).allSatisfy(b -> assertThat(b.seedsWithBattle())
                .as(b.file().battle()).isEqualTo(SEEDS));
    }
}

package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9 calibrated against the war's battles (docs/calibration.md): the seven files of {@code data/gitm/battles/}
 * fought for 50 seeds each (seeds 1-50) by the real engine, and the two targets of docs/rules/gitm-9-combat.md,
 * section 22.1, enforced. The table it prints is the one docs/calibration.md shows ({@code target/calibration.txt}
 * keeps it after the run).
 *
 * <p>The seven battles are fought side by side (a parallel stream over the files, in file order): each battle and
 * each seed has its own board, dice and plug-ins, so the figures are the ones a one-by-one run gives (the
 * {@code battle} command, which fights them one after another, prints the same table), and on two cores the run
 * takes about 15 s instead of 22 s (docs/calibration.md).
 */
class CalibrationTest {
    static final int SEEDS = 50;
    static final long FIRST_SEED = 1;
    private static Calibration calibration;

    @BeforeAll
    static void fightTheSevenBattles() throws Exception {
        List<BattleStatistics> all = files().parallelStream().map(CalibrationTest::fight).toList();
        calibration = new Calibration(all);
        String table = BattleReport.summary(calibration);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/calibration.txt"), table, StandardCharsets.UTF_8);
    }

    private static BattleStatistics fight(Path file) {
        try {
            return BattleRunner.run(BattleRunner.load(file), FIRST_SEED, SEEDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
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
        assertThat(calibration.holderJudged()).isEqualTo(Calibration.HOLDER_OF);
        assertThat(calibration.holderMet()).as(BattleReport.summary(calibration))
                .isGreaterThanOrEqualTo(Calibration.HOLDER_NEEDED);
        assertThat(calibration.holderTargetMet()).isTrue();
    }

    @Test
    @DisplayName("GITM 9 calibration: each side's median total casualties within a factor of 2 of history in at "
            + "least 10 of the 14 side figures")
    void casualtiesWithinAFactorOfTwo() {
        assertThat(calibration.figuresJudged()).isEqualTo(Calibration.FIGURES_OF);
        assertThat(calibration.figuresMet()).as(BattleReport.summary(calibration))
                .isGreaterThanOrEqualTo(Calibration.FIGURES_NEEDED);
        assertThat(calibration.figuresTargetMet()).isTrue();
    }

    @Test
    @DisplayName("docs/calibration.md shows the calibration table this run printed")
    void theDocumentShowsThisTable() throws IOException {
        String doc = Files.readString(Path.of("docs/calibration.md"), StandardCharsets.UTF_8);
        assertThat(doc).as("docs/calibration.md must show the table of target/calibration.txt (re-run and copy it, "
                + "with the tables and text it feeds)").contains(BattleReport.summary(calibration));
    }

    @Test
    @DisplayName("GITM 9 calibration: all seven battles are fought, 50 seeds each, and a battle happens in every seed")
    void everySeedFightsABattle() {
        assertThat(calibration.battles()).hasSize(Calibration.HOLDER_OF);
        assertThat(calibration.battles()).allSatisfy(b -> {
            assertThat(b.seeds()).as(b.file().battle()).isEqualTo(SEEDS);
            assertThat(b.seedsWithBattle()).as(b.file().battle()).isEqualTo(SEEDS);
        });
    }
}

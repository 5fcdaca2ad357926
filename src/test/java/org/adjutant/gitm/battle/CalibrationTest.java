package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9 calibrated against the war's battles (docs/calibration.md): the seven files of {@code data/gitm/battles/},
 * the training engagements of {@code data/gitm/battles/training/} and the held-out ones of
 * {@code data/gitm/battles/held-out/}, fought for 50 seeds each (seeds 1-50) by the real engine. The two targets of
 * docs/rules/gitm-9-combat.md, section 22.1, are enforced on the seven; for the training set (the seven and the
 * training engagements) and the held-out set the test checks that docs/calibration.md shows the tables this run
 * printed, figures and verdicts, so the page cannot claim a result the engine does not give. The three tables are
 * left in {@code target/calibration.txt}, {@code target/calibration-training.txt} and
 * {@code target/calibration-held-out.txt}.
 *
 * <p>Every file is fought once, all side by side (a parallel stream over the files): each battle and each seed has
 * its own board, dice and plug-ins, so the figures are the ones a one-by-one run gives (the {@code battle} command,
 * which fights them one after another, prints the same tables). On two shared cores the 38 files take about 17 s.
 */
class CalibrationTest {
    static final int SEEDS = 50;
    static final long FIRST_SEED = 1;
    private static Calibration calibration;
    private static Calibration training;
    private static Calibration heldOut;

    @BeforeAll
    static void fightTheBattles() throws Exception {
        List<Path> seven = files();
        List<Path> added = files(Path.of("data/gitm/battles/training"));
        List<Path> held = files(Path.of("data/gitm/battles/held-out"));
        List<Path> every = Stream.of(seven, added, held).flatMap(List::stream).toList();
        Map<Path, BattleStatistics> fought = every.parallelStream()
                .collect(Collectors.toConcurrentMap(p -> p, CalibrationTest::fight));
        calibration = new Calibration(seven.stream().map(fought::get).toList());
        training = new Calibration(Stream.concat(seven.stream(), added.stream()).map(fought::get).toList());
        heldOut = new Calibration(held.stream().map(fought::get).toList());
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/calibration.txt"), BattleReport.summary(calibration),
                StandardCharsets.UTF_8);
        Files.writeString(Path.of("target/calibration-training.txt"), BattleReport.summary(training),
                StandardCharsets.UTF_8);
        Files.writeString(Path.of("target/calibration-held-out.txt"), BattleReport.summary(heldOut),
                StandardCharsets.UTF_8);
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
        return files(Path.of("data/gitm/battles"));
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
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
    @DisplayName("docs/calibration.md shows the training and held-out tables this run printed")
    void theDocumentShowsTheTrainingAndHeldOutTables() throws IOException {
        String doc = Files.readString(Path.of("docs/calibration.md"), StandardCharsets.UTF_8);
        assertThat(training.battles()).hasSize(27);
        assertThat(heldOut.battles()).hasSize(16);
        assertThat(doc).as("docs/calibration.md must show target/calibration-training.txt")
                .contains(BattleReport.summary(training));
        assertThat(doc).as("docs/calibration.md must show target/calibration-held-out.txt")
                .contains(BattleReport.summary(heldOut));
        assertThat(doc).as("and say the figures in words").contains(String.format(Locale.ROOT,
                "training: holder %d of %d, casualties %d of %d", training.holderMet(), training.holderJudged(),
                training.figuresMet(), training.figuresJudged())).contains(String.format(Locale.ROOT,
                "held-out: holder %d of %d, casualties %d of %d", heldOut.holderMet(), heldOut.holderJudged(),
                heldOut.figuresMet(), heldOut.figuresJudged()));
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

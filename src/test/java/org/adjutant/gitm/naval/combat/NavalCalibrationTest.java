package org.adjutant.gitm.naval.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/calibration.md's naval tables are what the harness computes now (designed values of naval.md section 15,
 * calibrated on the training actions only; the held-out actions are reported, never tuned on). The run leaves both
 * tables in {@code target/naval-calibration.md}.
 */
class NavalCalibrationTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));

    @Test
    @DisplayName("designed: docs/calibration.md shows the naval training and held-out tables as the engine fights them now")
    void designed_naval_calibration_tables_are_current() throws Exception {
        List<NavalCalibration.Action> all = NavalCalibration.actions(HOME.resolve("data/gitm/naval/actions.txt"));
        assertThat(all).hasSize(12);
        assertThat(all.stream().filter(a -> a.set().equals("held-out")).count()).isEqualTo(6);
        Files.writeString(HOME.resolve("target/naval-calibration.md"),
                NavalCalibration.table(all, "training", NavalTuning.DEFAULT) + "\n"
                        + NavalCalibration.table(all, "held-out", NavalTuning.DEFAULT), StandardCharsets.UTF_8);
        String doc = Files.readString(HOME.resolve("docs/calibration.md"), StandardCharsets.UTF_8);
        assertThat(doc).contains(NavalCalibration.table(all, "training", NavalTuning.DEFAULT));
        assertThat(doc).contains(NavalCalibration.table(all, "held-out", NavalTuning.DEFAULT));
    }
}

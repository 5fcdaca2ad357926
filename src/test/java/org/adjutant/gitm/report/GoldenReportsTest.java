package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden files of every report of the fixed scenario's turn as the real engine resolves it ({@link
 * ReportScenario#engineOutcome}: fixed orders and seed, the robot's own report dice): the text and
 * HTML parts under {@code src/test/resources/org/adjutant/gitm/report/golden/}, reviewed by eye. The pictures are
 * committed under {@code docs/images/reports/} for readers; they are not compared byte for byte, since anti-aliased
 * text may differ between font builds. Regenerate (one command, also after engine changes) with
 * {@code mvn -o -q test -Dtest=GoldenReportsTest -Dgolden.update=true} and review the diff.
 */
class GoldenReportsTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final Path GOLDEN = HOME.resolve("src/test/resources/org/adjutant/gitm/report/golden");
    private static final Path IMAGES = HOME.resolve("docs/images/reports");
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    static List<Recipient> recipients() {
        return ReportScenario.EVERYONE;
    }

    static String slug(Recipient r) {
        String[] words = r.name().toLowerCase(Locale.ROOT).split(" ");
        return words[words.length - 1];
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recipients")
    @DisplayName("GITM 5.3 golden event and position reports of the fixed scenario")
    void gitm_5_3_golden(Recipient r) throws IOException {
        Map<String, RenderedMail> mails = Reports.engineMails(Reports.production(), r);
        if (UPDATE && Files.isDirectory(IMAGES)) {
            // pictures of squares this recipient no longer sees must not linger beside the new ones
            try (var old = Files.newDirectoryStream(IMAGES, slug(r) + "-*.png")) {
                for (Path f : old) {
                    Files.delete(f);
                }
            }
        }
        for (Map.Entry<String, RenderedMail> e : mails.entrySet()) {
            String base = slug(r) + "-" + e.getKey();
            check(GOLDEN.resolve(base + ".txt"), e.getValue().text());
            check(GOLDEN.resolve(base + ".html"), e.getValue().html());
            if (UPDATE) {
                Files.createDirectories(IMAGES);
                for (Map.Entry<String, byte[]> img : e.getValue().images().entrySet()) {
                    Files.write(IMAGES.resolve(base + "-" + img.getKey() + ".png"), img.getValue());
                }
            }
            assertThat(e.getValue().images().values()).allSatisfy(png -> assertThat(png).startsWith(0x89, 'P', 'N', 'G'));
        }
    }

    private static void check(Path file, String actual) throws IOException {
        if (UPDATE) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        assertThat(file).as("golden file; run with -Dgolden.update=true to create it").exists();
        assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }
}

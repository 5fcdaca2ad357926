package org.adjutant.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.adjutant.config.HistoryPolicy;
import org.adjutant.intake.IncomingMail;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.testing.CoreFixture;
import org.adjutant.turn.TurnReplay;
import org.adjutant.turn.TurnRunner;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * The public history in a real browser: headless Chromium draws a published turn page at a phone's width and a
 * desktop's, and the page fits the screen (nothing wider than it, so no sideways scrolling) with its text drawn.
 * Runs only where {@code /usr/bin/chromium} is installed (Debian's {@code chromium}); the documented check with
 * screenshots to look at is bench/history-screens.sh.
 */
@EnabledIf("chromium")
class HistoryBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path root;

    static boolean chromium() {
        return Files.isExecutable(CHROMIUM);
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {390, 1280})
    @DisplayName("a turn page drawn by Chromium fits the screen and shows its news")
    void drawn(int width) throws Exception {
        Path dir;
        try (CoreFixture core = new CoreFixture()) {
            TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates());
            Instant deadline = Instant.parse("1846-04-10T18:00:00Z");
            TurnRunner runner = new TurnRunner(core.db, core.games, templates, (c, key, game, to, mail) -> { },
                    Clock.fixed(deadline, ZoneOffset.UTC));
            IntakeProcessor intake = new IntakeProcessor(core.games, core.hasher);
            core.db.inTransaction(c -> intake.process(c, new IncomingMail(0, "minnie@example.org", "o", "<m>",
                    deadline.minusSeconds(30), "PLAYER minnie PASSWORD " + core.password("minnie")
                            + "\nDECREE a very long proclamation of the minister that must wrap on a small screen and"
                            + " never run off its edge, however long its words are\n")));
            runner.run("g", deadline, List.of());
            core.games.refresh("g");
            new HistoryPublisher(core.games, new TurnReplay(core.db, core.games), templates, root)
                    .publish("g", new HistoryPolicy(HistoryPolicy.Publish.SUMMARIES, 1),
                            Optional.of(new GameClosed("")), false);
            dir = root.resolve("g");
        }
        Path shot = root.resolve("shot-" + width + ".png");
        Process p = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--window-size=" + width + ",800", "--screenshot=" + shot,
                dir.resolve("turn-1.html").toUri().toString()).redirectErrorStream(true)
                .redirectOutput(root.resolve("chromium.log").toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("chromium finished").isTrue();
        BufferedImage image = ImageIO.read(shot.toFile());
        assertThat(image.getWidth()).isEqualTo(width);
        // Text was drawn: dark pixels on the page's light background, and none in the right-hand margin, where a
        // page wider than the screen would run on.
        int dark = 0;
        int inMargin = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < width; x++) {
                int rgb = image.getRGB(x, y);
                int lum = ((rgb >> 16 & 0xff) + (rgb >> 8 & 0xff) + (rgb & 0xff)) / 3;
                if (lum < 100) {
                    dark++;
                    if (x >= width - 8) {
                        inMargin++;
                    }
                }
            }
        }
        assertThat(dark).as("text drawn").isGreaterThan(500);
        assertThat(inMargin).as("nothing runs off the right edge").isZero();
    }
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's public history over GreenMail with the real robot (docs/moderators.md, "A public history"): a turn's page
 * appears only once the file's delay of turns has run after it, and tells no unit, position, address or password;
 * the whole truth of the end appears only when the game has ended, with the maps it shows beside it.
 */
class HistoryRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private Path dir() {
        return home.resolve("data/history/e2e");
    }

    /** The turn pages published, by number. */
    private List<Integer> published() throws Exception {
        List<Integer> turns = new ArrayList<>();
        if (!Files.isDirectory(dir())) {
            return turns;
        }
        try (Stream<Path> files = Files.list(dir())) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.matches("turn-\\d+\\.html"))
                    .map(n -> Integer.parseInt(n.replaceAll("\\D", ""))).sorted().forEach(turns::add);
        }
        return turns;
    }

    /** Every page of the archive, as text. */
    private String everyPage() throws Exception {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.list(dir())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".html")).sorted().toList()) {
                all.append(Files.readString(f, StandardCharsets.UTF_8)).append('\n');
            }
        }
        return all.toString();
    }

    /**
     * With {@code -Dhistory.sample=DIR} the archive is copied there, for a look in a browser (the documented check,
     * bench/history-screens.sh).
     */
    private void keepSample() throws Exception {
        String to = System.getProperty("history.sample");
        if (to == null) {
            return;
        }
        Path target = Path.of(to);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(dir())) {
            for (Path f : files.toList()) {
                Files.copy(f, target.resolve(f.getFileName().toString()),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    @Test
    @DisplayName("the public history shows a turn only after the file's delay, no unit before the end, and the whole truth after END GAME")
    void publishedOnTime() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), RobotHarness.gameFile("e2e",
                "Rio <b>Grande</b> & \\\"Co\\\"") + "history: {publish: whole-truth, delay: 2}\n");
        h.robot.cycle();
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nLINE REAR\n");
        h.robot.cycle();
        for (int run = 1; run <= 3; run++) {
            h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
            h.robot.cycle();
            int ran = run;
            assertThat(published()).as("pages after %d turns", run).allMatch(t -> t + 2 <= ran);
            assertThat(Files.exists(dir().resolve("final.html"))).as("no whole truth before the end").isFalse();
        }
        assertThat(published()).containsExactly(1);
        String during = everyPage();
        Document index = Jsoup.parse(dir().resolve("index.html").toFile(), "UTF-8");
        assertThat(index.title()).isEqualTo("Rio <b>Grande</b> & \"Co\": the history");
        assertThat(index.select("b")).as("the title is text, not markup").isEmpty();
        assertThat(index.select("a[href]").eachAttr("href")).containsExactly("turn-1.html");
        // No unit, no order, no address or password before the end.
        assertThat(during).doesNotContain("US7IN", "MX4IN", "REAR", "@players.test", h.password("taylor"));

        // A moderator publishes again by mail: nothing younger appears.
        h.moderate("HISTORY REBUILD");
        assertThat(RobotHarness.body(h.message("referee@players.test", s -> s.contains("commands"))))
                .contains("HISTORY REBUILD: 1 turn published in");
        assertThat(published()).containsExactly(1);

        h.moderate("END GAME");
        assertThat(published()).as("the end publishes every turn").containsExactly(1, 2, 3);
        Document truth = Jsoup.parse(dir().resolve("final.html").toFile(), "UTF-8");
        assertThat(truth.text()).contains("US7IN", "MX4IN", "Orders executed", "The game has ended by a moderator's decision");
        assertThat(truth.select("meta[name=viewport]")).isNotEmpty();
        assertThat(truth.select("img")).isNotEmpty();
        for (String src : truth.select("img").eachAttr("src")) {
            assertThat(dir().resolve(src)).as(src).isRegularFile();
        }
        assertThat(Jsoup.parse(dir().resolve("index.html").toFile(), "UTF-8").select("a[href]").eachAttr("href"))
                .contains("final.html", "turn-1.html", "turn-2.html", "turn-3.html");
        keepSample();
        String after = everyPage();
        assertThat(after).doesNotContain("@players.test", h.password("taylor"), h.password("arista"));
    }
}

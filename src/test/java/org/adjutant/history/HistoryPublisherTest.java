package org.adjutant.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.adjutant.config.HistoryPolicy;
import org.adjutant.intake.IncomingMail;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.testing.CoreFixture;
import org.adjutant.turn.TurnReplay;
import org.adjutant.turn.TurnRunner;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The public history's fog and its pages (docs/moderators.md, "A public history"), on the core with the toy
 * ruleset, whose War Minister's decrees are its public news: no page before the delay, no whole truth before the end,
 * every value escaped, pages replaced whole, and pages a phone and an offline reader can use.
 */
class HistoryPublisherTest {
    private static final Instant FIRST = Instant.parse("1846-04-10T18:00:00Z");
    private static final HistoryPolicy SUMMARIES = new HistoryPolicy(HistoryPolicy.Publish.SUMMARIES, 2);
    private static final HistoryPolicy WHOLE = new HistoryPolicy(HistoryPolicy.Publish.WHOLE_TRUTH, 2);

    @TempDir
    Path root;

    private CoreFixture core;
    private TurnRunner runner;
    private IntakeProcessor intake;
    private HistoryPublisher publisher;
    private int turns;

    @BeforeEach
    void setUp() {
        core = new CoreFixture();
        TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates());
        runner = new TurnRunner(core.db, core.games, templates, (c, key, game, to, mail) -> { },
                Clock.fixed(FIRST, ZoneOffset.UTC));
        intake = new IntakeProcessor(core.games, core.hasher);
        publisher = new HistoryPublisher(core.games, new TurnReplay(core.db, core.games), templates, root);
    }

    @AfterEach
    void close() {
        core.close();
    }

    private Path dir() {
        return root.resolve("g");
    }

    /** Runs the next turn, after the unit's orders and the minister's decree (the public news) are queued. */
    private void turn(String decree) {
        Instant deadline = FIRST.plusSeconds(86_400L * turns);
        core.db.inTransaction(c -> intake.process(c, new IncomingMail(0, "alice@example.org", "o", "<a" + turns
                + ">", deadline.minusSeconds(60), "UNIT A1 PASSWORD " + core.password("alice") + "\nMOVE secretford\n")));
        core.db.inTransaction(c -> intake.process(c, new IncomingMail(0, "minnie@example.org", "o", "<m" + turns
                + ">", deadline.minusSeconds(30), "PLAYER minnie PASSWORD " + core.password("minnie") + "\nDECREE "
                + decree + "\n")));
        runner.run("g", deadline, List.of("mod@example.org"));
        core.games.refresh("g");
        turns++;
    }

    private List<String> files() throws IOException {
        if (!Files.isDirectory(dir())) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir())) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private String everything() throws IOException {
        StringBuilder all = new StringBuilder();
        for (String f : files()) {
            if (f.endsWith(".html")) {
                all.append(Files.readString(dir().resolve(f), StandardCharsets.UTF_8));
            }
        }
        return all.toString();
    }

    @Test
    @DisplayName("a turn's page appears only once the delay of turns has run after it; nothing younger, ever")
    void delay() throws IOException {
        for (int run = 1; run <= 4; run++) {
            turn("bread for turn " + run);
            publisher.publish("g", SUMMARIES, Optional.empty(), false);
            List<String> pages = files().stream().filter(f -> f.startsWith("turn-")).toList();
            List<String> expected = new ArrayList<>();
            for (int t = 1; t + 2 <= run; t++) {
                expected.add("turn-" + t + ".html");
            }
            assertThat(pages).as("after %d turns", run).containsExactlyInAnyOrderElementsOf(expected);
            assertThat(everything()).doesNotContain("bread for turn " + run, "bread for turn " + (run - 1));
        }
        assertThat(Files.readString(dir().resolve("turn-2.html"))).contains("The minister decreed: bread for turn 2");
        // Only the public news: no unit, order or player of the toy's.
        assertThat(everything()).doesNotContain("A1", "SECRETFORD", "alice", "@example.org", core.password("minnie"));
    }

    @Test
    @DisplayName("the whole truth is published only once the game has ended, and only when the file says whole-truth")
    void wholeTruthOnlyAtTheEnd() throws IOException {
        turn("peace");
        turn("war");
        publisher.publish("g", WHOLE, Optional.empty(), false);
        assertThat(files()).doesNotContain("final.html");
        assertThat(everything()).doesNotContain("SECRETFORD");

        publisher.publish("g", SUMMARIES, Optional.of(new GameClosed("by a moderator's decision")), false);
        assertThat(files()).as("summaries: the end publishes every turn, no whole truth")
                .contains("turn-1.html", "turn-2.html").doesNotContain("final.html");
        assertThat(everything()).doesNotContain("SECRETFORD");

        HistoryPublisher.Published done = publisher.publish("g", WHOLE,
                Optional.of(new GameClosed("by a moderator's decision")), false);
        assertThat(done.wholeTruth()).isTrue();
        assertThat(Files.readString(dir().resolve("final.html"))).contains("A1 carried out: MOVE SECRETFORD");
        assertThat(Jsoup.parse(Files.readString(dir().resolve("index.html"))).select("a[href]").eachAttr("href"))
                .contains("final.html", "turn-1.html", "turn-2.html");
    }

    @Test
    @DisplayName("a file that publishes nothing writes nothing")
    void none() throws IOException {
        turn("x");
        turn("y");
        turn("z");
        publisher.publish("g", HistoryPolicy.NONE, Optional.of(new GameClosed("")), false);
        assertThat(files()).isEmpty();
    }

    @Test
    @DisplayName("a hostile title or news line is shown as text, never as markup")
    void escaping() throws IOException {
        String hostile = "<script>alert('x')</script> & <img src=x onerror=alert(1)>";
        core.db.inTransaction(c -> {
            try (var ps = c.prepareStatement("UPDATE game SET title = ? WHERE id = 'g'")) {
                ps.setString(1, "War </title><script>alert(2)</script>");
                ps.executeUpdate();
            }
            return null;
        });
        core.games.refresh("g");
        turn(hostile);
        turn("b");
        turn("c");
        publisher.publish("g", WHOLE, Optional.of(new GameClosed("")), false);
        for (String f : files()) {
            if (!f.endsWith(".html")) {
                continue;
            }
            Document page = Jsoup.parse(Files.readString(dir().resolve(f)));
            assertThat(page.select("script")).as(f).isEmpty();
            assertThat(page.select("img[onerror]")).as(f).isEmpty();
            assertThat(page.title()).as(f).startsWith("War </title><script>alert(2)</script>");
        }
        assertThat(Jsoup.parse(Files.readString(dir().resolve("turn-1.html"))).select("ul.news li").eachText())
                .containsExactly("The minister decreed: " + hostile);
    }

    @Test
    @DisplayName("a page is replaced whole: the new one written beside it and moved over it, an unchanged one left alone")
    void atomicRewrite() throws IOException {
        turn("a");
        turn("b");
        turn("c");
        publisher.publish("g", SUMMARIES, Optional.empty(), false);
        Path page = dir().resolve("turn-1.html");
        String before = Files.readString(page);
        assertThat(before).doesNotContain("turn-2.html");
        // A reader (a web server) holding the old file keeps reading it whole while it is replaced.
        Path held = root.resolve("held.html");
        Files.createLink(held, page);
        turn("d");
        HistoryPublisher.Published again = publisher.publish("g", SUMMARIES, Optional.empty(), false);
        assertThat(again.written()).as("turn-1 (its next link), turn-2 and the index").isEqualTo(3);
        assertThat(Files.readString(page)).contains("turn-2.html");
        assertThat(Files.readString(held)).as("the old file was not written in place").isEqualTo(before);
        assertThat(files()).as("no temporary file is left").allMatch(f -> !f.startsWith("."));
        assertThat(publisher.publish("g", SUMMARIES, Optional.empty(), true).written())
                .as("a rebuild with nothing changed writes nothing").isZero();
    }

    @Test
    @DisplayName("every page has the viewport tag, its pictures beside it and no address outside the archive")
    void pagesStandAlone() throws IOException {
        turn("a");
        turn("b");
        turn("c");
        publisher.publish("g", WHOLE, Optional.of(new GameClosed("")), false);
        for (String f : files()) {
            if (!f.endsWith(".html")) {
                continue;
            }
            Document page = Jsoup.parse(Files.readString(dir().resolve(f)));
            assertThat(page.select("meta[name=viewport]").attr("content")).as(f)
                    .isEqualTo("width=device-width, initial-scale=1");
            for (Element e : page.select("[src], [href]")) {
                String url = e.hasAttr("src") ? e.attr("src") : e.attr("href");
                assertThat(url).as(f + ": " + e).doesNotContain(":").doesNotStartWith("/");
                assertThat(dir().resolve(url)).as(f + ": " + url).isRegularFile();
            }
        }
    }
}

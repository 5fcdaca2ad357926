package org.adjutant.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoTest {
    @Test
    @DisplayName("the demo plays two turns over a real mail server, prints each turn, leaves .eml and HTML files; "
            + "kept running, its game goes on with a deadline every five minutes")
    void demoRuns(@TempDir Path out) throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        Path home = Path.of(System.getProperty("adjutant.home", "."));
        Demo demo = new Demo(new Demo.Options(home, out, 2, Duration.ofSeconds(6), 0, 0, true),
                new PrintStream(console, true, StandardCharsets.UTF_8));
        java.util.concurrent.CompletableFuture<Integer> run = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return demo.run();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        for (int i = 0; i < 1800 && !console.toString(StandardCharsets.UTF_8).contains("Stop with Ctrl-C")
                && !run.isDone(); i++) {
            Thread.sleep(100);
        }
        demo.stop();
        int code = run.get(60, java.util.concurrent.TimeUnit.SECONDS);
        String printed = console.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed).isZero();
        // GITM 7.18, 5.1: the 1846 scenario opens with the deployment turn; the next is campaign 1, turn 1.
        assertThat(printed).contains("order password", "Deployment turn:", "Campaign 1, turn 1:", "rejected");
        java.util.regex.Matcher next = java.util.regex.Pattern.compile(
                "a deadline every 5 minutes, the next at (\\S+) ").matcher(printed);
        assertThat(next.find()).as(printed).isTrue();
        assertThat(java.time.Instant.parse(next.group(1))).isAfter(java.time.Instant.now())
                .isBefore(java.time.Instant.now().plus(Duration.ofMinutes(5)));
        assertThat(Files.readString(out.resolve("config/games/demo1846.yaml"))).contains("cron: \"0 0/5 * * * ?\"");
        try (Stream<Path> files = Files.walk(out.resolve("mail"))) {
            List<String> mails = files.map(Path::toString).filter(p -> p.endsWith(".eml")).toList();
            assertThat(mails.size()).isGreaterThan(20);
            assertThat(mails).anyMatch(p -> p.endsWith("-deployment-turn-events.eml"))
                    .anyMatch(p -> p.endsWith("-campaign-1-turn-1-positions.eml"));
        }
        try (Stream<Path> files = Files.walk(out.resolve("reports"))) {
            assertThat(files.map(Path::toString)).anyMatch(p -> p.endsWith("positions.html"))
                    .anyMatch(p -> p.endsWith(".png"));
        }
        try (Stream<Path> files = Files.list(out.resolve("sent"))) {
            assertThat(files.filter(p -> p.toString().endsWith(".eml")).count()).isGreaterThan(20);
        }
    }
}

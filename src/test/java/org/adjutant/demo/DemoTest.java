package org.adjutant.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoTest {
    @Test
    @DisplayName("the demo plays two turns over a real mail server, prints each turn, leaves .eml and HTML files")
    void demoRuns(@TempDir Path out) throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        Path home = Path.of(System.getProperty("adjutant.home", "."));
        int code = new Demo(new Demo.Options(home, out, 2, Duration.ofSeconds(6), 0, 0, false),
                new PrintStream(console, true, StandardCharsets.UTF_8)).run();
        String printed = console.toString(StandardCharsets.UTF_8);
        assertThat(code).as(printed).isZero();
        assertThat(printed).contains("order password", "Turn 1:", "Turn 2:", "rejected");
        try (Stream<Path> files = Files.walk(out.resolve("mail"))) {
            assertThat(files.filter(p -> p.toString().endsWith(".eml")).count()).isGreaterThan(20);
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

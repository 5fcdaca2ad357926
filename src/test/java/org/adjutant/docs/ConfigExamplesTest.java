package org.adjutant.docs;

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
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.ServerConfigLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every whole configuration file the README and the docs show — a ```yaml fence with the robot's {@code robot:},
 * {@code mailbox:} and {@code smtp:} sections, or a game file with {@code ruleset:} and {@code scenario:} — loads
 * without an error, as a moderator copying it would load it. Fragments (a fence showing one key) are not files and
 * are left out. Every {@code ${VAR}} is given a value, as the operator's environment would.
 */
class ConfigExamplesTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", ".")).toAbsolutePath().normalize();
    private static final Pattern YAML_FENCE = Pattern.compile("(?s)```ya?ml\\n(.*?)```");

    @TestFactory
    Stream<DynamicTest> everyShownConfigFileLoads() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        List<Path> files = new ArrayList<>(List.of(HOME.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(HOME.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        int servers = 0;
        for (Path file : files) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Matcher m = YAML_FENCE.matcher(text);
            while (m.find()) {
                String yaml = m.group(1);
                int line = text.substring(0, m.start()).split("\n", -1).length;
                String name = HOME.relativize(file) + ":" + line;
                if (yaml.contains("robot:") && yaml.contains("mailbox:") && yaml.contains("smtp:")) {
                    servers++;
                    tests.add(DynamicTest.dynamicTest(name + " (server file)", () -> {
                        ConfigResult<ServerConfig> r = new ServerConfigLoader(HOME, var -> "value-of-" + var)
                                .parse(HOME.resolve("config/adjutant.yaml"), yaml);
                        assertThat(r.errors()).as(yaml).isEmpty();
                    }));
                } else if (yaml.contains("ruleset:") && yaml.contains("scenario:")) {
                    tests.add(DynamicTest.dynamicTest(name + " (game file)", () -> {
                        GameConfigLoader loader = new GameConfigLoader(HOME,
                                Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));
                        ConfigResult<GameConfig> r = loader.parse(HOME.resolve("config/games/example.yaml"), yaml,
                                Set.of());
                        assertThat(r.errors()).as(yaml).isEmpty();
                    }));
                }
            }
        }
        assertThat(servers).as("server files shown in the docs (docs/mail.md's Gmail recipe at least)")
                .isGreaterThanOrEqualTo(1);
        return tests.stream();
    }
}

package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A game file's {@code history:} section and the server's {@code data.history} (docs/config.md). */
class HistoryConfigTest {
    private static final Path HOME = Path.of("/srv/adjutant");
    private static final Path FILE = HOME.resolve("config/games/mexico.yaml");
    private final GameConfigLoader loader = new GameConfigLoader(HOME,
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));

    /** Lines 1-6; the history section starts on line 7. */
    private static final String GAME = """
            title: "Mexico 1846"
            ruleset: gitm
            scenario: data/gitm/scenarios/1846.yaml
            seed: 42
            time-zone: America/Mexico_City
            moderators: [mod@example.org]
            """;

    private ConfigResult<GameConfig> parse(String text) {
        return loader.parse(FILE, text, Set.of());
    }

    @Test
    @DisplayName("history is read whole; without it nothing is published; publish and delay have defaults")
    void reads() {
        assertThat(parse(GAME + "history: {publish: whole-truth, delay: 3}\n").orElseThrow().history())
                .isEqualTo(new HistoryPolicy(HistoryPolicy.Publish.WHOLE_TRUTH, 3));
        assertThat(parse(GAME).orElseThrow().history()).isEqualTo(HistoryPolicy.NONE);
        assertThat(parse(GAME).orElseThrow().history().publishes()).isFalse();
        assertThat(parse(GAME + "history: {}\n").orElseThrow().history())
                .isEqualTo(new HistoryPolicy(HistoryPolicy.Publish.SUMMARIES, 2));
    }

    @Test
    @DisplayName("a wrong value or an unknown key is refused with its line")
    void refused() {
        List<ConfigError> errors = parse(GAME + """
                history:
                  publish: everything
                  delay: 0
                  dely: 2
                """).errors();
        assertThat(errors).extracting(ConfigError::line).containsExactly(8, 9, 10);
        assertThat(errors.toString()).contains("'publish' must be one of none, summaries, whole-truth",
                "1 to 100, not 0", "did you mean 'delay'");
    }

    @Test
    @DisplayName("data.history is the history directory, data/history under the home by default")
    void serverDirectory() {
        String server = """
                robot: {address: adjutant@example.org}
                mailbox: {protocol: imap, host: imap.example.org, user: a, password: b}
                smtp: {host: smtp.example.org}
                """;
        ServerConfigLoader l = new ServerConfigLoader(HOME, v -> "x");
        assertThat(l.parse(HOME.resolve("config/adjutant.yaml"), server).orElseThrow().data().history())
                .isEqualTo(HOME.resolve("data/history"));
        assertThat(l.parse(HOME.resolve("config/adjutant.yaml"), server + "data: {history: /var/www/games}\n")
                .orElseThrow().data().history()).isEqualTo(Path.of("/var/www/games"));
    }
}

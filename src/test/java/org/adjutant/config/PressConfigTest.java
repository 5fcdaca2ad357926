package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A game file's {@code press:} section (docs/config.md): read whole, or refused with file and line per mistake. */
class PressConfigTest {
    private static final Path FILE = Path.of("/srv/adjutant/config/games/mexico.yaml");
    private final GameConfigLoader loader = new GameConfigLoader(Path.of("/srv/adjutant"),
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));

    /** Lines 1-6; the press section starts on line 7. */
    private static final String GAME = """
            title: "Mexico 1846"
            ruleset: gitm
            scenario: data/gitm/scenarios/1846.yaml
            seed: 42
            time-zone: America/Mexico_City
            moderators: [mod@example.org]
            """;

    private static final String PRESS = """
            press:
              kind: grey
              off-turns: [deployment, "turn 15"]
              quiet-before: 6h
              delivery: at-deadline
              copy-moderators: true
              max-length: 2000
              limit: {letters: 10, window: 12h}
            """;

    private ConfigResult<GameConfig> parse(String text) {
        return loader.parse(FILE, text, Set.of());
    }

    @Test
    @DisplayName("every key is read; without the section a game has no press, with an empty one signed press at once")
    void readsEveryKey() {
        PressPolicy p = parse(GAME + PRESS).orElseThrow().press();
        assertThat(p).isEqualTo(new PressPolicy(PressPolicy.Kind.GREY, List.of("deployment", "turn 15"),
                Duration.ofHours(6), true, true, 2000, 10, Duration.ofHours(12)));
        assertThat(p.signedToPlayers()).isFalse();
        assertThat(p.copiesToModerators()).isTrue();
        assertThat(p.signedToModerators()).isTrue();
        assertThat(parse(GAME).orElseThrow().press()).isEqualTo(PressPolicy.OFF);
        PressPolicy plain = parse(GAME + "press: {}\n").orElseThrow().press();
        assertThat(plain.kind()).isEqualTo(PressPolicy.Kind.SIGNED);
        assertThat(plain.atDeadline()).isFalse();
        assertThat(plain.copiesToModerators()).isFalse();
    }

    @Test
    @DisplayName("each mistake in the press section is refused with its line")
    void mistakesWithTheirLines() {
        String bad = PRESS.replace("kind: grey", "kind: gray").replace("\"turn 15\"", "deployment")
                .replace("quiet-before: 6h", "quiet-before: soon").replace("at-deadline", "later")
                .replace("max-length: 2000", "max-length: 20000").replace("letters: 10", "letters: 0")
                + "  copy-moderator: true\n";
        List<ConfigError> errors = parse(GAME + bad).errors();
        assertThat(errors).extracting(ConfigError::line).containsExactly(8, 9, 10, 11, 13, 14, 15);
        assertThat(errors.get(0).problem()).contains("'kind' must be one of off, signed, anonymous, grey");
        assertThat(errors.get(1).problem()).contains("listed twice");
        assertThat(errors.get(2).problem()).contains("'quiet-before'");
        assertThat(errors.get(3).problem()).contains("'delivery' must be one of now, at-deadline");
        assertThat(errors.get(4).problem()).contains("'max-length'", "1 to 10000");
        assertThat(errors.get(5).problem()).contains("'letters'");
        assertThat(errors.get(6).problem()).contains("unknown key 'copy-moderator'", "did you mean 'copy-moderators'?");
    }
}

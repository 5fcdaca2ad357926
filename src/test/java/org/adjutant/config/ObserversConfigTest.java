package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A game file's {@code observers:} list (docs/config.md): read whole, or refused with file and line per mistake. */
class ObserversConfigTest {
    private static final Path FILE = Path.of("/srv/adjutant/config/games/mexico.yaml");
    private final GameConfigLoader loader = new GameConfigLoader(Path.of("/srv/adjutant"),
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));

    /** Lines 1-9; the observers start on line 10. */
    private static final String GAME = """
            title: "Mexico 1846"
            ruleset: gitm
            scenario: data/gitm/scenarios/1846.yaml
            seed: 42
            time-zone: America/Mexico_City
            moderators: [mod@example.org]
            players:
              - {name: Zachary Taylor, email: taylor@example.org, role: taylor}
              - {name: Mariano Arista, email: arista@example.net, role: arista}
            observers:
            """;

    @Test
    @DisplayName("observers are read with their view and delay, two turns when the file gives none")
    void reads() {
        GameConfig g = loader.parse(FILE, GAME + """
                  - {name: Justin Smith, email: smith@history.example.org, sees: all}
                  - {name: An Officer, email: officer@example.org, sees: arista, delay: 1}
                """, Set.of()).orElseThrow();
        assertThat(g.observers()).containsExactly(
                new ObserverConfig("Justin Smith", "smith@history.example.org", Optional.empty(), 2),
                new ObserverConfig("An Officer", "officer@example.org", Optional.of("arista"), 1));
        assertThat(loader.parse(FILE, GAME.replace("observers:\n", ""), Set.of()).orElseThrow().observers())
                .isEmpty();
    }

    @Test
    @DisplayName("a player's address, a role nobody in the file plays, a delay of 0 and a repeated observer are refused with their lines")
    void mistakes() {
        List<ConfigError> errors = loader.parse(FILE, GAME + """
                  - {name: Taylor Again, email: taylor@example.org, sees: all}
                  - {name: Nobody, email: nobody@example.org, sees: polk}
                  - {name: Too Soon, email: soon@example.org, sees: all, delay: 0}
                  - {name: Twice, email: nobody@example.org, sees: all, seen: all}
                """, Set.of()).errors();
        assertThat(errors).extracting(ConfigError::line).containsExactly(11, 12, 13, 14, 14);
        assertThat(errors.get(0).problem()).contains("plays or moderates this game");
        assertThat(errors.get(1).problem()).contains("'sees' is all", "not 'polk'");
        assertThat(errors.get(2).problem()).contains("'delay'", "1 to 100");
        assertThat(errors).extracting(ConfigError::problem).anyMatch(p -> p.contains("listed twice"))
                .anyMatch(p -> p.contains("unknown key 'seen'"));
    }
}

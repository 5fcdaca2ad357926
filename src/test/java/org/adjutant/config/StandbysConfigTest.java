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

/**
 * A game file's {@code standbys:} list and {@code silent-players:} section (docs/config.md): read whole, or refused
 * with file and line per mistake.
 */
class StandbysConfigTest {
    private static final Path FILE = Path.of("/srv/adjutant/config/games/mexico.yaml");
    private final GameConfigLoader loader = new GameConfigLoader(Path.of("/srv/adjutant"),
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));

    /** Lines 1-10; what the test adds starts on line 11. */
    private static final String GAME = """
            title: "Mexico 1846"
            ruleset: gitm
            scenario: data/gitm/scenarios/1846.yaml
            seed: 42
            time-zone: America/Mexico_City
            moderators: [mod@example.org]
            players:
              - {name: Zachary Taylor, email: taylor@example.org, role: taylor}
            observers:
              - {name: Justin Smith, email: smith@history.example.org, sees: all}
            """;

    @Test
    @DisplayName("standbys are read in the file's order with their zones; silent-players sets the count, the offer and"
            + " whether volunteers are taken")
    void reads() {
        GameConfig g = loader.parse(FILE, GAME + """
                standbys:
                  - {name: Winfield Scott, email: scott@example.org, time-zone: America/New_York}
                  - {name: William Worth, email: worth@example.org}
                silent-players: {after: 3, offer: auto}
                """, Set.of()).orElseThrow();
        assertThat(g.standbys()).isEqualTo(new Standbys(List.of(
                new Standbys.Standby("Winfield Scott", "scott@example.org", "America/New_York"),
                new Standbys.Standby("William Worth", "worth@example.org", "")), 3, Standbys.Offer.AUTO, true));
        GameConfig quiet = loader.parse(FILE, GAME + "silent-players: {after: 2, volunteers: false}\n", Set.of())
                .orElseThrow();
        assertThat(quiet.standbys()).isEqualTo(new Standbys(List.of(), 2, Standbys.Offer.APPROVE, false));
        assertThat(loader.parse(FILE, GAME, Set.of()).orElseThrow().standbys()).isEqualTo(Standbys.NONE);
    }

    @Test
    @DisplayName("a player's, moderator's or observer's address, a standby listed twice, a bad zone, a count of 0 and "
            + "an unknown offer are refused with their lines")
    void mistakes() {
        List<ConfigError> errors = loader.parse(FILE, GAME + """
                standbys:
                  - {name: Again, email: taylor@example.org}
                  - {name: Mod, email: mod@example.org}
                  - {name: Watcher, email: smith@history.example.org}
                  - {name: Scott, email: scott@example.org, time-zone: EST}
                  - {name: Scott Twice, email: scott@example.org}
                  - {name: Zachary Taylor, email: other@example.org}
                silent-players: {after: 0, offer: maybe}
                """, Set.of()).errors();
        assertThat(errors).extracting(ConfigError::line).containsExactly(12, 13, 14, 15, 16, 17, 18, 18);
        assertThat(errors.get(0).problem()).contains("plays, moderates or observes this game");
        assertThat(errors.get(1).problem()).contains("plays, moderates or observes this game");
        assertThat(errors.get(2).problem()).contains("plays, moderates or observes this game");
        assertThat(errors.get(3).problem()).contains("unknown time zone 'EST'");
        assertThat(errors.get(4).problem()).contains("listed twice (first on line 15)");
        assertThat(errors.get(5).problem()).contains("the name of a player of this file");
        assertThat(errors).extracting(ConfigError::problem).anyMatch(p -> p.contains("'after'") && p.contains("1 to"))
                .anyMatch(p -> p.contains("'offer' is approve"));
    }
}

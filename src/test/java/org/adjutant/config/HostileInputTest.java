package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A moderator's file may be anything: the loaders must answer with errors, never with an exception. */
class HostileInputTest {
    private final GameConfigLoader games = new GameConfigLoader(Path.of("/srv"),
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));
    private final ServerConfigLoader server = new ServerConfigLoader(Path.of("/srv"), Map.<String, String>of()::get);

    @ParameterizedTest
    @ValueSource(strings = {
        "just text", "- a\n- list", "42", "~", "---\n---\n", "title: [unclosed", "\tseed: 1", "a: &x 1\nb: *x",
        "a: *undefined", "title: !!binary aGVsbG8=", "schedule: 5", "schedule:\n  deadlines: {a: 1}",
        "players: [1, 2, [3]]", "players:\n  - name: [x]\n    email: {y: z}", "seed: 99999999999999999999999",
        "seed: 1.5", "time-zone: ''", "schedule:\n  recurring: '0 0 * * * ?'", "{", "}", "\"", "key: \"\\uZZZZ\"",
        "schedule:\n  recurring:\n    cron: '0 0 20 ? * MON'\n    first: 2030-02-30", "robot: {address: ${X}}",
        "mailbox: {password: ${}}", "smtp: {port: -1, host: [a]}", "\u0000", "a:\n  b:\n    c:\n      d: [[[[[]]]]]"
    })
    void answersWithErrorsNeverThrows(String text) {
        ConfigResult<GameConfig> game = games.parse(Path.of("/srv/config/games/g.yaml"), text, Set.of());
        assertThat(game.errors()).isNotEmpty().allMatch(e -> !e.problem().isBlank());
        ConfigResult<ServerConfig> srv = server.parse(Path.of("/srv/config/adjutant.yaml"), text);
        assertThat(srv.errors()).isNotEmpty();
    }
}

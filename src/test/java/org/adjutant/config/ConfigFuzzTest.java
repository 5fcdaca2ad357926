package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Set;

/**
 * The loaders never throw on any file content: they return {@code Loaded} or located errors. In CI this replays the
 * seeds only; run with {@code JAZZER_FUZZ=1} to search for more.
 */
class ConfigFuzzTest {
    private static final GameConfigLoader GAMES = new GameConfigLoader(Path.of("/srv"),
            Clock.fixed(Instant.parse("2026-12-01T12:00:00Z"), ZoneOffset.UTC));
    private static final ServerConfigLoader SERVER = new ServerConfigLoader(Path.of("/srv"),
            Map.of("PW", "x")::get);

    @FuzzTest(maxDuration = "60s")
    void loadAnything(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        ConfigResult<GameConfig> game = GAMES.parse(Path.of("/srv/config/games/g.yaml"), text, Set.of());
        assertThat(game.errors()).allMatch(e -> e.line() >= 0 && e.column() >= 0 && !e.problem().isBlank());
        ConfigResult<ServerConfig> server = SERVER.parse(Path.of("/srv/config/adjutant.yaml"), text);
        assertThat(server.errors()).allMatch(e -> e.line() >= 0 && !e.problem().isBlank());
    }
}

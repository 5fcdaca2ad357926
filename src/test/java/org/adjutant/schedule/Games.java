package org.adjutant.schedule;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.config.PlayerConfig;
import org.adjutant.config.RecurringRule;
import org.adjutant.config.TurnSchedule;

/** Small game configs built in code, for scheduler tests that do not need a file. */
final class Games {
    private Games() {
    }

    static GameConfig game(String id, ZoneId zone, List<LocalDateTime> explicit, Optional<RecurringRule> recurring,
                           boolean paused) {
        return new GameConfig(Path.of("config/games/" + id + ".yaml").toAbsolutePath(), id, "Test " + id, "gitm",
                Path.of("data/gitm/scenarios/1846.yaml").toAbsolutePath(), 1846L, zone, List.of("mod@example.org"),
                new TurnSchedule(explicit, recurring), paused,
                List.of(new PlayerConfig("Zachary Taylor", "taylor@example.org", Optional.of("taylor"), false)));
    }

    static GameConfig explicit(String id, ZoneId zone, LocalDateTime... deadlines) {
        return game(id, zone, List.of(deadlines), Optional.empty(), false);
    }

    static GameConfig recurring(String id, ZoneId zone, String cron) {
        return game(id, zone, List.of(), Optional.of(new RecurringRule(cron, Optional.empty(), Optional.empty())),
                false);
    }
}

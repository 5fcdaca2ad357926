package org.adjutant.config;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One game, from {@code config/games/<id>.yaml}. See {@code docs/config.md}.
 *
 * @param source     the file this was loaded from
 * @param id         the game's id: the file name without {@code .yaml}
 * @param ruleset    the ruleset's name, e.g. {@code gitm}
 * @param scenario   the scenario file, absolute (resolved against the robot's home directory)
 * @param seed       the seed every die of this game derives from
 * @param zone       the zone in which the schedule's local times and the cron rule are read
 * @param moderators addresses that administer the game besides the players marked {@code moderator}
 * @param paused     while true no deadline fires (and those that pass are skipped, see {@code docs/deadlines.md})
 * @param rules      the ruleset's switches for this game ({@code rules:}), as written; the ruleset judges them when
 *                   the game is created and keeps them for the game's life (GITM: {@code general-retreat})
 */
public record GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                         List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                         Map<String, String> rules) {
    /** A game with the ruleset's default rules. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, Map.of());
    }

    public GameConfig {
        rules = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(rules));
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(schedule, "schedule");
        moderators = List.copyOf(moderators);
        players = List.copyOf(players);
    }

    /** Everyone who administers the game: the {@code moderators} list, then players flagged moderator; no repeats. */
    public List<String> moderatorAddresses() {
        Set<String> all = new LinkedHashSet<>(moderators);
        players.stream().filter(PlayerConfig::moderator).map(PlayerConfig::email).forEach(all::add);
        return List.copyOf(all);
    }
}

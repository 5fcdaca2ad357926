package org.adjutant.config;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * @param policy     grace, reminders, early turns and the NMR guard ({@code deadline-policy:})
 * @param lastTurn   the game ends after this turn (its final reports go out and it is archived); empty: never
 * @param rules      the ruleset's switches for this game ({@code rules:}), as written; the ruleset judges them when
 *                   the game is created and keeps them for the game's life (GITM: {@code general-retreat})
 * @param press      how players may write to each other through the robot ({@code press:}); off without it
 * @param observers  who follows the game without playing it, some turns late ({@code observers:})
 * @param endings    whether the players may end it by a draw or concession vote ({@code endings:})
 * @param absence    how long and how often a player may announce an absence ({@code absence:})
 * @param standbys   who stands by to take over a silent role, and when a role is silent ({@code standbys:},
 *                   {@code silent-players:})
 * @param history    what the game publishes of itself in its public history ({@code history:}); nothing without it
 */
public record GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                         List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                         DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                         PressPolicy press, List<ObserverConfig> observers, Endings endings,
                         AbsencePolicy absence, Standbys standbys, HistoryPolicy history) {
    /** A game whose absences follow the defaults, without standbys, publishing no history. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press, List<ObserverConfig> observers, Endings endings) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, observers, endings, AbsencePolicy.DEFAULT, Standbys.NONE, HistoryPolicy.NONE);
    }

    /** A game without standbys, publishing no history. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press, List<ObserverConfig> observers, Endings endings, AbsencePolicy absence) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, observers, endings, absence, Standbys.NONE, HistoryPolicy.NONE);
    }

    /** A game whose absences follow the defaults, publishing no history. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press, List<ObserverConfig> observers, Endings endings, Standbys standbys) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, observers, endings, AbsencePolicy.DEFAULT, standbys, HistoryPolicy.NONE);
    }

    /** A game whose absences follow the defaults, without standbys. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press, List<ObserverConfig> observers, Endings endings, HistoryPolicy history) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, observers, endings, AbsencePolicy.DEFAULT, Standbys.NONE, history);
    }

    /** A game whose players cannot end it by vote. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press, List<ObserverConfig> observers) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, observers, Endings.NONE);
    }

    /** A game without observers. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules,
                      PressPolicy press) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, press, List.of());
    }

    /** A game without press. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn, Map<String, String> rules) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, rules, PressPolicy.OFF);
    }

    /** A game with the ruleset's default rules. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players,
                      DeadlinePolicy policy, Optional<Integer> lastTurn) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players, policy,
                lastTurn, Map.of());
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
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(lastTurn, "lastTurn");
        Objects.requireNonNull(press, "press");
        observers = List.copyOf(observers);
        Objects.requireNonNull(endings, "endings");
        Objects.requireNonNull(absence, "absence");
        Objects.requireNonNull(standbys, "standbys");
        Objects.requireNonNull(history, "history");
    }

    /** A game without a deadline policy or a last turn. */
    public GameConfig(Path source, String id, String title, String ruleset, Path scenario, long seed, ZoneId zone,
                      List<String> moderators, TurnSchedule schedule, boolean paused, List<PlayerConfig> players) {
        this(source, id, title, ruleset, scenario, seed, zone, moderators, schedule, paused, players,
                DeadlinePolicy.NONE, Optional.empty());
    }

    /** The same game, paused or not (a moderator's PAUSE stands beside the file's {@code paused}). */
    public GameConfig withPaused(boolean pausedNow) {
        return pausedNow == paused ? this : new GameConfig(source, id, title, ruleset, scenario, seed, zone,
                moderators, schedule, pausedNow, players, policy, lastTurn, rules, press, observers, endings,
                absence, standbys, history);
    }

    /** Whether {@code address} is one of the game's moderators (case ignored). */
    public boolean isModerator(String address) {
        return address != null && moderatorAddresses().stream().anyMatch(a -> a.equalsIgnoreCase(address.strip()));
    }

    /** Everyone who administers the game: the {@code moderators} list, then players flagged moderator; no repeats. */
    public List<String> moderatorAddresses() {
        Set<String> all = new LinkedHashSet<>(moderators);
        players.stream().filter(PlayerConfig::moderator).map(PlayerConfig::email).forEach(all::add);
        return List.copyOf(all);
    }
}

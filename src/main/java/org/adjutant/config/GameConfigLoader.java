package org.adjutant.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.quartz.CronExpression;

/**
 * Loads and checks one game file, {@code <game-id>.yaml}. Every problem is collected with its line; the file is
 * never half-accepted. A deadline counts as "added" unless it is in the {@code accepted} set the caller passes (the
 * deadlines of the version in force): an added deadline must lie in the future of the loader's clock.
 */
public final class GameConfigLoader {
    /** The rulesets this build knows. */
    public static final Set<String> RULESETS = Set.of("gitm");

    /** A role's id in a game file; a game's id is a {@link GameId}. */
    private static final Pattern ROLE = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?");
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm", Locale.ROOT);

    private final Path home;
    private final Clock clock;
    private final Set<String> rulesets;

    public GameConfigLoader(Path home, Clock clock) {
        this(home, clock, RULESETS);
    }

    public GameConfigLoader(Path home, Clock clock, Set<String> rulesets) {
        this.home = home.toAbsolutePath().normalize();
        this.clock = clock;
        this.rulesets = Set.copyOf(rulesets);
    }

    /** The game id a file stands for: its name without {@code .yaml}, if that is a valid id ({@link GameId}). */
    public static Optional<String> gameId(Path file) {
        return GameId.ofFile(file).map(GameId::value);
    }

    /** Loads a new game's file: every explicit deadline must be in the future. */
    public ConfigResult<GameConfig> load(Path file) {
        return load(file, Set.of());
    }

    /** Loads an edit of a game file; deadlines in {@code accepted} may be in the past (they are not new). */
    public ConfigResult<GameConfig> load(Path file, Set<Instant> accepted) {
        try {
            return parse(file, Files.readString(file, StandardCharsets.UTF_8), accepted);
        } catch (IOException e) {
            return new ConfigResult.Invalid<>(List.of(new ConfigError(file, 0, 0, "cannot read the file: " + e)));
        }
    }

    /**
     * Loads a game file as it stands, for reading only (a status display): past deadlines are history, not errors.
     */
    public ConfigResult<GameConfig> loadAsWritten(Path file) {
        try {
            return parse(file, Files.readString(file, StandardCharsets.UTF_8), t -> true);
        } catch (IOException e) {
            return new ConfigResult.Invalid<>(List.of(new ConfigError(file, 0, 0, "cannot read the file: " + e)));
        }
    }

    /** As {@link #loadAsWritten}, for {@code text} as if read from {@code file}. */
    public ConfigResult<GameConfig> parseAsWritten(Path file, String text) {
        return parse(file, text, t -> true);
    }

    /** Checks {@code text} as if read from {@code file}. */
    public ConfigResult<GameConfig> parse(Path file, String text, Set<Instant> accepted) {
        return parse(file, text, accepted::contains);
    }

    private ConfigResult<GameConfig> parse(Path file, String text, java.util.function.Predicate<Instant> accepted) {
        List<ConfigError> errors = new ArrayList<>();
        Optional<String> id = gameId(file);
        if (id.isEmpty()) {
            errors.add(new ConfigError(file, 0, 0, "a game file is named <game-id>.yaml, the id made of "
                    + GameId.RULE));
        }
        Optional<Section> root = new YamlTreeReader(file, errors).read(text)
                .flatMap(node -> Section.of(file, node, "the file", errors, Section.TextFilter.NONE));
        if (root.isEmpty()) {
            return invalid(errors);
        }
        Section top = root.get();
        top.text("id").ifPresent(written -> {
            if (id.isPresent() && !written.equals(id.get())) {
                top.error(top.node("id").orElseThrow(), "'id' is '" + written + "' but the file is named "
                        + id.get() + ".yaml: the id is the file name (remove 'id' or rename the file)");
            }
        });
        Optional<String> title = top.requiredText("title");
        Optional<String> ruleset = top.requiredText("ruleset").filter(r -> {
            if (!rulesets.contains(r)) {
                top.error(top.node("ruleset").orElseThrow(), "unknown ruleset '" + r + "' (known: "
                        + String.join(", ", rulesets.stream().sorted().toList()) + ")");
                return false;
            }
            return true;
        });
        Optional<Path> scenario = top.requiredText("scenario").map(p -> home.resolve(p).normalize());
        Optional<Long> seed = top.integer("seed", true);
        Optional<ZoneId> zone = top.requiredText("time-zone").flatMap(z -> zone(top, z));
        boolean paused = top.bool("paused").orElse(false);
        List<String> moderators = new ArrayList<>();
        top.list("moderators").ifPresent(items -> {
            for (YamlNode item : items) {
                top.textOf(item, "a moderator address").ifPresent(a -> {
                    if (EmailAddress.isValid(a)) {
                        moderators.add(a);
                    } else {
                        top.error(item, "'" + a + "' is not a valid e-mail address");
                    }
                });
            }
        });
        TurnSchedule schedule = top.section("schedule", false)
                .map(s -> schedule(s, zone, accepted)).orElse(TurnSchedule.none());
        List<PlayerConfig> players = top.list("players").map(items -> players(top, items)).orElse(List.of());
        Map<String, String> rules = top.section("rules", false).map(Section::scalars).orElse(Map.of());
        DeadlinePolicy policy = top.section("deadline-policy", false).map(DeadlinePolicyReader::read)
                .orElse(DeadlinePolicy.NONE);
        PressPolicy press = top.section("press", false).map(PressPolicyReader::read).orElse(PressPolicy.OFF);
        List<ObserverConfig> observers = top.list("observers")
                .map(items -> ObserversReader.read(top, items, players, moderators)).orElse(List.of());
        Endings endings = top.section("endings", false).map(Endings::read).orElse(Endings.NONE);
        AbsencePolicy absence = top.section("absence", false).map(AbsencePolicy::read).orElse(AbsencePolicy.DEFAULT);
        Standbys standbys = StandbysReader.read(top, players, moderators, observers);
        HistoryPolicy history = top.section("history", false).map(HistoryPolicy::read).orElse(HistoryPolicy.NONE);
        Optional<Integer> lastTurn = top.integer("last-turn", false).filter(t -> {
            if (t < 1 || t > 100_000) {
                top.error(top.node("last-turn").orElseThrow(), "'last-turn' must be a turn number of at least 1, not "
                        + t);
                return false;
            }
            return true;
        }).map(Long::intValue);
        top.rejectUnknownKeys();

        boolean anyModerator = !moderators.isEmpty() || players.stream().anyMatch(PlayerConfig::moderator);
        if (!anyModerator && errors.isEmpty()) {
            errors.add(new ConfigError(file, 1, 1, "the game has no moderator: list an address under 'moderators' "
                    + "or mark a player 'moderator: true'"));
        }
        if (!errors.isEmpty()) {
            return invalid(errors);
        }
        return new ConfigResult.Loaded<>(new GameConfig(file, id.orElseThrow(), title.orElseThrow(),
                ruleset.orElseThrow(), scenario.orElseThrow(), seed.orElseThrow(), zone.orElseThrow(), moderators,
                schedule, paused, players, policy, lastTurn, rules, press, observers, endings, absence, standbys,
                history));
    }

    /** A zone as a file writes it ({@code time-zone}): an IANA region id, else an error on that key. */
    static Optional<ZoneId> zone(Section s, String text) {
        try {
            // Only region ids ("America/Mexico_City"): a fixed offset or "EST" would ignore daylight saving.
            if (!text.contains("/") && !text.equals("UTC")) {
                throw new DateTimeException("not a region");
            }
            return Optional.of(ZoneId.of(text));
        } catch (DateTimeException e) {
            String hint = DidYouMean.suggest(text, ZoneId.getAvailableZoneIds())
                    .map(z -> " (did you mean '" + z + "'?)").orElse(" (use an IANA id such as America/Mexico_City)");
            s.error(s.node("time-zone").orElseThrow(), "unknown time zone '" + text + "'" + hint);
            return Optional.empty();
        }
    }

    private TurnSchedule schedule(Section s, Optional<ZoneId> zone, java.util.function.Predicate<Instant> accepted) {
        List<LocalDateTime> explicit = new ArrayList<>();
        Map<LocalDateTime, Integer> firstLine = new HashMap<>();
        s.list("deadlines").ifPresent(items -> {
            for (YamlNode item : items) {
                s.textOf(item, "a deadline").flatMap(t -> localDateTime(s, item, t)).ifPresent(when -> {
                    Integer earlier = firstLine.putIfAbsent(when, item.line());
                    if (earlier != null) {
                        s.error(item, "deadline " + SHOWN.format(when) + " is listed twice (first on line "
                                + earlier + ")");
                    } else if (zone.isEmpty() || deadlineFits(s, item, when, zone.get(), accepted)) {
                        explicit.add(when);
                    }
                });
            }
        });
        Optional<RecurringRule> recurring = s.section("recurring", false).flatMap(r -> recurring(r, zone));
        s.rejectUnknownKeys();
        return new TurnSchedule(explicit.stream().sorted().toList(), recurring);
    }

    private static Optional<LocalDateTime> localDateTime(Section s, YamlNode at, String text) {
        if (DATE_TIME.matcher(text).matches()) {
            try {
                return Optional.of(LocalDateTime.parse(text.replace(' ', 'T')));
            } catch (DateTimeParseException e) {
                s.error(at, "bad date-time '" + text + "': no such day or time");
                return Optional.empty();
            }
        }
        s.error(at, "bad date-time '" + text + "': write it as 2026-12-01 20:00 (local time in the game's zone)");
        return Optional.empty();
    }

    /** A local time that exists in the zone and, unless already accepted, lies in the future. */
    private boolean deadlineFits(Section s, YamlNode at, LocalDateTime when, ZoneId zone,
                                 java.util.function.Predicate<Instant> accepted) {
        if (zone.getRules().getValidOffsets(when).isEmpty()) {
            s.error(at, "deadline " + SHOWN.format(when) + " does not exist in " + zone
                    + ": the clocks skip that hour (daylight saving); pick another time");
            return false;
        }
        Instant instant = when.atZone(zone).toInstant();
        Instant now = clock.instant();
        if (!instant.isAfter(now) && !accepted.test(instant)) {
            s.error(at, "deadline " + SHOWN.format(when) + " is not in the future (it is now "
                    + SHOWN.format(ZonedDateTime.ofInstant(now, zone)) + " in " + zone + ")");
            return false;
        }
        return true;
    }

    private static Optional<RecurringRule> recurring(Section r, Optional<ZoneId> zone) {
        int before = r.errors().size();
        Optional<String> cron = r.requiredText("cron").filter(c -> {
            try {
                CronExpression.validateExpression(c);
                return true;
            } catch (ParseException e) {
                r.error(r.node("cron").orElseThrow(), "invalid cron expression '" + c + "': " + e.getMessage()
                        + " (six or seven fields: seconds minutes hours day-of-month month day-of-week [year],"
                        + " one of the two day fields '?', e.g. '0 0 20 ? * MON,THU')");
                return false;
            }
        });
        Optional<LocalDate> first = r.text("first").flatMap(t -> date(r, "first", t));
        Optional<LocalDate> last = r.text("last").flatMap(t -> date(r, "last", t));
        if (first.isPresent() && last.isPresent() && last.get().isBefore(first.get())) {
            r.error(r.node("last").orElseThrow(), "'last' (" + last.get() + ") is before 'first' (" + first.get() + ")");
        }
        r.rejectUnknownKeys();
        if (r.errors().size() > before || cron.isEmpty()) {
            return Optional.empty();
        }
        RecurringRule rule = new RecurringRule(cron.get(), first, last);
        zone.ifPresent(z -> {
            if (first.isPresent() && last.isPresent()
                    && rule.nextAfter(z, rule.start(z).orElseThrow().minusMillis(1)).isEmpty()) {
                r.error(r.node("cron").orElseThrow(), "the rule '" + rule.cron() + "' never falls between "
                        + first.get() + " and " + last.get());
            }
        });
        return Optional.of(rule);
    }

    private static Optional<LocalDate> date(Section r, String key, String text) {
        try {
            return Optional.of(LocalDate.parse(text));
        } catch (DateTimeParseException e) {
            r.error(r.node(key).orElseThrow(), "bad date '" + text + "' for '" + key + "': write it as 2026-12-01");
            return Optional.empty();
        }
    }

    private static List<PlayerConfig> players(Section top, List<YamlNode> items) {
        List<PlayerConfig> players = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        Map<String, Integer> roles = new HashMap<>();
        for (YamlNode item : items) {
            Optional<Section> p = Section.of(top.file(), item, "a player", top.errors(), top.textFilter());
            if (p.isEmpty()) {
                continue;
            }
            Section s = p.get();
            int before = s.errors().size();
            Optional<String> name = s.requiredText("name");
            Optional<String> email = s.requiredText("email").flatMap(e -> ServerConfigLoader.email(s, "email", e));
            Optional<String> role = s.text("role").filter(r -> {
                if (!ROLE.matcher(r).matches()) {
                    s.error(s.node("role").orElseThrow(), "a role id is 1-64 lower-case letters, digits, '-' or '_',"
                            + " not '" + r + "'");
                    return false;
                }
                return true;
            });
            boolean moderator = s.bool("moderator").orElse(false);
            Optional<ZoneId> own = s.text("time-zone").flatMap(z -> zone(s, z));
            s.rejectUnknownKeys();
            name.ifPresent(n -> {
                Integer earlier = names.putIfAbsent(n.toLowerCase(Locale.ROOT), item.line());
                if (earlier != null) {
                    s.error(s.node("name").orElseThrow(), "duplicate player '" + n + "' (first on line " + earlier
                            + ")");
                }
            });
            role.ifPresent(r -> {
                Integer earlier = roles.putIfAbsent(r, item.line());
                if (earlier != null) {
                    s.error(s.node("role").orElseThrow(), "role '" + r + "' is already filled by the player on line "
                            + earlier);
                }
            });
            if (s.errors().size() == before) {
                players.add(new PlayerConfig(name.orElseThrow(), email.orElseThrow(), role, moderator,
                        own.map(ZoneId::getId).orElse("")));
            }
        }
        return players;
    }

    /** Errors in file order, as a moderator reads the file (checks run key by key, not line by line). */
    static <T> ConfigResult<T> invalid(List<ConfigError> errors) {
        List<ConfigError> sorted = new ArrayList<>(errors);
        sorted.sort(Comparator.comparingInt(ConfigError::line).thenComparingInt(ConfigError::column));
        return new ConfigResult.Invalid<>(sorted);
    }
}

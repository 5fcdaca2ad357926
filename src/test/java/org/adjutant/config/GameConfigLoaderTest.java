package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameConfigLoaderTest {
    private static final Path HOME = Path.of("/srv/adjutant");
    private static final Path FILE = HOME.resolve("config/games/mexico.yaml");
    private static final Instant NOW = Instant.parse("2026-12-01T12:00:00Z");
    private final GameConfigLoader loader = new GameConfigLoader(HOME, Clock.fixed(NOW, ZoneOffset.UTC));

    /** A valid file; tests break one line at a time. Line numbers are given on the right. */
    private static final String VALID = """
            title: "Mexico 1846"
            ruleset: gitm
            scenario: data/gitm/scenarios/1846.yaml
            seed: 42
            time-zone: America/Mexico_City
            moderators:
              - mod@example.org
            paused: false
            schedule:
              deadlines:
                - 2026-12-05 20:00
                - 2026-12-12T20:00
              recurring:
                cron: "0 0 20 ? * MON,THU"
                first: 2026-12-14
                last: 2027-03-31
            players:
              - name: Zachary Taylor
                email: taylor@example.org
                role: taylor
              - name: Mariano Arista
                email: arista@example.net
                role: arista
                moderator: true
            """;

    private ConfigResult<GameConfig> parse(String text) {
        return loader.parse(FILE, text, Set.of());
    }

    private List<ConfigError> errors(String text) {
        ConfigResult<GameConfig> result = parse(text);
        assertThat(result).isInstanceOf(ConfigResult.Invalid.class);
        assertThat(result.errors()).allMatch(e -> e.file().equals(FILE));
        return result.errors();
    }

    private static String replace(String text, String from, String to) {
        assertThat(text).contains(from);
        return text.replace(from, to);
    }

    @Test
    void readsEveryKey() {
        GameConfig game = parse(VALID).orElseThrow();
        ZoneId zone = ZoneId.of("America/Mexico_City");
        assertThat(game.id()).isEqualTo("mexico");
        assertThat(game.source()).isEqualTo(FILE);
        assertThat(game.title()).isEqualTo("Mexico 1846");
        assertThat(game.ruleset()).isEqualTo("gitm");
        assertThat(game.scenario()).isEqualTo(HOME.resolve("data/gitm/scenarios/1846.yaml"));
        assertThat(game.seed()).isEqualTo(42L);
        assertThat(game.zone()).isEqualTo(zone);
        assertThat(game.paused()).isFalse();
        assertThat(game.schedule().explicit()).containsExactly(LocalDateTime.of(2026, 12, 5, 20, 0),
                LocalDateTime.of(2026, 12, 12, 20, 0));
        assertThat(game.schedule().recurring()).contains(new RecurringRule("0 0 20 ? * MON,THU",
                Optional.of(LocalDate.of(2026, 12, 14)), Optional.of(LocalDate.of(2027, 3, 31))));
        assertThat(game.players()).containsExactly(
                new PlayerConfig("Zachary Taylor", "taylor@example.org", Optional.of("taylor"), false),
                new PlayerConfig("Mariano Arista", "arista@example.net", Optional.of("arista"), true));
        assertThat(game.moderatorAddresses()).containsExactly("mod@example.org", "arista@example.net");
        // Mexico City has had no daylight saving since 2022: 20:00 local is 02:00 UTC the next day.
        assertThat(game.schedule().explicitInstants(zone).get(0)).isEqualTo(Instant.parse("2026-12-06T02:00:00Z"));
    }

    @Test
    @DisplayName("absence: allowed by default (14 days, 3 a game); the caps and the switch read; wrong values refused on their line")
    void absenceKeys() {
        assertThat(parse(VALID).orElseThrow().absence()).isEqualTo(new AbsencePolicy(true, 14, 3));
        assertThat(parse(VALID + "absence: {max-days: 5, per-game: 2}\n").orElseThrow().absence())
                .isEqualTo(new AbsencePolicy(true, 5, 2));
        assertThat(parse(VALID + "absence: {allowed: false}\n").orElseThrow().absence().allowed()).isFalse();
        List<ConfigError> wrong = errors(VALID + "absence:\n  max-days: 0\n  per-game: 101\n  max-day: 3\n");
        assertThat(wrong).extracting(ConfigError::problem).anyMatch(m -> m.contains("'max-days' (the longest "
                + "absence, in days) must be 1 to 365, not 0")).anyMatch(m -> m.contains("'per-game'")
                && m.contains("must be 1 to 100, not 101")).anyMatch(m -> m.contains("max-day"));
        int absenceLine = (int) VALID.lines().count() + 1;
        assertThat(wrong).extracting(ConfigError::line).contains(absenceLine + 1, absenceLine + 2, absenceLine + 3);
    }

    @Test
    @org.junit.jupiter.api.DisplayName("the shipped example game file is valid, and kept where the robot does not load it")
    void theExampleFileIsValid() {
        Path home = Path.of(System.getProperty("adjutant.home", ".")).toAbsolutePath();
        GameConfigLoader before2030 = new GameConfigLoader(home, Clock.fixed(NOW, ZoneOffset.UTC));
        ConfigResult<GameConfig> result = before2030.load(home.resolve("config/examples/game.yaml"));
        assertThat(result.errors()).isEmpty();
        assertThat(result.orElseThrow().id()).isEqualTo("game");
        assertThat(result.orElseThrow().players()).hasSize(4);
        DeadlinePolicy policy = result.orElseThrow().policy();
        assertThat(policy.grace()).isEqualTo(java.time.Duration.ofHours(12));
        assertThat(policy.reminders()).containsExactly(java.time.Duration.ofHours(24), java.time.Duration.ofHours(2));
        assertThat(policy.earlyTurn().enabled()).isTrue();
        assertThat(policy.nmrGuard().maxShare()).isEqualTo(0.5);
        try (var shipped = java.nio.file.Files.list(home.resolve("config/games"))) {
            assertThat(shipped.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".yaml")
                    || n.endsWith(".yml"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    @DisplayName("an unknown key is reported on its line with the key it was probably meant to be")
    void unknownKeyWithSuggestion() {
        List<ConfigError> errors = errors(replace(VALID, "paused: false", "pased: false"));
        assertThat(errors).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(8);
            assertThat(e.problem()).contains("unknown key 'pased'").contains("did you mean 'paused'?");
        });
        List<ConfigError> nested = errors(replace(VALID, "    role: arista", "    rolle: arista"));
        assertThat(nested).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(23);
            assertThat(e.column()).isEqualTo(5);
            assertThat(e.problem()).contains("did you mean 'role'?");
        });
    }

    @Test
    void wrongTypes() {
        List<ConfigError> errors = errors(replace(replace(VALID, "seed: 42", "seed: forty-two"),
                "paused: false", "paused: maybe"));
        assertThat(errors).extracting(ConfigError::line).containsExactly(4, 8);
        assertThat(errors.get(0).problem()).contains("expected a whole number for 'seed'");
        assertThat(errors.get(1).problem()).contains("expected true or false for 'paused'");

        List<ConfigError> list = errors(replace(VALID, "moderators:\n  - mod@example.org", "moderators: mod@example.org"));
        assertThat(list).first().satisfies(e -> {
            assertThat(e.line()).isEqualTo(6);
            assertThat(e.problem()).contains("expected a list for 'moderators'");
        });
    }

    @Test
    void badDateTime() {
        List<ConfigError> errors = errors(replace(replace(VALID, "2026-12-05 20:00", "5 Dec 2026 8pm"),
                "2026-12-12T20:00", "2026-02-30 20:00"));
        assertThat(errors).extracting(ConfigError::line).containsExactly(11, 12);
        assertThat(errors.get(0).problem()).contains("bad date-time '5 Dec 2026 8pm'");
        assertThat(errors.get(1).problem()).contains("no such day");
        assertThat(errors(replace(VALID, "first: 2026-12-14", "first: 14/12/2026"))).singleElement()
                .satisfies(e -> assertThat(e.line()).isEqualTo(15));
    }

    @Test
    void unknownTimeZone() {
        assertThat(errors(replace(VALID, "America/Mexico_City", "America/Mexico_Cty"))).singleElement()
                .satisfies(e -> {
                    assertThat(e.line()).isEqualTo(5);
                    assertThat(e.problem()).contains("unknown time zone 'America/Mexico_Cty'")
                            .contains("did you mean 'America/Mexico_City'?");
                });
        assertThat(errors(replace(VALID, "America/Mexico_City", "+02:00"))).singleElement()
                .satisfies(e -> assertThat(e.problem()).contains("unknown time zone"));
    }

    @Test
    void invalidCron() {
        assertThat(errors(replace(VALID, "0 0 20 ? * MON,THU", "0 0 20 * * MON"))).singleElement()
                .satisfies(e -> {
                    assertThat(e.line()).isEqualTo(14);
                    assertThat(e.problem()).contains("invalid cron expression '0 0 20 * * MON'");
                });
        assertThat(errors(replace(VALID, "0 0 20 ? * MON,THU", "every monday"))).singleElement()
                .satisfies(e -> assertThat(e.line()).isEqualTo(14));
        assertThat(errors(replace(VALID, "last: 2027-03-31", "last: 2026-12-01"))).singleElement()
                .satisfies(e -> {
                    assertThat(e.line()).isEqualTo(16);
                    assertThat(e.problem()).contains("before 'first'");
                });
    }

    @Test
    @DisplayName("an added deadline must be in the future; one already accepted may have passed")
    void deadlineNotInFuture() {
        String past = replace(VALID, "2026-12-05 20:00", "2026-11-28 20:00");
        assertThat(errors(past)).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(11);
            assertThat(e.problem()).contains("deadline 2026-11-28 20:00 is not in the future")
                    .contains("it is now 2026-12-01 06:00 in America/Mexico_City");
        });
        Instant accepted = Instant.parse("2026-11-29T02:00:00Z");
        assertThat(loader.parse(FILE, past, Set.of(accepted)).errors()).isEmpty();
        // Exactly now is not in the future either.
        assertThat(errors(replace(VALID, "2026-12-05 20:00", "2026-12-01 06:00"))).hasSize(1);
    }

    @Test
    @DisplayName("a local time skipped by daylight saving is refused")
    void dstGap() {
        String newYork = replace(replace(VALID, "America/Mexico_City", "America/New_York"),
                "2026-12-05 20:00", "2027-03-14 02:30");
        assertThat(errors(newYork)).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(11);
            assertThat(e.problem()).contains("does not exist in America/New_York");
        });
    }

    @Test
    void duplicatePlayerAndRole() {
        String twice = VALID + """
                  - name: zachary taylor
                    email: other@example.org
                    role: taylor
                """;
        List<ConfigError> errors = errors(twice);
        assertThat(errors).extracting(ConfigError::line).containsExactly(25, 27);
        assertThat(errors.get(0).problem()).contains("duplicate player 'zachary taylor' (first on line 18)");
        assertThat(errors.get(1).problem()).contains("role 'taylor' is already filled by the player on line 18");
        assertThat(errors(replace(VALID, "    - 2026-12-12T20:00", "    - 2026-12-05T20:00"))).singleElement()
                .satisfies(e -> assertThat(e.problem()).contains("listed twice (first on line 11)"));
    }

    @Test
    void badEmailAddress() {
        List<ConfigError> errors = errors(replace(replace(VALID, "taylor@example.org", "taylor.example.org"),
                "- mod@example.org", "- Moderator <mod@example.org>"));
        assertThat(errors).extracting(ConfigError::line).containsExactly(7, 19);
        assertThat(errors).allMatch(e -> e.problem().contains("is not a valid e-mail address"));
    }

    @Test
    @DisplayName("every error of a file is reported at once, in file order")
    void collectsAllErrors() {
        String bad = replace(replace(replace(replace(VALID, "seed: 42", "seed: x"), "America/Mexico_City", "Mars/Olympus"),
                "0 0 20 ? * MON,THU", "0 0 25 ? * MON"), "arista@example.net", "arista");
        assertThat(errors(bad)).extracting(ConfigError::line).containsExactly(4, 5, 14, 22);
    }

    @Test
    void missingKeysAndSyntaxErrors() {
        List<ConfigError> missing = errors(replace(VALID, "title: \"Mexico 1846\"\n", ""));
        assertThat(missing).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(1);
            assertThat(e.problem()).contains("missing value for 'title'");
        });
        List<ConfigError> syntax = errors(replace(VALID, "seed: 42", "seed: [42"));
        assertThat(syntax).singleElement().satisfies(e -> {
            assertThat(e.problem()).startsWith("not valid YAML");
            assertThat(e.line()).isBetween(4, 6);
        });
        assertThat(errors(VALID + "seed: 43\n")).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(25);
            assertThat(e.problem()).contains("duplicate key 'seed' (first given on line 4)");
        });
        assertThat(errors("")).singleElement().satisfies(e -> assertThat(e.problem()).contains("empty"));
    }

    @Test
    void idIsTheFileName() {
        assertThat(errors("id: texas\n" + VALID)).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(1);
            assertThat(e.problem()).contains("the file is named mexico.yaml");
        });
        assertThat(loader.parse(HOME.resolve("config/games/Bad Name.yaml"), VALID, Set.of()).errors())
                .singleElement().satisfies(e -> assertThat(e.problem()).contains("<game-id>.yaml"));
        assertThat(GameConfigLoader.gameId(Path.of("x/veracruz-2.yaml"))).contains("veracruz-2");
    }

    @Test
    void needsAModerator() {
        String none = replace(replace(VALID, "moderators:\n  - mod@example.org\n", ""), "    moderator: true\n", "");
        assertThat(errors(none)).singleElement().satisfies(e -> assertThat(e.problem()).contains("no moderator"));
    }

    @Test
    void unknownRuleset() {
        assertThat(errors(replace(VALID, "ruleset: gitm", "ruleset: chess"))).singleElement()
                .satisfies(e -> {
                    assertThat(e.line()).isEqualTo(2);
                    assertThat(e.problem()).contains("unknown ruleset 'chess'");
                });
    }

    @Test
    @DisplayName("GITM 9.12: a game file's rules section reaches the game as key and value, none means the defaults")
    void rulesSection() {
        assertThat(parse(VALID).orElseThrow().rules()).isEmpty();
        GameConfig game = parse(VALID + "rules:\n  general-retreat: false\n").orElseThrow();
        assertThat(game.rules()).containsExactly(java.util.Map.entry("general-retreat", "false"));
        assertThat(errors(VALID + "rules:\n  general-retreat:\n    - no\n")).hasSize(1);
    }

    private static final String POLICY = """
            deadline-policy:
              grace: 12h
              reminders: [2h, 24h]
              early-turn: {enabled: true, min-delay: 6h}
              nmr-guard: {max-share: 0.5, postpone: 24h, times: 2}
            last-turn: 40
            """;

    @Test
    @DisplayName("min-notice: how far ahead a moderator may bring the next deadline; a day unless the file says")
    void minNotice() {
        assertThat(parse(VALID).orElseThrow().policy().minNotice()).isEqualTo(java.time.Duration.ofHours(24));
        assertThat(parse(VALID + POLICY).orElseThrow().policy().minNotice()).isEqualTo(java.time.Duration.ofHours(24));
        assertThat(parse(VALID + "deadline-policy:\n  min-notice: 2d\n").orElseThrow().policy().minNotice())
                .isEqualTo(java.time.Duration.ofDays(2));
        assertThat(parse(VALID + "deadline-policy:\n  min-notice: 0\n").orElseThrow().policy().minNotice())
                .isZero();
        assertThat(errors(VALID + "deadline-policy:\n  min-notice: soon\n")).singleElement()
                .satisfies(e -> assertThat(e.problem()).contains("'min-notice'"));
    }

    @Test
    @DisplayName("the deadline policy and the last turn are read; without them nothing changes")
    void deadlinePolicy() {
        GameConfig plain = parse(VALID).orElseThrow();
        assertThat(plain.policy()).isEqualTo(DeadlinePolicy.NONE);
        assertThat(plain.lastTurn()).isEmpty();

        GameConfig game = parse(VALID + POLICY).orElseThrow();
        DeadlinePolicy p = game.policy();
        assertThat(p.grace()).isEqualTo(java.time.Duration.ofHours(12));
        assertThat(p.reminders()).containsExactly(java.time.Duration.ofHours(24), java.time.Duration.ofHours(2));
        assertThat(p.earlyTurn()).isEqualTo(new DeadlinePolicy.EarlyTurn(true, java.time.Duration.ofHours(6)));
        assertThat(p.nmrGuard()).isEqualTo(new DeadlinePolicy.NmrGuard(true, 0.5, java.time.Duration.ofHours(24), 2));
        assertThat(game.lastTurn()).contains(40);
    }

    @Test
    @DisplayName("a wrong deadline policy is refused with file and line, each mistake on its own line")
    void deadlinePolicyErrors() {
        String bad = VALID + POLICY.replace("grace: 12h", "grace: soon").replace("[2h, 24h]", "[2h, 2h]")
                .replace("min-delay: 6h", "min-dealy: 6h").replace("max-share: 0.5", "max-share: 1.5")
                .replace("last-turn: 40", "last-turn: 0");
        List<ConfigError> errors = errors(bad);
        assertThat(errors).extracting(ConfigError::line).containsExactly(26, 27, 28, 29, 30);
        assertThat(errors.get(0).problem()).contains("bad duration 'soon' for 'grace'");
        assertThat(errors.get(1).problem()).contains("listed twice");
        assertThat(errors.get(2).problem()).contains("unknown key 'min-dealy'", "did you mean 'min-delay'?");
        assertThat(errors.get(3).problem()).contains("'max-share'", "below 1");
        assertThat(errors.get(4).problem()).contains("'last-turn'");
        assertThat(errors(VALID + "deadline-policy:\n  nmr-guard: {max-share: 0.5}\n"))
                .singleElement().satisfies(e -> assertThat(e.problem()).contains("missing value for 'postpone'"));
    }
}

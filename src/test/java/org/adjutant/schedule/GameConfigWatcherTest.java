package org.adjutant.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.adjutant.config.ConfigError;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.store.Database;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

class GameConfigWatcherTest {
    private static final ZoneId ZONE = ZoneId.of("America/Mexico_City");
    private static final String D1 = "2030-01-07 20:00";
    private static final String D2 = "2030-01-14 20:00";
    private static final String D3 = "2030-01-21 20:00";

    @TempDir
    Path home;
    private Path games;
    private Database database;
    private DeadlineScheduler scheduler;
    private GameConfigReloader reloader;
    private GameConfigWatcher watcher;
    private final List<String> events = new CopyOnWriteArrayList<>();
    private final List<List<ConfigError>> rejections = new CopyOnWriteArrayList<>();
    private final List<Optional<GameConfig>> lastGoods = new CopyOnWriteArrayList<>();
    private final ListAppender<ILoggingEvent> log = new ListAppender<>();

    @BeforeEach
    void open() throws Exception {
        games = Files.createDirectories(home.resolve("config/games"));
        database = Database.inMemory("watcher-" + System.identityHashCode(this));
        scheduler = DeadlineScheduler.open(database, (g, t) -> { }, Clock.systemUTC());
        GameConfigListener listener = new GameConfigListener() {
            @Override
            public void gameAppeared(GameConfig config) {
                events.add("appeared " + config.id());
            }

            @Override
            public void gameChanged(GameConfig previous, GameConfig current) {
                events.add("changed " + current.id());
            }

            @Override
            public void gameRemoved(String gameId) {
                events.add("removed " + gameId);
            }
        };
        ModeratorNotifier notifier = (gameId, lastGood, errors) -> {
            lastGoods.add(lastGood);
            rejections.add(errors);
        };
        reloader = new GameConfigReloader(new GameConfigLoader(home, Clock.systemUTC()), scheduler, listener,
                notifier);
        log.start();
        ((Logger) LoggerFactory.getLogger(GameConfigReloader.class)).addAppender(log);
    }

    @AfterEach
    void close() {
        ((Logger) LoggerFactory.getLogger(GameConfigReloader.class)).detachAppender(log);
        if (watcher != null) {
            watcher.close();
        }
        scheduler.close();
        database.close();
    }

    private void startWatching() throws Exception {
        watcher = new GameConfigWatcher(games, reloader, Duration.ofMillis(150), Duration.ofMinutes(10));
        watcher.start();
    }

    private static String game(String zone, String... deadlines) {
        StringBuilder text = new StringBuilder("""
                title: Watched
                ruleset: gitm
                scenario: data/gitm/scenarios/1846.yaml
                seed: 7
                time-zone: %s
                moderators: [mod@example.org]
                schedule:
                  deadlines:
                """.formatted(zone));
        for (String d : deadlines) {
            text.append("    - ").append(d).append('\n');
        }
        return text.toString();
    }

    private void write(String name, String text) throws Exception {
        Files.writeString(games.resolve(name), text, StandardCharsets.UTF_8);
    }

    private static Instant instant(String local) {
        return LocalDateTime.parse(local.replace(' ', 'T')).atZone(ZONE).toInstant();
    }


    @Test
    @DisplayName("worker: a game file applied while the worker holds the game takes the game first (no deadlock)")
    @SuppressWarnings("try") // the game's lock is held by try-with-resources, not used
    void fileAppliedWhileWorkerHoldsTheGame() throws Exception {
        // The robot's lock order: the game's lock, then the reloader. Seating a game file takes the game's lock inside
        // the listener; the worker holds the game's lock and asks for the game's config and resyncs it.
        java.util.concurrent.locks.ReentrantLock gameLock = new java.util.concurrent.locks.ReentrantLock();
        java.util.function.Function<String, Database.ClusterLock> guard = id -> {
            gameLock.lock();
            return gameLock::unlock;
        };
        GameConfigListener seating = new GameConfigListener() {
            @Override
            public void gameAppeared(GameConfig config) {
                try (Database.ClusterLock held = guard.apply(config.id())) {
                    events.add("seated " + config.id());
                }
            }

            @Override
            public void gameChanged(GameConfig previous, GameConfig current) {
                gameAppeared(current);
            }

            @Override
            public void gameRemoved(String gameId) {
            }
        };
        GameConfigReloader guarded = new GameConfigReloader(new GameConfigLoader(home, Clock.systemUTC()), scheduler,
                seating, (g, good, errors) -> { }, java.util.function.UnaryOperator.identity(), guard);
        write("held.yaml", game("America/Mexico_City", D1));
        java.util.concurrent.atomic.AtomicReference<GameConfigReloader.Outcome> applied =
                new java.util.concurrent.atomic.AtomicReference<>();
        gameLock.lock(); // the worker, in the middle of the game's turn
        Thread watcherThread = new Thread(() -> applied.set(guarded.reload(games.resolve("held.yaml"))), "watcher");
        try {
            watcherThread.start();
            Thread.sleep(200); // the file's reload is under way and waits for the game
            java.util.concurrent.CompletableFuture<Optional<GameConfig>> asked = java.util.concurrent.CompletableFuture
                    .supplyAsync(() -> guarded.current("held"));
            assertThat(asked.get(5, java.util.concurrent.TimeUnit.SECONDS)).as("not yet applied").isEmpty();
            assertThat(guarded.resync("held")).as("nothing in force yet to resync").isFalse();
        } finally {
            gameLock.unlock();
        }
        watcherThread.join(5_000);
        assertThat(watcherThread.isAlive()).isFalse();
        assertThat(applied.get()).isInstanceOf(GameConfigReloader.Applied.class);
        assertThat(guarded.current("held")).isPresent();
        assertThat(events).anyMatch(e -> e.startsWith("seated held"));
    }

    /** Waits up to five seconds for {@code condition}, checking every 20 ms. */
    private static boolean eventually(BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (System.nanoTime() < end) {
            if (condition.getAsBoolean()) {
                return true;
            }
            Thread.sleep(20);
        }
        return condition.getAsBoolean();
    }

    @Test
    @DisplayName("a valid edit of a game file changes its schedule without a restart, keeping unchanged deadlines")
    void validEditTakesEffect() throws Exception {
        write("mexico.yaml", game("America/Mexico_City", D1, D2));
        startWatching();
        assertThat(events).containsExactly("appeared mexico");
        assertThat(scheduler.pending("mexico")).containsExactly(instant(D1), instant(D2));

        write("mexico.yaml", game("America/Mexico_City", D1, D3));
        assertThat(eventually(() -> scheduler.pending("mexico").equals(List.of(instant(D1), instant(D3)))))
                .as("the watcher applied the edit").isTrue();
        assertThat(events).containsExactly("appeared mexico", "changed mexico");
        assertThat(reloader.current("mexico").orElseThrow().schedule().explicitInstants(ZONE))
                .containsExactly(instant(D1), instant(D3));
        assertThat(rejections).isEmpty();
    }

    @Test
    @DisplayName("an invalid edit is logged and mailed with file and line, and the previous schedule stays in force")
    void invalidEditKeepsOldSchedule() throws Exception {
        write("mexico.yaml", game("America/Mexico_City", D1, D2));
        startWatching();
        GameConfig before = reloader.current("mexico").orElseThrow();

        write("mexico.yaml", game("Mexico/Tenochtitlan", D1, D3));
        assertThat(eventually(() -> !rejections.isEmpty())).as("the moderators were told").isTrue();
        ConfigError error = rejections.get(0).get(0);
        assertThat(error.file()).isEqualTo(games.resolve("mexico.yaml"));
        assertThat(error.line()).isEqualTo(5);
        assertThat(error.problem()).contains("unknown time zone 'Mexico/Tenochtitlan'");
        assertThat(lastGoods.get(0)).contains(before);
        assertThat(scheduler.pending("mexico")).containsExactly(instant(D1), instant(D2));
        assertThat(reloader.current("mexico")).contains(before);
        assertThat(log.list).anySatisfy(e -> {
            assertThat(e.getLevel()).isEqualTo(Level.WARN);
            assertThat(e.getFormattedMessage()).contains(games.resolve("mexico.yaml") + ":5:12: unknown time zone");
        });

        // The same bad content found again by a re-scan is not reported twice.
        watcher.scanNow();
        assertThat(rejections).hasSize(1);
    }

    @Test
    @DisplayName("an editor's two quick writes are read once, after the file is quiet")
    void debouncesQuickWrites() throws Exception {
        write("mexico.yaml", game("America/Mexico_City", D1));
        startWatching();
        write("mexico.yaml", "title: Watch");       // the truncated first write of an editor
        write("mexico.yaml", game("America/Mexico_City", D1, D2));
        assertThat(eventually(() -> scheduler.pending("mexico").size() == 2)).isTrue();
        assertThat(rejections).as("the half-written file was never read").isEmpty();
        assertThat(events).containsExactly("appeared mexico", "changed mexico");
    }

    @Test
    @DisplayName("a new file is a new game; a deleted file stops its deadlines")
    void newAndDeletedFiles() throws Exception {
        startWatching();
        write("veracruz.yaml", game("America/Mexico_City", D1));
        // The listener hears of the game before its triggers are made, so wait for the triggers.
        assertThat(eventually(() -> scheduler.pending("veracruz").equals(List.of(instant(D1))))).isTrue();
        assertThat(events).containsExactly("appeared veracruz");

        Files.delete(games.resolve("veracruz.yaml"));
        assertThat(eventually(() -> events.contains("removed veracruz"))).isTrue();
        assertThat(scheduler.pending("veracruz")).isEmpty();
        assertThat(reloader.current("veracruz")).isEmpty();
    }

    @Test
    @DisplayName("the periodic re-scan applies a change even without a file-system event")
    void rescanFindsChanges() throws Exception {
        write("mexico.yaml", game("America/Mexico_City", D1));
        watcher = new GameConfigWatcher(games, reloader, Duration.ofMillis(150), Duration.ofMinutes(10));
        watcher.scanNow();
        write("mexico.yaml", game("America/Mexico_City", D2));
        watcher.scanNow();
        assertThat(scheduler.pending("mexico")).containsExactly(instant(D2));
    }

    @Test
    @DisplayName("at start-up, a game whose file was deleted while the daemon was down is suspended")
    void fileDeletedWhileDown() throws Exception {
        scheduler.sync(Games.explicit("gone", ZONE, LocalDateTime.of(2030, 1, 7, 20, 0)));
        startWatching();
        assertThat(scheduler.pending("gone")).isEmpty();
        assertThat(events).containsExactly("removed gone");
    }
}

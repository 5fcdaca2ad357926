package org.adjutant.schedule;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.adjutant.config.ConfigError;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.store.Database;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What happens when a game file is read: a valid file becomes the game's config in force and its triggers are
 * synchronised; an invalid one is logged and sent to the moderators while the previous schedule stays in force.
 * {@link GameConfigWatcher} decides when to call it.
 */
@SuppressWarnings("try") // game locks are held by try-with-resources, not used
public final class GameConfigReloader {
    private static final Logger log = LoggerFactory.getLogger(GameConfigReloader.class);

    /** The result of reading one file, for the watcher's log and for tests. */
    public sealed interface Outcome {
    }

    /** The file was valid and is now in force. */
    public record Applied(GameConfig config, boolean appeared, SyncReport sync) implements Outcome {
    }

    /** The file was invalid (or the game could not be set up); the previous version stays in force. */
    public record Rejected(String gameId, List<ConfigError> errors) implements Outcome {
        public Rejected {
            errors = List.copyOf(errors);
        }
    }

    /** The file is gone: the game's deadlines no longer fire. */
    public record Removed(String gameId) implements Outcome {
    }

    private final GameConfigLoader loader;
    private final DeadlineScheduler scheduler;
    private final GameConfigListener games;
    private final ModeratorNotifier notifier;
    /** Read without the reloader's lock: a robot's worker asks for a game's config while it holds the game. */
    private final Map<String, GameConfig> inForce = new ConcurrentSkipListMap<>();
    /**
     * Holds a game while its file is applied: seating a game takes the game's lock (robots sharing a database), and
     * the worker takes the game's lock before it asks this reloader anything, so the game comes first here too, or
     * the two wait for each other (found by the scaling benchmark: a file edited during a turn froze the robot).
     */
    private final Function<String, Database.ClusterLock> gameGuard;
    /** What the database adds to a file before its deadlines are scheduled: a moderator's PAUSE. */
    private final UnaryOperator<GameConfig> overlay;

    public GameConfigReloader(GameConfigLoader loader, DeadlineScheduler scheduler, GameConfigListener games,
                              ModeratorNotifier notifier) {
        this(loader, scheduler, games, notifier, UnaryOperator.identity(), id -> () -> { });
    }

    /** @param overlay the file as scheduled: e.g. paused while a moderator's PAUSE holds the game */
    public GameConfigReloader(GameConfigLoader loader, DeadlineScheduler scheduler, GameConfigListener games,
                              ModeratorNotifier notifier, UnaryOperator<GameConfig> overlay) {
        this(loader, scheduler, games, notifier, overlay, id -> () -> { });
    }

    /** @param gameGuard takes a game's lock ({@link Database#gameLock}) before its file is applied or resynced */
    public GameConfigReloader(GameConfigLoader loader, DeadlineScheduler scheduler, GameConfigListener games,
                              ModeratorNotifier notifier, UnaryOperator<GameConfig> overlay,
                              Function<String, Database.ClusterLock> gameGuard) {
        this.loader = loader;
        this.scheduler = scheduler;
        this.games = games;
        this.notifier = notifier;
        this.overlay = overlay;
        this.gameGuard = gameGuard;
    }

    /**
     * Schedules the game's deadlines again from the file in force and the database (after a moderator's PAUSE or
     * RESUME). Returns false when no file of the game is in force.
     */
    public boolean resync(String gameId) {
        try (Database.ClusterLock held = gameGuard.apply(gameId)) {
            return resyncHeld(gameId);
        }
    }

    private synchronized boolean resyncHeld(String gameId) {
        GameConfig config = inForce.get(gameId);
        if (config == null) {
            return false;
        }
        scheduler.sync(overlay.apply(config));
        return true;
    }

    /** Reads {@code file} (a {@code <game-id>.yaml}) and applies it or rejects it. */
    public Outcome reload(Path file) {
        Optional<String> id = GameConfigLoader.gameId(file);
        if (id.isEmpty()) {
            return reloadHeld(file);
        }
        try (Database.ClusterLock held = gameGuard.apply(id.get())) {
            return reloadHeld(file);
        }
    }

    private synchronized Outcome reloadHeld(Path file) {
        Optional<String> id = GameConfigLoader.gameId(file);
        if (id.isEmpty()) {
            ConfigError error = new ConfigError(file, 0, 0, "ignored: a game file is named <game-id>.yaml, the id "
                    + "made of " + org.adjutant.config.GameId.RULE);
            log.warn("{}", error);
            return new Rejected(String.valueOf(file.getFileName()), List.of(error));
        }
        String gameId = id.get();
        ConfigResult<GameConfig> result;
        if (!scheduler.knows(gameId) && games.hosts(gameId)) {
            // A game this database holds but whose deadlines were never scheduled here (imported from another robot
            // home, or restored): its file is the version it was played with, so its past deadlines were kept there.
            result = loader.loadAsWritten(file);
        } else {
            Set<Instant> accepted = scheduler.acceptedDeadlines(gameId);
            result = loader.load(file, accepted);
        }
        if (result instanceof ConfigResult.Invalid<GameConfig> invalid) {
            return reject(gameId, invalid.errors());
        }
        GameConfig config = result.orElseThrow();
        GameConfig previous = inForce.get(gameId);
        try {
            if (previous == null) {
                games.gameAppeared(config);
            } else if (!previous.equals(config)) {
                games.gameChanged(previous, config);
            }
        } catch (RuntimeException e) {
            log.error("game {}: setting up the game from {} failed", gameId, file, e);
            return reject(gameId, List.of(new ConfigError(file, 0, 0,
                    "the game could not be set up from this file: " + e.getMessage())));
        }
        SyncReport sync = scheduler.sync(overlay.apply(config));
        inForce.put(gameId, config);
        log.info("game {}: {} in force{}", gameId, file, config.paused() ? " (paused)" : "");
        return new Applied(config, previous == null, sync);
    }

    /** The game's file was deleted: its triggers go, the listener hears of it. */
    public Outcome removed(Path file) {
        String gameId = GameConfigLoader.gameId(file).orElse(String.valueOf(file.getFileName()));
        try (Database.ClusterLock held = gameGuard.apply(gameId)) {
            return removedHeld(file, gameId);
        }
    }

    private synchronized Outcome removedHeld(Path file, String gameId) {
        boolean known = inForce.remove(gameId) != null;
        if (scheduler.knows(gameId)) {
            scheduler.suspend(gameId);
            known = true;
        }
        if (known) {
            log.warn("game {}: its file {} was deleted; its deadlines no longer fire", gameId, file);
            games.gameRemoved(gameId);
        }
        return new Removed(gameId);
    }

    /**
     * At start-up: a game the job store still schedules but whose file is no longer in {@code dir} was deleted while
     * the daemon was down; treat it as {@link #removed}.
     */
    public void suspendGamesWithoutFile(Path dir) {
        for (String gameId : scheduler.games()) {
            Path file = dir.resolve(gameId + ".yaml");
            if (!Files.exists(file) && !scheduler.pending(gameId).isEmpty()) {
                removed(file);
            }
        }
    }

    /** The config in force for {@code gameId}, if a valid file was seen since start-up. */
    public Optional<GameConfig> current(String gameId) {
        return Optional.ofNullable(inForce.get(gameId));
    }

    /** Every game in force, by id. */
    public Map<String, GameConfig> games() {
        return Map.copyOf(inForce);
    }

    private Rejected reject(String gameId, List<ConfigError> errors) {
        GameConfig lastGood = inForce.get(gameId);
        log.warn("game {}: file rejected with {} error(s); {} stays in force", gameId, errors.size(),
                lastGood == null ? "the schedule stored in the database" : "the previous version");
        for (ConfigError error : errors) {
            log.warn("  {}", error);
        }
        try {
            notifier.configRejected(gameId, Optional.ofNullable(lastGood), errors);
        } catch (RuntimeException e) {
            log.error("game {}: telling the moderators about the rejected file failed", gameId, e);
        }
        return new Rejected(gameId, errors);
    }
}

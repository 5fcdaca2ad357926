package org.adjutant.schedule;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Watches the game files directory so a moderator's edit takes effect without a restart. A {@link WatchService}
 * reports changes quickly; a periodic re-scan catches what it misses (network file systems, overflow). A file is
 * read only once it has been quiet for the debounce time, because editors often write twice (truncate then write,
 * or write a temporary file then rename), and only when its bytes differ from the version last read, so an
 * unchanged file is never re-applied and an invalid one is reported once, not at every scan.
 */
public final class GameConfigWatcher implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(GameConfigWatcher.class);
    private static final long TICK_MILLIS = 50;
    /** Long enough for an editor's second write, short enough to feel immediate. */
    public static final Duration DEFAULT_DEBOUNCE = Duration.ofMillis(500);
    /** The safety net for lost events (network file systems, event overflow). */
    public static final Duration DEFAULT_RESCAN = Duration.ofMinutes(1);

    private final Path dir;
    private final GameConfigReloader reloader;
    private final long debounceNanos;
    private final long rescanNanos;
    /** The bytes of each file as last handed to the reloader. */
    private final Map<Path, byte[]> lastRead = new HashMap<>();
    /** Files reported changed, with the moment of their latest event. */
    private final Map<Path, Long> dirty = new TreeMap<>();
    private volatile WatchService watchService;
    private Thread thread;
    private volatile boolean running;

    /** A watcher with the default debounce (500 ms) and re-scan (1 minute). */
    public GameConfigWatcher(Path dir, GameConfigReloader reloader) {
        this(dir, reloader, DEFAULT_DEBOUNCE, DEFAULT_RESCAN);
    }

    /**
     * @param dir      the games directory ({@code config/games/})
     * @param debounce how long a file must stay unchanged before it is read (e.g. 500 ms)
     * @param rescan   how often every file is compared anyway (e.g. 1 minute)
     */
    public GameConfigWatcher(Path dir, GameConfigReloader reloader, Duration debounce, Duration rescan) {
        this.dir = dir.toAbsolutePath().normalize();
        this.reloader = reloader;
        this.debounceNanos = debounce.toNanos();
        this.rescanNanos = rescan.toNanos();
    }

    /**
     * Reads every game file now (each valid one is announced and synchronised before this returns), then watches
     * the directory on a daemon thread. Games the job store knows but whose file is gone are suspended.
     */
    public synchronized void start() throws IOException {
        Files.createDirectories(dir);
        watchService = dir.getFileSystem().newWatchService();
        dir.register(watchService, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                StandardWatchEventKinds.ENTRY_DELETE);
        scanNow();
        reloader.suspendGamesWithoutFile(dir);
        running = true;
        thread = new Thread(this::watch, "game-config-watcher");
        thread.setDaemon(true);
        thread.start();
    }

    /** Compares every game file with the version last read and applies what changed, appeared or vanished. */
    public synchronized void scanNow() {
        TreeSet<Path> present = new TreeSet<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.yaml")) {
            files.forEach(present::add);
        } catch (IOException e) {
            log.warn("cannot list {}: {}", dir, e.toString());
            return;
        }
        for (Path file : present) {
            check(file);
        }
        for (Path known : new TreeSet<>(lastRead.keySet())) {
            if (!present.contains(known)) {
                check(known);
            }
        }
    }

    /** Reads one file if its bytes changed since last read; a file gone since then is a removed game. */
    private void check(Path file) {
        Optional<byte[]> bytes = read(file);
        byte[] before = lastRead.get(file);
        if (bytes.isEmpty()) {
            if (before != null) {
                lastRead.remove(file);
                reloader.removed(file);
            }
            return;
        }
        if (before != null && Arrays.equals(before, bytes.get())) {
            return;
        }
        lastRead.put(file, bytes.get());
        GameConfigReloader.Outcome outcome = reloader.reload(file);
        log.debug("{}: {}", file, outcome);
    }

    private static Optional<byte[]> read(Path file) {
        try {
            return Optional.of(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            // Unreadable for a moment (an editor holding it): the next event or scan will try again.
            log.debug("cannot read {} yet: {}", file, e.toString());
            return Optional.empty();
        }
    }

    private void watch() {
        long lastScan = System.nanoTime();
        while (running) {
            try {
                WatchKey key = watchService.poll(TICK_MILLIS, TimeUnit.MILLISECONDS);
                long now = System.nanoTime();
                if (key != null) {
                    collect(key, now);
                }
                processQuietFiles(now);
                if (now - lastScan >= rescanNanos) {
                    scanNow();
                    lastScan = now;
                }
            } catch (ClosedWatchServiceException | InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // One bad reload must not end the watching: log it and go on.
                log.error("reloading game files failed", e);
            }
        }
    }

    private synchronized void collect(WatchKey key, long now) {
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                // Events were lost: look at everything once the directory is quiet.
                try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.yaml")) {
                    files.forEach(f -> dirty.put(f, now));
                } catch (IOException e) {
                    log.warn("cannot list {}: {}", dir, e.toString());
                }
                lastRead.keySet().forEach(f -> dirty.put(f, now));
                continue;
            }
            Path name = (Path) event.context();
            if (name.toString().endsWith(".yaml")) {
                dirty.put(dir.resolve(name), now);
            }
        }
        key.reset();
    }

    private synchronized void processQuietFiles(long now) {
        Iterator<Map.Entry<Path, Long>> it = dirty.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Path, Long> entry = it.next();
            if (now - entry.getValue() >= debounceNanos) {
                it.remove();
                check(entry.getKey());
            }
        }
    }

    /** Stops watching. The games stay in force as they are. */
    @Override
    public void close() {
        running = false;
        try {
            if (watchService != null) {
                watchService.close();
            }
        } catch (IOException e) {
            log.debug("closing the watch service: {}", e.toString());
        }
        if (thread != null) {
            try {
                thread.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

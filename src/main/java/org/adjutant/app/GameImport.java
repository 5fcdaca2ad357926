package org.adjutant.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.GameId;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.store.Database;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.GameArchive;
import org.adjutant.store.GameStore;
import org.adjutant.store.StoreException;

/**
 * {@code adjutant game import}: a game written by {@code game export} into this robot's database, with its game
 * file, on a stopped robot (docs/backups.md). All or nothing: the rows go in one transaction, and the game file is
 * written only inside it (and removed again if the transaction does not commit), so a refused or failed import leaves
 * the database and the games directory as they were.
 *
 * <p>A deadline of the game that passed while it was in transit (after the export, before this import) was run by no
 * robot: it is recorded as reached, so the robot runs its turn when it starts, as it runs a deadline missed while it
 * was down. Deadlines before the export are the game's history and stay so.
 */
public final class GameImport {
    /** More deadlines than this passing during one move is no move but a mistake; the first ones are enough. */
    private static final int TRANSIT_LIMIT = 50;

    private final Database db;
    private final Path gamesDir;
    private final Clock clock;
    private final GameConfigLoader loader;

    public GameImport(Database db, Path home, Path gamesDir, Clock clock) {
        this.db = db;
        this.gamesDir = gamesDir;
        this.clock = clock;
        this.loader = new GameConfigLoader(home, clock);
    }

    /** Imports the export in {@code file}; exit code 0 and what was imported, or 1 and why nothing was. */
    public ControlRequests.Reply run(Path file) {
        GameArchive archives = new GameArchive();
        GameArchive.Archive archive;
        try (InputStream in = Files.newInputStream(file)) {
            archive = archives.read(in);
        } catch (IOException e) {
            return refused("cannot read " + file + ": " + e.getMessage());
        } catch (StoreException e) {
            return refused(file + ": " + e.getMessage());
        }
        GameArchive.Header header = archive.header();
        GameId game = GameId.of(header.gameId());
        Path target = game.fileIn(gamesDir);
        List<String> notes = new ArrayList<>();
        Optional<String> toWrite;
        Optional<String> inForce;
        try {
            if (header.gameFile().isEmpty()) {
                toWrite = Optional.empty();
                inForce = Files.isRegularFile(target) ? Optional.of(read(target)) : Optional.empty();
                notes.add("The export has no game file: put " + target.getFileName() + " into " + gamesDir
                        + " before starting the robot, or the game runs no deadlines.");
            } else if (Files.exists(target)) {
                toWrite = Optional.empty();
                inForce = Optional.of(read(target));
                notes.add(inForce.get().equals(header.gameFile().get()) ? "Its game file " + target
                        + " is already there, the same." : "Kept the game file already at " + target + "; the "
                        + "exported one differs (check the schedule and players before starting the robot).");
            } else {
                toWrite = header.gameFile();
                inForce = toWrite;
                notes.add("Its game file is now " + target + ".");
            }
        } catch (IOException e) {
            return refused("cannot read the game file already at " + target + ": " + e.getMessage());
        }
        Instant now = clock.instant();
        List<Instant> transit = inForce.map(text -> inTransit(target, text, header.exportedAt(), now))
                .orElse(List.of());
        boolean[] wrote = new boolean[1];
        Restored done;
        try {
            done = db.inTransaction(c -> {
                Map<String, Integer> counts = archives.restore(c, archive);
                boolean paused = new GameStore().find(c, game.value()).map(r -> r.pausedByCommand()).orElse(false);
                List<Instant> owed = paused ? List.of() : transit;
                for (Instant at : owed) {
                    new DeadlineSlotStore().reach(c, game.value(), at, now);
                }
                if (toWrite.isPresent()) {
                    write(target, toWrite.get());
                    wrote[0] = true;
                }
                return new Restored(counts, owed);
            });
        } catch (StoreException | UncheckedIOException e) {
            if (wrote[0]) {
                try {
                    Files.deleteIfExists(target);
                } catch (IOException gone) {
                    e.addSuppressed(gone);
                }
            }
            return refused(e.getMessage());
        }
        Map<String, Integer> counts = done.counts();
        List<Instant> reached = done.reached();
        StringBuilder out = new StringBuilder();
        out.append(game).append(" (\"").append(header.title()).append("\", turn ").append(header.currentTurn())
                .append(") imported from ").append(file).append(": ").append(counts.entrySet().stream()
                        .filter(e -> e.getValue() > 0).map(e -> e.getValue() + " " + e.getKey())
                        .collect(Collectors.joining(", "))).append(".\n");
        notes.forEach(n -> out.append(n).append('\n'));
        if (!reached.isEmpty()) {
            out.append(reached.size() == 1 ? "A deadline" : reached.size() + " deadlines").append(" passed while the "
                    + "game was moved (").append(reached.stream().map(t -> t.atOffset(ZoneOffset.UTC)
                            .toLocalDateTime().toString().replace('T', ' ') + " UTC").collect(Collectors.joining(", ")))
                    .append("): the robot runs ").append(reached.size() == 1 ? "its turn" : "the first one's turn")
                    .append(" when it starts, as after a stop.\n");
        }
        return new ControlRequests.Reply(0, out.toString());
    }

    /** What went in: rows by table, and the deadlines that passed in transit, now reached. */
    private record Restored(Map<String, Integer> counts, List<Instant> reached) {
    }

    /** The file's deadlines after the export and up to now, unless the file pauses the game. */
    private List<Instant> inTransit(Path target, String text, Instant exportedAt, Instant now) {
        ConfigResult<GameConfig> loaded = loader.parseAsWritten(target, text);
        if (!(loaded instanceof ConfigResult.Loaded<GameConfig> ok) || ok.config().paused()) {
            return List.of();
        }
        return new GameSchedule(ok.config(), Clock.fixed(exportedAt, ZoneOffset.UTC)).next(TRANSIT_LIMIT).stream()
                .filter(t -> t.isAfter(exportedAt) && !t.isAfter(now)).toList();
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** Written beside and moved into place: the robot's watcher never reads half a file. */
    private void write(Path target, String text) {
        try {
            // A game's file is always directly in the games directory (GameId.fileIn): its folder is that.
            Path folder = gamesDir.toAbsolutePath();
            Files.createDirectories(folder);
            Path partial = folder.resolve("." + target.getFileName() + ".importing");
            Files.writeString(partial, text, StandardCharsets.UTF_8);
            try {
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the game file could not be written to " + target + ": " + e.getMessage(),
                    e);
        }
    }

    private static ControlRequests.Reply refused(String why) {
        return new ControlRequests.Reply(1, why.strip() + "\n");
    }
}

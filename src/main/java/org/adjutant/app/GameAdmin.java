package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.GameId;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.GameArchive;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.StoreException;
import org.adjutant.store.TurnStore;

/**
 * The moderator's commands on the games in the database: list, status, archive, delete. The same code answers from
 * the command line when the robot is stopped and, through {@link ControlRequests}, inside the running robot, so the
 * two never differ. Reads only the database and the game files: no mail password is needed.
 */
public final class GameAdmin {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuuMMdd-HHmmss");

    private final Database db;
    private final Path gamesDir;
    private final GameConfigLoader loader;
    private final Clock clock;
    /** The deadlines the running robot's scheduler holds for a game; empty from the command line. */
    private final Function<String, Optional<List<Instant>>> liveDeadlines;
    /** The games at their current turn: what their turns are called. */
    private final GameRegistry games;
    /** The next deadline as the players' mails state it (grace, extensions, pauses), when known. */
    private Function<String, NextDeadline> nextDeadline = id -> NextDeadline.unknown();

    public GameAdmin(Database db, Path home, Path gamesDir, Clock clock,
                     Function<String, Optional<List<Instant>>> liveDeadlines, GameRegistry games) {
        this.db = db;
        this.games = games;
        this.gamesDir = gamesDir;
        this.loader = new GameConfigLoader(home, clock);
        this.clock = clock;
        this.liveDeadlines = liveDeadlines;
    }

    /** What the running robot says of its mail (an outage under way); nothing from the command line. */
    private java.util.function.Supplier<List<String>> mailWatch = List::of;

    /** Shows, in {@link #status}, the state of the running robot's mail while it does not move. */
    GameAdmin withMailWatch(java.util.function.Supplier<List<String>> lines) {
        this.mailWatch = lines;
        return this;
    }

    /** Shows, in {@link #status}, the next deadline as the players' mails state it. */
    GameAdmin withDeadlines(Function<String, NextDeadline> deadlines) {
        this.nextDeadline = deadlines;
        return this;
    }

    /** The moderators' audit log of a game: every command by mail or command line, done or refused. */
    public ControlRequests.Reply audit(GameId game) {
        String id = game.value();
        List<AuditStore.Entry> entries = db.read(c -> new AuditStore().entries(c, id));
        StringBuilder out = new StringBuilder();
        if (entries.isEmpty()) {
            out.append(id).append(": no moderator action recorded\n");
        }
        for (AuditStore.Entry e : entries) {
            out.append(String.format("%s  %-4s %-8s %s: %s%n", e.at().atOffset(ZoneOffset.UTC).toLocalDateTime()
                    .withNano(0), e.channel(), e.outcome(), e.actor(), e.command()));
            if (!e.detail().isEmpty()) {
                out.append("      ").append(e.detail().replace("\n", "\n      ")).append('\n');
            }
        }
        return new ControlRequests.Reply(0, out.toString());
    }

    /**
     * Where archived and deleted games' files go: {@code archive} beside the games directory, where the robot does not
     * look (it reads only the files directly in the games directory); {@code archived-games} for a games directory
     * that is itself named {@code archive}.
     */
    public Path archiveDir() {
        Path games = gamesDir.toAbsolutePath().normalize();
        Path archive = games.resolveSibling("archive");
        return archive.equals(games) ? games.resolveSibling("archived-games") : archive;
    }

    public ControlRequests.Reply list() {
        List<GameRow> games = db.read(new GameStore()::list);
        StringBuilder out = new StringBuilder();
        if (games.isEmpty()) {
            out.append("No games yet. Put a game file in ").append(gamesDir)
                    .append(" and start the robot (or run 'adjutant game create <id>').\n");
        }
        for (GameRow g : games) {
            // Paused by its file or by a moderator's PAUSE, which the file does not show.
            String state = g.archived() ? "archived" : GameId.parse(g.id()).flatMap(this::config)
                    .map(c -> c.paused() || g.pausedByCommand() ? "paused" : "running").orElse("no file");
            String turn = g.archived() ? turns(g).last().map(t -> "last: " + t).orElse("no turn run")
                    : turns(g).next().map(t -> "next: " + t).orElse("turns run: " + g.currentTurn());
            out.append(String.format("%-20s %-6s %-9s %-32s %s%n", g.id(), g.ruleset(), state, turn, g.title()));
        }
        return new ControlRequests.Reply(0, out.toString());
    }

    public ControlRequests.Reply status(GameId game, int deadlines) {
        String id = game.value();
        Optional<GameRow> row = db.read(c -> new GameStore().find(c, id));
        Optional<GameConfig> config = config(game);
        StringBuilder out = new StringBuilder();
        if (row.isEmpty()) {
            out.append(id).append(": not in the database").append(config.isPresent()
                    ? " yet (its file is valid; the robot creates the game when it starts or sees the file)"
                    : Files.isRegularFile(file(game)) ? " (its file " + file(game) + " has errors; see the robot's log)"
                    : " and no file " + file(game)).append('\n');
            return new ControlRequests.Reply(row.isEmpty() && config.isEmpty() ? 1 : 0, out.toString());
        }
        GameRow g = row.get();
        out.append(g.id()).append(": ").append(g.title()).append(" (").append(g.ruleset()).append(")\n");
        if (g.archived()) {
            out.append("  ARCHIVED on ").append(g.archivedAt().atOffset(ZoneOffset.UTC).toLocalDate())
                    .append(": no deadlines, no orders taken\n");
        }
        Turns turns = turns(g);
        out.append("  turns run: ").append(g.currentTurn())
                .append(turns.last().map(t -> " (the last: " + t + ")").orElse(""))
                .append(g.archived() ? "" : turns.next().map(t -> "; next: " + t).orElse("")).append('\n');
        for (String line : mailWatch.get()) {
            out.append("  ").append(line).append('\n');
        }
        if (g.pausedByCommand()) {
            out.append("  PAUSED by a moderator's command (").append(g.pausedBy()).append(")\n");
        }
        if (!g.archived()) {
            for (String line : nextDeadline.apply(id).lines("")) {
                out.append("  ").append(line).append('\n');
            }
        }
        db.read(c -> {
            for (TurnStore.TurnKey owed : new TurnStore().awaitingReports(c)) {
                if (owed.gameId().equals(id)) {
                    out.append("  ").append(turns.of().apply(owed.number()))
                            .append(": reports not all queued (cut short by a ")
                            .append("stop); the robot finishes them at its next poll\n");
                }
            }
            List<QueuedBlock> waiting = new OrderQueueStore().pending(c, id, Instant.parse("9999-01-01T00:00:00Z"));
            out.append("  order blocks waiting for the next deadline: ").append(waiting.size()).append(" for ")
                    .append(waiting.stream().map(QueuedBlock::unitId).distinct().count()).append(" units\n");
            List<PlayerRow> players = new PlayerStore().players(c, id);
            out.append("  players: ").append(players.stream().filter(p -> !p.retired()).count())
                    .append(" (moderators among them: ").append(players.stream().filter(p -> p.moderator()
                            && !p.retired()).count()).append(")\n");
            StatusLines.players(c, id, g.currentTurn() + 1, players, waiting, out);
            StatusLines.votes(c, id, g.currentTurn() + 1, out);
            StatusLines.absences(c, id, players, config.map(GameConfig::zone).orElse(ZoneOffset.UTC),
                    clock.instant(), out);
            if (config.isPresent()) {
                StatusLines.standbys(c, config.get(), out);
            }
            StatusLines.slotsAndRequests(c, id, config.map(GameConfig::zone).orElse(ZoneOffset.UTC), out);
            Map<InboxStatus, Integer> inbox = new InboxStore().countByStatus(c, id);
            Map<OutboxStatus, Integer> outbox = new OutboxStore(clock).countByStatus(c, id);
            out.append("  mail of this game: received ").append(nonZero(inbox)).append("; sent ")
                    .append(nonZero(outbox)).append('\n');
            StatusLines.unanswered(c, id, out);
            return null;
        });
        if (config.isEmpty()) {
            out.append("  no valid game file ").append(file(game))
                    .append(g.archived() ? " (archived games have none)\n" : ": its deadlines do not fire\n");
        } else if (!g.archived()) {
            GameConfig c = config.get();
            boolean paused = c.paused() || g.pausedByCommand();
            out.append("  schedule (").append(c.zone()).append(")").append(paused ? ": PAUSED\n" : ":\n");
            List<Instant> next = coming(id, c, deadlines);
            if (next.isEmpty()) {
                out.append("    no deadline to come\n");
            }
            for (Instant t : next.stream().limit(deadlines).toList()) {
                ZonedDateTime local = t.atZone(c.zone());
                out.append("    ").append(local.toLocalDate()).append(' ').append(local.toLocalTime())
                        .append(paused ? " (if resumed now)" : "").append('\n');
            }
        }
        return new ControlRequests.Reply(0, out.toString());
    }

    /**
     * The next {@code n} deadlines that will run a turn: what the running robot's scheduler will fire (or else the
     * file's schedule), less those whose turn has run already (early, or on a moderator's RUN NOW) or that were
     * skipped, topped up from the file's schedule.
     */
    private List<Instant> coming(String id, GameConfig config, int n) {
        java.util.Set<Instant> done = db.read(c -> new DeadlineSlotStore().withStatus(c, id,
                DeadlineSlotStore.Status.RAN, DeadlineSlotStore.Status.SKIPPED)).stream()
                .map(DeadlineSlotStore.Slot::at).collect(java.util.stream.Collectors.toSet());
        java.util.TreeSet<Instant> next = new java.util.TreeSet<>(liveDeadlines.apply(id).orElse(List.of()));
        next.addAll(new GameSchedule(config, clock).next(n + done.size()));
        next.removeAll(done);
        return next.stream().limit(n).toList();
    }

    /**
     * Archives a game: it keeps its whole history, runs no deadline and answers mail with a notice. Its game file
     * moves to {@link #archiveDir()} so the robot no longer schedules it. A refusal or failure changes nothing: the
     * file is moved back if the database cannot be written.
     */
    public ControlRequests.Reply archive(GameId game) {
        String id = game.value();
        Optional<GameRow> row = db.read(c -> new GameStore().find(c, id));
        if (row.isEmpty()) {
            return new ControlRequests.Reply(1, "no game " + id + " in the database; nothing was changed\n");
        }
        if (row.get().archived()) {
            return new ControlRequests.Reply(0, id + " was already archived\n");
        }
        Optional<Path> moved;
        try {
            moved = withFileMoved(game, "", () -> db.inTransaction(c -> {
                new GameStore().archive(c, id, clock.instant());
                return null;
            }));
        } catch (UncheckedIOException | StoreException e) {
            return new ControlRequests.Reply(1, id + " not archived, nothing was changed: " + e.getMessage() + "\n");
        }
        return new ControlRequests.Reply(0, id + " archived: its history stays in the database, it runs no more "
                + "deadlines and mails to it are answered with a notice."
                + moved.map(p -> " Its file is now " + p + ".").orElse("") + "\n");
    }

    /**
     * Deletes a game and everything about it; its file (if any) moves to {@link #archiveDir()}. A failure changes
     * nothing, as for {@link #archive}.
     */
    public ControlRequests.Reply delete(GameId game) {
        String id = game.value();
        Optional<GameRow> row = db.read(c -> new GameStore().find(c, id));
        if (row.isEmpty() && !Files.isRegularFile(file(game))) {
            return new ControlRequests.Reply(1, "no game " + id + " in the database and no file " + file(game)
                    + "; nothing was changed\n");
        }
        boolean[] existed = new boolean[1];
        Optional<Path> moved;
        try {
            moved = withFileMoved(game, "-deleted", () -> existed[0] = db.inTransaction(c -> new GameStore()
                    .delete(c, id)));
        } catch (UncheckedIOException | StoreException e) {
            return new ControlRequests.Reply(1, id + " not deleted, nothing was changed: " + e.getMessage() + "\n");
        }
        return new ControlRequests.Reply(0, (existed[0] ? id + " deleted: its players, orders, turns and unsent mail "
                + "are gone (mail already received or sent stays in the robot's records)."
                : id + " was not in the database.")
                + moved.map(p -> " Its file is now " + p + ".").orElse("") + "\n");
    }

    /**
     * Moves the game's file to the archive directory, then does {@code work}; if that throws, the file goes back
     * where it was, so the robot keeps the game exactly as before.
     */
    private Optional<Path> withFileMoved(GameId game, String suffix, Runnable work) {
        Optional<Path> moved = moveFile(game, suffix);
        try {
            work.run();
        } catch (RuntimeException e) {
            moved.ifPresent(p -> {
                try {
                    Files.move(p, file(game));
                } catch (IOException back) {
                    e.addSuppressed(back);
                }
            });
            throw e;
        }
        return moved;
    }

    /**
     * Writes one game to {@code file} (docs/backups.md): its rows in every table and its game file's text. The file
     * must not exist yet; it is written beside and moved into place, so a failed export leaves nothing half-written.
     */
    public ControlRequests.Reply export(GameId game, Path file) {
        String id = game.value();
        if (Files.exists(file)) {
            return new ControlRequests.Reply(1, file + " already exists: choose another name, or remove it first\n");
        }
        if (db.read(c -> new GameStore().find(c, id)).isEmpty()) {
            return new ControlRequests.Reply(1, "no game " + id + " in the database\n");
        }
        try {
            Optional<String> gameFile = Files.isRegularFile(file(game))
                    ? Optional.of(Files.readString(file(game), java.nio.charset.StandardCharsets.UTF_8))
                    : Optional.empty();
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            GameArchive.Header header;
            try (var out = Files.newOutputStream(partial)) {
                header = db.inTransaction(c -> {
                    try {
                        return new GameArchive().export(c, id, gameFile, clock.instant(), out);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            Files.move(partial, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return new ControlRequests.Reply(0, id + " (\"" + header.title() + "\", turn " + header.currentTurn()
                    + ") exported to " + file + (gameFile.isPresent() ? " with its game file" : " (it has no game "
                    + "file in " + gamesDir + ")") + "\n");
        } catch (IOException | UncheckedIOException e) {
            return new ControlRequests.Reply(1, "cannot write " + file + ": " + e.getMessage() + "\n");
        }
    }

    /** An online copy of the whole database (H2's BACKUP TO); on PostgreSQL the answer points to pg_dump. */
    public ControlRequests.Reply backup(Path file) {
        if (Files.exists(file)) {
            return new ControlRequests.Reply(1, file + " already exists: choose another name, or remove it first\n");
        }
        try {
            db.backup(file);
        } catch (StoreException e) {
            return new ControlRequests.Reply(1, e.getMessage() + "\n");
        }
        return new ControlRequests.Reply(0, "database backed up to " + file + " (" + sizeOf(file) + " bytes); to "
                + "restore, stop the robot and unzip it into " + db.url().replaceFirst("^jdbc:h2:file:", "")
                .replaceFirst("/adjutant;.*$", "") + " (docs/backups.md)\n");
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    /** The path the game's file had, now that it is in the archive directory. */
    Optional<Path> moveFile(GameId game, String suffix) {
        Path file = file(game);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            Files.createDirectories(archiveDir());
            Path target = archiveDir().resolve(game.value() + suffix + "-" + STAMP.format(clock.instant().atOffset(
                    ZoneOffset.UTC)) + ".yaml");
            Files.move(file, target);
            return Optional.of(target);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot move " + file + " out of " + gamesDir + ": " + e.getMessage(), e);
        }
    }

    Path file(GameId game) {
        return game.fileIn(gamesDir);
    }

    private Optional<GameConfig> config(GameId game) {
        Path file = file(game);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        ConfigResult<GameConfig> loaded = loader.loadAsWritten(file);
        return loaded instanceof ConfigResult.Loaded<GameConfig> ok ? Optional.of(ok.config()) : Optional.empty();
    }

    /** What a game's turns are called; the robot's own count where its position cannot be read. */
    private record Turns(Optional<String> last, Optional<String> next, java.util.function.IntFunction<String> of) {
    }

    private Turns turns(GameRow g) {
        try {
            Optional<HostedGame> game = games.game(g.id());
            if (game.isPresent()) {
                HostedGame h = game.get();
                boolean over = h.ruleset().isOver(h.state());
                Optional<String> last = g.currentTurn() == 0 ? Optional.empty()
                        : Optional.of(h.turn(g.currentTurn()).inText());
                return new Turns(last,
                        over ? Optional.of("none, the game is over") : Optional.of(h.nextTurn().inText()),
                        n -> h.turn(n).title());
            }
        } catch (RuntimeException e) {
            // an unknown ruleset or an unreadable position: the count still tells the moderator where the game is
        }
        return new Turns(Optional.empty(), Optional.empty(), n -> "turn " + n);
    }

    private static <K> String nonZero(Map<K, Integer> counts) {
        StringBuilder s = new StringBuilder();
        counts.forEach((k, v) -> {
            if (v > 0) {
                s.append(s.isEmpty() ? "" : ", ").append(v).append(' ').append(k.toString().toLowerCase(
                        java.util.Locale.ROOT));
            }
        });
        return s.isEmpty() ? "none" : s.toString();
    }
}

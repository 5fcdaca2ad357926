package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.adjutant.config.GameId;

/**
 * Requests from the command line to a running daemon, as files in a control directory next to the database (the
 * database itself is locked by the daemon, and opening a database port would let anyone on the network in).
 *
 * <p>Two kinds: {@code adjutant turn run-now <game>} drops {@code run-now-<game>}, which the daemon takes within one
 * polling interval. A command that wants an answer ({@code game list}, {@code game status}, {@code game archive} ...)
 * writes {@code req-<uuid>} (its name and arguments, one per line) and waits for {@code resp-<uuid>} (the exit code,
 * then the output); the daemon looks every second. Files are written under a temporary name and renamed, so neither
 * side reads half a file. Whoever may write in the database directory may use this door, exactly as he could open
 * the database itself with the daemon stopped.
 */
public final class ControlRequests {
    private static final String RUN_NOW = "run-now-";
    private static final String REQUEST = "req-";
    private static final String RESPONSE = "resp-";

    private final Path dir;

    public ControlRequests(Path dir) {
        this.dir = dir;
    }

    /** A command for the daemon: its name and arguments. */
    public record Request(String command, List<String> args) {
        public Request {
            args = List.copyOf(args);
        }
    }

    /** The daemon's answer: the command's exit code and what it printed. */
    public record Reply(int exitCode, String output) {
    }

    public void requestRunNow(GameId game) {
        write(dir.resolve(RUN_NOW + game.value()), game.value());
    }

    /** A game whose turn the command line asked for, and when it asked (the request file's time). */
    public record RunNow(String gameId, Instant requested) {
    }

    /** The games whose turn was requested, each request consumed. */
    public List<RunNow> takeRunNowRequests() {
        List<RunNow> games = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return games;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, RUN_NOW + "*")) {
            for (Path f : files) {
                String game = String.valueOf(f.getFileName()).substring(RUN_NOW.length());
                // When the moderator asked, not when the robot looked: a turn that ran in between was the one he
                // asked for (a RUN NOW runs the turn that was next when it was given).
                Instant requested = Instant.ofEpochMilli(modified(f));
                if (!take(f)) {
                    continue; // another robot sharing this directory took it
                }
                if (GameId.isValid(game)) {
                    games.add(new RunNow(game, requested));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        games.sort(java.util.Comparator.comparing(RunNow::gameId));
        return games;
    }

    /**
     * Asks the running daemon and waits up to {@code patience} for its answer; empty if none came (the daemon is not
     * running, or busy). A request left unanswered is withdrawn, so a daemon started later does not act on it.
     */
    public Optional<Reply> ask(Request request, Duration patience) {
        String id = UUID.randomUUID().toString();
        Path req = dir.resolve(REQUEST + id);
        Path resp = dir.resolve(RESPONSE + id);
        List<String> lines = new ArrayList<>();
        lines.add(request.command());
        lines.addAll(request.args());
        write(req, String.join("\n", lines));
        long until = System.nanoTime() + patience.toNanos();
        try {
            while (System.nanoTime() < until) {
                if (Files.exists(resp)) {
                    String text = Files.readString(resp, StandardCharsets.UTF_8);
                    Files.deleteIfExists(resp);
                    int nl = text.indexOf('\n');
                    return Optional.of(new Reply(Integer.parseInt(text.substring(0, nl < 0 ? text.length() : nl)),
                            nl < 0 ? "" : text.substring(nl + 1)));
                }
                Thread.sleep(100);
            }
            // Withdrawn: if the daemon took it meanwhile, its answer is simply never read.
            Files.deleteIfExists(req);
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the robot's answer in " + dir, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** The daemon's side: answers every waiting request with {@code handler}, oldest first. */
    public int serve(Function<Request, Reply> handler) {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        List<Path> waiting = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, REQUEST + "*")) {
            files.forEach(waiting::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        waiting.sort((a, b) -> Long.compare(modified(a), modified(b)));
        int served = 0;
        for (Path req : waiting) {
            String id = String.valueOf(req.getFileName()).substring(REQUEST.length());
            String text;
            Path taken = dir.resolve(".taken-" + UUID.randomUUID());
            try {
                // Renamed before it is read: of the robots sharing this directory, the one whose rename succeeds
                // answers it, the others find it gone.
                Files.move(req, taken, StandardCopyOption.ATOMIC_MOVE);
                text = Files.readString(taken, StandardCharsets.UTF_8);
                Files.delete(taken);
            } catch (IOException e) {
                continue;   // withdrawn by its client meanwhile, or taken by another robot
            }
            List<String> lines = Arrays.asList(text.split("\n", -1));
            Reply reply;
            try {
                reply = handler.apply(new Request(lines.get(0), lines.subList(1, lines.size())));
            } catch (RuntimeException e) {
                reply = new Reply(1, "the robot failed to answer: " + e.getMessage() + "\n");
            }
            write(dir.resolve(RESPONSE + id), reply.exitCode() + "\n" + reply.output());
            served++;
        }
        return served;
    }

    /** Takes a file for this robot alone (renamed atomically, then deleted); false if it was gone already. */
    private boolean take(Path f) {
        Path taken = dir.resolve(".taken-" + UUID.randomUUID());
        try {
            Files.move(f, taken, StandardCopyOption.ATOMIC_MOVE);
            Files.deleteIfExists(taken);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private void write(Path target, String text) {
        try {
            Files.createDirectories(dir);
            Path tmp = dir.resolve(".tmp-" + UUID.randomUUID());
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + dir, e);
        }
    }
}

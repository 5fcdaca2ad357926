package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests from the command line to a running daemon, as files in a control directory next to the database (the
 * database itself is locked by the daemon). {@code adjutant turn run-now <game>} drops {@code run-now-<game>}; the
 * daemon takes it within one polling interval.
 */
public final class ControlRequests {
    private static final String RUN_NOW = "run-now-";
    private final Path dir;

    public ControlRequests(Path dir) {
        this.dir = dir;
    }

    public void requestRunNow(String gameId) {
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(RUN_NOW + gameId), gameId);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + dir, e);
        }
    }

    /** The games whose turn was requested, each request consumed. */
    public List<String> takeRunNowRequests() {
        List<String> games = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return games;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, RUN_NOW + "*")) {
            for (Path f : files) {
                String game = f.getFileName().toString().substring(RUN_NOW.length());
                Files.deleteIfExists(f);
                if (game.matches("[A-Za-z0-9_-]{1,64}")) {
                    games.add(game);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        games.sort(null);
        return games;
    }
}

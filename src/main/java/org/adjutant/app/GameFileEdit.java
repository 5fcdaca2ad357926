package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.adjutant.config.ConfigError;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.YamlText;

/**
 * A moderator's command that changes the game file: the file stays the one source of truth, so a moderator who edits
 * it by hand and one who mails commands see the same thing. The change is made in the file's text in place
 * ({@link YamlText}: comments, order and layout kept), the result checked by the very loader that checks a hand
 * edit (same errors, the same deadlines accepted as history), and only a valid result is written, atomically (a
 * temporary file beside it, then moved over it), so the robot's watcher never reads half a file.
 */
final class GameFileEdit {
    private final GameConfigLoader loader;

    GameFileEdit(GameConfigLoader loader) {
        this.loader = loader;
    }

    /** A change checked and ready to write: the text it was made from, the new text and the game it describes. */
    record Checked(Path file, String before, String after, GameConfig config) {
    }

    /**
     * The file of {@code config} with {@code edit} made, checked; nothing is written. Throws
     * {@link IllegalArgumentException} with the loader's errors (each with its line in the new text) when the
     * result would not be a valid game file.
     */
    Checked check(GameConfig config, UnaryOperator<YamlText> edit) {
        Path file = config.source();
        String before;
        try {
            before = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("the game file cannot be read: " + e.getMessage());
        }
        String after;
        try {
            after = edit.apply(YamlText.of(before)).text();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the game file cannot be changed so: " + e.getMessage());
        }
        // The deadlines the file in force lists may have passed (they are history); any other must lie ahead.
        Set<Instant> accepted = Set.copyOf(config.schedule().explicitInstants(config.zone()));
        ConfigResult<GameConfig> result = loader.parse(file, after, accepted);
        if (result instanceof ConfigResult.Invalid<GameConfig> invalid) {
            throw new IllegalArgumentException("the game file would not be valid, so it was left as it was: "
                    + String.join("; ", invalid.errors().stream().map(GameFileEdit::located).toList()));
        }
        return new Checked(file, before, after, result.orElseThrow());
    }

    /**
     * Writes a checked change. Refused when the file was changed by hand since it was read: the hand edit wins and
     * the moderator gives the command again.
     */
    void write(Checked change) {
        Path file = change.file();
        try {
            if (!Files.readString(file, StandardCharsets.UTF_8).equals(change.before())) {
                throw new IllegalArgumentException("the game file was changed meanwhile; give the command again");
            }
            Path temp = file.resolveSibling("." + file.getFileName() + ".writing");
            Files.writeString(temp, change.after(), StandardCharsets.UTF_8);
            try {
                Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** An error as the moderator reads it: the line of the file, without the host's path. */
    private static String located(ConfigError e) {
        return e.line() <= 0 ? e.problem() : "line " + e.line() + ": " + e.problem();
    }

}

package org.adjutant.config;

import java.nio.file.Path;
import java.util.Objects;

/**
 * One problem in a configuration file, located so a moderator can find it: {@code games/x.yaml:12:5: unknown key}.
 * Line and column are 1-based; 0 means "the whole file" (e.g. it cannot be read).
 */
public record ConfigError(Path file, int line, int column, String problem) {
    public ConfigError {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(problem, "problem");
    }

    /** The form used in logs and in the moderators' mail: {@code file:line:column: problem}. */
    @Override
    public String toString() {
        if (line <= 0) {
            return file + ": " + problem;
        }
        return file + ":" + line + ":" + column + ": " + problem;
    }
}

package org.adjutant.config;

import java.nio.file.Path;
import java.util.Objects;

/** Where the robot keeps its data; all absolute (resolved against the robot's home directory when loaded). */
public record DataDirs(Path database, Path sentMail, Path logs) {
    public DataDirs {
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(sentMail, "sentMail");
        Objects.requireNonNull(logs, "logs");
    }
}

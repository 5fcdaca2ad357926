package org.adjutant.config;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the robot keeps its data; all absolute (resolved against the robot's home directory when loaded).
 *
 * @param database the robot's own directory: the H2 database file when {@code store} is H2, and the control
 *                 requests of the command line either way
 * @param store    the database the games live in
 * @param history  where each game's public history is published, a directory per game (docs/moderators.md)
 */
public record DataDirs(Path database, Path sentMail, Path logs, DatabaseConfig store, Path history) {
    /** The public histories beside the database directory ({@code data/history} by default). */
    public DataDirs(Path database, Path sentMail, Path logs, DatabaseConfig store) {
        this(database, sentMail, logs, store, database.resolveSibling("history"));
    }

    public DataDirs {
        Objects.requireNonNull(history, "history");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(sentMail, "sentMail");
        Objects.requireNonNull(logs, "logs");
        Objects.requireNonNull(store, "store");
    }

    /** An embedded H2 database in {@code database}. */
    public DataDirs(Path database, Path sentMail, Path logs) {
        this(database, sentMail, logs, new DatabaseConfig.H2(database));
    }
}

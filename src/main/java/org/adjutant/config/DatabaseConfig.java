package org.adjutant.config;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Which database the robot keeps its games in: {@code data: database:} in {@code config/adjutant.yaml}. A directory
 * (the default {@code data/db}) is an embedded H2 database; a section with a {@code url} is a PostgreSQL server
 * (docs/postgresql.md).
 */
public sealed interface DatabaseConfig {
    /** H2 in {@code directory/adjutant.mv.db}. */
    record H2(Path directory) implements DatabaseConfig {
        public H2 {
            Objects.requireNonNull(directory, "directory");
        }
    }

    /**
     * A PostgreSQL database, e.g. {@code jdbc:postgresql://db.example.org:5432/adjutant}.
     *
     * @param password empty when the server trusts the user without one (peer or trust authentication)
     */
    record Postgres(String url, String user, Optional<Secret> password) implements DatabaseConfig {
        public Postgres {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
        }
    }
}

package org.adjutant.config;

import java.nio.file.Path;
import java.time.Duration;
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
     * @param instance this robot's name among the robots sharing the database (docs/scaling.md); empty: made up
     *                 from the host name and process id at each start
     * @param checkin  how often the robot tells the others it is alive; a robot silent for about this long plus
     *                 7.5 s is taken for dead and its deadlines fire on another
     */
    record Postgres(String url, String user, Optional<Secret> password, Optional<String> instance, Duration checkin)
            implements DatabaseConfig {
        public static final Duration DEFAULT_CHECKIN = Duration.ofSeconds(7);
        /** What an instance name may be: it appears in the log, in Quartz's tables and in the outbox. */
        public static final String INSTANCE_NAME = "[A-Za-z0-9][A-Za-z0-9._-]{0,63}";

        public Postgres {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            Objects.requireNonNull(instance, "instance");
            Objects.requireNonNull(checkin, "checkin");
        }

        public Postgres(String url, String user, Optional<Secret> password) {
            this(url, user, password, Optional.empty(), DEFAULT_CHECKIN);
        }
    }
}

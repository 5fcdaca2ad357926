package org.adjutant.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.adjutant.store.Database;

/**
 * An empty H2 robot database already migrated to the current schema, made once per test JVM and copied into each new
 * robot home, and into the database directory of the mailbox and intake cycle tests ({@link #open}). Creating the schema is most of a robot's start-up on a fresh home (fourteen migrations, each statement
 * written to the file before it returns); the robot tests are about what the robot does with its database, and the
 * copy is the very file a first start would make. A robot opening it still runs Flyway, which finds every migration
 * applied and checks their checksums, as on any restart. The migrations themselves, from an empty database, still
 * run in the store tests, the demo test and every robot started as a child process (docs/development.md).
 */
public final class MigratedH2 {
    /** The file name {@link Database#file} gives its database in a directory. */
    private static final String FILE = "adjutant.mv.db";
    private static Path template;

    private MigratedH2() {
    }

    /**
     * The robot's H2 database file in {@code dir}, opened: the migrated copy when {@code dir} holds none yet, else
     * the file that is there (a restart). For tests of what the robot does with its database, not of the migrations.
     */
    public static Database open(Path dir) {
        copyInto(dir);
        return Database.file(dir);
    }

    /**
     * Puts the migrated empty database into {@code dir}, unless a database is there already (a restart, or a home a
     * test prepared); returns whether it did.
     */
    public static boolean copyInto(Path dir) {
        Path target = dir.resolve(FILE);
        if (Files.exists(target)) {
            return false;
        }
        try {
            Files.createDirectories(dir);
            Files.copy(template(), target);
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized Path template() throws IOException {
        if (template == null) {
            Path dir = Files.createTempDirectory("adjutant-migrated-h2");
            Path file = dir.resolve(FILE);
            // removed at exit in the reverse order: the files (H2 may leave a trace file beside the database), then
            // their directory
            dir.toFile().deleteOnExit();
            dir.resolve("adjutant.trace.db").toFile().deleteOnExit();
            file.toFile().deleteOnExit();
            Database.file(dir).close();
            template = file;
        }
        return template;
    }
}

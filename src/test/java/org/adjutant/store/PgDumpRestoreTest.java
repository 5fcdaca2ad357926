package org.adjutant.store;

import static org.adjutant.store.GameArchiveTest.DEADLINE;
import static org.adjutant.store.GameArchiveTest.NEXT;
import static org.adjutant.store.GameArchiveTest.order;
import static org.adjutant.store.GameArchiveTest.runner;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.testing.CoreFixture;
import org.adjutant.testing.EmbeddedPostgres;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The backup path docs/backups.md gives a PostgreSQL host, run with the commands as written there:
 * {@code pg_dump --format=custom} while the robot holds the database, {@code pg_restore --no-owner --role=adjutant}
 * into an empty database owned by the robot's role. The client tools are Debian's {@code postgresql-client} on the
 * PATH (the embedded server's archive carries none). Without them the test is skipped, saying why; {@code .ci/run}
 * installs the package when it is missing, so CI always runs it.
 */
class PgDumpRestoreTest {

    @Test
    @DisplayName("backup: pg_dump while the robot runs, pg_restore into an empty database: the next turn is the same")
    void pgDumpThenRestoreRunsTheNextTurnIdentically(@TempDir Path dir) throws Exception {
        Path pgDump = tool("pg_dump");
        Path pgRestore = tool("pg_restore");
        EmbeddedPostgres server = EmbeddedPostgres.get();
        try (CoreFixture core = new CoreFixture(Vendor.POSTGRESQL)) {
            IntakeProcessor intake = new IntakeProcessor(core.games, core.hasher);
            order(core.db, intake, "alice", core.password("alice"), "A1", "MOVE north", DEADLINE.minusSeconds(60));
            runner(core.db, core.games).run("g", DEADLINE, List.of("mod@example.org"));
            order(core.db, intake, "carol", core.password("carol"), "C3", "MOVE south", NEXT.minusSeconds(600));

            // The robot's Database is open (it holds its advisory lock) while pg_dump reads: the documented online path.
            Path dump = dir.resolve("adjutant.dump");
            run(pgDump.toString(), "--format=custom", "--file=" + dump, libpq(core.db.url(), "postgres"));
            assertThat(Files.size(dump)).isPositive();

            String restoredUrl = emptyDatabaseOwnedByAdjutant(server);
            run(pgRestore.toString(), "--no-owner", "--role=adjutant", "--dbname=" + libpq(restoredUrl, "adjutant"),
                    dump.toString());

            try (Database restored = Database.postgres(restoredUrl, "adjutant", null)) {
                GameArchiveTest.nextTurnIsTheSame(core, restored);
                // Flyway found its own history in the dump: the schema is current and nothing was migrated twice.
                int failed = restored.read(c -> count(c, "SELECT count(*) FROM flyway_schema_history WHERE NOT success"));
                assertThat(failed).isZero();
            }
        }
    }

    /** A role "adjutant" and an empty database it owns, as docs/postgresql.md sets a host up. */
    private static String emptyDatabaseOwnedByAdjutant(EmbeddedPostgres server) throws SQLException {
        try (Connection c = DriverManager.getConnection(server.url("postgres"), "postgres", "");
             Statement s = c.createStatement()) {
            s.execute("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'adjutant') THEN "
                    + "CREATE ROLE adjutant LOGIN; END IF; END $$");
            s.execute("CREATE DATABASE restored_from_dump OWNER adjutant");
        }
        return server.url("restored_from_dump");
    }

    /** {@code jdbc:postgresql://host:port/db} as the libpq URI the documented commands take, with its user. */
    private static String libpq(String jdbcUrl, String user) {
        return jdbcUrl.replaceFirst("^jdbc:postgresql://", "postgresql://" + user + "@").replaceFirst("\\?.*$", "");
    }

    private static int count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); var rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    private static Path tool(String name) {
        for (String dir : Optional.ofNullable(System.getenv("PATH")).orElse("").split(":")) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        // Not a pass: reported as skipped, with the reason. CI installs the package, so there it always runs.
        Assumptions.abort(name + " is not on the PATH: install Debian's postgresql-client (.ci/run does)");
        throw new AssertionError("unreachable");
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(new ArrayList<>(List.of(command))).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("%s finished", command[0]).isTrue();
        assertThat(p.exitValue()).as("%s said: %s", String.join(" ", command), output).isZero();
    }
}

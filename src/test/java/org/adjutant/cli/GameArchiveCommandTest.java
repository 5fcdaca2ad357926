package org.adjutant.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipFile;
import org.adjutant.app.RobotHarness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * As a moderator runs it: a game exported from one robot's home and imported into another's, the
 * refusal of a second import, and the H2 backup, all with the robot stopped (the running robot is tried in
 * {@link GameAdminCommandTest}).
 */
class GameArchiveCommandTest {
    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private static Run adjutant(Path home, String... args) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        PrintStream old = System.out;
        int code;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            picocli.CommandLine cli = Main.commandLine();
            cli.setErr(new PrintWriter(err, true));
            List<String> all = new ArrayList<>(List.of("--home", home.toString()));
            all.addAll(List.of(args));
            code = cli.execute(all.toArray(String[]::new));
        } finally {
            System.setOut(old);
        }
        return new Run(code, captured.toString(StandardCharsets.UTF_8), err.toString());
    }

    private Path home(String name) throws Exception {
        Path home = dir.resolve(name);
        Files.createDirectories(home.resolve("config/games"));
        Files.writeString(home.resolve("config/adjutant.yaml"), """
                robot:
                  address: adjutant@robot.test
                mailbox:
                  host: 127.0.0.1
                  port: 1143
                  tls: none
                  user: robot
                  password: ${ADJUTANT_TEST_NEVER_SET_IMAP}
                smtp:
                  host: 127.0.0.1
                  port: 1025
                  tls: none
                """);
        RobotHarness.copyTemplatesTo(home);
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/test.yaml"),
                org.adjutant.gitm.GitmRulesetTestScenario.TEXT);
        return home;
    }

    @Test
    @DisplayName("a game exported from one robot is imported into another with its game file; a second import is "
            + "refused with the reason")
    void moveAGame() throws Exception {
        Path old = home("old");
        Files.writeString(old.resolve("config/games/e2e.yaml"), RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant(old, "game", "create", "e2e").code()).isZero();
        Path file = dir.resolve("e2e.json");

        Run export = adjutant(old, "game", "export", "e2e", file.toString());
        assertThat(export.code()).as(export.err()).isZero();
        assertThat(export.out()).contains("e2e (\"End to end\", turn 0) exported to " + file, "with its game file");
        Run again = adjutant(old, "game", "export", "e2e", file.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.out()).contains(file + " already exists");

        Path fresh = home("new");
        Run imported = adjutant(fresh, "game", "import", file.toString());
        assertThat(imported.code()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("e2e (\"End to end\", turn 0) imported from", "1 game", "5 player",
                "Its game file is now " + fresh.resolve("config/games/e2e.yaml"));
        assertThat(fresh.resolve("config/games/e2e.yaml")).hasSameTextualContentAs(
                old.resolve("config/games/e2e.yaml"));
        assertThat(adjutant(fresh, "game", "list").out()).contains("e2e", "End to end");

        Run twice = adjutant(fresh, "game", "import", file.toString());
        assertThat(twice.code()).isEqualTo(1);
        assertThat(twice.err()).contains("the game e2e already exists in this database (\"End to end\", turn 0); "
                + "nothing was imported").doesNotContain("Usage:");

        Files.writeString(dir.resolve("junk.json"), "{\"format\": \"other\"}");
        Run junk = adjutant(fresh, "game", "import", dir.resolve("junk.json").toString());
        assertThat(junk.code()).isEqualTo(1);
        assertThat(junk.err()).contains("not an Adjutant game export");
    }

    @Test
    @DisplayName("an export whose game id is a path, or that holds rows of another game, is refused whole: no file "
            + "is written anywhere, no row goes in")
    void forgedExportsAreRefused() throws Exception {
        Path old = home("source");
        Files.writeString(old.resolve("config/games/e2e.yaml"), RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant(old, "game", "create", "e2e").code()).isZero();
        Path file = dir.resolve("e2e.json");
        assertThat(adjutant(old, "game", "export", "e2e", file.toString()).code()).isZero();
        String json = Files.readString(file);

        Path target = home("target");
        Files.writeString(dir.resolve("escape.json"), json.replace("\"e2e\"", "\"../../../x\""));
        Run escape = adjutant(target, "game", "import", dir.resolve("escape.json").toString());
        assertThat(escape.code()).isEqualTo(1);
        assertThat(escape.err()).contains("the export's game id is refused: '../../../x' is not a game id",
                "Nothing was imported");
        Files.writeString(dir.resolve("other.json"), json.replaceFirst("\"game_id\" : \"e2e\"",
                "\"game_id\" : \"other\""));
        Run other = adjutant(target, "game", "import", dir.resolve("other.json").toString());
        assertThat(other.code()).isEqualTo(1);
        assertThat(other.err()).contains("has a row of the game 'other', not of e2e", "nothing was imported");

        try (var files = Files.walk(dir)) {
            assertThat(files.filter(p -> p.getFileName().toString().startsWith("x"))).isEmpty();
        }
        try (var files = Files.list(target.resolve("config/games"))) {
            assertThat(files).isEmpty();
        }
        assertThat(adjutant(target, "game", "list").out()).contains("No games yet");
    }

    @Test
    @DisplayName("backup writes a zip of the H2 database that opens as the robot's database; it never overwrites")
    void backupOfAStoppedRobot() throws Exception {
        Path home = home("robot");
        Files.writeString(home.resolve("config/games/e2e.yaml"), RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant(home, "game", "create", "e2e").code()).isZero();
        Path zip = dir.resolve("backup.zip");

        Run backup = adjutant(home, "backup", zip.toString());
        assertThat(backup.code()).as(backup.err()).isZero();
        assertThat(backup.out()).contains("database backed up to " + zip, "unzip it into " + home.resolve("data/db"));
        try (ZipFile z = new ZipFile(zip.toFile())) {
            assertThat(z.getEntry("adjutant.mv.db")).isNotNull();
        }
        Run again = adjutant(home, "backup", zip.toString());
        assertThat(again.code()).isEqualTo(1);
        assertThat(again.out()).contains("already exists");

        // Restoring is unzipping into an empty database directory: the game is there.
        Path restored = home("restored");
        try (ZipFile z = new ZipFile(zip.toFile())) {
            Files.createDirectories(restored.resolve("data/db"));
            Files.copy(z.getInputStream(z.getEntry("adjutant.mv.db")), restored.resolve("data/db/adjutant.mv.db"));
        }
        assertThat(adjutant(restored, "game", "list").out()).contains("e2e", "End to end");
    }

    /** A home whose server file keeps its games in PostgreSQL at {@code url}, the password written as {@code pw}. */
    private Path postgresHome(String name, String url, String pw) throws Exception {
        Path home = home(name);
        Files.writeString(home.resolve("config/adjutant.yaml"), Files.readString(home.resolve(
                "config/adjutant.yaml")) + """
                data:
                  database:
                    url: %s
                    user: adjutant
                    password: %s
                """.formatted(url, pw));
        return home;
    }

    @Test
    @DisplayName("backup with the database password's variable unset fails at once, naming the variable")
    void backupWithoutTheDatabasePassword() throws Exception {
        Path home = postgresHome("pg-unset", "jdbc:postgresql://127.0.0.1:1/adjutant",
                "${ADJUTANT_TEST_NEVER_SET_DB}");
        long start = System.nanoTime();
        Run backup = adjutant(home, "backup", dir.resolve("pg.zip").toString());
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).isLessThan(java.time.Duration.ofSeconds(10));
        assertThat(backup.code()).isEqualTo(1);
        assertThat(backup.err()).contains("the database password is read from ${ADJUTANT_TEST_NEVER_SET_DB}",
                "which is not set here", "export ADJUTANT_TEST_NEVER_SET_DB=").doesNotContain("Usage:");
        // Mail passwords still need not be set for these commands: only the database's.
        assertThat(backup.err()).doesNotContain("ADJUTANT_TEST_NEVER_SET_IMAP");
    }

    @Test
    @DisplayName("a PostgreSQL server that cannot be reached fails the command at once with the driver's reason")
    void unreachableDatabaseFailsFast() throws Exception {
        Path home = postgresHome("pg-down", "jdbc:postgresql://127.0.0.1:1/adjutant", "written-here");
        long start = System.nanoTime();
        Run list = adjutant(home, "game", "list");
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).isLessThan(java.time.Duration.ofSeconds(10));
        assertThat(list.code()).isEqualTo(1);
        assertThat(list.err()).contains("cannot connect to the PostgreSQL database jdbc:postgresql://127.0.0.1:1/"
                + "adjutant as adjutant:", "refused").doesNotContain("Connection is not available");
    }

    @Test
    @DisplayName("export, import and backup answer --help like the other commands")
    void help() throws Exception {
        Path home = home("help");
        assertThat(adjutant(home, "game", "export", "--help").out()).contains("Usage: adjutant game export", "GAME",
                "FILE");
        assertThat(adjutant(home, "game", "import", "--help").out()).contains("Usage: adjutant game import");
        assertThat(adjutant(home, "backup", "--help").out()).contains("Usage: adjutant backup", "pg_dump");
        assertThat(adjutant(home, "--help").out()).contains("backup");
    }
}

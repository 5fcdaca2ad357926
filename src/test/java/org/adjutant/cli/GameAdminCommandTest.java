package org.adjutant.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The moderator's commands as he runs them: without the mail passwords in his environment, with
 * the robot stopped and with the robot running in another process, and with errors that say what is wrong in one
 * line instead of printing the usage.
 */
class GameAdminCommandTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    /** A home whose server file takes its mail passwords from variables nobody sets in the test's environment. */
    private void writeHome(String gameFile) throws Exception {
        MAIL.setUser("adjutant@robot.test", "robot", "robot-secret");
        Files.createDirectories(home.resolve("config/games"));
        Files.writeString(home.resolve("config/adjutant.yaml"), """
                robot:
                  address: adjutant@robot.test
                mailbox:
                  host: 127.0.0.1
                  port: %d
                  tls: none
                  user: robot
                  password: ${ADJUTANT_TEST_NEVER_SET_IMAP}
                  poll-interval: 1h
                smtp:
                  host: 127.0.0.1
                  port: %d
                  tls: none
                """.formatted(MAIL.getImap().getPort(), MAIL.getSmtp().getPort()));
        org.adjutant.app.RobotHarness.copyTemplatesTo(home);
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/test.yaml"),
                org.adjutant.gitm.GitmRulesetTestScenario.TEXT);
        Files.writeString(home.resolve("config/games/e2e.yaml"), gameFile);
    }

    private record Run(int code, String out, String err) {
    }

    private Run adjutant(String... args) {
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

    @Test
    @DisplayName("list and status read the database without any mail password; status is per game, with deadlines")
    void stoppedRobotNoPasswords() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        // The robot's secrets are unset here: creating the game needs none either (its welcomes wait in the outbox).
        Run created = adjutant("game", "create", "e2e");
        assertThat(created.code()).as(created.err()).isZero();
        assertThat(created.out()).contains("e2e: seated 5 players", "End to end");   // 4 players and the moderator's seat
        Run list = adjutant("game", "list");
        assertThat(list.code()).as(list.err()).isZero();
        assertThat(list.out()).contains("e2e", "running", "End to end");

        Run status = adjutant("game", "status", "e2e");
        assertThat(status.code()).as(status.err()).isZero();
        assertThat(status.out()).contains("e2e: End to end (gitm)", "schedule (UTC):", "order blocks waiting")
                .doesNotContain("robot inbox");

        Run unknown = adjutant("game", "status", "nope");
        assertThat(unknown.code()).isEqualTo(1);
        assertThat(unknown.out()).contains("nope: not in the database and no file");
    }

    @Test
    @DisplayName("the moderator's commands on a stopped robot's database: extend, pause, resume, announce, resend, "
            + "rollback, end, each in the audit log as the command line")
    void moderatorCommandsStopped() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant("game", "create", "e2e").code()).isZero();
        Run extend = adjutant("game", "extend", "e2e", "24h");
        assertThat(extend.code()).as(extend.err() + extend.out()).isZero();
        assertThat(extend.out()).contains("EXTEND 24 hours: the deadline is now", "every player was told");
        Run pause = adjutant("game", "pause", "e2e");
        assertThat(pause.code()).as(pause.err() + pause.out()).isZero();
        assertThat(adjutant("game", "status", "e2e").out()).contains("paused");
        assertThat(adjutant("game", "resume", "e2e").code()).isZero();
        Run announce = adjutant("game", "announce", "e2e", "The", "river", "is", "in", "flood.");
        assertThat(announce.out()).contains("ANNOUNCE: mailed to 5 players and moderators");
        Run resend = adjutant("game", "resend", "e2e", "taylor");
        assertThat(resend.code()).isEqualTo(1);
        assertThat(resend.out()).contains("not done: no turn has run yet");
        Run rollback = adjutant("game", "rollback", "e2e", "1");
        assertThat(rollback.code()).isEqualTo(1);
        assertThat(rollback.out()).contains("no turn has run yet");
        Run dryEnd = adjutant("game", "end", "e2e");
        assertThat(dryEnd.out()).contains("--yes");
        assertThat(adjutant("game", "list").out()).contains("running");
        Run audit = adjutant("game", "audit", "e2e");
        assertThat(audit.code()).isZero();
        assertThat(audit.out()).contains("CLI  DONE", "EXTEND 24 hours", "PAUSE", "RESUME", "ANNOUNCE The river is in "
                + "flood.", "CLI  REFUSED", "RESEND taylor", "ROLLBACK TO TURN 1", "command line (");
        Run end = adjutant("game", "end", "e2e", "--yes");
        assertThat(end.code()).as(end.err() + end.out()).isZero();
        assertThat(end.out()).contains("END GAME: the game has ended");
        assertThat(adjutant("game", "list").out()).contains("archived");
    }

    @Test
    @DisplayName("the schedule and a seat changed from the command line on a stopped robot: written into the game "
            + "file, checked as a hand edit, audited as the command line")
    void scheduleCommandsStopped() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant("game", "create", "e2e").code()).isZero();
        Path file = home.resolve("config/games/e2e.yaml");
        String first = java.util.regex.Pattern.compile("deadlines: \\[([^]]+)]").matcher(Files.readString(file))
                .results().findFirst().orElseThrow().group(1);
        java.time.LocalDateTime later = java.time.LocalDateTime.parse(first.replace(' ', 'T')).plusDays(3);
        String[] at = later.toString().split("T");

        Run add = adjutant("game", "add-deadline", "e2e", at[0], at[1]);
        assertThat(add.code()).as(add.err() + add.out()).isZero();
        assertThat(add.out()).contains("ADD DEADLINE " + at[0] + " " + at[1] + ": the game file lists it now");
        assertThat(Files.readString(file)).contains("deadlines: [" + first + ", " + at[0] + " " + at[1] + "]");

        java.time.LocalDateTime soon = java.time.LocalDateTime.now(java.time.ZoneOffset.UTC).plusHours(2)
                .truncatedTo(java.time.temporal.ChronoUnit.MINUTES);
        String before = Files.readString(file);
        Run early = adjutant("game", "deadline", "e2e", soon.toLocalDate().toString(), soon.toLocalTime().toString());
        assertThat(early.code()).isEqualTo(1);
        assertThat(early.out()).contains("not done", "deadline-policy.min-notice");
        assertThat(Files.readString(file)).isEqualTo(before);

        Run rule = adjutant("game", "recurring", "e2e", "0 0 20 ? * MON", "--first", at[0]);
        assertThat(rule.code()).as(rule.err() + rule.out()).isZero();
        assertThat(Files.readString(file)).contains("  recurring:\n    cron: \"0 0 20 ? * MON\"\n    first: " + at[0]);
        assertThat(adjutant("game", "recurring", "e2e", "--none").code()).isZero();
        assertThat(Files.readString(file)).isEqualTo(before);
        assertThat(adjutant("game", "recurring", "e2e").code()).isEqualTo(1);

        Run seat = adjutant("game", "seat", "e2e", "paredes", "Mariano", "Paredes", "paredes@players.test",
                "--time-zone", "America/Mexico_City");
        assertThat(seat.code()).as(seat.err() + seat.out()).isZero();
        assertThat(seat.out()).contains("SEAT paredes: Mariano Paredes <paredes@players.test> is seated");
        assertThat(Files.readString(file)).contains("  - {name: Mariano Paredes, email: paredes@players.test, role: "
                + "paredes, time-zone: America/Mexico_City}\n");
        assertThat(adjutant("game", "status", "e2e").out()).contains("Mariano Paredes");

        Run audit = adjutant("game", "audit", "e2e");
        assertThat(audit.out()).contains("CLI  DONE", "ADD DEADLINE " + at[0], "RECURRING NONE", "SEAT paredes",
                "CLI  REFUSED");
    }

    @Test
    @DisplayName("a runtime error prints one line, not the usage; a mistyped command gets its suggestion")
    void errorsWithoutUsage() throws Exception {
        Run noConfig = adjutant("game", "list");
        assertThat(noConfig.code()).isEqualTo(1);
        assertThat(noConfig.err()).contains("no server configuration at").doesNotContain("Usage:");
        Run typo = adjutant("game", "stauts", "e2e");
        assertThat(typo.code()).isEqualTo(2);
        assertThat(typo.err()).contains("Did you mean: game status");
    }

    @Test
    @DisplayName("delete without --yes only explains; with it the game and its file leave, and the robot re-creates nothing")
    void deleteTheCopiedExample() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        try (org.adjutant.store.Database db = org.adjutant.store.Database.file(home.resolve("data/db"))) {
            org.adjutant.gitm.GitmRuleset gitm = new org.adjutant.gitm.GitmRuleset(id -> java.util.Optional.empty());
            new org.adjutant.game.GameCreator(db, new org.adjutant.player.PasswordHasher(),
                    new org.adjutant.player.PasswordGenerator()).create("e2e", "End to end", gitm, 7L,
                    gitm.open(org.adjutant.gitm.GitmRulesetTestScenario.TEXT, "test"),
                    List.of(new org.adjutant.game.PlayerSeat("Jacob Brown", "brown@players.test", "brown", false)),
                    java.time.Instant.now());
        }
        Run dry = adjutant("game", "delete", "e2e");
        assertThat(dry.code()).isEqualTo(2);
        assertThat(dry.out()).contains("--yes", "game archive");
        assertThat(home.resolve("config/games/e2e.yaml")).exists();

        Run done = adjutant("game", "delete", "e2e", "--yes");
        assertThat(done.code()).as(done.err()).isZero();
        assertThat(done.out()).contains("e2e deleted", "config/archive");
        assertThat(home.resolve("config/games/e2e.yaml")).doesNotExist();
        try (var files = Files.list(home.resolve("config/archive"))) {
            assertThat(files.map(p -> p.getFileName().toString())).singleElement().asString()
                    .startsWith("e2e-deleted-");
        }
        assertThat(adjutant("game", "list").out()).contains("No games yet");
    }

    @Test
    @DisplayName("a path or a bad id for GAME is refused before anything is done: the file stays, no file lands in "
            + "the games directory, the game stays running")
    void pathsAreNotGameIds() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        assertThat(adjutant("game", "create", "e2e").code()).isZero();
        for (String[] command : new String[][] {{"game", "archive", "config/games/e2e"},
                {"game", "delete", "../games/e2e", "--yes"}, {"game", "status", "config/games/e2e.yaml"},
                {"game", "export", "../e2e", home.resolve("out.json").toString()}, {"game", "pause", "E2E"},
                {"turn", "run-now", "../e2e"}}) {
            Run run = adjutant(command);
            assertThat(run.code()).as(String.join(" ", command)).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", command)).contains("is not a game id: an id is 1-64 "
                    + "lower-case letters");
        }
        assertThat(adjutant("game", "archive", "config/games/e2e").err()).contains("Give the game's id, the name of "
                + "its file without the folder and without .yaml");
        try (var files = Files.list(home.resolve("config/games"))) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("e2e.yaml");
        }
        assertThat(home.resolve("config/archive")).doesNotExist();
        assertThat(home.resolve("out.json")).doesNotExist();
        assertThat(adjutant("game", "list").out()).contains("e2e", "running");
        Run unknown = adjutant("game", "archive", "nope");
        assertThat(unknown.code()).isEqualTo(1);
        assertThat(unknown.out()).contains("no game nope in the database; nothing was changed");
    }

    @Test
    @DisplayName("create names what is wrong with the game file, on the console, with file and line")
    void createSaysWhy() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        Files.writeString(home.resolve("config/games/bad.yaml"), org.adjutant.app.RobotHarness.gameFile("bad",
                "Bad").replace("time-zone: UTC", "time-zone: Mars/Olympus"));
        Run bad = adjutant("game", "create", "bad");
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.err()).contains("bad: not created, nothing was changed. The problems in",
                "bad.yaml:", "unknown time zone 'Mars/Olympus'").doesNotContain("see the log");
        Files.writeString(home.resolve("config/games/noscenario.yaml"), org.adjutant.app.RobotHarness.gameFile(
                "noscenario", "No scenario").replace("scenarios/test.yaml", "scenarios/missing.yaml"));
        Run missing = adjutant("game", "create", "noscenario");
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.err()).contains("noscenario: not created", "cannot read the scenario", "missing.yaml");
        Run upper = adjutant("game", "create", "Bad");
        assertThat(upper.code()).isEqualTo(2);
        assertThat(upper.err()).contains("'Bad' is not a game id");
        assertThat(adjutant("game", "list").out()).contains("No games yet");
    }

    @Test
    @DisplayName("with the robot running in another process, list, status and archive are answered by it")
    void runningRobotAnswers() throws Exception {
        writeHome(org.adjutant.app.RobotHarness.gameFile("e2e", "End to end"));
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dadjutant.console.level=WARN",
                "-Dadjutant.logs=" + home.resolve("data/logs"),
                "org.adjutant.cli.Main", "--home", home.toString(), "run");
        pb.environment().put("ADJUTANT_TEST_NEVER_SET_IMAP", "robot-secret");
        pb.redirectErrorStream(true);
        Process robot = pb.start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(robot.getInputStream(),
                    StandardCharsets.UTF_8));
            String line;
            StringBuilder seen = new StringBuilder();
            while ((line = out.readLine()) != null && !line.contains("Adjutant is running")) {
                seen.append(line).append('\n');
            }
            assertThat(line).as(seen.toString()).isNotNull();

            Run list = adjutant("game", "list");
            assertThat(list.code()).as(list.err()).isZero();
            assertThat(list.out()).contains("e2e", "running");
            Run status = adjutant("game", "status", "e2e");
            assertThat(status.out()).contains("e2e: End to end", "schedule (UTC):");

            // Backup and export are online: the running robot writes them.
            Run backup = adjutant("backup", home.resolve("running.zip").toString());
            assertThat(backup.code()).as(backup.err() + backup.out()).isZero();
            assertThat(backup.out()).contains("database backed up to");
            assertThat(home.resolve("running.zip")).isNotEmptyFile();
            Run export = adjutant("game", "export", "e2e", home.resolve("e2e.json").toString());
            assertThat(export.code()).as(export.err() + export.out()).isZero();
            assertThat(home.resolve("e2e.json")).content().contains("\"format\" : \"adjutant-game-export\"");
            Run imported = adjutant("game", "import", home.resolve("e2e.json").toString());
            assertThat(imported.code()).isEqualTo(1);
            assertThat(imported.err()).contains("the robot is running: stop it before importing a game");

            Run archive = adjutant("game", "archive", "e2e");
            assertThat(archive.code()).as(archive.err() + archive.out()).isZero();
            assertThat(archive.out()).contains("e2e archived");
            assertThat(adjutant("game", "status", "e2e").out()).contains("ARCHIVED");
            assertThat(home.resolve("config/games/e2e.yaml")).doesNotExist();
        } finally {
            robot.destroy();
            robot.waitFor(30, TimeUnit.SECONDS);
        }
        // Stopped, the database answers directly, the same way.
        assertThat(adjutant("game", "list").out()).contains("archived");
    }
}

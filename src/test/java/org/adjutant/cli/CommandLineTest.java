package org.adjutant.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

class CommandLineTest {

    static List<String> commands() {
        List<String> all = new ArrayList<>();
        collect(new CommandLine(new Main()), "", all);
        return all;
    }

    private static void collect(CommandLine cmd, String prefix, List<String> out) {
        out.add(prefix.strip());
        cmd.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                collect(sub, prefix + " " + name, out);
            }
        });
    }

    @ParameterizedTest(name = "adjutant {0} --help")
    @MethodSource("commands")
    @DisplayName("every command answers --help with its usage")
    void everyCommandHasHelp(String command) {
        List<String> args = new ArrayList<>(command.isEmpty() ? List.of() : List.of(command.split(" ")));
        args.add("--help");
        StringWriter out = new StringWriter();
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(new PrintWriter(out));
        int code = cli.execute(args.toArray(String[]::new));
        assertThat(code).isZero();
        assertThat(out.toString()).contains("Usage:").contains(command.isEmpty() ? "adjutant" : command.split(" ")[0]);
    }

    @Test
    @DisplayName("the commands the operator needs exist: run, demo, game create/list/status/archive/delete, turn run-now")
    void theCommands() {
        assertThat(commands()).contains("run", "demo", "game create", "game list", "game status", "game archive",
                "game delete", "game office", "turn run-now", "orders check", "battle");
    }

    @Test
    @DisplayName("GITM 6.2 orders check prints the reply the robot would mail, and fails on a rejected block")
    void ordersCheck(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.txt");
        Files.writeString(good, "UNIT US5IN PASSWORD whatever\nDEPLOY TO K0-V3\n");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "UNIT US7IN PASSWORD whatever\nPOSTUR ATTACK\n");
        String home = System.getProperty("adjutant.home", ".");
        StringWriter err = new StringWriter();
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.out;
        int goodCode;
        int badCode;
        try {
            System.setOut(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            CommandLine cli = new CommandLine(new Main());
            cli.setErr(new PrintWriter(err));
            goodCode = cli.execute("--home", home, "orders", "check", good.toString(), "--scenario",
                    Path.of(home).resolve("data/gitm/scenarios/1846.yaml").toString());
            badCode = new CommandLine(new Main()).execute("--home", home, "orders", "check", bad.toString(),
                    "--scenario", Path.of(home).resolve("data/gitm/scenarios/1846.yaml").toString());
        } finally {
            System.setOut(old);
        }
        String printed = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(goodCode).as(printed + err).isZero();
        assertThat(badCode).isEqualTo(1);
        assertThat(printed).contains("ACCEPTED  US5IN", "DEPLOY TO K0-V3", "REJECTED  US7IN",
                "line 2:", "password not checked offline").doesNotContain("whatever");
    }

    /** A command's exit code and what it printed. */
    private record Ran(int code, String out) {
    }

    /** Runs the command line with {@code args} after {@code --home}. */
    private static Ran run(String home, String... args) {
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.out;
        int code;
        try {
            System.setOut(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            List<String> all = new ArrayList<>(List.of("--home", home));
            all.addAll(List.of(args));
            code = Main.commandLine().execute(all.toArray(String[]::new));
        } finally {
            System.setOut(old);
        }
        return new Ran(code, captured.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("GITM 7.17, 7.18 orders check refuses what the turn would not carry out, with the reason the robot"
            + " mails: a neutral port's garrison and a posture on the deployment turn")
    void gitm_7_18_ordersCheckRefusesWhatTheTurnWouldNotDo(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("orders.txt");
        Files.writeString(file, "UNIT US3IN PASSWORD whatever\nDEPLOY TO PORT Havana\n\n"
                + "UNIT US7IN PASSWORD whatever\nPOSTURE ATTACK/DEFEND\n");
        String home = System.getProperty("adjutant.home", ".");
        Ran r = run(home, "orders", "check", file.toString(), "--scenario",
                Path.of(home).resolve("data/gitm/scenarios/1846.yaml").toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("REJECTED  US3IN", "line 2: Havana is a neutral harbour, held by no state of this"
                + " game: units go into the garrisons only of off-map ports their own side holds (GITM 7.17, 7.18;"
                + " docs/rules/naval.md section 18)",
                "REJECTED  US7IN", "line 5: the deployment turn has no battles: OFFENSIVE ATTACK can be given from"
                + " turn 1 (GITM 7.18)");
    }

    @Test
    @DisplayName("SoW 6, GITM 7.18 turn preview carries out the PLAYER (office) blocks of its order file as a"
            + " deadline does, and lists those it refused")
    void sow_6_previewCarriesOutOfficeOrders(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("orders.txt");
        Files.writeString(file, "UNIT US5IN PASSWORD whatever\nDEPLOY TO K0-V3\n\n"
                + "PLAYER minister-ne PASSWORD whatever\nBUY 10 SUPPLIES AT Monterrey\nPAY 100 CROWNS TO JAL\n\n"
                + "PLAYER paredes PASSWORD whatever\nFORTIFY Atlantis\n");
        String home = System.getProperty("adjutant.home", ".");
        Path out = dir.resolve("out");
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream oldErr = System.err;
        Ran r;
        try {
            System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
            r = run(home, "turn", "preview", "--scenario",
                    Path.of(home).resolve("data/gitm/scenarios/1846.yaml").toString(), "--orders", file.toString(),
                    "--out", out.toString());
        } finally {
            System.setErr(oldErr);
        }
        assertThat(r.code()).as(r.out()).isEqualTo(0);
        assertThat(r.out()).contains("1 units with orders", "1 office blocks (minister-ne)");
        assertThat(err.toString(java.nio.charset.StandardCharsets.UTF_8)).contains("REJECTED player paredes",
                "Atlantis");
        String events = Files.readString(out.resolve("events.json"));
        assertThat(events).contains("NE bought 10 supplies at Monterrey for 50 Cr (ordered by minister-ne)",
                "US5IN");
        com.fasterxml.jackson.databind.JsonNode state = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(out.resolve("state.json").toFile());
        assertThat(state.path("states").path("NE").path("treasury").asInt())
                .as("the Northeast's 500 Cr less 50 for supplies and 100 paid").isEqualTo(350);
    }

    @Test
    @DisplayName("SoW-2018 2.1, sow.md 18.4 orders check judges a PLAYER block after the office blocks above it, as"
            + " the robot judges it after those already queued: two officers of one state spend from one purse")
    void sow_18_4_ordersCheckCountsTheOfficersAbove(@TempDir Path dir) throws Exception {
        String home = System.getProperty("adjutant.home", ".");
        String text = Files.readString(Path.of(home).resolve("data/gitm/scenarios/1846.yaml"));
        String withTreasurer = text.replace("nation: MX, treasury: 500,", "nation: MX, treasury: 500,"
                + " treasurer: arista,");
        assertThat(withTreasurer).isNotEqualTo(text);
        Path scenario = Files.writeString(dir.resolve("1846-treasurer.yaml"), withTreasurer);
        Path file = Files.writeString(dir.resolve("orders.txt"), "PLAYER minister-ne PASSWORD x\n"
                + "BUY 30 SUPPLIES AT Monterrey\n\nPLAYER arista PASSWORD x\nPAY 400 CROWNS TO JAL\n");
        Ran r = run(home, "orders", "check", file.toString(), "--scenario", scenario.toString());
        assertThat(r.code()).as(r.out()).isEqualTo(1);
        assertThat(r.out()).contains("ACCEPTED  player minister-ne", "REJECTED  player arista", "350 Cr");
    }

    @Test
    @DisplayName("game status names a turn whose reports a stop cut short, until they are all queued")
    void statusShowsOwedReports(@TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("config"));
        Files.writeString(home.resolve("config/adjutant.yaml"), """
                robot:
                  address: adjutant@example.org
                mailbox:
                  host: imap.example.org
                  user: adjutant
                  password: x
                smtp:
                  host: smtp.example.org
                """);
        try (org.adjutant.store.Database db = org.adjutant.store.Database.file(home.resolve("data/db"))) {
            org.adjutant.testing.ToyRuleset toy = new org.adjutant.testing.ToyRuleset();
            new org.adjutant.game.GameCreator(db, new org.adjutant.player.PasswordHasher(),
                    new org.adjutant.player.PasswordGenerator()).create("g", "Test game", toy, 42L,
                    toy.open(org.adjutant.testing.CoreFixture.SCENARIO, "toy"), List.of(),
                    java.time.Instant.parse("1846-04-01T00:00:00Z"));
            db.inTransaction(c -> {
                new org.adjutant.store.TurnStore().insertTurn(c, "g", 1, java.time.Instant.parse(
                        "1846-04-10T18:00:00Z"), java.time.Instant.parse("1846-04-10T18:00:05Z"), "turn 1");
                return null;
            });
        }
        assertThat(status(home)).contains("turn 1: reports not all queued");
        try (org.adjutant.store.Database db = org.adjutant.store.Database.file(home.resolve("data/db"))) {
            db.inTransaction(c -> {
                new org.adjutant.store.TurnStore().markReportsDone(c, "g", 1);
                return null;
            });
        }
        assertThat(status(home)).contains("g: Test game").doesNotContain("reports not all queued");
    }

    private static String status(Path home) {
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.out;
        try {
            System.setOut(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            int code = new CommandLine(new Main()).execute("--home", home.toString(), "game", "status", "g");
            assertThat(code).isZero();
        } finally {
            System.setOut(old);
        }
        return captured.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("orders check judges the robot's own PLAYER lines as the robot does (password length, zone, unit)")
    void ordersCheckCoreLines(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("player.txt");
        Files.writeString(file, "PLAYER taylor PASSWORD whatever\nNEW PASSWORD short\nTIME ZONE Mars/Base\n"
                + "ASSIGN US99IN COMMANDER taylor\n");
        String home = System.getProperty("adjutant.home", ".");
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream old = System.out;
        int code;
        try {
            System.setOut(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            code = Main.commandLine().execute("--home", home, "orders", "check", file.toString(), "--scenario",
                    Path.of(home).resolve("data/gitm/scenarios/1846.yaml").toString());
        } finally {
            System.setOut(old);
        }
        String printed = captured.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(code).isEqualTo(1);
        assertThat(printed).contains("line 2: a new password needs 6 to 64", "line 3: 'Mars/Base' is not a time zone",
                "line 4: there is no unit US99IN");
    }
}

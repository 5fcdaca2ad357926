package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.config.DataDirs;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.GameId;
import org.adjutant.config.ServerConfig;
import org.adjutant.game.StoredGames;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;
import org.adjutant.testing.EmbeddedPostgres;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A game moved to another robot home the documented way (docs/backups.md): played two turns by mail, exported with
 * the robot stopped, imported into a fresh home on H2 or PostgreSQL that reads the same mailbox (same mail domain),
 * and played two more turns by mail there. Nothing may be lost: every mail answered, every order queued and executed
 * by the turn it was sent for, the game file in force with its past deadlines, the moderators' commands working.
 *
 * <p>The robots run on a {@link MutableClock}: the game's deadlines lie days ahead of the mail server's time, and the
 * clock is moved past each one before its turn runs, so the turns run at once (Quartz, which fires by the system
 * clock, never reaches them).
 */
class GameMoveRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    /** Who sends orders for which units each turn: every unit with a player, four in all. */
    private static final Map<String, List<String>> COMMANDERS = new LinkedHashMap<>();

    static {
        COMMANDERS.put("taylor", List.of("US1AQ"));
        COMMANDERS.put("brown", List.of("US7IN"));
        COMMANDERS.put("arista", List.of("MX1AQ", "MX4IN"));
    }

    /** The posture each turn's orders give, different every turn, so a turn that ran with stale orders shows. */
    private static final List<String> POSTURES = List.of("ATTACK/DEFEND", "SKIRMISH/DEFEND", "ATTACK/SKIRMISH",
            "SKIRMISH/SKIRMISH");

    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock();
    private final List<RobotHarness> harnesses = new ArrayList<>();
    private final Map<String, Integer> mailsSent = new LinkedHashMap<>();

    @AfterEach
    void stop() {
        harnesses.forEach(h -> {
            try {
                h.close();
            } catch (RuntimeException e) {
                // stopped already
            }
        });
    }

    /** Four deadlines a day apart, the first a day ahead of now. */
    private List<Instant> deadlines() {
        Instant first = Instant.now().truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofDays(1));
        return List.of(first, first.plus(Duration.ofDays(1)), first.plus(Duration.ofDays(2)),
                first.plus(Duration.ofDays(3)));
    }

    private static String gameFile(List<Instant> deadlines, String extra) {
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
        String list = String.join(", ", deadlines.stream().map(d -> LocalDateTime.ofInstant(d, ZoneOffset.UTC)
                .format(f)).toList());
        return RobotHarness.gameFile("e2e", "End to end").replaceFirst("deadlines: \\[[^]]*]",
                "deadlines: [" + list + "]") + extra;
    }

    /** The server settings of a home on {@code vendor}: H2 in its data directory, or a new PostgreSQL database. */
    private static ServerConfig on(Vendor vendor, ServerConfig s) {
        if (vendor == Vendor.H2) {
            return s;
        }
        String url = EmbeddedPostgres.get().createDatabase("moved_" + System.nanoTime());
        DataDirs d = s.data();
        return new ServerConfig(s.source(), new DataDirs(d.database(), d.sentMail(), d.logs(),
                new DatabaseConfig.Postgres(url, "postgres", Optional.empty())), s.address(), s.name(), s.mailbox(),
                s.smtp(), s.gamesDir(), s.timeout(), s.noticeWindow(), s.limits(), s.alerts());
    }

    private RobotHarness home(String name, Vendor vendor, String game) throws Exception {
        RobotHarness h = new RobotHarness(MAIL, dir.resolve(name), s -> on(vendor, s), clock, game);
        harnesses.add(h);
        return h;
    }

    /** Each commander mails this turn's orders for his units (one mail, a block per unit); one round of the robot. */
    private void mailOrders(RobotHarness h, Map<String, String> passwords, int turn) throws Exception {
        for (Map.Entry<String, List<String>> c : COMMANDERS.entrySet()) {
            StringBuilder body = new StringBuilder();
            for (String unit : c.getValue()) {
                body.append("UNIT ").append(unit).append(" PASSWORD ").append(passwords.get(c.getKey()))
                        .append("\nPOSTURE ").append(POSTURES.get(turn - 1)).append("\n\n");
            }
            h.mailRobot(c.getKey() + "@players.test", "[e2e] orders for turn " + turn, body.toString());
            mailsSent.merge(c.getKey(), 1, Integer::sum);
        }
        h.robot.cycle();
        h.robot.cycle();
    }

    /** The turn of {@code deadline}, run once the robot's clock has passed it. */
    private void runTurn(RobotHarness h, Instant deadline) {
        Duration ahead = Duration.between(clock.instant(), deadline.plusSeconds(60));
        if (!ahead.isNegative()) {
            clock.advance(ahead);
        }
        h.robot.runTurn("e2e", deadline);
        h.robot.cycle();
    }

    /** Every order mail a player sent was answered: his inbox holds one answer (In-Reply-To) per mail. */
    private void everyMailAnswered(RobotHarness h) throws Exception {
        for (Map.Entry<String, Integer> sent : mailsSent.entrySet()) {
            int answers = 0;
            for (MimeMessage m : h.inbox(sent.getKey())) {
                if (m.getHeader("In-Reply-To") != null) {
                    answers++;
                    assertThat(m.getSubject()).as(sent.getKey()).contains("accepted, 0 rejected");
                }
            }
            assertThat(answers).as("answers to " + sent.getKey() + "'s mails").isEqualTo(sent.getValue());
        }
    }

    /** What turn {@code turn} executed for each unit: its source and orders. */
    private static Map<String, String> executed(Database db, int turn) {
        return db.read(c -> {
            Map<String, String> out = new LinkedHashMap<>();
            try (var ps = c.prepareStatement("SELECT unit_id, source, orders FROM turn_order WHERE game_id = 'e2e' "
                    + "AND turn = ? ORDER BY unit_id")) {
                ps.setInt(1, turn);
                try (var rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.put(rs.getString(1), rs.getString(2) + " " + rs.getString(3).replace('\n', ' ').strip());
                    }
                }
            }
            return out;
        });
    }

    /** Each unit executed this turn's orders, as mailed; no mail of the home failed. */
    private static void everyOrderApplied(Database db, int turn) {
        Map<String, String> orders = executed(db, turn);
        for (List<String> units : COMMANDERS.values()) {
            for (String unit : units) {
                String[] posture = POSTURES.get(turn - 1).split("/");
                assertThat(orders.get(unit)).as("turn " + turn + ", " + unit).startsWith("SUBMITTED")
                        .contains("OFFENSIVE " + posture[0], "DEFENSIVE " + posture[1]);
            }
        }
        List<String> failed = db.read(c -> {
            List<String> out = new ArrayList<>();
            try (var ps = c.prepareStatement("SELECT id, status_detail FROM inbox WHERE status = 'FAILED'");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getLong(1) + ": " + rs.getString(2));
                }
            }
            return out;
        });
        assertThat(failed).as("mails the robot could not take in").isEmpty();
    }

    @ParameterizedTest(name = "into a fresh home on {0}")
    @EnumSource(Vendor.class)
    @DisplayName("a game exported after two turns and imported into a fresh home plays two more turns by mail: every "
            + "mail answered, every order queued and executed, the file in force with its past deadlines")
    void roundTrip(Vendor vendor) throws Exception {
        List<Instant> deadlines = deadlines();
        RobotHarness old = home("old", Vendor.H2, gameFile(deadlines, ""));
        old.robot.cycle();
        old.robot.cycle();
        Map<String, String> passwords = new LinkedHashMap<>(old.passwords);
        for (int turn = 1; turn <= 2; turn++) {
            mailOrders(old, passwords, turn);
            runTurn(old, deadlines.get(turn - 1));
            everyOrderApplied(old.robot.database(), turn);
        }
        everyMailAnswered(old);
        Map<String, String> firstTurn = executed(old.robot.database(), 1);
        old.stop();

        Path export = dir.resolve("e2e.json");
        try (Database db = Database.open(old.config.data().store())) {
            ControlRequests.Reply exported = new GameAdmin(db, old.home, old.config.gamesDir(), clock,
                    id -> Optional.empty(), new StoredGames(db, Map.of())).export(GameId.of("e2e"), export);
            assertThat(exported.exitCode()).as(exported.output()).isZero();
        }
        MAIL.purgeEmailFromAllMailboxes();
        mailsSent.clear();

        // The fresh home: no game file, an empty database; the game arrives by import, with the robot stopped.
        RobotHarness fresh = home("new", vendor, null);
        fresh.stop();
        try (Database db = Database.open(fresh.config.data().store())) {
            ControlRequests.Reply imported = new GameImport(db, fresh.home, fresh.config.gamesDir(), clock)
                    .run(export);
            assertThat(imported.exitCode()).as(imported.output()).isZero();
            assertThat(imported.output()).contains("e2e (\"End to end\", turn 2) imported");
        }
        fresh.start();
        fresh.robot.cycle();
        assertThat(fresh.robot.config("e2e")).as("the imported game file is in force, its two past deadlines "
                + "with it").isPresent();
        assertThat(fresh.robot.pendingDeadlines("e2e")).containsExactly(deadlines.get(2), deadlines.get(3));
        String status = fresh.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "test", "STATUS"))).output();
        assertThat(status).contains("turns run: 2 (the last: campaign 1, turn 2); next: campaign 1, turn 3")
                .doesNotContain("no valid game file");

        for (int turn = 3; turn <= 4; turn++) {
            mailOrders(fresh, passwords, turn);
            everyMailAnswered(fresh);
            runTurn(fresh, deadlines.get(turn - 1));
            everyOrderApplied(fresh.robot.database(), turn);
        }
        everyMailAnswered(fresh);
        for (String who : COMMANDERS.keySet()) {
            assertThat(fresh.subjects(who)).as(who).anyMatch(s -> s.contains("turn 4"));
        }
        // The history came along: turns 1 and 2 as they ran in the old home.
        assertThat(executed(fresh.robot.database(), 1)).isEqualTo(firstTurn);
    }

    /** Creates the game in an H2 home, exports it with the robot stopped; returns the export file. */
    private Path exported(List<Instant> deadlines, String extra) throws Exception {
        RobotHarness old = home("old", Vendor.H2, gameFile(deadlines, extra));
        old.robot.cycle();
        old.stop();
        Path export = dir.resolve("e2e.json");
        try (Database db = Database.open(old.config.data().store())) {
            assertThat(new GameAdmin(db, old.home, old.config.gamesDir(), clock, id -> Optional.empty(),
                    new StoredGames(db, Map.of())).export(GameId.of("e2e"), export).exitCode()).isZero();
        }
        return export;
    }

    private ControlRequests.Reply importInto(RobotHarness fresh, Path export) {
        try (Database db = Database.open(fresh.config.data().store())) {
            return new GameImport(db, fresh.home, fresh.config.gamesDir(), clock).run(export);
        }
    }

    @Test
    @DisplayName("a deadline that passed while the game was moved runs when the new robot starts, as after a stop")
    void deadlineInTransitRuns() throws Exception {
        List<Instant> deadlines = deadlines();
        Path export = exported(deadlines, "");
        clock.advance(Duration.between(clock.instant(), deadlines.get(0).plusSeconds(600)));
        RobotHarness fresh = home("new", Vendor.H2, null);
        fresh.stop();
        ControlRequests.Reply imported = importInto(fresh, export);
        assertThat(imported.exitCode()).as(imported.output()).isZero();
        assertThat(imported.output()).contains("A deadline passed while the game was moved", "the robot runs its "
                + "turn when it starts");
        fresh.start();
        fresh.robot.cycle();
        fresh.robot.cycle();
        assertThat(fresh.turnsRun()).isEqualTo(1);
        assertThat(fresh.robot.pendingDeadlines("e2e")).containsExactly(deadlines.get(1), deadlines.get(2),
                deadlines.get(3));
    }

    @Test
    @DisplayName("a moved game whose file says paused: true stays paused: no deadline scheduled or run, mail answered")
    void pausedFileIsKept() throws Exception {
        List<Instant> deadlines = deadlines();
        Path export = exported(deadlines, "paused: true\n");
        Map<String, String> passwords = new LinkedHashMap<>(harnesses.get(0).passwords);
        clock.advance(Duration.between(clock.instant(), deadlines.get(0).plusSeconds(600)));
        RobotHarness fresh = home("new", Vendor.H2, null);
        fresh.stop();
        ControlRequests.Reply imported = importInto(fresh, export);
        assertThat(imported.exitCode()).as(imported.output()).isZero();
        assertThat(imported.output()).doesNotContain("passed while the game was moved");
        fresh.start();
        MAIL.purgeEmailFromAllMailboxes();
        mailOrders(fresh, passwords, 1);
        everyMailAnswered(fresh);
        assertThat(fresh.robot.config("e2e")).hasValueSatisfying(c -> assertThat(c.paused()).isTrue());
        assertThat(fresh.robot.pendingDeadlines("e2e")).isEmpty();
        assertThat(fresh.turnsRun()).isZero();
        assertThat(fresh.robot.answer(new ControlRequests.Request("list", List.of())).output()).contains("paused");
    }
}

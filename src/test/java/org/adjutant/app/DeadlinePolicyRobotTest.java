package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.adjutant.mail.MailboxPoller;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.testing.LogCapture;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The deadline policy in the whole robot over GreenMail: reminders, grace, a restart
 * and a Quartz misfire during grace, early turns, the NMR guard. The deadline is a few real seconds ahead so that
 * Quartz fires it and the mail server dates mail after it: the robot starts with it far ahead and it is moved near
 * once the robot is up ({@link RobotHarness#moveDeadlines}), so that each test waits seconds, not the start-up too.
 * The robot's clock ({@link MutableClock}) is then moved hours on to end grace or postponements. Timing rules
 * themselves are tested as a pure function in TurnTimingTest.
 */
class DeadlinePolicyRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;
    private Instant deadline;

    private void start(int secondsAhead, String policy) throws Exception {
        LocalDateTime at = LocalDateTime.now(ZoneOffset.UTC).plusSeconds(secondsAhead).truncatedTo(ChronoUnit.SECONDS);
        deadline = at.toInstant(ZoneOffset.UTC);
        h = new RobotHarness(MAIL, home, s -> s, clock, RobotHarness.gameFile("e2e", "End to end", at, policy));
        h.robot.cycle();
    }

    /**
     * The robot up on game e2e with {@code policy} and its deadline far ahead, then the deadline moved to
     * {@code secondsAhead} real seconds from now: the margin the test's own steps before it need.
     */
    private void startNear(int secondsAhead, String policy) throws Exception {
        start(30 * 86400, policy);
        nearDeadline(secondsAhead);
    }

    /** Game e2e's deadline moved to {@code secondsAhead} real seconds from now. */
    private void nearDeadline(int secondsAhead) throws Exception {
        deadline = h.moveDeadlines("e2e", RobotHarness.secondsAhead(secondsAhead));
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private Optional<DeadlineSlotStore.Slot> slot() {
        return h.robot.database().read(c -> new DeadlineSlotStore().find(c, "e2e", deadline));
    }

    /** Waits (real time) until Quartz has fired the deadline and the robot has taken it. */
    private void awaitReached() throws InterruptedException {
        for (int i = 0; i < 200 && slot().isEmpty(); i++) {
            Thread.sleep(100);
        }
        assertThat(slot()).as("the deadline fired").isPresent();
        h.robot.cycle();   // after the deadline's own work on the worker: what it queued is sent
    }

    /** The store keeps whole seconds: mail in the deadline's own second counts as in time, so wait past it. */
    private void afterDeadlineSecond() throws InterruptedException {
        while (!Instant.now().isAfter(deadline.plusSeconds(1))) {
            Thread.sleep(50);
        }
    }

    private long count(String who, String subject) throws Exception {
        return h.subjects(who).stream().filter(s -> s.contains(subject)).count();
    }

    private String summary() throws Exception {
        return RobotHarness.body(h.message("referee", s -> s.equals("[e2e] campaign 1, turn 1: moderator's summary")));
    }

    @Test
    @DisplayName("reminders name the units without orders, once; grace takes late orders only for units that had none")
    void remindersAndGrace() throws Exception {
        clock.advance(Duration.ofHours(-3));   // the robot runs three hours before the deadline: no reminder yet
        startNear(6, """
                deadline-policy:
                  grace: 12h
                  reminders: [2h]
                """);
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(count("taylor", "reminder")).as("three hours before: no reminder").isZero();
        clock.advance(Duration.ofMinutes(61));   // 1h59m before the deadline
        h.robot.cycle();
        assertThat(h.subjects("taylor")).contains("[e2e] reminder: no orders yet for US1AQ");
        assertThat(h.subjects("arista")).contains("[e2e] reminder: no orders yet for MX1AQ, MX4IN");
        assertThat(count("brown", "reminder")).as("Brown's orders are in: " + h.subjects("brown")).isZero();
        assertThat(count("marcy", "reminder")).as("Marcy commands no unit").isZero();
        assertThat(count("referee", "reminder")).isZero();
        String reminder = RobotHarness.body(h.message("arista", s -> s.contains("reminder")));
        assertThat(reminder).contains("MX1AQ, MX4IN").doesNotContain("US1AQ").doesNotContain("US7IN");
        h.robot.cycle();
        assertThat(count("taylor", "reminder")).as("a reminder goes once").isEqualTo(1);
        clock.advance(Duration.ofMinutes(119));   // back to real time, for Quartz and the mail server
        List<QueuedBlock> inTime = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e", deadline));
        assertThat(inTime).as("Brown's orders arrived before the deadline").hasSize(1);
        awaitReached();
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.OPEN);
        assertThat(h.turnsRun()).as("in grace: the turn waits").isZero();
        assertThat(h.subjects("taylor")).contains("[e2e] no orders for US1AQ");
        assertThat(count("brown", "no orders for")).as("Brown's orders were in").isZero();
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] no orders for US1AQ"))))
                .contains("still count if they arrive by", "grace period");

        // In grace: Taylor's first orders for US1AQ count; Brown's change of US7IN waits for the next turn.
        afterDeadlineSecond();
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE SKIRMISH/SKIRMISH\n");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("taylor", s -> s.contains("orders: 1 accepted"))))
                .contains("has passed", "the grace period");
        assertThat(h.turnsRun()).as("Arista's units still lack orders").isZero();

        clock.advance(Duration.ofHours(12));
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.RAN);
        assertThat(summary()).contains("US1AQ [SUBMITTED]", "US7IN [SUBMITTED]", "MX4IN [DEFAULT]");
        assertThat(summary()).contains("SKIRMISH").doesNotContain("EVADE");
        List<QueuedBlock> waiting = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
        assertThat(waiting).singleElement().satisfies(b -> assertThat(b.orders()).anyMatch(o -> o.contains("EVADE")));
    }

    @Test
    @DisplayName("a deadline missed while the robot was down fires at start (Quartz misfire); a restart in grace keeps it")
    void misfireAndRestartDuringGrace() throws Exception {
        startNear(4, """
                deadline-policy:
                  grace: 12h
                """);
        h.stop();
        assertThat(Instant.now()).as("stopped before the deadline: Quartz must recover it at the next start")
                .isBefore(deadline);
        while (Instant.now().isBefore(deadline.plusSeconds(2))) {
            Thread.sleep(200);
        }
        h.start();
        awaitReached();
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.OPEN);
        assertThat(h.turnsRun()).isZero();
        h.robot.cycle();
        assertThat(h.subjects("taylor")).contains("[e2e] no orders for US1AQ");

        h.restart();
        h.robot.cycle();
        assertThat(h.turnsRun()).as("restarted in grace: still waiting").isZero();
        assertThat(count("taylor", "no orders for")).as("the grace notice is not sent again").isEqualTo(1);

        clock.advance(Duration.ofHours(13));
        h.restart();
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        h.restart();
        h.robot.cycle();
        assertThat(h.turnsRun()).as("one turn, however often the robot restarts").isEqualTo(1);
        assertThat(count("brown", "campaign 1, turn 1: events")).isEqualTo(1);
    }

    @Test
    @DisplayName("early turn: everyone in and READY runs the turn before its deadline, not before the minimum delay")
    void earlyTurn() throws Exception {
        start(30 * 86400, """
                deadline-policy:
                  early-turn: {enabled: true, min-delay: 6h}
                """);
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE ATTACK/DEFEND\nPLAYER taylor PASSWORD " + h.password("taylor") + "\nREADY\n");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\nREADY\n");
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT MX1AQ PASSWORD " + h.password("arista")
                + "\nPOSTURE ATTACK/DEFEND\nUNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ATTACK/DEFEND\nPLAYER arista PASSWORD " + h.password("arista") + "\nNOT READY\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("brown", s -> s.contains("orders:")))).contains("READY for campaign 1, turn 1",
                "runs a turn early");
        clock.advance(Duration.ofHours(7));
        h.robot.cycle();
        assertThat(h.turnsRun()).as("Arista is not READY").isZero();
        h.mailRobot("arista@players.test", "[e2e] ready", "PLAYER arista PASSWORD " + h.password("arista")
                + "\nREADY\n");
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.RAN);
        assertThat(h.subjects("brown")).contains("[e2e] campaign 1, turn 1: events");
        // Its deadline still fires later: it has run, nothing happens.
        h.robot.deadlineReached("e2e", deadline);
        assertThat(h.turnsRun()).isEqualTo(1);
    }

    @Test
    @DisplayName("worker: a deadline polls the mailbox unless it was read since; games sharing a deadline"
            + " poll once, not once each")
    void aDeadlineReadSinceIsNotPolledAgain() throws Exception {
        start(3600, "");
        // The robot's ticker polls once at start, on its own thread: on a busy machine that may come after the
        // test's first round, so wait for it before counting polls.
        for (int i = 0; i < 400 && h.polls.get() < 2; i++) {
            Thread.sleep(50);
        }
        // A deadline that falls after the robot's start-up poll, fired twice as the deadlines of two games
        // sharing it are: the first polls (mail of the last instant may wait on the server), the second does not.
        Instant at = nextWholeSecond();
        try (LogCapture log = LogCapture.of(MailboxPoller.class, ch.qos.logback.classic.Level.INFO)) {
            h.robot.deadlineReached("e2e", at);
            assertThat(polls(log)).as("not read since the deadline: polled first").isEqualTo(1);
            assertThat(h.turnsRun()).isEqualTo(1);
            h.robot.deadlineReached("e2e", at);
            assertThat(polls(log)).as("read since the deadline: no second poll").isEqualTo(1);
            h.robot.deadlineReached("e2e", nextWholeSecond());
            assertThat(polls(log)).as("a later deadline polls again").isEqualTo(2);
        }
    }

    /** Deadlines are kept to the second: the next whole second, once it has passed. */
    private Instant nextWholeSecond() throws InterruptedException {
        Instant at = clock.instant().truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
        while (!clock.instant().isAfter(at)) {
            Thread.sleep(20);
        }
        return at;
    }

    private static long polls(LogCapture log) {
        return log.events().stream().filter(e -> e.getFormattedMessage().startsWith("polled ")).count();
    }

    @Test
    @DisplayName("early turn: not before the minimum delay after the game began, even with everyone READY")
    void earlyTurnWaitsForTheMinimumDelay() throws Exception {
        start(30 * 86400, """
                deadline-policy:
                  early-turn: {enabled: true, min-delay: 6h}
                """);
        for (String[] p : List.of(new String[] {"taylor", "US1AQ"}, new String[] {"brown", "US7IN"})) {
            h.mailRobot(p[0] + "@players.test", "[e2e] orders", "UNIT " + p[1] + " PASSWORD " + h.password(p[0])
                    + "\nPOSTURE ATTACK/DEFEND\nREADY\n");
        }
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT MX1AQ PASSWORD " + h.password("arista")
                + "\nLINE FIRST\nREADY\nUNIT MX4IN PASSWORD " + h.password("arista") + "\nLINE FIRST\n");
        h.robot.cycle();
        assertThat(h.turnsRun()).isZero();
        clock.advance(Duration.ofHours(6));
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
    }

    @Test
    @DisplayName("NMR guard: too many silent players postpone the turn, everyone is told; after the last postponement it runs")
    void nmrGuard() throws Exception {
        start(30 * 86400, """
                deadline-policy:
                  nmr-guard: {max-share: 0.5, postpone: 24h, times: 1}
                """);
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        nearDeadline(2);
        awaitReached();
        assertThat(h.turnsRun()).isZero();
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).contains("[e2e] deadline postponed: few orders arrived");
        }
        String notice = RobotHarness.body(h.message("taylor", s -> s.contains("postponed")));
        assertThat(notice).contains("2 of 3 commanders sent nothing", "postponed the deadline by 24 hours",
                "the turn runs anyway").doesNotContain("brown").doesNotContain("Brown");
        assertThat(slot().orElseThrow().shift()).isEqualTo(Duration.ofHours(24));

        clock.advance(Duration.ofHours(23));
        h.robot.cycle();
        assertThat(h.turnsRun()).isZero();
        clock.advance(Duration.ofHours(1));
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the last postponement is over: the turn runs").isEqualTo(1);
    }

    @Test
    @DisplayName("the deadline policy is hot-reloaded: grace added to the running game's file holds its next deadline")
    void policyHotReloaded() throws Exception {
        startNear(3, "");
        java.nio.file.Path file = h.home.resolve("config/games/e2e.yaml");
        java.nio.file.Files.writeString(file, java.nio.file.Files.readString(file) + """
                deadline-policy:
                  grace: 12h
                """);
        h.robot.loadGameFiles();
        h.robot.cycle();
        assertThat(h.robot.config("e2e").orElseThrow().policy().grace()).isEqualTo(Duration.ofHours(12));
        awaitReached();
        assertThat(h.turnsRun()).as("the grace the new file gives holds the turn").isZero();
        assertThat(h.subjects("arista")).contains("[e2e] no orders for MX1AQ, MX4IN");
        clock.advance(Duration.ofHours(12));
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
    }

    @Test
    @DisplayName("the scenario's last turn (last-turn in the game file) ends the game: final truth to all, archived")
    void lastTurnEndsTheGame() throws Exception {
        start(30 * 86400, "last-turn: 1\n");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        nearDeadline(2);
        for (int i = 0; i < 200 && h.turnsRun() == 0; i++) {
            Thread.sleep(100);
        }
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).contains("[e2e] the game has ended");
        }
        assertThat(RobotHarness.body(h.message("brown", s -> s.equals("[e2e] the game has ended"))))
                .contains("has ended with the last turn its file names (last-turn: 1), after campaign 1, turn 1.");
        String truth = ModerationRobotTest.text(h.message("arista", s -> s.startsWith("[e2e] FINAL")
                && s.contains("summary")));
        assertThat(truth).as("the whole truth, the other side's orders too").contains("US7IN", "ATTACK", "MX4IN");
        assertThat(h.robot.games().game("e2e").orElseThrow().row().archived()).isTrue();
        assertThat(h.robot.pendingDeadlines("e2e")).isEmpty();
    }

    @Test
    @DisplayName("a deadline that passes while a moderator's PAUSE holds the game is skipped, not run on RESUME")
    void pauseSkipsDeadlines() throws Exception {
        startNear(3, "");
        ControlRequests.Reply paused = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "PAUSE")));
        assertThat(paused.exitCode()).as(paused.output()).isZero();
        assertThat(h.robot.pendingDeadlines("e2e")).isEmpty();
        while (!Instant.now().isAfter(deadline.plusSeconds(2))) {
            Thread.sleep(200);
        }
        h.robot.cycle();
        assertThat(h.turnsRun()).as("paused: the deadline does not run").isZero();
        ControlRequests.Reply resumed = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "RESUME")));
        assertThat(resumed.exitCode()).as(resumed.output()).isZero();
        h.robot.cycle();
        Thread.sleep(2000);
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the passed deadline was skipped, not run on RESUME").isZero();
        assertThat(h.robot.pendingDeadlines("e2e")).isEmpty();
        for (String who : List.of("taylor", "brown", "marcy", "arista")) {
            assertThat(h.subjects(who)).as(who).contains("[e2e] the game is paused", "[e2e] the game resumes");
        }
    }

    @Test
    @DisplayName("an EXTEND past the next scheduled deadline says so: that deadline is swallowed, one turn runs for both")
    void extendPastTheNextDeadline() throws Exception {
        LocalDateTime first = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.MINUTES);
        String file = RobotHarness.gameFile("e2e", "End to end").replaceFirst("deadlines: \\[[^]]*]",
                "deadlines: [" + first.format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")) + ", "
                        + first.plusHours(12).format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"))
                        + "]");
        h = new RobotHarness(MAIL, home, s -> s, clock, file);
        h.robot.cycle();
        ControlRequests.Reply extended = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "EXTEND 1d")));
        assertThat(extended.exitCode()).as(extended.output()).isZero();
        assertThat(extended.output()).contains("it now passes 1 later deadline(s) of the schedule, which will be "
                + "skipped (one turn runs for them)");
        assertThat(h.robot.nextDeadline("e2e").lines("").toString()).contains(
                first.plusDays(1).format(java.time.format.DateTimeFormatter.ofPattern("d MMMM uuuu, HH:mm",
                        java.util.Locale.ENGLISH)));
    }

    @Test
    @DisplayName("an EXTEND past the next scheduled deadline: that deadline, when it comes, is skipped and the moderators told; one turn runs at the extended time")
    void extendSwallowsTheNextDeadline() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s, clock, RobotHarness.gameFile("e2e", "End to end"));
        h.robot.cycle();
        LocalDateTime first = RobotHarness.secondsAhead(3);
        LocalDateTime second = first.plusSeconds(3);
        deadline = h.moveDeadlines("e2e", first, second);
        Instant later = second.toInstant(ZoneOffset.UTC);
        ControlRequests.Reply extended = h.robot.answer(new ControlRequests.Request("moderate",
                List.of("e2e", "command line (tester)", "EXTEND 1d")));
        assertThat(extended.exitCode()).as(extended.output()).isZero();
        assertThat(extended.output()).contains("it now passes 1 later deadline(s) of the schedule");

        for (int i = 0; i < 400 && h.robot.database().read(c -> new DeadlineSlotStore().find(c, "e2e", later))
                .isEmpty(); i++) {
            Thread.sleep(100);
        }
        h.robot.cycle();
        Optional<DeadlineSlotStore.Slot> skipped = h.robot.database()
                .read(c -> new DeadlineSlotStore().find(c, "e2e", later));
        assertThat(skipped.orElseThrow().status()).as("the later deadline").isEqualTo(DeadlineSlotStore.Status.SKIPPED);
        assertThat(slot().orElseThrow().status()).as("the extended one waits").isEqualTo(DeadlineSlotStore.Status.OPEN);
        assertThat(h.turnsRun()).isZero();
        assertThat(count("referee", "a deadline was skipped")).isEqualTo(1);
        assertThat(count("taylor", "a deadline was skipped")).as("players hear of the extension, not this").isZero();

        clock.advance(Duration.ofDays(1).plusMinutes(1));
        h.robot.cycle();
        assertThat(h.turnsRun()).as("one turn for the two deadlines").isEqualTo(1);
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(count("brown", "campaign 1, turn 1: events")).isEqualTo(1);
    }
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import org.adjutant.config.GameId;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.testing.LogCapture;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the robot tells players and moderators about deadlines is true, in the whole robot over GreenMail: every
 * report states the deadline after the turn it reports (also after an early turn or a RUN NOW), a RUN NOW runs the
 * turn that was next when it was given and says which, an extended deadline gets its reminders, no turn runs past
 * the last, a paused game is listed as paused. The game's two deadlines lie a month ahead, so Quartz fires neither: the robot's clock
 * ({@link MutableClock}) is moved on to them and the test hands the robot the deadline as Quartz would.
 */
class DeadlineTruthRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final DateTimeFormatter FILE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    /** How a mail writes a deadline, less the weekday and the zone. */
    private static final DateTimeFormatter SAID = DateTimeFormatter.ofPattern("d MMMM uuuu, HH:mm", Locale.ENGLISH);

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;
    private Instant first;
    private Instant second;

    /** The game {@code e2e} with deadlines a month and a month and three days ahead, and {@code extra} keys. */
    private void start(String extra) throws Exception {
        LocalDateTime at = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.MINUTES);
        first = at.toInstant(ZoneOffset.UTC);
        second = at.plusDays(3).toInstant(ZoneOffset.UTC);
        String file = RobotHarness.gameFile("e2e", "End to end").replaceFirst("deadlines: \\[[^]]*]",
                "deadlines: [" + FILE.format(at) + ", " + FILE.format(at.plusDays(3)) + "]") + extra;
        h = new RobotHarness(MAIL, home, s -> s, clock, file);
        h.robot.cycle();
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private static String said(Instant t) {
        return SAID.format(t.atZone(ZoneOffset.UTC));
    }

    /** Moves the robot's clock to {@code offset} after {@code t}. */
    private void clockAt(Instant t, Duration offset) {
        clock.advance(Duration.between(clock.instant(), t.plus(offset)));
    }

    private void orders(String who, String unit, String lines) throws Exception {
        h.mailRobot(who + "@players.test", "[e2e] orders", "UNIT " + unit + " PASSWORD " + h.password(who) + "\n"
                + lines + "\n");
    }

    private long count(String who, String subject) throws Exception {
        return h.subjects(who).stream().filter(s -> s.contains(subject)).count();
    }

    /** The text of the one mail of {@code who} whose subject contains {@code subject}. */
    private String mail(String who, String subject) throws Exception {
        return text(h.message(who, s -> s.contains(subject)));
    }

    /** The text of the last mail of {@code who} whose subject contains {@code subject}. */
    private String lastMail(String who, String subject) throws Exception {
        List<MimeMessage> found = h.inbox(who).stream().filter(m -> {
            try {
                return m.getSubject().contains(subject);
            } catch (jakarta.mail.MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
        assertThat(found).as(subject + " in " + h.subjects(who)).isNotEmpty();
        return text(found.get(found.size() - 1));
    }

    private static String text(MimeMessage m) throws Exception {
        String text = ModerationRobotTest.text(m);
        return text == null ? RobotHarness.body(m) : text;
    }

    /** The turn's event report, position report and the moderators' summary all name {@code next}, not {@code used}. */
    private void reportsName(Instant next, Instant used) throws Exception {
        for (String[] report : List.of(new String[] {"brown", "events"}, new String[] {"brown", "positions"},
                new String[] {"arista", "events"}, new String[] {"referee", "summary"})) {
            assertThat(mail(report[0], report[1])).as(report[0] + "'s " + report[1])
                    .contains("Next deadline: ").contains(said(next))
                    .doesNotContain(said(used)).doesNotContain("has passed");
        }
    }

    private void awaitTurns(int n) throws InterruptedException {
        for (int i = 0; i < 300 && h.turnsRun() < n; i++) {
            Thread.sleep(50);
        }
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(n);
    }

    private ControlRequests.Reply commandLine(String command) {
        return h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e", "command line (tester)",
                command)));
    }

    @Test
    @DisplayName("every report of a turn states the next deadline, not the one the turn has just used; so do the"
            + " answers after it")
    void reportsStateTheNextDeadline() throws Exception {
        start("");
        orders("brown", "US7IN", "POSTURE ATTACK/DEFEND");
        h.robot.cycle();
        clockAt(first, Duration.ofMinutes(1));
        h.robot.deadlineReached("e2e", first);
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);
        reportsName(second, first);

        orders("brown", "US7IN", "POSTURE EVADE/EVADE");
        h.robot.cycle();
        assertThat(lastMail("brown", "orders: 1 accepted")).contains("Next deadline: ").contains(said(second))
                .doesNotContain(said(first));
    }

    @Test
    @DisplayName("after an early turn (everyone in and READY) the reports name the deadline after the one it ran for")
    void earlyTurnReportsTheFollowingDeadline() throws Exception {
        start("""
                deadline-policy:
                  early-turn: {enabled: true, min-delay: 6h}
                """);
        orders("taylor", "US1AQ", "POSTURE ATTACK/DEFEND\nREADY");
        orders("brown", "US7IN", "POSTURE ATTACK/DEFEND\nREADY");
        orders("arista", "MX1AQ", "POSTURE ATTACK/DEFEND\nUNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ATTACK/DEFEND\nREADY");
        h.robot.cycle();
        clock.advance(Duration.ofHours(7));
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the early turn").isEqualTo(1);
        reportsName(second, first);
    }

    @Test
    @DisplayName("RUN NOW runs the turn of the next deadline before its time and says so; when that deadline comes"
            + " nothing more happens: no grace notices, no NMR postponement, no second turn, no such deadline in STATUS")
    void runNowTakesTheNextDeadline() throws Exception {
        start("""
                deadline-policy:
                  grace: 12h
                  nmr-guard: {max-share: 0.5, postpone: 24h, times: 1}
                """);
        orders("brown", "US7IN", "POSTURE ATTACK/DEFEND");
        h.robot.cycle();
        h.mailRobot("referee@players.test", "[e2e] commands", "PLAYER referee@players.test PASSWORD "
                + h.password("") + "\nRUN NOW\n");
        h.robot.cycle();
        awaitTurns(1);
        assertThat(mail("referee", "moderator commands done")).contains("RUN NOW: the turn of the next deadline, ")
                .contains(said(first), "runs now, before its time", "That deadline will not run a turn of its own")
                .as("the deadline it states is the one after the turn: its reports state it").doesNotContain(
                        "Next deadline: ");
        reportsName(second, first);
        String status = h.robot.answer(new ControlRequests.Request("status", List.of("e2e"))).output();
        assertThat(status).as(status).contains(FILE.format(second.atZone(ZoneOffset.UTC)))
                .doesNotContain(FILE.format(first.atZone(ZoneOffset.UTC)));

        clockAt(first, Duration.ofMinutes(1));
        h.robot.deadlineReached("e2e", first);
        h.robot.cycle();
        assertThat(h.robot.database().read(c -> new DeadlineSlotStore().find(c, "e2e", first)).orElseThrow()
                .status()).isEqualTo(DeadlineSlotStore.Status.RAN);
        clock.advance(Duration.ofHours(13));
        h.robot.cycle();
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).noneMatch(s -> s.contains("no orders for"))
                    .noneMatch(s -> s.contains("postponed"));
        }
        assertThat(h.turnsRun()).as("one turn for the deadline").isEqualTo(1);
    }

    @Test
    @DisplayName("a RUN NOW given before the turn it asked for ran (a mail, a command line's request) runs nothing"
            + " more and says so")
    void aSecondRunNowForTheSameTurnRunsNothing() throws Exception {
        start("");
        // The robot's own first polling round (its ticker's, at start) is over: it polls again only when told.
        for (int i = 0; i < 400 && h.polls.get() < 2; i++) {
            Thread.sleep(50);
        }
        assertThat(h.polls.get()).as("the start-up round and the test's").isGreaterThanOrEqualTo(2);
        // Both reach the robot before the command line's RUN NOW runs the turn: the mail waits on the server (the
        // robot polls every hour here), the request file in the control directory.
        h.mailRobot("referee@players.test", "[e2e] commands", "PLAYER referee@players.test PASSWORD "
                + h.password("") + "\nRUN NOW\n");
        new ControlRequests(h.home.resolve("data/db/control")).requestRunNow(GameId.of("e2e"));
        ControlRequests.Reply reply = commandLine("RUN NOW");
        assertThat(reply.exitCode()).as(reply.output()).isZero();
        assertThat(reply.output()).contains("RUN NOW: the turn of the next deadline, ").contains(said(first));
        // Listening from here: the round that awaitTurns ends with may already take the request file, and its RUN
        // NOW answers on Quartz's thread while this test goes on.
        try (LogCapture log = LogCapture.of(DeadlineKeeper.class, ch.qos.logback.classic.Level.INFO)) {
            awaitTurns(1);
            h.robot.cycle();   // the mail's request is carried out, the request file taken
            for (int i = 0; i < 200 && log.events().stream().noneMatch(e -> e.getFormattedMessage()
                    .contains("nothing more runs")); i++) {
                Thread.sleep(50);
            }
            assertThat(log.events()).as("the command line's request file: its turn had run")
                    .anyMatch(e -> e.getFormattedMessage().contains("nothing more runs"));
        }
        h.robot.cycle();
        assertThat(mail("referee", "moderator commands not done")).contains("RUN NOW: not done: the turn that was "
                + "next when this command was given", "has run since", "Nothing more runs");
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(count("brown", "events")).isEqualTo(1);
    }

    @Test
    @DisplayName("an EXTEND past the original time: the reminders come before the extended deadline, none before the"
            + " original one")
    void extendedDeadlineGetsItsReminders() throws Exception {
        start("""
                deadline-policy:
                  reminders: [2h]
                """);
        ControlRequests.Reply extended = commandLine("EXTEND 24h");
        assertThat(extended.exitCode()).as(extended.output()).isZero();
        clockAt(first, Duration.ofMinutes(-119));
        h.robot.cycle();
        assertThat(count("taylor", "reminder")).as("2 hours before the original time: not due").isZero();
        clockAt(first, Duration.ofMinutes(1));
        h.robot.deadlineReached("e2e", first);   // Quartz fires the original time: the deadline waits, extended
        h.robot.cycle();
        assertThat(h.turnsRun()).isZero();
        clockAt(first, Duration.ofHours(24).minusMinutes(119));
        h.robot.cycle();
        assertThat(h.subjects("taylor")).contains("[e2e] reminder: no orders yet for US1AQ");
        assertThat(mail("taylor", "reminder")).contains("in about 2 hours")
                .contains(said(first.plus(Duration.ofHours(24))));
        h.robot.cycle();
        assertThat(count("taylor", "reminder")).as("once").isEqualTo(1);
    }

    @Test
    @DisplayName("no turn runs past the game's last turn: a deadline that comes before the game has ended (the robot"
            + " stopped in between) runs nothing, and the next round ends the game")
    void noTurnPastTheLastTurn() throws Exception {
        start("");
        clockAt(first, Duration.ofMinutes(1));
        h.robot.deadlineReached("e2e", first);
        assertThat(h.turnsRun()).isEqualTo(1);
        // The file now says turn 1 was the last, and the next deadline comes before any round has ended the game,
        // as when the robot stopped between the last turn and the game's end and the deadline fired at its start.
        Path file = h.home.resolve("config/games/e2e.yaml");
        java.nio.file.Files.writeString(file, java.nio.file.Files.readString(file) + "last-turn: 1\n");
        h.robot.loadGameFiles();
        clockAt(second, Duration.ofMinutes(1));
        h.robot.deadlineReached("e2e", second);
        assertThat(h.turnsRun()).as("no turn 2").isEqualTo(1);
        h.robot.cycle();
        assertThat(h.robot.games().game("e2e").orElseThrow().row().archived()).as("the game has ended").isTrue();
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(h.subjects("brown")).contains("[e2e] the game has ended");
    }

    @Test
    @DisplayName("game list shows a game paused by a moderator's PAUSE as paused, and RESUME as running")
    void listShowsACommandPause() throws Exception {
        start("");
        assertThat(h.robot.answer(new ControlRequests.Request("list", List.of())).output()).contains("running");
        assertThat(commandLine("PAUSE").exitCode()).isZero();
        assertThat(h.robot.answer(new ControlRequests.Request("list", List.of())).output()).contains("paused")
                .doesNotContain("running");
        assertThat(commandLine("RESUME").exitCode()).isZero();
        assertThat(h.robot.answer(new ControlRequests.Request("list", List.of())).output()).contains("running");
    }
}

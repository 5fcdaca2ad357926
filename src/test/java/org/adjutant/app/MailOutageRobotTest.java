package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.config.MailAlerts;
import org.adjutant.config.MailboxConfig;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.SmtpConfig;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.testing.CuttableProxy;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mail outages in the whole robot over GreenMail, the mail servers behind {@link CuttableProxy}
 * relays that a test cuts and restores. Players mail GreenMail directly, so their mail reaches the server during an
 * IMAP outage and waits there. The robot starts with its deadline far ahead; once the test has done what comes before
 * the deadline, the deadline is moved a few real seconds ahead ({@link RobotHarness#moveDeadlines}: Quartz and
 * GreenMail run on real time), and the robot's clock ({@link MutableClock}) is then moved on to stand for the length
 * of the outage.
 */
class MailOutageRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private CuttableProxy imap;
    private CuttableProxy smtp;
    private RobotHarness h;
    private Instant deadline;

    /** The robot up behind the relays, game e2e's deadline thirty days ahead until {@link #deadlineSoon}. */
    private void start() throws Exception {
        imap = new CuttableProxy(MAIL.getImap().getPort());
        smtp = new CuttableProxy(MAIL.getSmtp().getPort());
        h = new RobotHarness(MAIL, home, this::throughProxies, clock, RobotHarness.gameFile("e2e", "End to end"));
        h.robot.cycle();
    }

    /** Game e2e's deadline moved to two real seconds from now, for Quartz to fire. */
    private void deadlineSoon() throws Exception {
        deadline = h.moveDeadlines("e2e", RobotHarness.secondsAhead(2));
    }

    /** The harness's servers reached through the relays, with the default alert times (30 minutes). */
    private ServerConfig throughProxies(ServerConfig s) {
        MailboxConfig m = s.mailbox();
        SmtpConfig o = s.smtp();
        return new ServerConfig(s.source(), s.data(), s.address(), s.name(),
                new MailboxConfig(m.protocol(), m.host(), imap.port(), m.tls(), m.user(), m.password(), m.folder(),
                        m.afterStore(), m.pollInterval()),
                new SmtpConfig(o.host(), smtp.port(), o.tls(), o.user(), o.password()), s.gamesDir(), s.timeout(),
                s.noticeWindow(), s.limits(), MailAlerts.DEFAULT);
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
        if (imap != null) {
            imap.close();
            smtp.close();
        }
    }

    private Optional<DeadlineSlotStore.Slot> slot() {
        return h.robot.database().read(c -> new DeadlineSlotStore().find(c, "e2e", deadline));
    }

    /** Waits (real time) until Quartz has fired the deadline and the robot has taken it. */
    private void awaitReached() throws InterruptedException {
        for (int i = 0; i < 600 && slot().isEmpty(); i++) {
            Thread.sleep(100);
        }
        assertThat(slot()).as("the deadline fired").isPresent();
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

    private String status() {
        return h.robot.answer(new ControlRequests.Request("status", List.of("e2e"))).output();
    }

    private int outboxRows(String status) {
        return h.robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT COUNT(*) FROM outbox WHERE status = ?")) {
                ps.setString(1, status);
                try (var rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }

    /**
     * Every outbox row is SENT and reached each of its recipients exactly once (found by its Message-ID in their
     * mailboxes): nothing lost, nothing doubled.
     */
    private void everyMailDeliveredExactlyOnce() throws Exception {
        record Row(String key, String messageId, List<String> to, String status) {
        }
        List<Row> rows = h.robot.database().read(c -> {
            List<Row> out = new ArrayList<>();
            try (var ps = c.prepareStatement("SELECT dedup_key, message_id, recipients, status FROM outbox");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Row(rs.getString(1), rs.getString(2), List.of(rs.getString(3).split(",")),
                            rs.getString(4)));
                }
            }
            return out;
        });
        Map<String, Map<String, Integer>> seen = new HashMap<>();
        for (Row r : rows) {
            assertThat(r.status()).as(r.key()).isEqualTo("SENT");
            for (String to : r.to()) {
                Map<String, Integer> ids = seen.computeIfAbsent(to, who -> {
                    Map<String, Integer> m = new HashMap<>();
                    try {
                        for (MimeMessage msg : h.inbox(who)) {
                            m.merge(msg.getMessageID(), 1, Integer::sum);
                        }
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    return m;
                });
                assertThat(ids.getOrDefault(r.messageId(), 0)).as(r.key() + " to " + to).isEqualTo(1);
            }
        }
    }

    /** Taylor and Brown each mail orders for one unit (answered "orders: 1 accepted"). */
    private void mailTwoOrders() throws Exception {
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE SKIRMISH/SKIRMISH\n");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
    }

    private String summary() throws Exception {
        return RobotHarness.body(h.message("referee", s -> s.equals("[e2e] campaign 1, turn 1: moderator's summary")));
    }

    @Test
    @DisplayName("mail outage: SMTP down across a deadline: the turn runs on time, acknowledgements and reports "
            + "wait in the outbox, after recovery all are delivered exactly once, and the moderators' alert arrives")
    void outage_smtpOutageAcrossADeadline() throws Exception {
        start();
        assertThat(count("taylor", "welcome")).as("before the outage the welcome went out").isPositive();
        smtp.cut();
        mailTwoOrders();
        h.robot.cycle();
        assertThat(count("taylor", "orders:")).as("the acknowledgement waits").isZero();
        assertThat(outboxRows("PENDING")).isEqualTo(2);

        deadlineSoon();
        awaitReached();
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the turn runs at its deadline without SMTP").isEqualTo(1);
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.RAN);
        assertThat(count("taylor", "campaign 1, turn 1")).as("its reports wait").isZero();
        int waiting = outboxRows("PENDING");
        assertThat(waiting).as("2 acknowledgements and the turn's reports").isGreaterThan(6);
        assertThat(count("referee", "MAIL ALERT")).isZero();
        assertThat(status()).doesNotContain("moderators were told");

        clock.advance(Duration.ofMinutes(31));
        h.robot.cycle();
        h.robot.cycle();
        clock.advance(Duration.ofMinutes(30));
        h.robot.cycle();
        assertThat(status()).contains("MAIL: " + (waiting + 1) + " mails wait to go out", "unreachable",
                "the moderators were told");
        assertThat(outboxRows("PENDING")).as("the alert queued once, however many rounds").isEqualTo(waiting + 1);
        assertThat(outboxRows("FAILED")).isZero();

        smtp.restore();
        h.robot.cycle();
        assertThat(outboxRows("PENDING")).as("one round after recovery, without waiting out the backoff").isZero();
        assertThat(count("taylor", "orders: 1 accepted")).isEqualTo(1);
        assertThat(count("brown", "orders: 1 accepted")).isEqualTo(1);
        assertThat(count("taylor", "campaign 1, turn 1")).isPositive();
        assertThat(summary()).contains("US1AQ [SUBMITTED]", "US7IN [SUBMITTED]", "MX4IN [DEFAULT]");
        assertThat(count("referee", "MAIL ALERT: mail from the robot is not going out")).isEqualTo(1);
        String alert = RobotHarness.body(h.message("referee", s -> s.contains("MAIL ALERT")));
        assertThat(alert).contains("has not gone out since", "If this notice reaches you only now",
                "No mail is lost", "unreachable");
        assertThat(count("referee", "mail outage over: mail from the robot goes out again")).isEqualTo(1);
        String over = RobotHarness.body(h.message("referee", s -> s.contains("outage over")));
        assertThat(over).contains("goes out again since", "1 hour 1 minute", "Up to " + (waiting + 1) + " mails "
                + "waited");
        assertThat(count("taylor", "MAIL ALERT")).as("the players are not told").isZero();
        assertThat(status()).doesNotContain("MAIL:");
        h.robot.cycle();
        h.robot.cycle();
        everyMailDeliveredExactlyOnce();
    }

    @Test
    @DisplayName("worker: a stalled SMTP server does not hold the worker: the deadline's turn commits and the "
            + "robot goes on to its next work while the reports wait on the sender; then each is delivered once")
    void worker_sendingDoesNotHoldTheWorker() throws Exception {
        start();
        assertThat(count("taylor", "welcome")).isPositive();
        smtp.hold();
        deadlineSoon();
        awaitReached();
        java.util.concurrent.ExecutorService other = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            for (int i = 0; i < 100 && h.turnsRun() == 0; i++) {
                Thread.sleep(100);
            }
            assertThat(h.turnsRun()).as("the turn committed while SMTP is stalled").isEqualTo(1);
            // Work that needs the worker (reading the game files) is done while the reports still wait.
            other.submit(h.robot::loadGameFiles).get(5, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(count("taylor", "campaign 1, turn 1")).as("no report has gone out yet").isZero();
        } finally {
            other.shutdownNow();
            smtp.release();
        }
        h.robot.cycle();
        h.robot.cycle();
        assertThat(count("taylor", "campaign 1, turn 1")).isPositive();
        everyMailDeliveredExactlyOnce();
    }

    @Test
    @DisplayName("mail outage: IMAP down for an hour across a deadline: the turn waits for the mailbox and runs "
            + "with the orders that reached the server by its deadline; each mail answered once; one alert")
    void outage_imapOutageOfAnHour() throws Exception {
        start();
        imap.cut();
        mailTwoOrders();
        h.robot.cycle();
        assertThat(count("taylor", "orders:")).as("the mail waits on the server, unread").isZero();

        deadlineSoon();
        awaitReached();
        h.robot.cycle();
        assertThat(slot().orElseThrow().status()).as("reached").isEqualTo(DeadlineSlotStore.Status.OPEN);
        assertThat(h.turnsRun()).as("no turn on a mailbox not read since the deadline").isZero();
        afterDeadlineSecond();
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE EVADE/EVADE\n");
        assertThat(status()).contains("MAIL: the mailbox has not been read since",
                "MAIL: a turn whose deadline has passed waits").doesNotContain("moderators were told");
        assertThat(count("referee", "MAIL ALERT")).as("not before the alert time").isZero();

        for (int minutes = 10; minutes <= 60; minutes += 10) {
            clock.advance(Duration.ofMinutes(10));   // a poll every ten minutes of the outage, each failing
            h.robot.cycle();
            assertThat(h.turnsRun()).as("after " + minutes + " minutes").isZero();
        }
        assertThat(imap.refused()).as("the robot kept trying").isGreaterThanOrEqualTo(7);
        assertThat(count("referee", "MAIL ALERT: the robot cannot read its mailbox")).as("one alert, not one per poll")
                .isEqualTo(1);
        assertThat(count("referee", "the turn waits for the mailbox")).isEqualTo(1);
        assertThat(RobotHarness.body(h.message("referee", s -> s.contains("MAIL ALERT")))).contains(
                "has not been able to read its mailbox", "none is lost", "waits until the robot has read the mailbox");
        assertThat(count("taylor", "MAIL ALERT")).as("the players are not told").isZero();
        assertThat(count("taylor", "no orders")).as("no notice judged on an unread mailbox").isZero();
        assertThat(status()).contains("the moderators were told");

        imap.restore();
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the first poll that reads the mailbox runs the turn").isEqualTo(1);
        assertThat(slot().orElseThrow().status()).isEqualTo(DeadlineSlotStore.Status.RAN);
        assertThat(summary()).as("orders that reached the server by the deadline count; Arista's came after it")
                .contains("US1AQ [SUBMITTED]", "US7IN [SUBMITTED]", "MX4IN [DEFAULT]");
        List<QueuedBlock> later = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
        assertThat(later).as("Arista's orders wait for the next turn").singleElement()
                .satisfies(b -> assertThat(b.unitId()).isEqualTo("MX4IN"));
        assertThat(count("referee", "mail outage over: the robot reads its mailbox again")).isEqualTo(1);
        assertThat(RobotHarness.body(h.message("referee", s -> s.contains("outage over")))).contains("1 hour");
        h.robot.cycle();
        h.robot.cycle();
        assertThat(count("taylor", "orders:")).as("each mail answered once").isEqualTo(1);
        assertThat(count("brown", "orders:")).isEqualTo(1);
        assertThat(count("arista", "orders:")).isEqualTo(1);
        assertThat(count("referee", "MAIL ALERT")).isEqualTo(1);
        assertThat(h.turnsRun()).isEqualTo(1);
        assertThat(status()).doesNotContain("MAIL:");
        everyMailDeliveredExactlyOnce();
    }

    @Test
    @DisplayName("mail outage: connections dropped in the middle of the deadline's poll and of the sending: the "
            + "broken poll does not count as read, the turn waits for a whole one; every mail stored, answered and "
            + "delivered exactly once")
    void outage_connectionsDroppedMidSession() throws Exception {
        start();
        int each = 10;
        for (int i = 0; i < each; i++) {
            h.mailRobot("taylor@players.test", "[e2e] orders " + i, "UNIT US1AQ PASSWORD " + h.password("taylor")
                    + "\nPOSTURE SKIRMISH/SKIRMISH\n");
            h.mailRobot("brown@players.test", "[e2e] orders " + i, "UNIT US7IN PASSWORD " + h.password("brown")
                    + "\nPOSTURE ATTACK/DEFEND\n");
            h.mailRobot("arista@players.test", "[e2e] orders " + i, "UNIT MX4IN PASSWORD " + h.password("arista")
                    + "\nPOSTURE EVADE/EVADE\n");
        }
        deadlineSoon();
        assertThat(Instant.now()).as("all mailed before the deadline").isBefore(deadline);
        imap.cutAfter(8_000);   // the deadline's poll (30 mails, some 25 KB) breaks off part of the way
        awaitReached();
        assertThat(imap.isCut()).as("the poll was cut").isTrue();
        assertThat(h.turnsRun()).as("a poll broken off is no reading of the mailbox").isZero();
        assertThat(status()).contains("MAIL: the mailbox has not been read since",
                "the connection to the mailbox was lost during the poll");

        imap.restore();
        smtp.cutAfter(20_000);   // the acknowledgements and reports: a send breaks off in the middle of a batch
        h.robot.cycle();
        assertThat(h.turnsRun()).as("the first whole poll runs the turn").isEqualTo(1);
        assertThat(smtp.isCut()).as("a send was cut").isTrue();
        smtp.restore();
        for (int i = 0; i < 4; i++) {
            clock.advance(Duration.ofMinutes(20));   // past the in-doubt grace of a send cut mid-transfer
            h.robot.cycle();
        }
        assertThat(smtp.refused() + imap.refused()).as("connections were turned away").isPositive();
        int stored = h.robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT COUNT(*) FROM inbox WHERE subject LIKE '[e2e] orders %'");
                 var rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
        assertThat(stored).as("every order mail stored once").isEqualTo(3 * each);
        assertThat(summary()).contains("US1AQ [SUBMITTED]", "US7IN [SUBMITTED]", "MX4IN [SUBMITTED]");
        assertThat(count("taylor", "orders:")).as("each answered once").isEqualTo(each);
        assertThat(count("brown", "orders:")).isEqualTo(each);
        assertThat(count("arista", "orders:")).isEqualTo(each);
        everyMailDeliveredExactlyOnce();
    }
}

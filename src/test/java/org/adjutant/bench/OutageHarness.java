package org.adjutant.bench;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Message;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.adjutant.app.MapLibrary;
import org.adjutant.app.Robot;
import org.adjutant.app.RobotHarness;
import org.adjutant.app.RobotObserver;
import org.adjutant.config.AfterStore;
import org.adjutant.config.DataDirs;
import org.adjutant.config.MailAlerts;
import org.adjutant.config.MailProtocol;
import org.adjutant.config.MailboxConfig;
import org.adjutant.config.Secret;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.SmtpConfig;
import org.adjutant.config.TlsMode;
import org.adjutant.game.NewPlayer;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.testing.CuttableProxy;

/**
 * Mail outages in real time: the whole robot, on the real clock, against GreenMail behind
 * {@link CuttableProxy} relays. One outage per run:
 *
 * <ul>
 * <li>{@code --mode smtp}: the SMTP relay is cut; players keep mailing orders (straight to GreenMail); the deadline
 * falls inside the outage; then the relay is restored.</li>
 * <li>{@code --mode imap}: the IMAP relay is cut; players' mails wait on the server; the deadline falls inside the
 * outage and must wait for the mailbox; then the relay is restored.</li>
 * </ul>
 *
 * It prints the figures for {@code bench/outage.md}: mails queued during the outage, time from recovery to the last
 * delivery, alerts, and mails lost or doubled (each outbox row's Message-ID looked for in every recipient's mailbox).
 *
 * <pre>
 * mvn -o -q test-compile
 * mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *   -Dexec.args="-cp target/classes:%classpath org.adjutant.bench.OutageHarness --mode imap --outage 60m --deadline 20m"
 * </pre>
 */
public final class OutageHarness {
    private static final String ROBOT = "adjutant@robot.test";
    private static final List<String> COMMANDERS = List.of("taylor", "brown", "arista");
    private static final Map<String, String> UNIT = Map.of("taylor", "US1AQ", "brown", "US7IN", "arista", "MX4IN");
    private static final List<String> POSTURES = List.of("ATTACK/DEFEND", "SKIRMISH/SKIRMISH", "EVADE/EVADE");

    private final String mode;
    private final Duration outage;
    private final Duration deadlineAfter;
    private final Duration every;
    private final Duration poll;
    private final MailAlerts alerts;
    private final Map<String, String> passwords = new ConcurrentHashMap<>();
    private final List<String> log = new ArrayList<>();
    private final Instant began = Instant.now();

    private OutageHarness(Map<String, String> a) {
        mode = a.getOrDefault("mode", "imap");
        outage = Duration.parse("PT" + a.getOrDefault("outage", "5m").toUpperCase());
        deadlineAfter = Duration.parse("PT" + a.getOrDefault("deadline", "2m").toUpperCase());
        every = Duration.parse("PT" + a.getOrDefault("every", "1m").toUpperCase());
        poll = Duration.parse("PT" + a.getOrDefault("poll", "30s").toUpperCase());
        Duration alert = Duration.parse("PT" + a.getOrDefault("alert", "30m").toUpperCase());
        alerts = new MailAlerts(alert, alert);
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> a = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            a.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        new OutageHarness(a).run();
        System.exit(0);
    }

    private void say(String line) {
        String stamped = String.format("[%6.1f min] %s", Duration.between(began, Instant.now()).toMillis() / 60_000.0,
                line);
        log.add(stamped);
        System.out.println(stamped);
        System.out.flush();
    }

    private void run() throws Exception {
        GreenMail mail = new GreenMail(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
        mail.start();
        mail.setUser(ROBOT, "robot", "robot-secret");
        for (String who : List.of("taylor", "brown", "marcy", "arista", "referee")) {
            mail.setUser(who + "@players.test", who, "pw");
        }
        Path home = Files.createTempDirectory("outage-harness");
        RobotHarness.copyTemplatesTo(home);
        Files.createDirectories(home.resolve("config/games"));
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/test.yaml"),
                org.adjutant.gitm.GitmRulesetTestScenario.TEXT);
        // The outage starts a minute after the robot; the deadline falls inside it.
        Duration lead = Duration.ofMinutes(1);
        Instant cutAt = began.plus(lead);
        Instant deadline = cutAt.plus(deadlineAfter).truncatedTo(ChronoUnit.SECONDS);
        Instant restoreAt = cutAt.plus(outage);
        Files.writeString(home.resolve("config/games/e2e.yaml"), RobotHarness.gameFile("e2e", "Outage",
                LocalDateTime.ofInstant(deadline, ZoneOffset.UTC), ""));

        try (CuttableProxy imap = new CuttableProxy(mail.getImap().getPort());
             CuttableProxy smtp = new CuttableProxy(mail.getSmtp().getPort())) {
            ServerConfig config = new ServerConfig(home.resolve("config/adjutant.yaml"),
                    new DataDirs(home.resolve("data/db"), home.resolve("data/sent"), home.resolve("logs")),
                    ROBOT, "Adjutant",
                    new MailboxConfig(MailProtocol.IMAP, "127.0.0.1", imap.port(), TlsMode.NONE,
                            Optional.of("robot"), Optional.of(new Secret("robot-secret", "test")), "INBOX",
                            AfterStore.DELETE, poll),
                    new SmtpConfig("127.0.0.1", smtp.port(), TlsMode.NONE, Optional.empty(), Optional.empty()),
                    home.resolve("config/games")).withAlerts(alerts);
            Robot robot = new Robot(config, home, Clock.systemUTC(),
                    Map.of("gitm", new GitmRuleset(new MapLibrary(home))), new RobotObserver() {
                        @Override
                        public void gameCreated(String gameId, List<NewPlayer> players) {
                            players.forEach(p -> passwords.put(p.seat().role(), p.password()));
                        }
                    });
            robot.start();
            say("robot started; mode " + mode + ", outage " + outage + " from " + cutAt + ", deadline " + deadline
                    + ", poll " + poll + ", alerts after " + alerts.mailboxAfter());
            CuttableProxy down = mode.equals("smtp") ? smtp : imap;
            int sentBefore = 0;
            int sentAfter = 0;
            int round = 0;
            Instant nextMail = Instant.now().plusSeconds(5);
            boolean cut = false;
            while (Instant.now().isBefore(restoreAt)) {
                Instant now = Instant.now();
                if (!cut && !now.isBefore(cutAt)) {
                    down.cut();
                    cut = true;
                    say(mode.toUpperCase() + " cut; outbox before: " + outbox(robot));
                }
                if (!now.isBefore(nextMail) && passwords.size() >= 3) {
                    for (String who : COMMANDERS) {
                        order(mail, who, POSTURES.get(round % POSTURES.size()));
                    }
                    if (Instant.now().isBefore(deadline.minusSeconds(2))) {
                        sentBefore += COMMANDERS.size();
                    } else {
                        sentAfter += COMMANDERS.size();
                    }
                    round++;
                    nextMail = now.plus(every);
                }
                Thread.sleep(1_000);
            }
            Map<String, Integer> atRestore = outbox(robot);
            int inboxAtRestore = inboxRows(robot);
            int turnsAtRestore = turns(robot);
            down.restore();
            Instant restored = Instant.now();
            say("restored; outbox at restore " + atRestore + ", inbox rows " + inboxAtRestore + ", turns run "
                    + turnsAtRestore + ", connections refused while cut " + down.refused());
            // Until everything is delivered and the turn has run, or ten minutes.
            Instant lastChange = restored;
            while (Duration.between(restored, Instant.now()).compareTo(Duration.ofMinutes(10)) < 0) {
                Map<String, Integer> o = outbox(robot);
                boolean drained = o.getOrDefault("PENDING", 0) == 0 && o.getOrDefault("SENDING", 0) == 0;
                if (drained && turns(robot) == 1 && inboxRows(robot) >= sentBefore + sentAfter
                        && Duration.between(lastChange, Instant.now()).toSeconds() > 2 * poll.toSeconds() + 5) {
                    break;
                }
                if (!drained) {
                    lastChange = Instant.now();
                }
                Thread.sleep(1_000);
            }
            Instant lastSent = robot.database().read(c -> {
                try (var ps = c.prepareStatement("SELECT MAX(sent_at) FROM outbox WHERE status = 'SENT'");
                     var rs = ps.executeQuery()) {
                    rs.next();
                    var t = rs.getObject(1, java.time.OffsetDateTime.class);
                    return t == null ? null : t.toInstant();
                }
            });
            Instant turnRan = robot.database().read(c -> {
                try (var ps = c.prepareStatement("SELECT ran_at FROM turn WHERE game_id = 'e2e' AND number = 1");
                     var rs = ps.executeQuery()) {
                    return rs.next() ? rs.getObject(1, java.time.OffsetDateTime.class).toInstant() : null;
                }
            });
            Delivery d = delivery(mail, robot);
            int waitingForLater = robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                    Instant.parse("9999-01-01T00:00:00Z")).size());
            int waitingBeforeDeadline = robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                    deadline).size());
            List<String> alertSubjects = new ArrayList<>();
            for (MimeMessage m : inbox(mail, "referee@players.test")) {
                String s = m.getSubject();
                if (s.contains("MAIL ALERT") || s.contains("outage over") || s.contains("waits for the mailbox")) {
                    alertSubjects.add(s);
                }
            }
            String summary = "";
            for (MimeMessage m : inbox(mail, "referee@players.test")) {
                if (m.getSubject().equals("[e2e] turn 1: moderator's summary")) {
                    summary = GreenMailUtil.getBody(m);
                }
            }
            System.out.println();
            System.out.println("## " + mode.toUpperCase() + " outage of " + outage + ", deadline " + deadlineAfter
                    + " into it (poll " + poll + ", alert after " + alerts.mailboxAfter() + ")");
            System.out.println("| figure | value |");
            System.out.println("|---|---|");
            row("order mails sent by players before the deadline / after it", sentBefore + " / " + sentAfter);
            row("robot's mails waiting in the outbox when the outage ended", String.valueOf(
                    atRestore.getOrDefault("PENDING", 0) + atRestore.getOrDefault("SENDING", 0)));
            row("mails taken from the mailbox by the end of the outage (incl. the robot's own copies)",
                    String.valueOf(inboxAtRestore));
            row("turns run before recovery", String.valueOf(turnsAtRestore));
            row("deadline -> turn ran", turnRan == null ? "NOT RUN" : secs(Duration.between(deadline, turnRan)));
            row("recovery -> turn ran", turnRan == null ? "NOT RUN" : secs(Duration.between(restored, turnRan)));
            row("recovery -> last mail sent", lastSent == null ? "-" : secs(Duration.between(restored, lastSent)));
            row("outbox rows at the end", outbox(robot).toString());
            row("outbox rows delivered / lost / doubled", d.delivered + " / " + d.lost + " / " + d.doubled);
            row("order mails answered (acks) / answered twice", d.acks + " / " + d.acksTwice);
            row("order blocks of mail before the deadline left untaken", String.valueOf(waitingBeforeDeadline));
            row("order blocks waiting for the next turn (mail after the deadline)", String.valueOf(waitingForLater));
            row("moderator's alerts received", alertSubjects.size() + ": " + String.join("; ", alertSubjects));
            row("summary: units SUBMITTED", String.valueOf(summary.split("\\[SUBMITTED]", -1).length - 1));
            robot.close();
        } finally {
            mail.stop();
        }
    }

    private static void row(String what, String value) {
        System.out.println("| " + what + " | " + value + " |");
    }

    private static String secs(Duration d) {
        return String.format("%.1f s", d.toMillis() / 1000.0);
    }

    private void order(GreenMail mail, String who, String posture) throws Exception {
        MimeMessage m = new MimeMessage(mail.getSmtp().createSession());
        m.setFrom(new InternetAddress(who + "@players.test"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(ROBOT));
        m.setSubject("[e2e] orders");
        m.setText("UNIT " + UNIT.get(who) + " PASSWORD " + passwords.get(who) + "\nPOSTURE " + posture + "\n",
                "UTF-8");
        m.saveChanges();
        GreenMailUtil.sendMimeMessage(m);
    }

    private static Map<String, Integer> outbox(Robot robot) {
        return robot.database().read(c -> {
            Map<String, Integer> counts = new java.util.TreeMap<>();
            try (var ps = c.prepareStatement("SELECT status, COUNT(*) FROM outbox GROUP BY status");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    counts.put(rs.getString(1), rs.getInt(2));
                }
            }
            return counts;
        });
    }

    private static int inboxRows(Robot robot) {
        return count(robot, "SELECT COUNT(*) FROM inbox");
    }

    private static int turns(Robot robot) {
        return count(robot, "SELECT COUNT(*) FROM turn WHERE game_id = 'e2e'");
    }

    private static int count(Robot robot, String sql) {
        return robot.database().read(c -> {
            try (var ps = c.prepareStatement(sql); var rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    private static List<MimeMessage> inbox(GreenMail mail, String address) throws Exception {
        var account = mail.getUserManager().getUserByEmail(address);
        List<MimeMessage> result = new ArrayList<>();
        for (var stored : mail.getManagers().getImapHostManager().getInbox(account).getMessages()) {
            result.add(stored.getMimeMessage());
        }
        return result;
    }

    private record Delivery(int delivered, int lost, int doubled, int acks, int acksTwice) {
    }

    /** Every SENT outbox row looked for, by Message-ID, in each of its recipients' mailboxes. */
    private static Delivery delivery(GreenMail mail, Robot robot) throws Exception {
        record Row(String messageId, List<String> to, String key, String status) {
        }
        List<Row> rows = robot.database().read(c -> {
            List<Row> out = new ArrayList<>();
            try (var ps = c.prepareStatement("SELECT message_id, recipients, dedup_key, status FROM outbox");
                 var rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Row(rs.getString(1), List.of(rs.getString(2).split(",")), rs.getString(3),
                            rs.getString(4)));
                }
            }
            return out;
        });
        Map<String, Map<String, Integer>> seen = new HashMap<>();
        for (String who : List.of("taylor", "brown", "marcy", "arista", "referee")) {
            Map<String, Integer> ids = new HashMap<>();
            for (MimeMessage m : inbox(mail, who + "@players.test")) {
                ids.merge(m.getMessageID(), 1, Integer::sum);
            }
            seen.put(who + "@players.test", ids);
        }
        int delivered = 0;
        int lost = 0;
        int doubled = 0;
        int acks = 0;
        int acksTwice = 0;
        for (Row r : rows) {
            boolean all = true;
            boolean twice = false;
            for (String to : r.to()) {
                int n = seen.getOrDefault(to.toLowerCase(), Map.of()).getOrDefault(r.messageId(), 0);
                all &= n >= 1;
                twice |= n > 1;
            }
            if (all) {
                delivered++;
            } else {
                lost++;
                System.out.println("NOT DELIVERED: " + r.key() + " " + r.status() + " to " + r.to());
            }
            if (twice) {
                doubled++;
            }
            if (r.key().startsWith("ack:")) {
                acks++;
                acksTwice += twice ? 1 : 0;
            }
        }
        return new Delivery(delivered, lost, doubled, acks, acksTwice);
    }
}

package org.adjutant.app;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.adjutant.config.AfterStore;
import org.adjutant.config.DataDirs;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.MailProtocol;
import org.adjutant.config.MailboxConfig;
import org.adjutant.config.Secret;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.SmtpConfig;
import org.adjutant.config.TlsMode;
import org.adjutant.game.NewPlayer;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.testing.MigratedH2;
import org.adjutant.turn.TurnResult;

/**
 * The whole robot in a temporary home against a GreenMail server: the test scenario of {@code GitmRulesetTest}
 * (taylor commands US1AQ and is deputy of US7IN, brown commands US7IN, arista commands MX1AQ and MX4IN, marcy is the
 * US War Minister), a game {@code e2e} with one deadline a month ahead, and helpers to mail the robot and read what
 * each player received.
 */
public final class RobotHarness implements AutoCloseable {
    static final String ROBOT = "adjutant@robot.test";
    static final List<String> PLAYERS = List.of("taylor", "brown", "marcy", "arista", "referee");

    final GreenMailExtension mail;
    final Path home;
    final Clock clock;
    final ServerConfig config;
    Robot robot;
    final Map<String, String> passwords = new ConcurrentHashMap<>();
    final List<TurnResult> turns = new ArrayList<>();
    /** How many times the robot has polled its mailbox. */
    final java.util.concurrent.atomic.AtomicInteger polls = new java.util.concurrent.atomic.AtomicInteger();

    /** {@code server} may change the server settings the tests start from. */
    RobotHarness(GreenMailExtension mail, Path home, UnaryOperator<ServerConfig> server) throws IOException {
        this(mail, home, server, Clock.systemUTC(), gameFile("e2e", "End to end"));
    }

    /** With the robot's own clock and the text of the game file {@code e2e}; null: no game file (a fresh home). */
    RobotHarness(GreenMailExtension mail, Path home, UnaryOperator<ServerConfig> server, Clock clock, String game)
            throws IOException {
        this(mail, home, server, clock, game, org.adjutant.gitm.GitmRulesetTestScenario.TEXT);
    }

    /** The same with the text of the scenario the game file names ({@code data/gitm/scenarios/test.yaml}). */
    RobotHarness(GreenMailExtension mail, Path home, UnaryOperator<ServerConfig> server, Clock clock, String game,
                 String scenario) throws IOException {
        this.mail = mail;
        this.home = home;
        this.clock = clock;
        mail.setUser(ROBOT, "robot", "robot-secret");
        for (String who : PLAYERS) {
            mail.setUser(who + "@players.test", who, "pw");
        }
        copyTemplatesTo(home);
        Files.createDirectories(home.resolve("config/games"));
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/test.yaml"), scenario);
        if (game != null) {
            Files.writeString(home.resolve("config/games/e2e.yaml"), game);
        }
        this.config = server.apply(new ServerConfig(home.resolve("config/adjutant.yaml"),
                new DataDirs(home.resolve("data/db"), home.resolve("data/sent"), home.resolve("logs")),
                ROBOT, "Adjutant",
                new MailboxConfig(MailProtocol.IMAP, "127.0.0.1", mail.getImap().getPort(), TlsMode.NONE,
                        Optional.of("robot"), Optional.of(new Secret("robot-secret", "test")), "INBOX",
                        AfterStore.DELETE, Duration.ofHours(1)),
                new SmtpConfig("127.0.0.1", mail.getSmtp().getPort(), TlsMode.NONE, Optional.empty(),
                        Optional.empty()),
                home.resolve("config/games")));
        if (config.data().store() instanceof DatabaseConfig.H2 h2) {
            MigratedH2.copyInto(h2.directory());
        }
        robot = newRobot();
        robot.start();
    }

    /** The robot stopped and started again on the same home (its database, its deadlines), as after a restart. */
    void restart() {
        robot.close();
        robot = newRobot();
        robot.start();
    }

    /** Stops the robot; {@link #start()} brings up a new one on the same home. */
    void stop() {
        robot.close();
    }

    void start() {
        robot = newRobot();
        robot.start();
    }

    private Robot newRobot() {
        return new Robot(config, home, clock,
                Map.of("gitm", new GitmRuleset(new MapLibrary(home))), new RobotObserver() {
                    @Override
                    public void gameCreated(String gameId, List<NewPlayer> players) {
                        players.forEach(p -> passwords.put(p.seat().role(), p.password()));
                    }

                    @Override
                    public void turn(TurnResult result) {
                        turns.add(result);
                    }

                    @Override
                    public void polled(org.adjutant.mail.PollResult result) {
                        polls.incrementAndGet();
                    }
                });
    }

    /** A game file of the test scenario, its one deadline thirty days ahead, in UTC. */
    public static String gameFile(String id, String title) {
        String far = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.MINUTES)
                .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"));
        return """
                title: "%s"
                ruleset: gitm
                scenario: data/gitm/scenarios/test.yaml
                seed: 7
                time-zone: UTC
                moderators: [referee@players.test]
                schedule:
                  deadlines: [%s]
                players:
                  - {name: Zachary Taylor, email: taylor@players.test, role: taylor}
                  - {name: Jacob Brown, email: brown@players.test, role: brown}
                  - {name: William Marcy, email: marcy@players.test, role: marcy}
                  - {name: Mariano Arista, email: arista@players.test, role: arista}
                """.formatted(title, far);
    }

    /**
     * A game file of the test scenario with one deadline at {@code deadline} (UTC, to the second) and {@code extra}
     * keys (e.g. a deadline policy) at its end.
     */
    public static String gameFile(String id, String title, LocalDateTime deadline, String extra) {
        String at = deadline.truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss"));
        return gameFile(id, title).replaceFirst("deadlines: \\[[^]]*]", "deadlines: [" + at + "]") + extra;
    }

    /**
     * Moves the deadlines of game {@code id} to {@code at} (UTC, to the second) by rewriting its game file and having
     * the robot read it again, as a moderator's edit of the file would; returns the first. A test that needs Quartz to
     * fire a deadline on real time starts the robot with the deadline far ahead and moves it near once the robot is up
     * (game created, welcomes sent): the deadline then needs only the margin of the test's own steps, not that of the
     * robot's start-up on a busy machine as well.
     */
    Instant moveDeadlines(String id, LocalDateTime... at) throws IOException {
        DateTimeFormatter f = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
        List<String> times = new ArrayList<>();
        for (LocalDateTime t : at) {
            times.add(t.truncatedTo(ChronoUnit.SECONDS).format(f));
        }
        Path file = home.resolve("config/games/" + id + ".yaml");
        String text = Files.readString(file);
        String moved = text.replaceFirst("deadlines: \\[[^]]*]", "deadlines: [" + String.join(", ", times) + "]");
        if (moved.equals(text)) {
            throw new IllegalStateException("no deadline list to move in " + file);
        }
        Files.writeString(file, moved);
        robot.loadGameFiles();
        return at[0].truncatedTo(ChronoUnit.SECONDS).toInstant(ZoneOffset.UTC);
    }

    /**
     * A deadline just passed, for a turn run at once: the next whole second (deadlines are kept to the second),
     * returned as soon as real time is past it, so that mail sent before the call is in time for it.
     */
    static Instant deadlineJustPassed() throws InterruptedException {
        Instant at = Instant.now().truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
        while (!Instant.now().isAfter(at)) {
            Thread.sleep(10);
        }
        return at;
    }

    /** Now, real time in UTC, plus {@code seconds}, to the second: a deadline for Quartz to fire soon. */
    static LocalDateTime secondsAhead(int seconds) {
        return LocalDateTime.now(ZoneOffset.UTC).plusSeconds(seconds).truncatedTo(ChronoUnit.SECONDS);
    }

    public static void copyTemplatesTo(Path home) throws IOException {
        Path source = Path.of(System.getProperty("adjutant.home", ".")).resolve("templates");
        try (var files = Files.walk(source)) {
            for (Path f : files.toList()) {
                Path target = home.resolve("templates").resolve(source.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }

    /** How many turns game e2e has run, read from the robot's database. */
    int turnsRun() {
        return robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT COUNT(*) FROM turn WHERE game_id = 'e2e'");
                 var rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    String password(String role) {
        return passwords.get(role);
    }

    /**
     * Mails {@code lines} as the game's moderator (referee@players.test, the file's moderator, with his password) in
     * a command block, then lets the robot read and carry it out in one cycle.
     */
    void moderate(String lines) throws Exception {
        String referee = "referee@players.test";
        mailRobot(referee, "[e2e] commands", "PLAYER " + referee + " PASSWORD " + password("") + "\n" + lines + "\n");
        robot.cycle();
    }

    /** Mails the robot a plain-text mail; {@code headers} are name, value pairs set last. */
    void mailRobot(String from, String subject, String body, String... headers) throws Exception {
        MimeMessage m = new MimeMessage(mail.getSmtp().createSession());
        m.setFrom(new InternetAddress(from));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(ROBOT));
        m.setSubject(subject);
        m.setText(body, "UTF-8");
        for (int i = 0; i + 1 < headers.length; i += 2) {
            m.setHeader(headers[i], headers[i + 1]);
        }
        m.saveChanges();
        GreenMailUtil.sendMimeMessage(m);
    }

    /** Delivers raw bytes to the robot's mailbox as they are, as a mail server would after its own checks. */
    void deliverRaw(String raw) throws Exception {
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()),
                new ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8)));
        var user = mail.getUserManager().getUserByEmail(ROBOT);
        user.deliver(m);
    }

    /** What is in a player's own INBOX ({@code who} is his role: the local part of his address). */
    List<MimeMessage> inbox(String who) throws Exception {
        var account = mail.getUserManager().getUserByEmail(who.contains("@") ? who : who + "@players.test");
        List<MimeMessage> result = new ArrayList<>();
        if (account == null) {
            return result;
        }
        for (var stored : mail.getManagers().getImapHostManager().getInbox(account).getMessages()) {
            result.add(stored.getMimeMessage());
        }
        return result;
    }

    List<String> subjects(String who) throws Exception {
        List<String> result = new ArrayList<>();
        for (MimeMessage m : inbox(who)) {
            result.add(m.getSubject());
        }
        return result;
    }

    /** The one mail in the player's INBOX whose subject matches. */
    MimeMessage message(String who, Predicate<String> subject) throws Exception {
        MimeMessage found = null;
        for (MimeMessage m : inbox(who)) {
            if (subject.test(m.getSubject())) {
                if (found != null) {
                    throw new AssertionError("two such mails for " + who + ": " + subjects(who));
                }
                found = m;
            }
        }
        if (found == null) {
            throw new AssertionError("no such mail for " + who + ": " + subjects(who));
        }
        return found;
    }

    static String body(MimeMessage m) {
        return GreenMailUtil.getBody(m);
    }

    /** Every mail the robot sent, as the mail server saw it (its own copies included). */
    List<MimeMessage> sentByRobot() throws Exception {
        List<MimeMessage> sent = new ArrayList<>();
        for (MimeMessage m : mail.getReceivedMessages()) {
            if (m.getFrom() != null && m.getFrom()[0].toString().contains(ROBOT)) {
                sent.add(m);
            }
        }
        return sent;
    }

    @Override
    public void close() {
        robot.close();
    }
}

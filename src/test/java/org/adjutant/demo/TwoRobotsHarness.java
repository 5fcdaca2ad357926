package org.adjutant.demo;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.ruleset.Opening;
import org.adjutant.testing.EmbeddedPostgres;

/**
 * Two robots, one database: two real robot processes ({@code adjutant run}, each its own JVM) with the
 * same configuration, against one PostgreSQL database and one GreenMail mailbox. Scripted players mail orders over
 * several deadlines; at one deadline the robot that fired it is killed with SIGKILL, and the other carries on alone.
 * The checks at the end, from the mailboxes and the database: every order mail answered exactly once, every outbox
 * mail delivered exactly once to each recipient (by Message-ID) and nothing delivered that no outbox row holds, every
 * turn run once with all its reports, and the deadlines from the kill on run by the survivor. See docs/scaling.md.
 */
public final class TwoRobotsHarness {
    static final String ROBOT = "adjutant@cluster.local";
    static final String GAME = "cluster1846";
    private static final Pattern PASSWORD = Pattern.compile("Your password is:\\s+(\\S+)");
    private static final Pattern TURN_LINE = Pattern.compile("game " + GAME + ": turn (\\d+): ");
    private static final Pattern UNANSWERED = Pattern.compile("order mail (\\S+) from .* answered 0 times");
    private static final Pattern INSTANCE = Pattern.compile("as robot instance (\\S+)");

    /**
     * @param turns    how many deadlines the game has
     * @param killAt   the deadline (1-based) at which the robot that fires it is killed
     * @param interval the time between deadlines
     * @param checkin  the robots' check-in interval (database: checkin:)
     */
    public record Options(int turns, int killAt, Duration interval, Duration checkin, long seed, Path out) {
    }

    /**
     * What a run found. {@code turnsBy} maps each robot ("A", "B") to the turns it ran; {@code takeover} is the time
     * from the kill until the turn of the deadline the dead robot had fired was run, with all its reports queued.
     */
    public record Result(int orderMails, int acks, int robotMails, int turns, int outboxRows, String killed,
                         Map<String, List<Integer>> turnsBy, Map<String, Integer> sentBy, Duration takeover,
                         List<String> problems, Duration took) {
        public String summary() {
            return ("turns %d (by robot %s); killed %s at its deadline, taken over in %.1f s; order mails %d, "
                    + "acknowledgements %d; robot mails received %d; outbox rows %d (sent by robot %s); problems %d; "
                    + "took %d s").formatted(turns, turnsBy, killed, takeover.toMillis() / 1000.0, orderMails, acks,
                    robotMails, outboxRows, sentBy, problems.size(), took.toSeconds());
        }
    }

    private record SentOrder(String player, String messageId) {
    }

    private final Options options;
    private final Map<String, String> passwords = new ConcurrentHashMap<>();
    private final List<SentOrder> orders = new CopyOnWriteArrayList<>();
    private GreenMail mail;

    public TwoRobotsHarness(Options options) {
        this.options = options;
    }

    public Result run() throws Exception {
        Instant began = Instant.now();
        Path out = options.out().toAbsolutePath().normalize();
        Files.createDirectories(out.resolve("games"));
        Path home = Path.of("").toAbsolutePath();
        Path scenario = home.resolve("data/gitm/scenarios/1846.yaml");
        GitmRuleset ruleset = new GitmRuleset(new MapLibrary(home));
        Opening opening = ruleset.open(Files.readString(scenario, StandardCharsets.UTF_8), scenario.toString());
        Map<String, ScriptedPlayer.Mistake> cast = new LinkedHashMap<>();
        for (String role : List.of("taylor", "twiggs", "arista", "ampudia")) {
            cast.put(role, ScriptedPlayer.Mistake.NONE);
        }
        List<ScriptedPlayer> players = Demo.players(ruleset, opening, cast, "cluster.local");
        String url = EmbeddedPostgres.get().createDatabase("two_robots_" + System.nanoTime());

        mail = new GreenMail(new ServerSetup[] {new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP)
                .dynamicPort(), new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        mail.start();
        Map<String, Process> robots = new LinkedHashMap<>();
        try {
            mail.setUser(ROBOT, "adjutant", "adjutant");
            players.forEach(p -> mail.setUser(p.email(), p.role(), "cluster"));
            mail.setUser("moderator@cluster.local", "moderator", "cluster");
            writeServerFile(out, url);
            // Both robots start together; once both are up, the game file is written (as a moderator would drop it
            // into the games directory) and both watchers find it at once: one creates the game, the other finds it.
            // Its first deadline is two intervals on, for the welcomes and the first orders; a lead counted from
            // the robots' start would have to cover two JVM start-ups on a busy machine as well.
            for (String name : List.of("A", "B")) {
                robots.put(name, start(home, out, name));
            }
            awaitRunning(out, robots);
            Instant first = Instant.now().truncatedTo(ChronoUnit.SECONDS).plus(options.interval().multipliedBy(2));
            List<Instant> deadlines = new ArrayList<>();
            for (int i = 0; i < options.turns(); i++) {
                deadlines.add(first.plus(options.interval().multipliedBy(i)));
            }
            writeGameFile(out, scenario, players, deadlines);
            Thread playing = new Thread(() -> play(players, deadlines), "players");
            playing.setDaemon(true);
            playing.start();

            Instant killed = Instant.EPOCH;
            String victim = awaitFiring(out, robots, deadlines.get(options.killAt() - 1));
            if (victim != null) {
                robots.get(victim).destroyForcibly().waitFor();
                killed = Instant.now();
            }
            Duration takeover = awaitTurn(url, options.killAt(), killed, deadlines);
            // The survivor may still be recovering the dead robot's turn when the last deadline falls, and then
            // fires it late (as a misfire): the run ends only once that last turn has run, then goes quiet.
            awaitTurn(url, options.turns(), killed, deadlines);
            awaitQuiet(deadlines.get(deadlines.size() - 1));
            playing.interrupt();
            for (Process p : robots.values()) {
                p.destroy();
                if (!p.waitFor(30, TimeUnit.SECONDS)) {
                    p.destroyForcibly().waitFor();
                }
            }
            return check(out, url, players, victim, takeover, Duration.between(began, Instant.now()));
        } finally {
            robots.values().forEach(Process::destroyForcibly);
            mail.stop();
        }
    }

    private Process start(Path home, Path out, String name) throws IOException {
        Path console = console(out, name);
        Files.createDirectories(console.getParent());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1",
                "-Dadjutant.logs=" + out.resolve("logs-" + name),
                "-Dlogback.configurationFile=" + home.resolve("target/classes/logback.xml"),
                "-cp", System.getProperty("java.class.path"), "org.adjutant.cli.Main", "--home", home.toString(),
                "run", "--config", out.resolve("adjutant.yaml").toString());
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(console.toFile()).start();
    }

    private static Path console(Path out, String robot) {
        return out.resolve("runs/robot-" + robot + ".log");
    }

    /** Until both robots say they are running (their deadlines started, their game-file watchers on). */
    private void awaitRunning(Path out, Map<String, Process> robots) throws Exception {
        Instant limit = Instant.now().plusSeconds(120);
        for (String robot : List.of("A", "B")) {
            Path console = console(out, robot);
            while (!(Files.exists(console)
                    && Files.readString(console, StandardCharsets.ISO_8859_1).contains("is running as"))) {
                if (!robots.get(robot).isAlive()) {
                    throw new IllegalStateException("robot " + robot + " stopped by itself; see " + console);
                }
                if (Instant.now().isAfter(limit)) {
                    throw new IllegalStateException("robot " + robot + " did not come up in 120 s; see " + console);
                }
                Thread.sleep(50);
            }
        }
    }

    /** The robot whose Quartz fired {@code deadline} (its log says so first); null if neither did in time. */
    private String awaitFiring(Path out, Map<String, Process> robots, Instant deadline) throws Exception {
        String mark = "deadline " + deadline + " of game " + GAME + " reached";
        Instant limit = deadline.plusSeconds(60);
        while (Instant.now().isBefore(limit)) {
            for (String robot : List.of("A", "B")) {
                Path console = console(out, robot);
                if (!robots.get(robot).isAlive()) {
                    List<String> lines = Files.readAllLines(console, StandardCharsets.ISO_8859_1);
                    throw new IllegalStateException("robot " + robot + " stopped by itself: "
                            + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size())));
                }
                if (Files.exists(console) && Files.readString(console, StandardCharsets.ISO_8859_1).contains(mark)) {
                    return robot;
                }
            }
            Thread.sleep(20);
        }
        return null;
    }

    /** How long after {@code since} the turn {@code number} had all its reports queued. */
    private Duration awaitTurn(String url, int number, Instant since, List<Instant> deadlines) throws Exception {
        Instant limit = deadlines.get(deadlines.size() - 1).plusSeconds(120);
        while (Instant.now().isBefore(limit)) {
            try (Connection c = DriverManager.getConnection(url, "postgres", null); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT reports_done FROM turn WHERE game_id = '" + GAME
                         + "' AND number = " + number)) {
                if (r.next() && r.getBoolean(1)) {
                    return Duration.between(since, Instant.now());
                }
            } catch (SQLException e) {
                // not migrated yet
            }
            Thread.sleep(100);
        }
        return Duration.ofDays(1);
    }

    /** Until the last deadline has passed and no mail has arrived for 8 s. */
    private void awaitQuiet(Instant lastDeadline) throws InterruptedException {
        Instant limit = lastDeadline.plusSeconds(120);
        int seen = -1;
        Instant quietSince = Instant.now();
        while (Instant.now().isBefore(limit)) {
            Thread.sleep(500);
            int now = mail.getReceivedMessages().length;
            if (now != seen) {
                seen = now;
                quietSince = Instant.now();
            } else if (Instant.now().isAfter(lastDeadline.plusSeconds(5))
                    && Duration.between(quietSince, Instant.now()).toSeconds() >= 8) {
                return;
            }
        }
    }

    /** Each player mails his orders for every turn once, at a random moment between two deadlines. */
    private void play(List<ScriptedPlayer> players, List<Instant> deadlines) {
        Random random = new Random(options.seed());
        try {
            Instant previous = deadlines.get(0).minus(options.interval());
            for (int turn = 1; turn <= deadlines.size(); turn++) {
                Instant deadline = deadlines.get(turn - 1);
                long span = Duration.between(previous, deadline).toMillis();
                TreeMap<Long, ScriptedPlayer> byTime = new TreeMap<>();
                for (int i = 0; i < players.size(); i++) {
                    byTime.put((long) (span * (0.1 + 0.7 * random.nextDouble())) * 16 + i, players.get(i));
                }
                for (var e : byTime.entrySet()) {
                    long wait = Duration.between(Instant.now(), previous.plusMillis(e.getKey() / 16)).toMillis();
                    if (wait > 0) {
                        Thread.sleep(wait);
                    }
                    sendOrders(e.getValue(), turn);
                }
                previous = deadline;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private void sendOrders(ScriptedPlayer p, int turn) throws Exception {
        String password = passwords.computeIfAbsent(p.role(), r -> welcomePassword(p.email()));
        if (password == null) {
            return; // no welcome yet: he sits this turn out
        }
        Properties props = new Properties();
        props.put("mail.smtp.host", "127.0.0.1");
        props.put("mail.smtp.port", String.valueOf(mail.getSmtp().getPort()));
        MimeMessage m = new MimeMessage(Session.getInstance(props));
        m.setFrom(new InternetAddress(p.email(), p.name(), "UTF-8"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(ROBOT));
        m.setSubject("[" + GAME + "] orders for turn " + turn, "UTF-8");
        m.setText(p.orders(turn, password, null), "UTF-8");
        Transport.send(m);
        orders.add(new SentOrder(p.email(), m.getMessageID()));
    }

    private String welcomePassword(String email) {
        try {
            for (MimeMessage m : inbox(email)) {
                if (m.getContent() instanceof String text) {
                    Matcher matcher = PASSWORD.matcher(text);
                    if (matcher.find()) {
                        return matcher.group(1);
                    }
                }
            }
            return null;
        } catch (Exception e) {
            return null;
        }
    }

    private List<MimeMessage> inbox(String email) throws Exception {
        var account = mail.getUserManager().getUserByEmail(email);
        List<MimeMessage> result = new ArrayList<>();
        for (var stored : mail.getManagers().getImapHostManager().getInbox(account).getMessages()) {
            result.add(stored.getMimeMessage());
        }
        return result;
    }

    private Result check(Path out, String url, List<ScriptedPlayer> players, String victim, Duration takeover,
                         Duration took) throws Exception {
        List<String> problems = new ArrayList<>();
        if (victim == null) {
            problems.add("neither robot fired deadline " + options.killAt());
        }
        Map<String, Map<String, Integer>> received = new HashMap<>();
        Map<String, Integer> answers = new HashMap<>();
        int robotMails = 0;
        List<String> boxes = new ArrayList<>(players.stream().map(ScriptedPlayer::email).toList());
        boxes.add("moderator@cluster.local");
        for (String box : boxes) {
            Map<String, Integer> ids = new HashMap<>();
            for (MimeMessage m : inbox(box)) {
                robotMails++;
                ids.merge(m.getMessageID(), 1, Integer::sum);
                String[] inReplyTo = m.getHeader("In-Reply-To");
                if (inReplyTo != null) {
                    answers.merge(inReplyTo[0].strip(), 1, Integer::sum);
                }
            }
            ids.forEach((id, n) -> {
                if (n > 1) {
                    problems.add(box + " received " + n + " copies of " + id);
                }
            });
            received.put(box, ids);
        }
        int acks = 0;
        for (SentOrder o : orders) {
            int n = answers.getOrDefault(o.messageId(), 0);
            acks += n;
            if (n != 1) {
                problems.add("order mail " + o.messageId() + " from " + o.player() + " answered " + n + " times");
            }
        }
        int rows = 0;
        Map<String, Integer> sentBy = new TreeMap<>();
        Map<String, String> robotOf = new HashMap<>();
        for (String robot : List.of("A", "B")) {
            Matcher m = INSTANCE.matcher(Files.readString(console(out, robot), StandardCharsets.ISO_8859_1));
            if (m.find()) {
                robotOf.put(m.group(1), robot);
            }
        }
        try (Connection c = DriverManager.getConnection(url, "postgres", null); Statement s = c.createStatement()) {
            Set<Integer> turns = new HashSet<>();
            try (ResultSet r = s.executeQuery("SELECT number, reports_done FROM turn WHERE game_id = '" + GAME + "'")) {
                while (r.next()) {
                    turns.add(r.getInt(1));
                    if (!r.getBoolean(2)) {
                        problems.add("turn " + r.getInt(1) + " has not all its reports queued");
                    }
                }
            }
            Set<Integer> expected = new HashSet<>();
            for (int i = 1; i <= options.turns(); i++) {
                expected.add(i);
            }
            if (!turns.equals(expected)) {
                problems.add("turns run: " + new java.util.TreeSet<>(turns) + ", expected 1.." + options.turns());
            }
            Set<String> sent = new HashSet<>();
            try (ResultSet r = s.executeQuery("SELECT id, kind, message_id, recipients, status FROM outbox")) {
                while (r.next()) {
                    rows++;
                    sent.add(r.getString(3));
                    if (!"SENT".equals(r.getString(5))) {
                        problems.add("outbox row " + r.getLong(1) + " (" + r.getString(2) + ") is " + r.getString(5));
                        continue;
                    }
                    for (String to : r.getString(4).split(",")) {
                        Map<String, Integer> box = received.get(to.strip());
                        if (box != null && box.getOrDefault(r.getString(3), 0) != 1) {
                            problems.add(r.getString(2) + " " + r.getString(3) + " arrived "
                                    + box.getOrDefault(r.getString(3), 0) + " times at " + to.strip());
                        }
                    }
                }
            }
            try (ResultSet r = s.executeQuery("SELECT sender, COUNT(*) FROM outbox GROUP BY sender")) {
                while (r.next()) {
                    sentBy.merge(robotOf.getOrDefault(r.getString(1), String.valueOf(r.getString(1))), r.getInt(2),
                            Integer::sum);
                }
            }
            for (int i = 0; i < problems.size(); i++) {
                Matcher unanswered = UNANSWERED.matcher(problems.get(i));
                if (unanswered.matches()) {
                    problems.set(i, problems.get(i) + ": " + inboxRow(c, unanswered.group(1)));
                }
            }
            received.forEach((box, ids) -> ids.keySet().stream().filter(id -> !sent.contains(id))
                    .forEach(id -> problems.add(box + " received " + id + ", which is in no outbox row")));
            try (ResultSet r = s.executeQuery("SELECT message_id, COUNT(*) FROM inbox GROUP BY message_id"
                    + " HAVING COUNT(*) > 1")) {
                while (r.next()) {
                    problems.add("inbox holds " + r.getString(1) + " " + r.getInt(2) + " times");
                }
            }
        }
        Map<String, List<Integer>> turnsBy = new TreeMap<>();
        for (String robot : List.of("A", "B")) {
            List<Integer> ran = new ArrayList<>();
            Matcher m = TURN_LINE.matcher(Files.readString(console(out, robot), StandardCharsets.ISO_8859_1));
            while (m.find()) {
                ran.add(Integer.parseInt(m.group(1)));
            }
            turnsBy.put(robot, ran);
        }
        if (victim != null) {
            String survivor = victim.equals("A") ? "B" : "A";
            for (int t = options.killAt() + 1; t <= options.turns(); t++) {
                if (!turnsBy.get(survivor).contains(t)) {
                    problems.add("turn " + t + ", after the kill, was not run by the survivor " + survivor);
                }
            }
        }
        return new Result(orders.size(), acks, robotMails, options.turns(), rows, victim, turnsBy, sentBy, takeover,
                problems, took);
    }

    /** What the inbox table says of a mail: its status and detail, or that it is not there. */
    private static String inboxRow(Connection c, String messageId) throws SQLException {
        try (var q = c.prepareStatement("SELECT id, status, status_detail, received_at, fetched_at FROM inbox"
                + " WHERE message_id = ?")) {
            q.setString(1, messageId);
            try (ResultSet r = q.executeQuery()) {
                return r.next() ? "inbox " + r.getLong(1) + " " + r.getString(2) + " (" + r.getString(3)
                        + "), received " + r.getObject(4) + ", fetched " + r.getObject(5) : "not in the inbox";
            }
        }
    }

    private void writeServerFile(Path out, String url) throws IOException {
        Files.writeString(out.resolve("adjutant.yaml"), """
                data:
                  database:
                    url: %s
                    user: postgres
                    checkin: %ds
                  sent-mail: %s
                  logs: %s
                robot:
                  address: %s
                  name: "Cluster Adjutant"
                mailbox:
                  protocol: imap
                  host: 127.0.0.1
                  port: %d
                  tls: none
                  user: adjutant
                  password: adjutant
                  after-store: delete
                  poll-interval: 1s
                smtp:
                  host: 127.0.0.1
                  port: %d
                  tls: none
                  retry:
                    first-delay: 1s
                    max-delay: 2s
                    in-doubt-grace: 2s
                games-dir: %s
                """.formatted(url, options.checkin().toSeconds(), out.resolve("sent"), out.resolve("logs"), ROBOT,
                mail.getImap().getPort(), mail.getSmtp().getPort(), out.resolve("games")));
    }

    private static void writeGameFile(Path out, Path scenario, List<ScriptedPlayer> players, List<Instant> deadlines)
            throws IOException {
        Files.writeString(out.resolve("games/" + GAME + ".yaml"), Demo.gameFile("Two robots: the Rio Grande, 1846",
                scenario, "moderator@cluster.local", players, deadlines));
    }
}

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
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.adjutant.store.Vendor;
import org.adjutant.testing.EmbeddedPostgres;

/**
 * The chaos test of exactly-once: runs the real robot ({@code adjutant run}) as a child JVM against an
 * in-process GreenMail, lets scripted players mail orders towards deadlines a few seconds apart, kills the robot with
 * SIGKILL ({@link Process#destroyForcibly()}) at seeded random moments and restarts it, then lets a last run finish
 * without kills and checks, from the mailboxes and the robot's database (H2 or PostgreSQL, over JDBC): every order mail answered exactly once, every
 * mail of the outbox delivered exactly once to each recipient, no turn run twice, every accepted order frozen into
 * the turn whose deadline followed its arrival. See {@code bench/chaos.md}.
 *
 * <p>Half of the kills are aimed at a deadline: 0.05-0.35 s after the robot's console says it was reached, while
 * its job runs (the poll, the turn's commit, its reports); the others fall at a uniform random delay after the start.
 * Each kill is put in a phase by the last line the robot wrote to its console before it died. The deadlines come from
 * the game file's list and, from a whole minute on, from a recurring rule ({@link Schedule#MIXED}): Quartz recovers a
 * job cut short by a kill differently for the two, and each turn must run for its own deadline as scheduled.
 */
public final class ChaosHarness {
    static final String ROBOT = "adjutant@chaos.local";
    static final String GAME = "chaos1846";
    private static final Pattern PASSWORD = Pattern.compile("Your password is:\\s+(\\S+)");

    /**
     * How a chaos run goes: {@code kills} SIGKILLs, the seed of every random choice, the time between deadlines, the
     * robot's database (its default H2 file, or a database on this JVM's {@link EmbeddedPostgres}) and how the game
     * file gives the deadlines.
     */
    public record Options(int kills, long seed, Duration interval, Path out, Vendor vendor, Schedule schedule) {
        public Options(int kills, long seed, Duration interval, Path out) {
            this(kills, seed, interval, out, Vendor.H2);
        }

        public Options(int kills, long seed, Duration interval, Path out, Vendor vendor) {
            this(kills, seed, interval, out, vendor, Schedule.MIXED);
        }
    }

    /**
     * How the game file gives the deadlines. {@code EXPLICIT}: each listed. {@code MIXED}: the first ones (up to
     * half) listed, the rest from a recurring rule (a Quartz cron trigger, whose recovered jobs Quartz dates
     * differently from explicit ones), from a whole minute on; the file's {@code last-turn} ends the game after the
     * last, since the rule goes on firing. The interval must then divide a minute, and the run last under an hour.
     */
    public enum Schedule { EXPLICIT, MIXED }

    /** The deadlines of a run, and the first that comes from the recurring rule (none for an explicit schedule). */
    record Plan(List<Instant> deadlines, Optional<Instant> recurringFrom) {
        boolean recurring(Instant deadline) {
            return recurringFrom.isPresent() && !deadline.isBefore(recurringFrom.get());
        }
    }

    /** What a run found: the figures and every breach of exactly-once (empty when none). */
    public record Result(int kills, Map<String, Integer> killsByPhase, Map<String, Integer> killsAfterReached,
                         int orderMails, int acks, int robotMails, int reports, int turns, int recurringTurns,
                         int outboxRows, List<String> problems, Duration took) {
        String summary() {
            return "kills %d %s, %s; turns %d (%d from the recurring rule); order mails %d, acknowledgements %d;"
                    .formatted(kills, killsByPhase, killsAfterReached, turns, recurringTurns, orderMails, acks)
                    + " robot mails received %d (reports %d); outbox rows %d; problems %d; took %d s".formatted(
                    robotMails, reports, outboxRows, problems.size(), took.toSeconds());
        }
    }

    /** An order mail as the player sent it: the SMTP transaction began at {@code from} and ended at {@code to}. */
    private record SentOrder(String player, String messageId, Instant from, Instant to) {
    }

    private final Options options;
    private final Random random;
    private final Map<String, String> passwords = new ConcurrentHashMap<>();
    private final List<SentOrder> orders = new CopyOnWriteArrayList<>();
    private final Map<String, Integer> killsByPhase = new TreeMap<>();
    /** Kills 0.05-0.35 s after the robot said a deadline was reached, by where that deadline came from. */
    private final Map<String, Integer> killsAfterReached = new TreeMap<>();
    private GreenMail mail;
    /** The robot's PostgreSQL database, when the run is on PostgreSQL. */
    private String postgresUrl;

    public ChaosHarness(Options options) {
        this.options = options;
        this.random = new Random(options.seed());
    }

    public static void main(String[] args) throws Exception {
        int kills = 100;
        long seed = 1;
        Duration interval = Duration.ofSeconds(10);
        Path out = Path.of("target/chaos");
        Vendor vendor = Vendor.H2;
        Schedule schedule = Schedule.MIXED;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--kills" -> kills = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--interval" -> interval = Duration.ofSeconds(Long.parseLong(args[++i]));
                case "--out" -> out = Path.of(args[++i]);
                case "--db" -> vendor = switch (args[++i]) {
                    case "h2" -> Vendor.H2;
                    case "postgres", "postgresql" -> Vendor.POSTGRESQL;
                    default -> throw new IllegalArgumentException("--db h2 or --db postgres, not " + args[i]);
                };
                case "--schedule" -> schedule = switch (args[++i]) {
                    case "explicit" -> Schedule.EXPLICIT;
                    case "mixed" -> Schedule.MIXED;
                    default -> throw new IllegalArgumentException("--schedule explicit or mixed, not " + args[i]);
                };
                default -> throw new IllegalArgumentException("usage: ChaosHarness [--kills N] [--seed S] "
                        + "[--interval SECONDS] [--out DIR] [--db h2|postgres] [--schedule mixed|explicit]; unknown "
                        + args[i]);
            }
        }
        Result r = new ChaosHarness(new Options(kills, seed, interval, out, vendor, schedule)).run();
        System.out.println(r.summary());
        r.problems().forEach(p -> System.out.println("PROBLEM " + p));
        System.exit(r.problems().isEmpty() ? 0 : 1);
    }

    public Result run() throws Exception {
        Instant began = Instant.now();
        Path out = options.out().toAbsolutePath().normalize();
        deleteTree(out);
        Files.createDirectories(out.resolve("games"));
        Path home = Path.of("").toAbsolutePath();
        Path scenario = home.resolve("data/gitm/scenarios/1846.yaml");
        GitmRuleset ruleset = new GitmRuleset(new MapLibrary(home));
        Opening opening = ruleset.open(Files.readString(scenario, StandardCharsets.UTF_8), scenario.toString());
        List<ScriptedPlayer> players = players(ruleset, opening);

        mail = new GreenMail(new ServerSetup[] {new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP)
                .dynamicPort(), new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        mail.start();
        try {
            mail.setUser(ROBOT, "adjutant", "adjutant");
            players.forEach(p -> mail.setUser(p.email(), p.role(), "chaos"));
            mail.setUser("moderator@chaos.local", "moderator", "chaos");
            if (options.vendor() == Vendor.POSTGRESQL) {
                postgresUrl = EmbeddedPostgres.get().createDatabase("chaos_" + options.seed() + "_"
                        + System.nanoTime());
            }
            writeServerFile(out);
            // A kill costs about a JVM start (1-3 s) plus the random delay, so turns are sized to the kills.
            int turns = Math.max(3, (int) Math.ceil(options.kills() * 5.0 / options.interval().toSeconds()) + 1);
            Plan plan = plan(Instant.now(), turns, options.interval(), options.schedule());
            List<Instant> deadlines = plan.deadlines();
            writeGameFile(out, scenario, players, plan, options.interval());

            Thread playing = new Thread(() -> play(players, deadlines), "chaos-players");
            playing.setDaemon(true);
            playing.start();
            int kills = killLoop(home, out, plan, players);
            finalRun(home, out, deadlines.get(deadlines.size() - 1));
            playing.interrupt();
            return check(out, players, plan, kills, Duration.between(began, Instant.now()));
        } finally {
            mail.stop();
        }
    }

    /**
     * The deadlines, every {@code interval} from about 25 s after {@code now} (the seating run needs that long). Mixed:
     * the recurring rule takes over at a whole minute, at least one interval after the first deadline, and covers at
     * least half the turns (the first deadline comes later if need be: up to half a minute for ten turns of 6 s).
     */
    static Plan plan(Instant now, int turns, Duration interval, Schedule schedule) {
        long step = interval.toSeconds();
        Instant first = now.truncatedTo(ChronoUnit.SECONDS).plusSeconds(25);
        Optional<Instant> recurringFrom = Optional.empty();
        if (schedule == Schedule.MIXED) {
            if (step < 1 || 60 % step != 0) {
                throw new IllegalArgumentException("a mixed schedule needs an interval that divides a minute, not "
                        + interval);
            }
            first = Instant.ofEpochSecond((first.getEpochSecond() + step - 1) / step * step);
            long minute = (first.getEpochSecond() + step + 59) / 60 * 60;
            first = Instant.ofEpochSecond(Math.max(first.getEpochSecond(), minute - turns / 2 * step));
            recurringFrom = Optional.of(Instant.ofEpochSecond(minute));
            if (Duration.between(now, first.plus(interval.multipliedBy(turns - 1))).toMinutes() >= 59) {
                throw new IllegalArgumentException("a mixed schedule must end within the hour (its cron rule's minutes"
                        + " wrap around the hour); fewer kills or --schedule explicit");
            }
        }
        List<Instant> deadlines = new ArrayList<>();
        for (int i = 0; i < turns; i++) {
            deadlines.add(first.plus(interval.multipliedBy(i)));
        }
        return new Plan(List.copyOf(deadlines), recurringFrom);
    }

    /**
     * The recurring rule of a mixed plan: every {@code interval} in the minutes from its first deadline's to the
     * last's (a range that may wrap around the hour, which Quartz allows), in UTC. Its minutes before the first of
     * them lie before the game was created, the minutes of the listed deadlines are not in it, and what it fires after
     * the last deadline comes after the game's last turn.
     */
    static String cron(Plan plan, Duration interval) {
        Instant from = plan.recurringFrom().orElseThrow();
        Instant last = plan.deadlines().get(plan.deadlines().size() - 1);
        int m0 = from.atZone(ZoneOffset.UTC).getMinute();
        int m1 = last.atZone(ZoneOffset.UTC).getMinute();
        return "0/" + interval.toSeconds() + " " + (m0 == m1 ? m0 : m0 + "-" + m1) + " * * * ?";
    }

    /** Six players of both sides; one misspells an order every turn, so rejections are answered too. */
    private static List<ScriptedPlayer> players(GitmRuleset ruleset, Opening opening) {
        Map<String, ScriptedPlayer.Mistake> cast = new LinkedHashMap<>();
        cast.put("taylor", ScriptedPlayer.Mistake.NONE);
        cast.put("brown", ScriptedPlayer.Mistake.MISSPELT_ORDER);
        for (String role : List.of("twiggs", "arista", "ampudia", "torrejon")) {
            cast.put(role, ScriptedPlayer.Mistake.NONE);
        }
        return Demo.players(ruleset, opening, cast, "chaos.local");
    }

    private int killLoop(Path home, Path out, Plan plan, List<ScriptedPlayer> players)
            throws Exception {
        int kills = 0;
        int run = 0;
        // The first run seats the players undisturbed: a game created after its first deadline is refused (the file
        // names a past deadline), which is configuration, not what this harness tests.
        Process seating = start(home, out, out.resolve("runs/seating.log"));
        Instant limit = Instant.now().plusSeconds(60);
        while (Instant.now().isBefore(limit) && !players.stream().allMatch(p -> passwords.computeIfAbsent(p.role(),
                r -> welcomePassword(p.email())) != null)) {
            Thread.sleep(200);
        }
        seating.destroyForcibly();
        seating.waitFor();
        while (kills < options.kills()) {
            Instant started = Instant.now();
            Path console = out.resolve("runs/run-" + (++run) + ".log");
            Process robot = start(home, out, console);
            Optional<Instant> aimed = aim(started, plan.deadlines());
            if (aimed.isPresent()) {
                // At the robot's own word that the deadline is reached: its job is running, the turn is under way.
                Instant reached = awaitReached(console, aimed.get(), robot);
                long after = 50 + random.nextInt(301);
                if (robot.waitFor(after, TimeUnit.MILLISECONDS)) {
                    throw new IllegalStateException("the robot stopped by itself; see " + console);
                }
                if (reached != null) {
                    killsAfterReached.merge(plan.recurring(aimed.get()) ? "after a recurring deadline's reached"
                            : "after an explicit deadline's reached", 1, Integer::sum);
                }
            } else if (robot.waitFor(300 + random.nextInt(4200), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("the robot stopped by itself; see " + console);
            }
            robot.destroyForcibly();
            robot.waitFor();
            kills++;
            killsByPhase.merge(phase(console), 1, Integer::sum);
        }
        return kills;
    }

    /**
     * Half the kills are aimed at a deadline: the first one at least 1.5 s after the robot's start (it needs about
     * that to come up); the kill falls 0.05-0.35 s after the robot's console says the deadline was reached (its job
     * is running: the poll, the turn's commit, the reports). Waiting for a deadline costs no time the run would not
     * spend anyway (it lasts until the last deadline), and keeps the kills in step with the deadlines. The other
     * half, and an aim once the last deadline has passed, fall at a uniform delay of 0.3-4.5 s.
     */
    private Optional<Instant> aim(Instant started, List<Instant> deadlines) {
        if (!random.nextBoolean()) {
            return Optional.empty();
        }
        Instant earliest = started.plusMillis(1500);
        return deadlines.stream().filter(d -> d.isAfter(earliest)).findFirst();
    }

    /**
     * Waits until the robot's console says {@code deadline} was reached ({@code DeadlineJob ... deadline D of game
     * G reached}); returns when, or null if it did not within 10 s of the deadline (a slow start on a busy machine:
     * the kill falls then).
     */
    private static Instant awaitReached(Path console, Instant deadline, Process robot) throws Exception {
        String said = reachedLine(deadline);
        Instant until = deadline.plusSeconds(10);
        while (Instant.now().isBefore(until) && robot.isAlive()) {
            if (Files.exists(console) && Files.readString(console, StandardCharsets.UTF_8).contains(said)) {
                return Instant.now();
            }
            Thread.sleep(5);
        }
        return null;
    }

    /**
     * The phase a kill fell in, by the last line the robot wrote to its console: each step logs when it ends, so the
     * kill fell in the step that follows it (the worker polls, the intake answers what was stored, a due deadline runs
     * its turn, the turn's reports are drawn and queued while the worker sends them).
     */
    static String phase(Path console) throws IOException {
        List<String> lines = Files.exists(console) ? Files.readAllLines(console, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank()).toList() : List.of();
        if (lines.stream().noneMatch(l -> l.contains("is running as"))) {
            return "startup and recovery";
        }
        String last = lines.get(lines.size() - 1);
        if (last.contains("DeadlineJob") || last.contains("reached")) {
            return "turn commit";
        }
        if (last.contains("TurnRunner")) {
            return "report streaming";
        }
        if (last.contains("IntakeProcessor")) {
            return "sending";
        }
        if (last.contains("MailboxPoller") && !last.contains(" 0 stored")) {
            return "intake";
        }
        return "idle polling";
    }

    private Process start(Path home, Path out, Path console) throws IOException {
        Files.createDirectories(console.getParent());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Dadjutant.logs=" + out.resolve("logs"),
                // the production logging (the test classpath's logback-test.xml is quiet): its console tells phases
                "-Dlogback.configurationFile=" + home.resolve("target/classes/logback.xml"),
                "-cp", System.getProperty("java.class.path"), "org.adjutant.cli.Main", "--home", home.toString(),
                "run", "--config", out.resolve("adjutant.yaml").toString());
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(console.toFile()).start();
    }

    /**
     * The last run, without kills: until the last deadline has passed and been reached (in this run or an earlier
     * one) and no mail has arrived for 8 s since the robot came up. When the kills outlast the schedule, this run
     * starts after the last deadline; on a busy machine the robot may then take longer than 8 s to come up and send
     * anything, which alone must not end the run.
     */
    private void finalRun(Path home, Path out, Instant lastDeadline) throws Exception {
        Path console = out.resolve("runs/final.log");
        Process robot = start(home, out, console);
        Instant limit = (Instant.now().isAfter(lastDeadline) ? Instant.now() : lastDeadline).plusSeconds(120);
        int seen = -1;
        Instant quietSince = null;
        while (Instant.now().isBefore(limit)) {
            Thread.sleep(1000);
            if (quietSince == null) {
                if (!Files.readString(console, StandardCharsets.UTF_8).contains("is running as")) {
                    continue;
                }
                quietSince = Instant.now();
            }
            int now = mail.getReceivedMessages().length;
            if (now != seen) {
                seen = now;
                quietSince = Instant.now();
            } else if (Instant.now().isAfter(lastDeadline.plusSeconds(5)) && reached(out, lastDeadline)
                    && Duration.between(quietSince, Instant.now()).toSeconds() >= 8) {
                break;
            }
        }
        robot.destroy();
        if (!robot.waitFor(30, TimeUnit.SECONDS)) {
            robot.destroyForcibly().waitFor();
        }
    }

    /** What the robot's console says when the deadline's job starts ({@code DeadlineJob}). */
    private static String reachedLine(Instant deadline) {
        return "deadline " + deadline + " of game " + GAME + " reached";
    }

    /** Whether a run's console says the deadline was reached ({@code DeadlineJob - deadline D of game G reached}). */
    private static boolean reached(Path out, Instant deadline) throws IOException {
        String said = reachedLine(deadline);
        try (var logs = Files.list(out.resolve("runs"))) {
            for (Path log : logs.toList()) {
                if (Files.readString(log, StandardCharsets.UTF_8).contains(said)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Each player sends his orders for every turn once, at a random moment between two deadlines. */
    private void play(List<ScriptedPlayer> players, List<Instant> deadlines) {
        Random own = new Random(options.seed() * 31 + 7);
        try {
            Instant previous = Instant.now();
            for (int turn = 1; turn <= deadlines.size(); turn++) {
                Instant deadline = deadlines.get(turn - 1);
                long span = Duration.between(previous, deadline).toMillis();
                List<Long> at = new ArrayList<>();
                for (int i = 0; i < players.size(); i++) {
                    at.add((long) (span * (0.1 + 0.8 * own.nextDouble())));
                }
                Map<Long, ScriptedPlayer> byTime = new TreeMap<>();
                for (int i = 0; i < players.size(); i++) {
                    byTime.put(at.get(i) * 16 + i, players.get(i));
                }
                for (var e : byTime.entrySet()) {
                    Instant when = previous.plusMillis(e.getKey() / 16);
                    long wait = Duration.between(Instant.now(), when).toMillis();
                    if (wait > 0) {
                        Thread.sleep(wait);
                    }
                    sendOrders(e.getValue(), turn, players);
                }
                previous = deadline;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private void sendOrders(ScriptedPlayer p, int turn, List<ScriptedPlayer> players) throws Exception {
        String password = passwords.computeIfAbsent(p.role(), r -> welcomePassword(p.email()));
        if (password == null) {
            return; // not seated yet (the robot was killed before his welcome went out): he sits this turn out
        }
        String other = players.stream().flatMap(q -> q.units().stream()).filter(u -> !p.units().contains(u))
                .findFirst().orElse(null);
        Properties props = new Properties();
        props.put("mail.smtp.host", "127.0.0.1");
        props.put("mail.smtp.port", String.valueOf(mail.getSmtp().getPort()));
        MimeMessage m = new MimeMessage(Session.getInstance(props));
        m.setFrom(new InternetAddress(p.email(), p.name(), "UTF-8"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(ROBOT));
        m.setSubject("[" + GAME + "] orders for turn " + turn, "UTF-8");
        m.setText(p.orders(turn, password, other), "UTF-8");
        Instant from = Instant.now();
        Transport.send(m); // it sets the Message-ID anew, so it is read afterwards
        orders.add(new SentOrder(p.email(), m.getMessageID(), from, Instant.now()));
    }

    private String welcomePassword(String email) {
        try {
            for (MimeMessage m : inbox(email)) {
                Object content = m.getContent();
                if (content instanceof String text) {
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

    private Result check(Path out, List<ScriptedPlayer> players, Plan plan, int kills, Duration took)
            throws Exception {
        int turns = plan.deadlines().size();
        List<String> problems = new ArrayList<>();
        Map<String, Integer> repliesTo = new HashMap<>();
        Map<String, Map<String, Integer>> idsPerMailbox = new HashMap<>();
        int robotMails = 0;
        int reports = 0;
        List<String> mailboxes = new ArrayList<>(players.stream().map(ScriptedPlayer::email).toList());
        mailboxes.add("moderator@chaos.local");
        for (String box : mailboxes) {
            Map<String, Integer> ids = new HashMap<>();
            for (MimeMessage m : inbox(box)) {
                robotMails++;
                ids.merge(m.getMessageID(), 1, Integer::sum);
                String[] irt = m.getHeader("In-Reply-To");
                if (irt != null) {
                    repliesTo.merge(irt[0].strip(), 1, Integer::sum);
                } else if (m.getSubject() != null && m.getSubject().toLowerCase(java.util.Locale.ROOT)
                        .contains("turn")) {
                    reports++;
                }
            }
            ids.forEach((id, n) -> {
                if (n > 1) {
                    problems.add(box + " received " + n + " copies of " + id);
                }
            });
            idsPerMailbox.put(box, ids);
        }
        int acks = 0;
        for (SentOrder o : orders) {
            int n = repliesTo.getOrDefault(o.messageId(), 0);
            acks += n;
            if (n != 1) {
                problems.add("order mail " + o.messageId() + " from " + o.player() + " answered " + n + " times");
            }
        }
        int outboxRows = checkDatabase(out, plan, idsPerMailbox, problems);
        return new Result(kills, Map.copyOf(killsByPhase), Map.copyOf(killsAfterReached), orders.size(), acks,
                robotMails, reports, turns, (int) plan.deadlines().stream().filter(plan::recurring).count(),
                outboxRows, problems, took);
    }

    /** The robot's database, read over JDBC once the robot has stopped: its H2 file read-only, or PostgreSQL. */
    private Connection robotDatabase(Path out) throws SQLException {
        if (options.vendor() == Vendor.POSTGRESQL) {
            return DriverManager.getConnection(postgresUrl, "postgres", "");
        }
        return DriverManager.getConnection("jdbc:h2:file:" + out.resolve("db/adjutant") + ";ACCESS_MODE_DATA=r",
                "adjutant", "");
    }

    private int checkDatabase(Path out, Plan plan, Map<String, Map<String, Integer>> idsPerMailbox,
                              List<String> problems) throws SQLException {
        int turns = plan.deadlines().size();
        try (Connection c = robotDatabase(out); Statement s = c.createStatement()) {
            TreeMap<Integer, Instant> deadlines = new TreeMap<>();
            try (ResultSet r = s.executeQuery("SELECT number, deadline_at, reports_done FROM turn WHERE game_id = '"
                    + GAME + "' ORDER BY number")) {
                while (r.next()) {
                    deadlines.put(r.getInt(1), r.getObject(2, java.time.OffsetDateTime.class).toInstant());
                    if (!r.getBoolean(3)) {
                        problems.add("turn " + r.getInt(1) + " has not all its reports queued");
                    }
                }
            }
            if (deadlines.size() != turns || !deadlines.keySet().equals(range(turns))) {
                problems.add("turns run: " + deadlines.keySet() + ", expected 1.." + turns);
            }
            // Each turn is the turn of its own deadline, as scheduled: a deadline known by another time (a recovered
            // job dated by its firing) would be a second deadline, and run a second turn.
            deadlines.forEach((n, at) -> {
                if (n >= 1 && n <= turns && !at.equals(plan.deadlines().get(n - 1))) {
                    problems.add("turn " + n + " ran for the deadline " + at + ", not the schedule's "
                            + plan.deadlines().get(n - 1) + (plan.recurring(plan.deadlines().get(n - 1))
                            ? " (recurring)" : " (listed)"));
                }
            });
            // Every outbox row went out, and arrived exactly once in each recipient's mailbox (none sent twice).
            int rows = 0;
            Set<String> outboxIds = new HashSet<>();
            try (ResultSet r = s.executeQuery("SELECT id, kind, message_id, recipients, status FROM outbox")) {
                while (r.next()) {
                    rows++;
                    String id = r.getString(3);
                    outboxIds.add(id);
                    if (!"SENT".equals(r.getString(5))) {
                        problems.add("outbox row " + r.getLong(1) + " (" + r.getString(2) + ") is " + r.getString(5));
                        continue;
                    }
                    for (String to : r.getString(4).split(",")) {
                        Map<String, Integer> box = idsPerMailbox.get(to.strip());
                        if (box != null && box.getOrDefault(id, 0) != 1) {
                            problems.add(r.getString(2) + " " + id + " arrived " + box.getOrDefault(id, 0)
                                    + " times at " + to.strip());
                        }
                    }
                }
            }
            idsPerMailbox.forEach((box, ids) -> ids.keySet().stream().filter(id -> !outboxIds.contains(id))
                    .forEach(id -> problems.add(box + " received " + id + ", which is in no outbox row")));
            // Every order mail stored once; every accepted block frozen into the turn whose deadline followed it.
            Set<String> stored = new HashSet<>();
            try (ResultSet r = s.executeQuery("SELECT message_id FROM inbox")) {
                while (r.next()) {
                    if (!stored.add(r.getString(1))) {
                        problems.add("inbox holds " + r.getString(1) + " twice");
                    }
                }
            }
            for (SentOrder o : orders) {
                if (!stored.contains(o.messageId())) {
                    problems.add("order mail " + o.messageId() + " not in the inbox table");
                }
            }
            // The turn a block belongs to follows from when its mail was sent: before a deadline, that deadline's
            // turn; after it, the next.
            Map<String, SentOrder> byId = new HashMap<>();
            orders.forEach(o -> byId.put(o.messageId(), o));
            Map<String, Integer> latestPerUnitTurn = new HashMap<>();
            try (ResultSet r = s.executeQuery("SELECT q.id, q.unit_id, i.message_id, q.turn FROM order_queue q"
                    + " JOIN inbox i ON i.id = q.inbox_id WHERE q.game_id = '" + GAME + "' ORDER BY q.received_at, q.id")) {
                while (r.next()) {
                    SentOrder o = byId.get(r.getString(3));
                    Integer frozen = (Integer) r.getObject(4);
                    if (o == null) {
                        problems.add("order block " + r.getLong(1) + " came from a mail no player sent");
                        continue;
                    }
                    // INTERNALDATE, the receipt time the cutoff compares, has whole seconds, and a block received at
                    // the deadline's second counts for that turn: a mail sent within that second may go either way.
                    Instant earliest = o.from().truncatedTo(ChronoUnit.SECONDS);
                    Integer due = deadlines.entrySet().stream().filter(e -> !e.getValue().isBefore(earliest))
                            .map(Map.Entry::getKey).findFirst().orElse(null);
                    boolean spans = due != null && !deadlines.get(due).isAfter(o.to());
                    if (!spans && !java.util.Objects.equals(frozen, due)) {
                        problems.add("order block " + r.getLong(1) + " for " + r.getString(2) + " sent " + o.from()
                                + ".." + o.to() + " frozen into turn " + frozen + ", expected " + due);
                    }
                    if (frozen != null) {
                        latestPerUnitTurn.put(frozen + ":" + r.getString(2), (int) r.getLong(1));
                    }
                }
            }
            for (var e : latestPerUnitTurn.entrySet()) {
                String[] key = e.getKey().split(":");
                try (ResultSet r = s.executeQuery("SELECT source, queue_id FROM turn_order WHERE game_id = '" + GAME
                        + "' AND turn = " + key[0] + " AND unit_id = '" + key[1] + "'")) {
                    if (!r.next() || !"SUBMITTED".equals(r.getString(1)) || r.getLong(2) != e.getValue()) {
                        problems.add("turn " + key[0] + " did not execute the last accepted block of " + key[1]);
                    }
                }
            }
            return rows;
        }
    }

    private static Set<Integer> range(int turns) {
        Set<Integer> all = new HashSet<>();
        for (int i = 1; i <= turns; i++) {
            all.add(i);
        }
        return all;
    }

    private void writeServerFile(Path out) throws IOException {
        String database = options.vendor() == Vendor.POSTGRESQL
                ? "\n    url: " + postgresUrl + "\n    user: postgres" : " " + out.resolve("db");
        Files.writeString(out.resolve("adjutant.yaml"), """
                data:
                  database:%s
                  sent-mail: %s
                  logs: %s
                robot:
                  address: %s
                  name: "Chaos Adjutant"
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
                """.formatted(database, out.resolve("sent"), out.resolve("logs"), ROBOT,
                mail.getImap().getPort(), mail.getSmtp().getPort(), out.resolve("games")));
    }

    private static void writeGameFile(Path out, Path scenario, List<ScriptedPlayer> players, Plan plan,
                                      Duration interval) throws IOException {
        StringBuilder times = new StringBuilder();
        for (Instant d : plan.deadlines()) {
            if (!plan.recurring(d)) {
                times.append("    - ").append(LocalDateTime.ofInstant(d, ZoneOffset.UTC)).append('\n');
            }
        }
        String recurring = plan.recurringFrom().isEmpty() ? "" : "\n  recurring:\n    cron: \"" + cron(plan, interval)
                + "\"";
        String last = plan.recurringFrom().isEmpty() ? "" : "last-turn: " + plan.deadlines().size() + "\n";
        StringBuilder seats = new StringBuilder();
        for (ScriptedPlayer p : players) {
            seats.append("  - {name: \"").append(p.name()).append("\", email: ").append(p.email())
                    .append(", role: ").append(p.role()).append("}\n");
        }
        Files.writeString(out.resolve("games/" + GAME + ".yaml"), """
                title: "Chaos: the Rio Grande, 1846"
                ruleset: gitm
                scenario: %s
                seed: 1846
                time-zone: UTC
                moderators: [moderator@chaos.local]
                %sschedule:
                  deadlines:
                %s%s
                players:
                %s""".formatted(scenario, last, times.toString().stripTrailing(), recurring, seats));
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}

package org.adjutant.bench;

import com.icegreen.greenmail.store.StoredMessage;
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
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.mail.StreamProviderPin;
import org.adjutant.testing.EmbeddedPostgres;

/**
 * The scaling figure: the deadlines of {@code games} games of {@code players} players falling at the same
 * instant, handled by one robot process and by two sharing one PostgreSQL database and one mailbox, each robot pinned
 * to a core of its own with {@code taskset} to stand for one machine. Measured: from the common deadline to the last
 * report taken by the host's mail server ({@link HostMta}, or GreenMail with {@code --mail-server greenmail}), per
 * game and overall; every report within 60 s of the deadline; every report delivered exactly once (Message-IDs
 * against the outbox). See {@code docs/scaling.md}, "Measured".
 *
 * <p>The host is seated once, before any leg: an unpinned robot creates the games, mails the welcomes, and answers
 * every player's order mail for the first turn (a posture and a battle line for each of his five units). That
 * database is then the template of each leg's own copy, so every leg starts from the same position with the same
 * orders queued; the leg only moves the games' deadline (rewriting their files) to {@code --lead} seconds after the
 * pinned robots start. The robots run on cores 0 and 1 ({@code --robot-cpus}); PostgreSQL, the mail servers and this
 * harness run unpinned, on the robots' cores too, unless {@code --service-cpus} gives them cores of their own, as a
 * host's database and mail server have machines of their own (a machine of at least three cores).
 */
public final class ClusterScaling {
    private static final Pattern PASSWORD = Pattern.compile("Your password is:\\s+(\\S+)");
    private static final Pattern GAME_TAG = Pattern.compile("^\\[(scale\\d+)]");
    private static final Duration LIMIT = Duration.ofSeconds(60);

    record Options(List<Integer> legs, int games, int players, int rounds, Path out, int lead, int gap,
                   Duration timeout, boolean jfr, int warmUps, boolean pgStatements, MailServer mailServer,
                   double robotCpu, List<String> robotCpus, String serviceCpus) {
    }

    /**
     * Where the robots' mail goes: the harness's MTA with GreenMail's IMAP mailbox behind it ({@code host}), the same
     * MTA with Dovecot's ({@code dovecot}), or GreenMail's SMTP and IMAP alone ({@code greenmail}).
     */
    enum MailServer { HOST, DOVECOT, GREENMAIL }

    /** One report as it arrived: its game, Message-ID, mailbox and GreenMail's receipt time. */
    private record Arrival(String game, String messageId, String mailbox, Instant at) {
    }

    /**
     * How busy the whole machine was from the measured deadline to the harness's last look before the last report
     * came (at most one look, 0.25 s, before it): its cores' busy time from {@code /proc/stat} (every process: robots,
     * mail servers, PostgreSQL, the harness, the kernel), in core-seconds, over that span, and its number of cores.
     * Work done before the last report, so the leg could not have ended before {@code coreSeconds / cores}.
     */
    record Busy(double coreSeconds, double span, int cores) {
        static final Busy UNKNOWN = new Busy(Double.NaN, Double.NaN, 0);
    }

    /** What one game's deadline took, in seconds after the deadline. */
    record GameTimes(String game, double committed, double lastQueued, double lastDelivered, int reports,
                     String robot) {
    }

    /** One leg's figures. */
    record LegResult(int robots, int round, int reports, int expected, int onTime, double overall,
                     List<GameTimes> games, List<String> problems, String load, List<Double> cpu,
                     double harnessCpu, double dovecotCpu, double postgresCpu, String quota, Busy busy) {
        String summary(int players) {
            List<Double> done = games.stream().map(GameTimes::lastDelivered).sorted().toList();
            double committed = games.stream().mapToDouble(GameTimes::committed).max().orElse(Double.NaN);
            return ("robots %d round %d: %d games x %d players; reports %d of %d; deadline -> last report %.1f s "
                    + "(games done: first %.1f s, median %.1f s, last %.1f s; last turn committed %.1f s); "
                    + "within 60 s %d/%d; exactly once %s; problems %d; robot CPU %s s; GreenMail+harness CPU %.1f s; "
                    + "%sPostgreSQL CPU %.1f s;%s the machine busy %.1f core-s of %d cores in %.1f s; load %s")
                    .formatted(robots,
                    round, games.size(), players, reports, expected, overall, done.isEmpty() ? Double.NaN : done.get(0),
                    done.isEmpty() ? Double.NaN : done.get(done.size() / 2), done.isEmpty() ? Double.NaN
                            : done.get(done.size() - 1), committed, onTime, expected,
                    problems.isEmpty() ? "yes" : "see problems", problems.size(), cpu.stream()
                            .map(c -> "%.1f".formatted(c)).collect(java.util.stream.Collectors.joining(" + ")),
                    harnessCpu, Double.isNaN(dovecotCpu) ? "" : "Dovecot CPU %.1f s; ".formatted(dovecotCpu),
                    postgresCpu, quota, busy.coreSeconds(), busy.cores(), busy.span(), load);
        }
    }

    private final Options options;
    private final Path repo = Path.of("").toAbsolutePath();
    private final Map<String, String> passwords = new ConcurrentHashMap<>();
    private final Map<String, String> orderIds = new ConcurrentHashMap<>();
    private GreenMail mail;
    /** The robots' SMTP server unless {@code --mail-server greenmail}. */
    private HostMta mta;
    private DovecotMailbox dovecot;
    private ScalingHost host;
    private List<ScalingHost.Seat> seats;

    ClusterScaling(Options options) {
        this.options = options;
    }

    public static void main(String[] args) throws Exception {
        // GreenMail, in this JVM, parses every own copy it stores; without the pin each part's parse scanned the class
        // path for Jakarta Mail's stream provider, a third of the harness's samples (docs/scaling.md, run X).
        StreamProviderPin.pin();
        List<Integer> legs = List.of(1, 2);
        int games = 20;
        int players = 100;
        int rounds = 1;
        int lead = 60;
        int gap = 300;
        Duration timeout = Duration.ofMinutes(10);
        boolean jfr = false;
        boolean pgStatements = false;
        MailServer mailServer = MailServer.HOST;
        int warmUps = 1;
        double robotCpu = 0;
        List<String> robotCpus = List.of("0", "1");
        String serviceCpus = null;
        Path out = Path.of("target/scaling");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--robots" -> legs = switch (args[++i]) {
                    case "1" -> List.of(1);
                    case "2" -> List.of(2);
                    case "both" -> List.of(1, 2);
                    default -> throw new IllegalArgumentException("--robots 1|2|both");
                };
                case "--games" -> games = Integer.parseInt(args[++i]);
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--lead" -> lead = Integer.parseInt(args[++i]);
                case "--gap" -> gap = Integer.parseInt(args[++i]);
                case "--timeout" -> timeout = Duration.ofSeconds(Long.parseLong(args[++i]));
                case "--out" -> out = Path.of(args[++i]);
                case "--jfr" -> jfr = true;
                case "--pg-statements" -> pgStatements = true;
                case "--mail-server" -> mailServer = switch (args[++i]) {
                    case "host" -> MailServer.HOST;
                    case "dovecot" -> MailServer.DOVECOT;
                    case "greenmail" -> MailServer.GREENMAIL;
                    default -> throw new IllegalArgumentException("--mail-server host|dovecot|greenmail");
                };
                case "--cold" -> warmUps = 0;
                case "--warm-ups" -> warmUps = Math.max(0, Integer.parseInt(args[++i]));
                case "--robot-cpu" -> robotCpu = Double.parseDouble(args[++i]);
                case "--robot-cpus" -> robotCpus = List.of(args[++i].split(","));
                case "--service-cpus" -> serviceCpus = args[++i];
                default -> throw new IllegalArgumentException("usage: ClusterScaling [--robots 1|2|both] [--games N]"
                        + " [--players N] [--rounds N] [--lead SECONDS] [--gap SECONDS] [--timeout SECONDS]"
                        + " [--out DIR] [--jfr] [--cold | --warm-ups N] [--pg-statements]"
                        + " [--mail-server host|dovecot|greenmail] [--robot-cpu FRACTION_OF_A_CORE]"
                        + " [--robot-cpus CPU,CPU] [--service-cpus CPU_LIST]; unknown " + args[i]);
            }
        }
        if (robotCpus.size() < legs.stream().mapToInt(Integer::intValue).max().orElse(1)) {
            throw new IllegalArgumentException("--robot-cpus names a core for each robot: " + robotCpus);
        }
        if (serviceCpus != null) {
            java.util.Set<Integer> services = cpuSet(serviceCpus);
            for (String robotCore : robotCpus) {
                if (!java.util.Collections.disjoint(services, cpuSet(robotCore))) {
                    throw new IllegalArgumentException("--service-cpus " + serviceCpus + " must leave the robots' cores "
                            + robotCpus + " to the robots");
                }
            }
        }
        List<LegResult> results = new ClusterScaling(new Options(legs, games, players, rounds,
                out.toAbsolutePath().normalize(), lead, gap, timeout, jfr, warmUps, pgStatements, mailServer,
                robotCpu, robotCpus, serviceCpus)).run();
        // A late report is a figure, not a failure of the harness; a lost or doubled one is.
        System.exit(results.stream().allMatch(r -> r.problems().isEmpty()) ? 0 : 1);
    }

    List<LegResult> run() throws Exception {
        Path out = options.out();
        // rm rather than a walk over the tree: it holds only files the harness and its robots wrote
        new ProcessBuilder("rm", "-rf", out.toString()).inheritIO().start().waitFor();
        Files.createDirectories(out);
        host = ScalingHost.write(repo, out, options.games(), options.players());
        seats = host.seats();
        if (options.pgStatements()) {
            System.setProperty("adjutant.pg.options", "-c shared_preload_libraries=pg_stat_statements");
        }
        if (options.serviceCpus() != null) {
            // Every thread of this JVM (GreenMail, the host's MTA, the players) and, by inheritance, PostgreSQL and
            // Dovecot, started below: the host's other machines, off the robots' cores.
            Process pin = new ProcessBuilder("taskset", "-a", "-p", "-c", options.serviceCpus(),
                    String.valueOf(ProcessHandle.current().pid())).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (pin.waitFor() != 0) {
                throw new IllegalStateException("taskset could not pin the harness to cores " + options.serviceCpus());
            }
        }
        EmbeddedPostgres pg = EmbeddedPostgres.get();
        mail = new GreenMail(new ServerSetup[] {new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP)
                .dynamicPort(), new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()});
        mail.start();
        if (options.mailServer() == MailServer.DOVECOT) {
            dovecot = DovecotMailbox.start(out.resolve("dovecot"), "adjutant");
            mta = new HostMta((sender, raw) -> dovecot.deliver(sender, "adjutant", raw), ScalingHost.ROBOT);
        } else if (options.mailServer() == MailServer.HOST) {
            mta = new HostMta(mail, ScalingHost.ROBOT);
        }
        List<LegResult> results = new ArrayList<>();
        try {
            mail.setUser(ScalingHost.ROBOT, "adjutant", "adjutant");
            seats.forEach(s -> mail.setUser(s.email(), s.email(), "scale"));
            for (int g = 1; g <= options.games(); g++) {
                mail.setUser(ScalingHost.moderator(g), ScalingHost.moderator(g), "scale");
            }
            String template = "scale_seated_" + System.currentTimeMillis();
            seat(pg.createDatabase(template), out.resolve("seating"));
            for (int round = 1; round <= options.rounds(); round++) {
                for (int robots : options.legs()) {
                    LegResult r = leg(pg, template, robots, round);
                    results.add(r);
                    String line = r.summary(options.players());
                    System.out.println(line);
                    r.problems().stream().limit(20).forEach(p -> System.out.println("PROBLEM " + p));
                    Files.writeString(out.resolve("summary.txt"), line + "\n", StandardCharsets.UTF_8,
                            java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
                }
            }
            ratio(results);
            return results;
        } finally {
            if (mta != null) {
                mta.close();
            }
            if (dovecot != null) {
                dovecot.close();
            }
            mail.stop();
        }
    }

    private void ratio(List<LegResult> results) throws IOException {
        List<Double> one = results.stream().filter(r -> r.robots() == 1).map(LegResult::overall).sorted().toList();
        List<Double> two = results.stream().filter(r -> r.robots() == 2).map(LegResult::overall).sorted().toList();
        if (one.isEmpty() || two.isEmpty()) {
            return;
        }
        double m1 = one.get(one.size() / 2);
        double m2 = two.get(two.size() / 2);
        String line = "two robots / one robot: %.1f s / %.1f s = %.2f (target <= 0.6)".formatted(m2, m1, m2 / m1);
        LegResult median2 = results.stream().filter(r -> r.robots() == 2 && r.overall() == m2).findFirst()
                .orElseThrow();
        Busy b = median2.busy();
        if (options.serviceCpus() == null && b.cores() > 0 && !Double.isNaN(b.coreSeconds())) {
            // Work done on the machine's cores before the two robots' last report: the leg cannot have ended sooner
            // than that work over the cores. Against the one robot's time, the lowest ratio this machine allowed.
            double robots = median2.cpu().stream().mapToDouble(Double::doubleValue).sum();
            line += ("%nfloor on this machine: before its last report the two-robot leg had kept its %d cores busy"
                    + " %.1f core-s (%.0f %% of them in its first %.1f s), so it could not end before %.1f s, %.2f of"
                    + " the one robot's time. The robots used %.1f s of CPU in the whole leg: on cores of their own"
                    + " that would allow about %.2f. The rest is the mail servers', PostgreSQL's and the harness's, on"
                    + " the robots' cores here (--service-cpus gives them others)").formatted(b.cores(),
                    b.coreSeconds(), 100 * b.coreSeconds() / b.cores() / b.span(), b.span(),
                    b.coreSeconds() / b.cores(), b.coreSeconds() / b.cores() / m1, robots, robots / b.cores() / m1);
        }
        System.out.println(line);
        Files.writeString(options.out().resolve("summary.txt"), line + "\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
    }

    /**
     * Seats every game with one unpinned robot: its welcomes give the players their passwords, and each player then
     * mails his first turn's orders; once every order mail is answered the robot stops and its database is the legs'
     * template.
     */
    private void seat(String databaseUrl, Path home) throws Exception {
        Instant began = Instant.now();
        host.writeGames(home, List.of(Instant.now().plus(Duration.ofHours(6)).truncatedTo(ChronoUnit.SECONDS)));
        Path config = ScalingHost.writeRobotConfig(home, 1, databaseUrl, imapPort(), smtpPort());
        Process robot = start(config, home.resolve("robot-1.log"), null);
        try {
            await("welcomes", Duration.ofMinutes(20), this::collectPasswords);
            System.out.printf("seating: %d welcomes in %d s%n", passwords.size(),
                    Duration.between(began, Instant.now()).toSeconds());
            Instant sending = Instant.now();
            sendOrders();
            await("acknowledgements", Duration.ofMinutes(20), this::allAnswered);
            System.out.printf("seating: %d order mails answered in %d s; %d order blocks accepted%n",
                    orderIds.size(), Duration.between(sending, Instant.now()).toSeconds(), acceptedBlocks(databaseUrl));
        } finally {
            stop(robot);
        }
    }

    private LegResult leg(EmbeddedPostgres pg, String template, int robots, int round) throws Exception {
        String db = "scale_r%d_%d_%d".formatted(round, robots, System.currentTimeMillis());
        try (Connection c = DriverManager.getConnection(pg.url("postgres"), "postgres", "");
             Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + db + " TEMPLATE " + template);
        }
        String url = pg.url(db);
        Path home = options.out().resolve("leg-" + robots + "-round-" + round);
        Instant first = Instant.now().plusSeconds(options.lead()).truncatedTo(ChronoUnit.SECONDS);
        List<Instant> deadlines = new ArrayList<>();
        for (int i = 0; i <= options.warmUps(); i++) {
            deadlines.add(first.plusSeconds((long) i * options.gap()));
        }
        Instant deadline = deadlines.get(deadlines.size() - 1);
        host.writeGames(home, deadlines);
        String load = "?";
        List<Process> running = new ArrayList<>();
        List<CpuQuota> quotas = new ArrayList<>();
        String quotaNote = "";
        Busy busy = Busy.UNKNOWN;
        List<Double> cpu = List.of();
        double harnessCpu = Double.NaN;
        double dovecotCpu = Double.NaN;
        double postgresCpu = Double.NaN;
        if (mta != null) {
            mta.forgetRelayed(); // the players' passwords were read at seating and are kept
        }
        try {
            for (int n = 1; n <= robots; n++) {
                Path config = ScalingHost.writeRobotConfig(home, n, url, imapPort(), smtpPort());
                running.add(start(config, home.resolve("robot-" + n + ".log"), options.robotCpus().get(n - 1)));
                if (options.robotCpu() > 0) {
                    CpuQuota quota = CpuQuota.create("adjutant-scaling-robot-" + n, options.robotCpu());
                    quotas.add(quota);
                    quota.add(running.get(n - 1).pid());
                }
            }
            sleepUntil(first);
            for (int i = 0; i < options.warmUps(); i++) {
                warmUp(deadlines.get(i), deadlines.get(i + 1));
            }
            load = uptime();
            List<Double> before = running.stream().map(ClusterScaling::cpuSeconds).toList();
            List<Map<String, Double>> threadsBefore = running.stream().map(p -> threadCpu(p.pid())).toList();
            List<Double> throttledBefore = quotas.stream().map(CpuQuota::throttledSeconds).toList();
            double harnessBefore = cpuSeconds(ProcessHandle.current().pid());
            double dovecotBefore = dovecot == null ? 0 : dovecot.cpuSeconds();
            double postgresBefore = postgresCpuSeconds();
            double busyBefore = machineBusySeconds();
            if (options.pgStatements()) {
                statements(url, home, true);
            }
            Look beforeLast = waitForReports(deadline, deadline.plus(options.timeout()));
            busy = new Busy(beforeLast.machineBusy() - busyBefore, seconds(deadline, beforeLast.at()), cores());
            List<Double> after = running.stream().map(ClusterScaling::cpuSeconds).toList();
            for (int i = 0; i < running.size(); i++) {
                writeThreadCpu(home.resolve("threads-" + (i + 1) + ".txt"), threadsBefore.get(i),
                        threadCpu(running.get(i).pid()));
            }
            harnessCpu = cpuSeconds(ProcessHandle.current().pid()) - harnessBefore;
            dovecotCpu = dovecot == null ? Double.NaN : dovecot.cpuSeconds() - dovecotBefore;
            postgresCpu = postgresCpuSeconds() - postgresBefore;
            if (options.pgStatements()) {
                statements(url, home, false);
            }
            cpu = new ArrayList<>();
            for (int i = 0; i < running.size(); i++) {
                cpu.add(after.get(i) - before.get(i));
            }
            if (!quotas.isEmpty()) {
                StringBuilder note = new StringBuilder(" robot CPU quota %.2f core each, throttled".formatted(
                        options.robotCpu()));
                for (int i = 0; i < quotas.size(); i++) {
                    note.append(i == 0 ? " " : " + ").append("%.1f".formatted(quotas.get(i).throttledSeconds()
                            - throttledBefore.get(i)));
                }
                quotaNote = note.append(" s;").toString();
            }
        } finally {
            for (Process p : running) {
                stop(p);
            }
            quotas.forEach(CpuQuota::close);
        }
        return measure(url, home, robots, round, deadline, load, cpu, harnessCpu, dovecotCpu, postgresCpu,
                quotaNote, busy);
    }

    /**
     * The deadlines before the measured one ({@code --warm-ups}, 1 by default) warm the robots up: a robot on a host
     * has run deadlines before, and a cold JVM spends a fifth of its first deadline compiling (docs/scaling.md). Once
     * a warm-up's reports are all out, every player mails his orders for the next turn; the next deadline is
     * {@code --gap} seconds on. All are in the game files from the start: editing a file while the robots run is not
     * part of what is measured.
     */
    private void warmUp(Instant first, Instant measured) throws Exception {
        waitForReports(first, measured);
        System.out.printf("warm-up deadline: reports out by %d s after it%n",
                Duration.between(first, Instant.now()).toSeconds() - 5);
        Instant sending = Instant.now();
        sendOrders();
        // Not fatal: an order mail left unanswered is a finding of the leg (it is printed), not a reason to stop.
        while (!allAnswered() && Instant.now().isBefore(measured.minusSeconds(5))) {
            Thread.sleep(2000);
        }
        long unanswered = seats.stream().filter(s -> !answered(s)).count();
        System.out.printf("warm-up: %d order mails for the next turn, %d answered in %d s; the next deadline is"
                + " in %d s%n", orderIds.size(), orderIds.size() - unanswered,
                Duration.between(sending, Instant.now()).toSeconds(), Duration.between(Instant.now(), measured)
                        .toSeconds());
        seats.stream().filter(s -> !answered(s)).limit(10).forEach(s -> System.out.println("UNANSWERED order mail "
                + orderIds.get(s.email()) + " from " + s.email()));
        if (Instant.now().isAfter(measured)) {
            throw new IllegalStateException("the warm-up ran into the measured deadline: give a larger --gap");
        }
        sleepUntil(measured);
    }

    private static void sleepUntil(Instant when) throws InterruptedException {
        long wait = Duration.between(Instant.now(), when).toMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }

    /** One look of the harness at the mailboxes: when, and the machine's busy time then. */
    private record Look(Instant at, double machineBusy) {
        static Look now() {
            return new Look(Instant.now(), machineBusySeconds());
        }
    }

    /**
     * Until every player and moderator has a mail from after the deadline and nothing has come for 5 s; returns the
     * look before the one that saw the last mail: the last report came after it.
     */
    private Look waitForReports(Instant deadline, Instant limit) throws InterruptedException {
        int seen = -1;
        Instant quiet = Instant.now();
        Look previous = Look.now();
        Look beforeLast = previous;
        while (Instant.now().isBefore(limit)) {
            Thread.sleep(250);
            Look look = Look.now();
            int missing = 0;
            int total = 0;
            for (String box : mailboxes()) {
                int after = (int) stored(box).stream().filter(m -> !m.at().isBefore(deadline)).count();
                total += after;
                missing += after == 0 ? 1 : 0;
            }
            if (total != seen) {
                seen = total;
                quiet = Instant.now();
                beforeLast = previous;
            } else if (missing == 0 && Duration.between(quiet, Instant.now()).toSeconds() >= 5) {
                return beforeLast;
            }
            previous = look;
        }
        return beforeLast;
    }

    private LegResult measure(String url, Path home, int robots, int round, Instant deadline, String load,
                              List<Double> cpu, double harnessCpu, double dovecotCpu, double postgresCpu,
                              String quota, Busy busy)
            throws Exception {
        List<String> problems = new ArrayList<>();
        Map<String, Integer> perBox = new HashMap<>();
        Map<String, List<Arrival>> byId = new HashMap<>();
        for (String box : mailboxes()) {
            for (HostMta.Delivered m : stored(box)) {
                Instant at = m.at();
                if (at.isBefore(deadline)) {
                    continue;
                }
                MimeMessage mime = m.mime();
                Matcher tag = GAME_TAG.matcher(mime.getSubject() == null ? "" : mime.getSubject());
                Arrival a = new Arrival(tag.find() ? tag.group(1) : "?", mime.getMessageID(), box, at);
                byId.computeIfAbsent(a.messageId(), k -> new ArrayList<>()).add(a);
                perBox.merge(box, 1, Integer::sum);
            }
        }
        mailboxes().stream().filter(b -> !perBox.containsKey(b)).limit(10)
                .forEach(b -> problems.add(b + " got no report"));
        Map<String, Instant> committed = new TreeMap<>();
        Map<String, Instant> queued = new TreeMap<>();
        int rows = 0;
        int onTime = 0;
        Map<String, Instant> delivered = new TreeMap<>();
        Map<String, Integer> reports = new TreeMap<>();
        try (Connection c = DriverManager.getConnection(url, "postgres", ""); Statement s = c.createStatement()) {
            try (ResultSet r = s.executeQuery("SELECT game_id, ran_at FROM turn WHERE deadline_at = '"
                    + deadline + "'")) {
                while (r.next()) {
                    committed.put(r.getString(1), r.getObject(2, java.time.OffsetDateTime.class).toInstant());
                }
            }
            try (ResultSet r = s.executeQuery("SELECT game_id, message_id, recipients, status, created_at FROM outbox"
                    + " WHERE kind = 'REPORT' AND created_at >= '" + deadline + "'")) {
                while (r.next()) {
                    rows++;
                    String game = r.getString(1);
                    String id = r.getString(2);
                    queued.merge(game, r.getObject(5, java.time.OffsetDateTime.class).toInstant(),
                            (x, y) -> x.isAfter(y) ? x : y);
                    if (!"SENT".equals(r.getString(4))) {
                        problems.add("outbox report " + id + " of " + game + " is " + r.getString(4));
                    }
                    List<Arrival> got = byId.getOrDefault(id, List.of());
                    for (String to : r.getString(3).split(",")) {
                        long n = got.stream().filter(a -> a.mailbox().equalsIgnoreCase(to.strip())).count();
                        if (n != 1) {
                            problems.add("report " + id + " of " + game + " arrived " + n + " times at " + to.strip());
                        }
                    }
                    for (Arrival a : got) {
                        reports.merge(game, 1, Integer::sum);
                        delivered.merge(game, a.at(), (x, y) -> x.isAfter(y) ? x : y);
                        if (!a.at().isAfter(deadline.plus(LIMIT))) {
                            onTime++;
                        }
                    }
                }
            }
        }
        java.util.Set<String> outboxIds = new java.util.HashSet<>();
        try (Connection c = DriverManager.getConnection(url, "postgres", "");
             ResultSet r = c.createStatement().executeQuery("SELECT message_id FROM outbox WHERE kind = 'REPORT'"
                     + " AND created_at >= '" + deadline + "'")) {
            while (r.next()) {
                outboxIds.add(r.getString(1));
            }
        }
        byId.forEach((id, arrivals) -> {
            if (!outboxIds.contains(id)) {
                problems.add(arrivals.get(0).mailbox() + " received " + id + " after the deadline, no report row");
            }
        });
        if (committed.size() != options.games()) {
            problems.add("turns run at the deadline: " + committed.size() + " of " + options.games());
        }
        Map<String, String> robotOf = robotsOfGames(home, robots, options.warmUps() + 1);
        List<GameTimes> games = new ArrayList<>();
        for (int g = 1; g <= options.games(); g++) {
            String id = ScalingHost.gameId(g);
            games.add(new GameTimes(id, seconds(deadline, committed.get(id)), seconds(deadline, queued.get(id)),
                    seconds(deadline, delivered.get(id)), reports.getOrDefault(id, 0), robotOf.getOrDefault(id, "?")));
        }
        writeGameTable(home, games);
        double overall = games.stream().mapToDouble(GameTimes::lastDelivered).max().orElse(Double.NaN);
        int expected = Math.max(rows, seats.size() + options.games());
        return new LegResult(robots, round, reports.values().stream().mapToInt(Integer::intValue).sum(), expected,
                onTime, overall, games, problems, load, cpu, harnessCpu, dovecotCpu, postgresCpu,
                quota, busy);
    }

    /** Which robot ran each game's measured turn, from the "game <id>: turn N: ..." line of its console. */
    private static Map<String, String> robotsOfGames(Path home, int robots, int measuredTurn) throws IOException {
        Map<String, String> of = new HashMap<>();
        Pattern turn = Pattern.compile("game (scale\\d+): turn " + measuredTurn + ":");
        for (int n = 1; n <= robots; n++) {
            Path console = home.resolve("robot-" + n + ".log");
            if (!Files.exists(console)) {
                continue;
            }
            for (String line : Files.readAllLines(console, StandardCharsets.UTF_8)) {
                Matcher m = turn.matcher(line);
                if (m.find()) {
                    of.merge(m.group(1), String.valueOf(n), (a, b) -> a + "+" + b);
                }
            }
        }
        return of;
    }

    /**
     * {@code --pg-statements}: resets PostgreSQL's statement statistics at the measured deadline ({@code reset}), and
     * at the end writes the statements that took the most time to {@code pg-statements.txt}.
     */
    private static void statements(String url, Path home, boolean reset) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "postgres", ""); Statement s = c.createStatement()) {
            if (reset) {
                s.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
                s.execute("SELECT pg_stat_statements_reset()");
                return;
            }
            StringBuilder out = new StringBuilder("total ms | calls | mean ms | rows | query\n");
            try (ResultSet rs = s.executeQuery("SELECT total_exec_time, calls, mean_exec_time, rows, query FROM "
                    + "pg_stat_statements ORDER BY total_exec_time DESC LIMIT 40")) {
                while (rs.next()) {
                    out.append("%.0f | %d | %.2f | %d | %s%n".formatted(rs.getDouble(1), rs.getLong(2),
                            rs.getDouble(3), rs.getLong(4), rs.getString(5).replaceAll("\\s+", " ")));
                }
            }
            Files.writeString(home.resolve("pg-statements.txt"), out.toString(), StandardCharsets.UTF_8);
        }
    }

    /** A {@code taskset} CPU list ({@code 2,3} or {@code 2-3}) as core numbers. */
    static java.util.Set<Integer> cpuSet(String list) {
        java.util.Set<Integer> cores = new java.util.TreeSet<>();
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0].trim());
            int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
            for (int c = from; c <= to; c++) {
                cores.add(c);
            }
        }
        return cores;
    }

    /**
     * The busy time of all the machine's cores (the first line of {@code /proc/stat}: user, nice, system, irq,
     * softirq and steal, not idle or iowait), in core-seconds since boot; and, in {@link #cores()}, how many it has.
     */
    static double machineBusySeconds() {
        try {
            String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long busy = 0;
            for (int i : new int[] {1, 2, 3, 6, 7, 8}) {
                busy += Long.parseLong(f[i]);
            }
            return busy / 100.0;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    static int cores() {
        try {
            return (int) Files.readAllLines(Path.of("/proc/stat")).stream().filter(l -> l.matches("cpu\\d+ .*"))
                    .count();
        } catch (IOException e) {
            return 0;
        }
    }

    private static double cpuSeconds(Process p) {
        return cpuSeconds(p.pid());
    }

    /**
     * The CPU time of all PostgreSQL processes (the embedded server and its backends, named {@code postgres}); a
     * backend that ended during the span is not counted, so this is a lower bound.
     */
    private static double postgresCpuSeconds() {
        double total = 0;
        try (java.util.stream.Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path dir : procs.filter(d -> d.getFileName().toString().chars().allMatch(Character::isDigit))
                    .toList()) {
                try {
                    String stat = Files.readString(dir.resolve("stat"));
                    if (stat.contains("(postgres)")) {
                        total += cpuSeconds(Long.parseLong(dir.getFileName().toString()));
                    }
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile
                }
            }
        } catch (IOException e) {
            return Double.NaN;
        }
        return total;
    }

    /**
     * The CPU time a robot has used (user + system, from {@code /proc/<pid>/stat}): on a loaded machine the wall time
     * depends on the neighbours, this does not. Includes the 5 s of idle polling the harness waits after the last
     * mail.
     */
    static double cpuSeconds(long pid) {
        try {
            return statCpuSeconds(Files.readString(Path.of("/proc/" + pid + "/stat")));
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** User + system time of a {@code /proc} stat line (a process's or a thread's), in USER_HZ ticks of 1/100 s. */
    private static double statCpuSeconds(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0;
    }

    /**
     * A process's CPU time by thread name (from {@code /proc/<pid>/task/<tid>/stat}; the kernel keeps 15 characters of
     * a Java thread's name), numbers in names folded ({@code GC Thread#N}), so that one robot's threads can be set
     * beside two robots'. A thread that ended during the span is missing from the end's count: a lower bound.
     */
    static Map<String, Double> threadCpu(long pid) {
        Map<String, Double> byName = new TreeMap<>();
        try (java.util.stream.Stream<Path> tasks = Files.list(Path.of("/proc/" + pid + "/task"))) {
            for (Path task : tasks.toList()) {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("\\d+", "N");
                    byName.merge(name, statCpuSeconds(stat), Double::sum);
                } catch (IOException | RuntimeException e) {
                    // ended meanwhile
                }
            }
        } catch (IOException e) {
            return byName;
        }
        return byName;
    }

    /** The CPU each group of a robot's threads used over the measured span, the largest first. */
    private static void writeThreadCpu(Path file, Map<String, Double> before, Map<String, Double> after)
            throws IOException {
        StringBuilder t = new StringBuilder("CPU s   thread (over the measured span; threads that ended are missing)\n");
        after.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0.0)))
                .filter(e -> e.getValue() >= 0.01)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .forEach(e -> t.append("%6.2f  %s%n".formatted(e.getValue(), e.getKey())));
        Files.writeString(file, t.toString(), StandardCharsets.UTF_8);
    }

    private static void writeGameTable(Path home, List<GameTimes> games) throws IOException {
        StringBuilder t = new StringBuilder("game     robot  committed  last-queued  last-delivered  reports"
                + "   (seconds after the deadline)\n");
        games.stream().sorted(Comparator.comparingDouble(GameTimes::lastDelivered)).forEach(g -> t.append(
                "%-8s %5s %10.1f %12.1f %15.1f %8d%n".formatted(g.game(), g.robot(), g.committed(), g.lastQueued(),
                        g.lastDelivered(), g.reports())));
        Files.writeString(home.resolve("games.txt"), t.toString(), StandardCharsets.UTF_8);
    }

    private static double seconds(Instant from, Instant to) {
        return to == null ? Double.NaN : Duration.between(from, to).toMillis() / 1000.0;
    }

    private Process start(Path config, Path console, String cpu) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>();
        if (cpu != null) {
            cmd.addAll(List.of("taskset", "-c", cpu));
        }
        cmd.addAll(List.of(java, "-Xmx1g"));
        if (options.jfr() && cpu != null) {
            cmd.add("-XX:StartFlightRecording=settings=profile,dumponexit=true,filename=" + console.resolveSibling(
                    console.getFileName().toString().replace(".log", ".jfr")));
        }
        cmd.addAll(List.of("-Dadjutant.logs=" + config.getParent().resolve("logs"),
                // the production logging: its console says when each turn was committed and by which robot
                "-Dlogback.configurationFile=" + repo.resolve("target/classes/logback.xml"),
                "-cp", System.getProperty("java.class.path"), "org.adjutant.cli.Main", "--home", repo.toString(),
                "run", "--config", config.toString()));
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(console.toFile()).start();
    }

    private static void stop(Process p) throws InterruptedException {
        p.destroy();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
        }
    }

    private boolean collectPasswords() {
        for (ScalingHost.Seat s : seats) {
            passwords.computeIfAbsent(s.email(), e -> {
                for (HostMta.Delivered m : stored(e)) {
                    try {
                        if (m.mime().getContent() instanceof String text) {
                            Matcher matcher = PASSWORD.matcher(text);
                            if (matcher.find()) {
                                return matcher.group(1);
                            }
                        }
                    } catch (Exception ignored) {
                        // a mail still being stored: read it next round
                    }
                }
                return null;
            });
        }
        return passwords.size() == seats.size();
    }

    /** Every player mails his orders once, four at a time. */
    private void sendOrders() throws InterruptedException {
        Properties props = new Properties();
        props.put("mail.smtp.host", "127.0.0.1");
        props.put("mail.smtp.port", String.valueOf(smtpPort()));
        Session session = Session.getInstance(props);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        for (ScalingHost.Seat s : seats) {
            pool.submit(() -> {
                MimeMessage m = new MimeMessage(session);
                m.setFrom(new InternetAddress(s.email()));
                m.setRecipient(Message.RecipientType.TO, new InternetAddress(ScalingHost.ROBOT));
                m.setSubject("[" + s.game() + "] orders", "UTF-8");
                m.setText(ScalingHost.orders(s, passwords.get(s.email())), "UTF-8");
                Transport.send(m);
                orderIds.put(s.email(), m.getMessageID());
                return null;
            });
        }
        pool.shutdown();
        pool.awaitTermination(30, TimeUnit.MINUTES);
    }

    private boolean allAnswered() {
        return seats.stream().allMatch(this::answered);
    }

    private boolean answered(ScalingHost.Seat s) {
        String id = orderIds.get(s.email());
        return id != null && stored(s.email()).stream().anyMatch(m -> {
            try {
                String[] irt = m.mime().getHeader("In-Reply-To");
                return irt != null && irt[0].strip().equals(id);
            } catch (Exception e) {
                return false;
            }
        });
    }

    private long acceptedBlocks(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "postgres", "");
             ResultSet r = c.createStatement().executeQuery("SELECT count(*) FROM order_queue")) {
            r.next();
            return r.getLong(1);
        }
    }

    private List<String> mailboxes() {
        List<String> boxes = new ArrayList<>(seats.stream().map(ScalingHost.Seat::email).toList());
        for (int g = 1; g <= options.games(); g++) {
            boxes.add(ScalingHost.moderator(g));
        }
        return boxes;
    }

    /** The mails a player (or moderator) received: relayed by the host's MTA, or in his GreenMail mailbox. */
    private List<HostMta.Delivered> stored(String email) {
        if (mta != null) {
            return mta.relayedTo(email);
        }
        try {
            var account = mail.getUserManager().getUserByEmail(email);
            List<HostMta.Delivered> out = new ArrayList<>();
            for (StoredMessage m : mail.getManagers().getImapHostManager().getInbox(account).getMessages()) {
                out.add(new HostMta.Delivered(m.getReceivedDate().toInstant(), m.getMimeMessage()));
            }
            return out;
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the mailbox of " + email, e);
        }
    }

    private int imapPort() {
        return dovecot != null ? dovecot.imapPort() : mail.getImap().getPort();
    }

    private int smtpPort() {
        return mta != null ? mta.port() : mail.getSmtp().getPort();
    }

    private static void await(String what, Duration limit, java.util.function.BooleanSupplier done)
            throws InterruptedException {
        Instant until = Instant.now().plus(limit);
        while (!done.getAsBoolean()) {
            if (Instant.now().isAfter(until)) {
                throw new IllegalStateException("gave up waiting for the " + what + " after " + limit);
            }
            Thread.sleep(2000);
        }
    }

    private static String uptime() {
        try {
            Process p = new ProcessBuilder("uptime").redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            p.waitFor();
            int at = text.indexOf("load average");
            return at < 0 ? text : text.substring(at + "load average: ".length()).toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            return "?";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "?";
        }
    }
}

package org.adjutant.bench;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.adjutant.config.AbuseLimits;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.ToLongFunction;
import org.adjutant.intake.IntakeCycle;
import org.adjutant.intake.IntakeService;
import org.adjutant.mail.PollResult;
import org.adjutant.store.InboxStatus;
import org.slf4j.LoggerFactory;

/**
 * The intake of 10,000 order mails of five unit blocks each, preloaded into GreenMail IMAP, against
 * a bare IMAP fetch of the same mails in the same run. Target: full intake at most twice the bare fetch.
 *
 * <p>A harness, not JMH: one measurement is many seconds of I/O-bound work against a server in the same JVM, and
 * each needs a freshly filled mailbox. Every measurement gets its own fresh delivery of the same mails (untimed).
 * Run 0 is the warm-up, of fewer mails but from every general, and is reported apart as "cold": the JIT is cold and
 * the password-verification cache is empty, as after a restart of the robot. Medians are over the runs after it. See {@code bench/intake.md}.
 *
 * <pre>
 * mvn -o -q test-compile
 * mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *   -Dexec.args="-Xmx2g -cp target/classes:%classpath org.adjutant.bench.IntakeBenchmark"
 * </pre>
 * Options: {@code --mails N} (10000), {@code --warmup-mails N} (2000), {@code --generals N} per side (100, ten units each), {@code --runs N} measured
 * runs after the warm-up (5), {@code --wrong-every N} (one mail in N has a mistyped password; 100),
 * {@code --dir PATH} (target/intake-bench), {@code --allow-test-argon2} (run even when the cheap test parameters of
 * password4j are in force; they are reported), {@code --nagle} (leave GreenMail's IMAP sockets as shipped, with
 * Nagle's algorithm on; see {@link IntakeGreenMail}).
 */
public final class IntakeBenchmark {
    private final Options options;
    private final List<Run> runs = new ArrayList<>();
    private String identity = "";
    private String imapSide = "";
    private IntakeMailbag warmBag;

    private IntakeBenchmark(Options options) {
        this.options = options;
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        Files.createDirectories(options.dir());
        quietLogging(options.dir().resolve("logs"));
        new IntakeBenchmark(options).run();
        // GreenMail and H2 leave non-daemon threads behind on some paths; the figures are written by now.
        System.exit(0);
    }

    private void run() throws Exception {
        Argon2 argon2 = Argon2.inForce();
        say("password4j: " + argon2);
        if (!argon2.production() && !options.allowTestArgon2()) {
            throw new IllegalStateException("the Argon2 parameters in force are not the production ones of "
                    + "src/main/resources/psw4j.properties: put target/classes first on the classpath, or pass "
                    + "--allow-test-argon2");
        }
        Path data = options.dir().resolve("db-" + System.currentTimeMillis());
        String loadBefore = loadAverage();
        Path templates = Path.of(System.getProperty("adjutant.home", ".")).resolve("templates");
        // The same 202 generals write 50 mails in each run, far past the per-sender quota of an hour: the
        // quota is lifted so every run measures the intake itself; the counters are still kept, so their cost counts.
        AbuseLimits d = AbuseLimits.DEFAULT;
        AbuseLimits limits = new AbuseLimits(d.unitFailures(), d.senderFailures(), d.failureWindow(), d.lockout(),
                Integer.MAX_VALUE, Long.MAX_VALUE, d.senderWindow(), d.loopAnswers(), d.loopWindow(),
                d.strangerWindow());
        try (IntakeRig rig = new IntakeRig(data, templates, !options.nagle(), limits)) {
            IntakeGame game = IntakeGame.create(options.generals());
            long t0 = System.nanoTime();
            Map<String, String> passwords = rig.createGame(game);
            long setup = System.nanoTime() - t0;
            say("game: " + game.units() + " units, " + passwords.size() + " players, created in "
                    + millis(setup) + " ms (one Argon2 hash per player)");
            IntakeMailbag bag = IntakeMailbag.write(game, passwords, IntakeRig.ROBOT, options.mails(),
                    options.wrongEvery());
            say(String.format(Locale.ROOT, "mails: %d of %.0f bytes on average, %d blocks, %d as deputy, %d with a "
                    + "mistyped password", bag.size(), bag.averageBytes(), bag.blocks(), bag.deputyMails(),
                    bag.wrongMails()));

            identity = sameBytesEitherWay(rig, bag);
            say(identity);

            // The warm-up: fewer mails, but from every general, so the JIT is warm and every player's password has
            // been verified once, as in a robot that has been running for a while.
            warmBag = IntakeMailbag.write(game, passwords, IntakeRig.ROBOT, Math.min(options.warmupMails(),
                    options.mails()), options.wrongEvery());
            for (int r = 0; r <= options.runs(); r++) {
                Run run = measure(rig, r == 0 ? warmBag : bag, r);
                runs.add(run);
                say(run.line());
            }
            imapSide = imapSideOfAPoll(rig, bag);
            say(imapSide);
            IntakeProbe.Result probe = IntakeProbe.run(rig, bag);
            say("probe: " + probe);
            String report = report(game, bag, argon2, probe, loadBefore, loadAverage());
            Files.writeString(options.dir().resolve("results.md"), report, StandardCharsets.UTF_8);
            System.out.println();
            System.out.println(report);
        }
    }

    /**
     * The poller now fetches groups of mails in one command; the content hash that deduplicates mail must not change
     * with that. Reads the same mails both ways and compares their SHA-256, and times both on that small mailbox.
     */
    private static String sameBytesEitherWay(IntakeRig rig, IntakeMailbag bag) throws Exception {
        int n = Math.min(300, bag.size());
        rig.emptyMailbox();
        bag.deliver(rig.robotUser, "identity", n);
        long t0 = System.nanoTime();
        IntakeBareFetch.Fetched single = IntakeBareFetch.fetchAll(rig.settings, IntakeBareFetch.Mode.ONE_BY_ONE, true);
        long t1 = System.nanoTime();
        IntakeBareFetch.Fetched grouped = IntakeBareFetch.fetchAll(rig.settings, IntakeBareFetch.Mode.GROUPED, true);
        long t2 = System.nanoTime();
        rig.emptyMailbox();
        require(single.messages() == n && single.digests().equals(grouped.digests()),
                "fetching mail one by one and in groups gave different bytes");
        return String.format(Locale.ROOT, "fetch identity: %d mails read one by one (%d FETCH commands, %,d ms) and "
                        + "in groups (%d, %,d ms) give byte-identical raw mail", n, single.commands(), millis(t1 - t0),
                grouped.commands(), millis(t2 - t1));
    }

    /**
     * The bare fetch plus what the poller asks of the server after storing (one STORE for all, EXPUNGE on close):
     * the IMAP half of a poll, so that the rest of the full intake is the robot's own work.
     */
    private static String imapSideOfAPoll(IntakeRig rig, IntakeMailbag bag) throws Exception {
        rig.emptyMailbox();
        bag.deliver(rig.robotUser, "imap-side");
        settle();
        Cpu cpu = Cpu.start();
        long t0 = System.nanoTime();
        IntakeBareFetch.Fetched f = IntakeBareFetch.fetchAll(rig.settings, IntakeBareFetch.Mode.GROUPED, false, true);
        long t1 = System.nanoTime();
        cpu = cpu.stop();
        require(f.messages() == bag.size() && rig.mailboxCount() == 0, "the IMAP side left mail behind");
        return String.format(Locale.ROOT, "IMAP side of a poll (grouped fetch, one STORE \\Deleted at the end, EXPUNGE "
                        + "on close; no database): %,d ms, CPU robot / rest %,d / %,d ms", millis(t1 - t0),
                millis(cpu.mainNanos()), millis(cpu.otherNanos()));
    }

    private Run measure(IntakeRig rig, IntakeMailbag bag, int r) throws Exception {
        // (a) bare fetch on a fresh delivery
        rig.emptyMailbox();
        long d0 = System.nanoTime();
        bag.deliver(rig.robotUser, "bare" + r);
        long deliver = System.nanoTime() - d0;
        settle();
        IntakeBareFetch.Fetched fetched;
        long bare;
        long bareHeap;
        Cpu bareCpu = Cpu.start();
        try (IntakeHeapWatch heap = IntakeHeapWatch.start()) {
            long t0 = System.nanoTime();
            fetched = IntakeBareFetch.fetchAll(rig.settings, IntakeBareFetch.Mode.GROUPED, false);
            bare = System.nanoTime() - t0;
            bareHeap = heap.peak();
        }
        bareCpu = bareCpu.stop();
        require(fetched.messages() == bag.size(), "bare fetch read " + fetched.messages() + " of " + bag.size());
        rig.emptyMailbox();

        // (b) full intake on another fresh delivery of the same mails, as the robot runs it: poll and intake side by
        // side (IntakeCycle); (c) if asked, the same mails polled first and taken in afterwards, as before.
        // The leg that runs first pays for more of the JIT's work: with both legs, their order alternates by run. The
        // side-by-side leg goes first in the warm-up, so its cold figure stays that of a robot just restarted.
        Full sequential = options.sequential() && r % 2 == 1 ? full(rig, bag, r, false) : null;
        Full full = full(rig, bag, r, true);
        if (options.sequential() && sequential == null) {
            sequential = full(rig, bag, r, false);
        }
        return new Run(r, deliver, fetched.bytes(), bare, bareHeap, full.poll(), full.process(), full.heap(),
                full.check(), full.ack(), full.ackBytes(), bareCpu, full.cpu(),
                sequential == null ? 0 : sequential.poll(), sequential == null ? 0 : sequential.process(),
                sequential == null ? new Cpu(0, 0) : sequential.cpu());
    }

    /** One full intake and its figures; times in nanoseconds (for the cycle, process is the tail after the poll). */
    record Full(long poll, long process, long heap, long check, long ack, long ackBytes, Cpu cpu) {
    }

    private static Full full(IntakeRig rig, IntakeMailbag bag, int r, boolean overlapped) throws Exception {
        rig.clearMailTables();
        bag.deliver(rig.robotUser, (overlapped ? "full" : "seq") + r);
        settle();
        rig.clock.reset();
        PollResult polled;
        IntakeService.IntakeResult taken;
        long poll;
        long process;
        long fullHeap;
        Cpu fullCpu = Cpu.start();
        try (IntakeHeapWatch heap = IntakeHeapWatch.start()) {
            IntakeCycle.Outcome outcome = (overlapped ? rig.cycle : rig.oneAfterTheOther).run();
            polled = outcome.polled();
            taken = outcome.taken();
            poll = outcome.pollTime().toNanos();
            process = outcome.tail().toNanos();
            fullHeap = heap.peak();
        }
        fullCpu = fullCpu.stop();
        IntakeRig.Tables tables = rig.tables();
        require(polled.stored() == bag.size() && polled.failures() == 0, "poll: " + polled);
        require(rig.mailboxCount() == 0, "the poll left " + rig.mailboxCount() + " mails on the server");
        require(taken.mails() == bag.size() && taken.failed() == 0, "intake: " + taken);
        // The probe that explains a wrong count runs only when the count is wrong: it costs seconds.
        if (taken.accepted() != bag.expectedAccepted() || taken.rejected() != bag.expectedRejected()) {
            throw new IllegalStateException("intake accepted " + taken.accepted() + " and rejected "
                    + taken.rejected() + " blocks; expected " + bag.expectedAccepted() + " and "
                    + bag.expectedRejected() + ". The probe: " + IntakeProbe.run(rig, bag).firstProblems());
        }
        require(tables.inbox().get(InboxStatus.PROCESSED) == bag.size() && tables.inbox().get(InboxStatus.NEW) == 0,
                "inbox: " + tables.inbox());
        require(tables.queued() == bag.expectedAccepted(), "queued " + tables.queued());
        require(tables.acks() == bag.size(), "acknowledgements " + tables.acks());
        return new Full(poll, process, fullHeap, rig.clock.checkNanos(), rig.clock.ackNanos(), tables.ackBytes(),
                fullCpu);
    }

    /**
     * CPU spent during a measurement: by the measuring thread (the robot's side of the conversation) and by the whole
     * process, which adds GreenMail's server threads, the garbage collector, the JIT and H2's background writer.
     */
    record Cpu(long mainNanos, long processNanos) {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        private static final com.sun.management.OperatingSystemMXBean OS =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

        static Cpu start() {
            return new Cpu(robotNanos(), OS.getProcessCpuTime());
        }

        Cpu stop() {
            return new Cpu(robotNanos() - mainNanos, OS.getProcessCpuTime() - processNanos);
        }

        /**
         * The measuring thread and the robot's intake threads (IntakeCycle's "adjutant-intake", IntakeService's
         * "adjutant-intake-read").
         */
        private static long robotNanos() {
            long nanos = THREADS.getCurrentThreadCpuTime();
            for (java.lang.management.ThreadInfo t : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
                if (t != null && t.getThreadName().startsWith("adjutant-intake")) {
                    nanos += Math.max(0, THREADS.getThreadCpuTime(t.getThreadId()));
                }
            }
            return nanos;
        }

        long otherNanos() {
            return processNanos - mainNanos;
        }
    }

    /** One warm-up or measured run; times in nanoseconds, heap in bytes. */
    record Run(int number, long deliverNanos, long fetchedBytes, long bareNanos, long bareHeap, long pollNanos,
               long processNanos, long fullHeap, long checkNanos, long ackNanos, long ackBytes, Cpu bareCpu,
               Cpu fullCpu, long seqPollNanos, long seqProcessNanos, Cpu seqCpu) {
        long seqNanos() {
            return seqPollNanos + seqProcessNanos;
        }

        double seqRatio() {
            return (double) seqNanos() / bareNanos;
        }

        long fullNanos() {
            return pollNanos + processNanos;
        }

        double ratio() {
            return (double) fullNanos() / bareNanos;
        }

        String line() {
            return String.format(Locale.ROOT, "run %d%s: bare %,d ms | full %,d ms (poll %,d + tail %,d; check %,d,"
                            + " ack %,d) | ratio %.2f | CPU robot/other bare %,d/%,d full %,d/%,d ms | heap peak bare"
                            + " %d MiB, full %d MiB | delivery %,d ms%s",
                    number, number == 0 ? " (warm-up, cold)" : "", millis(bareNanos), millis(fullNanos()),
                    millis(pollNanos), millis(processNanos), millis(checkNanos), millis(ackNanos), ratio(),
                    millis(bareCpu.mainNanos()), millis(bareCpu.otherNanos()), millis(fullCpu.mainNanos()),
                    millis(fullCpu.otherNanos()), bareHeap >> 20, fullHeap >> 20, millis(deliverNanos),
                    seqNanos() == 0 ? "" : String.format(Locale.ROOT, " | sequential %,d ms (poll %,d + intake %,d),"
                            + " ratio %.2f, CPU robot/other %,d/%,d ms", millis(seqNanos()), millis(seqPollNanos),
                            millis(seqProcessNanos), seqRatio(), millis(seqCpu.mainNanos()),
                            millis(seqCpu.otherNanos())));
        }
    }

    private String report(IntakeGame game, IntakeMailbag bag, Argon2 argon2, IntakeProbe.Result probe,
                          String loadBefore, String loadAfter) {
        List<Run> measured = runs.subList(1, runs.size());
        Run cold = runs.get(0);
        long bare = median(measured, Run::bareNanos);
        long full = median(measured, Run::fullNanos);
        long poll = median(measured, Run::pollNanos);
        long process = median(measured, Run::processNanos);
        long check = median(measured, Run::checkNanos);
        long ack = median(measured, Run::ackNanos);
        double seconds = full / 1e9;
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "### Run of %s%n%n", LocalDate.now(ZoneOffset.UTC)));
        out.append("| | |\n|---|---|\n");
        out.append(row("machine", machine()));
        out.append(row("JVM", System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + ", "
                + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments())));
        out.append(row("load average (1, 5, 15 min) before / after", loadBefore + " / " + loadAfter));
        out.append(row("Argon2", argon2.toString()));
        out.append(row("IMAP server", "GreenMail 2.1.13 on 127.0.0.1, " + (options.nagle()
                ? "as shipped (Nagle on: ~40 ms per round trip, like a distant server)"
                : "TCP_NODELAY on its sockets (as Dovecot or Cyrus)")));
        out.append(row("game", game.units() + " units, " + game.seats().size() + " players"));
        out.append(row("mails", String.format(Locale.ROOT, "%,d (%,d blocks; %,d as deputy; %,d with a mistyped "
                + "password), %.0f bytes on average", bag.size(), bag.blocks(), bag.deputyMails(), bag.wrongMails(),
                bag.averageBytes())));
        out.append(row("runs", "1 warm-up of " + warmBag.size() + " mails from every general + " + measured.size()
                + " measured runs of " + bag.size() + " mails; medians of the measured runs"));
        out.append('\n');
        boolean seq = options.sequential();
        out.append("| run | bare fetch ms | full intake ms | poll ms | intake tail ms | ruleset check ms |"
                + " ack ms | ratio | CPU ms bare: robot / rest | CPU ms full: robot / rest |"
                + " heap peak bare / full MiB |" + (seq ? " sequential ms (poll + intake) | sequential ratio |" : "")
                + "\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|" + (seq ? "---:|---:|" : "") + "\n");
        for (Run r : runs) {
            out.append(String.format(Locale.ROOT, "| %s | %,d | %,d | %,d | %,d | %,d | %,d | %.2f | %,d / %,d |"
                            + " %,d / %,d | %d / %d |",
                    r.number() == 0 ? "0 (warm-up, " + warmBag.size() + " mails, cold)" : Integer.toString(r.number()),
                    millis(r.bareNanos()),
                    millis(r.fullNanos()), millis(r.pollNanos()), millis(r.processNanos()), millis(r.checkNanos()),
                    millis(r.ackNanos()), r.ratio(), millis(r.bareCpu().mainNanos()),
                    millis(r.bareCpu().otherNanos()), millis(r.fullCpu().mainNanos()),
                    millis(r.fullCpu().otherNanos()), r.bareHeap() >> 20, r.fullHeap() >> 20));
            if (seq) {
                out.append(String.format(Locale.ROOT, " %,d (%,d + %,d) | %.2f |", millis(r.seqNanos()),
                        millis(r.seqPollNanos()), millis(r.seqProcessNanos()), r.seqRatio()));
            }
            out.append('\n');
        }
        out.append(String.format(Locale.ROOT, "| **median** | **%,d** | **%,d** | %,d | %,d | %,d | %,d | **%.2f** |"
                        + " %,d / %,d | %,d / %,d | %d / %d |", millis(bare), millis(full), millis(poll),
                millis(process), millis(check), millis(ack), (double) full / bare,
                millis(median(measured, x -> x.bareCpu().mainNanos())),
                millis(median(measured, x -> x.bareCpu().otherNanos())),
                millis(median(measured, x -> x.fullCpu().mainNanos())),
                millis(median(measured, x -> x.fullCpu().otherNanos())), median(measured, Run::bareHeap) >> 20,
                median(measured, Run::fullHeap) >> 20));
        if (seq) {
            long seqFull = median(measured, Run::seqNanos);
            out.append(String.format(Locale.ROOT, " %,d (%,d + %,d) | %.2f |", millis(seqFull),
                    millis(median(measured, Run::seqPollNanos)), millis(median(measured, Run::seqProcessNanos)),
                    (double) seqFull / bare));
        }
        out.append("\n\n");
        out.append(String.format(Locale.ROOT, "- **Ratio full / bare: %.2f** (target <= 2.00); cold run %.2f.%n",
                (double) full / bare, cold.ratio()));
        out.append(String.format(Locale.ROOT, "- Bare fetch: %,.0f mails/s (%,.1f MB/s of raw mail).%n",
                bag.size() / (bare / 1e9), measured.get(0).fetchedBytes() / 1e6 / (bare / 1e9)));
        out.append(String.format(Locale.ROOT, "- Full intake: %,.0f mails/s, %,.0f blocks/s.%n",
                bag.size() / seconds, bag.blocks() / seconds));
        out.append(String.format(Locale.ROOT, "- Phases (medians): poll %,d ms = fetch (~bare %,d) + store and "
                        + "flag %,d; the intake ran beside it on its own thread and finished %,d ms after it; of the "
                        + "intake's work, ruleset check %,d ms and acknowledgement (render, compose, outbox) %,d ms.%n",
                millis(poll), millis(bare), millis(poll - bare), millis(process), millis(check), millis(ack)));
        out.append(String.format(Locale.ROOT, "- Acknowledgements: %,d bytes of MIME on average.%n",
                measured.get(0).ackBytes() / bag.size()));
        out.append("- ").append(identity.substring(0, 1).toUpperCase(Locale.ROOT)).append(identity.substring(1))
                .append(".\n");
        out.append("- ").append(imapSide.substring(0, 1).toUpperCase(Locale.ROOT)).append(imapSide.substring(1))
                .append(".\n");
        out.append("- Probe (the same mails from the inbox table, single-threaded, no I/O): ").append(probe)
                .append(".\n");
        return out.toString();
    }

    private static String row(String key, String value) {
        return "| " + key + " | " + value.replace("|", "\\|") + " |\n";
    }

    private static long median(List<Run> runs, ToLongFunction<Run> f) {
        List<Long> values = new ArrayList<>();
        runs.forEach(r -> values.add(f.applyAsLong(r)));
        values.sort(Comparator.naturalOrder());
        int n = values.size();
        return n % 2 == 1 ? values.get(n / 2) : (values.get(n / 2 - 1) + values.get(n / 2)) / 2;
    }

    static long millis(long nanos) {
        return Math.round(nanos / 1e6);
    }

    private static void settle() throws InterruptedException {
        System.gc();
        Thread.sleep(200);
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalStateException(message);
        }
    }

    private static void say(String line) {
        System.out.println("[intake-bench] " + line);
    }

    private static String machine() {
        String cpu = "unknown CPU";
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    cpu = line.substring(line.indexOf(':') + 1).strip();
                    break;
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: the OS line below still says what it was
        }
        return cpu + ", " + Runtime.getRuntime().availableProcessors() + " cores, " + System.getProperty("os.name")
                + " " + System.getProperty("os.version") + ", max heap "
                + (Runtime.getRuntime().maxMemory() >> 20) + " MiB";
    }

    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split("\\s+");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (IOException | RuntimeException e) {
            return String.format(Locale.ROOT, "%.2f",
                    ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    /**
     * The production logging configuration ({@code logback.xml} of src/main/resources: INFO, one line per mail
     * taken in, to a rolling file) without its console appender, so the harness output stays readable while the
     * intake still pays for its log lines.
     */
    static void quietLogging(Path logs) throws Exception {
        System.setProperty("adjutant.logs", logs.toString());
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        URL config = IntakeBenchmark.class.getClassLoader().getResource("logback.xml");
        if (config == null) {
            throw new IllegalStateException("no logback.xml on the classpath: is target/classes on it?");
        }
        context.reset();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(config);
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).detachAppender("CONSOLE");
    }

    /** The password4j Argon2 parameters the classpath gives, and whether they are the production ones. */
    record Argon2(String source, String memory, String iterations, String parallelism, boolean production) {
        static Argon2 inForce() throws IOException {
            URL url = IntakeBenchmark.class.getClassLoader().getResource("psw4j.properties");
            if (url == null) {
                return new Argon2("none", "?", "?", "?", false);
            }
            Properties inForce = load(url);
            Path main = Path.of("target/classes/psw4j.properties");
            boolean production = Files.isRegularFile(main) && load(main.toUri().toURL()).equals(inForce);
            return new Argon2(url.toString(), inForce.getProperty("hash.argon2.memory"),
                    inForce.getProperty("hash.argon2.iterations"), inForce.getProperty("hash.argon2.parallelism"),
                    production);
        }

        private static Properties load(URL url) throws IOException {
            Properties p = new Properties();
            try (InputStream in = url.openStream()) {
                p.load(in);
            }
            return p;
        }

        @Override
        public String toString() {
            return "Argon2id m=" + memory + " KiB, t=" + iterations + ", p=" + parallelism
                    + (production ? " (production parameters)" : " (NOT the production parameters)") + " from "
                    + source.replaceFirst("^.*/target/", "target/");
        }
    }

    record Options(int mails, int warmupMails, int generals, int runs, int wrongEvery, Path dir,
                   boolean allowTestArgon2, boolean nagle, boolean sequential) {
        static Options parse(String[] args) {
            int mails = 10_000;
            int warmup = 2_000;
            int generals = 100;
            // Five: the first two after the warm-up still pay for the JIT, so the median is a steady run.
            int runs = 5;
            int wrongEvery = 100;
            Path dir = Path.of("target/intake-bench");
            boolean allowTest = false;
            boolean nagle = false;
            boolean sequential = false;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--mails" -> mails = Integer.parseInt(args[++i]);
                    case "--warmup-mails" -> warmup = Integer.parseInt(args[++i]);
                    case "--generals" -> generals = Integer.parseInt(args[++i]);
                    case "--runs" -> runs = Integer.parseInt(args[++i]);
                    case "--wrong-every" -> wrongEvery = Integer.parseInt(args[++i]);
                    case "--dir" -> dir = Path.of(args[++i]);
                    case "--allow-test-argon2" -> allowTest = true;
                    case "--nagle" -> nagle = true;
                    case "--sequential" -> sequential = true;
                    default -> throw new IllegalArgumentException("unknown option " + args[i]
                            + "; options: --mails N --warmup-mails N --generals N --runs N --wrong-every N --dir PATH"
                            + " --allow-test-argon2 --nagle --sequential");
                }
            }
            if (mails < 1 || warmup < 1 || generals < 2 || runs < 1 || wrongEvery < 0) {
                throw new IllegalArgumentException("need mails >= 1, warmup-mails >= 1, generals >= 2, runs >= 1,"
                        + " wrong-every >= 0");
            }
            return new Options(mails, warmup, generals, runs, wrongEvery, dir, allowTest, nagle, sequential);
        }
    }
}

package org.adjutant.bench;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Address;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.adjutant.app.OutboxMailer;
import org.adjutant.app.SentMailArchive;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.report.GitmReports;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.sequence.OrdersRecorded;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.mail.AutoSubmitted;
import org.adjutant.mail.CrashHook;
import org.adjutant.mail.MailSettings;
import org.adjutant.mail.OutboxSender;
import org.adjutant.mail.SendResult;
import org.adjutant.mail.MailComposer;
import org.adjutant.mail.OutgoingMail;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportStream;

/**
 * The reports of a 500-player GITM game sent to a GreenMail SMTP server two ways in the same run: rendered from the
 * turn and sent; and the same MIME bytes, rendered beforehand, only sent. The ratio of the two is the price of
 * rendering at a deadline (target: at most 1.5). A plain main rather than JMH: one round is a whole deadline of 1,000
 * mails, and GreenMail must be purged between rounds.
 *
 * <p>Two pairs of legs per round. The <b>robot</b> pair is what the robot does at a deadline: {@link ReportStream}
 * draws the reports on every core ({@link OutboxMailer} composes each MIME there) and stores them in H2 as they are
 * drawn, while this thread sends the outbox with {@link OutboxSender#sendDue(org.adjutant.mail.SentCopies)} batch
 * after batch (SENDING and SENT marks, the robot's own copy in the envelope, each mail handed to the
 * {@link SentMailArchive} as it is taken), as {@code Robot} does, until the outbox is empty; its pre-rendered leg finds the same bytes already in the outbox and only
 * sends and archives. With {@code --stream false} the render leg draws everything, stores it in one transaction and
 * only then sends (the robot before reports were streamed); the raw pair likewise sends each recipient's mails as
 * soon as they are drawn, or with {@code --stream false} only once all are drawn. The <b>raw</b> pair is the first
 * harness: rendered bytes pushed through one bare
 * {@link Transport}, no database.
 *
 * <pre>
 * mvn -o -q test-compile
 * mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *   -Dexec.args="-Djava.awt.headless=true -cp %classpath org.adjutant.bench.ReportMailHarness --players 500 --rounds 3"
 * </pre>
 * Options: {@code --stream true|false} (see above); {@code --port N} GreenMail's SMTP port (default 3925);
 * {@code --threads N} render threads of the raw pair (the robot pair uses every core, as the robot does);
 * {@code --only robot|raw|render} ({@code render}: render CPU a player on one thread, no sending).
 */
public final class ReportMailHarness {
    /** The GreenMail SMTP port ({@code --port}); one harness per JVM. */
    private static int port = 3925;
    private static final String ROBOT = "robot@example.org";
    private static final Clock CLOCK = Clock.fixed(Instant.parse("1846-05-08T12:00:00Z"), ZoneOffset.UTC);

    private ReportMailHarness() {
    }

    public static void main(String[] args) throws Exception {
        int players = 500;
        int rounds = 3;
        int threads = 2;
        String only = "";
        boolean stream = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--only" -> only = args[++i];
                case "--stream" -> stream = Boolean.parseBoolean(args[++i]);
                case "--port" -> port = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        Game game = game(players);
        TemplateRenderer templates = new TemplateRenderer(Path.of("templates"));
        MailComposer composer = new MailComposer(CLOCK);
        if (only.equals("render")) {
            // No mail server needed: render CPU only.
            System.out.printf("%d players, %d units, %d recipients; render only, one thread%n", players,
                    game.state.units().size(), game.recipients.size());
            renderCpu(game, templates, composer, rounds);
            return;
        }
        GreenMail greenMail = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        greenMail.start();
        Path work = Files.createTempDirectory("report-bench");
        try {
            Properties p = new Properties();
            p.put("mail.smtp.host", "127.0.0.1");
            p.put("mail.smtp.port", Integer.toString(port));
            // Without TCP_NODELAY some mail sizes meet Nagle and delayed ACKs: a stall of tens of milliseconds per
            // mail that has nothing to do with rendering and would swamp the send leg (seen: 3 ms a mail became 23).
            p.put("mail.smtp.socketFactory", new NoDelaySockets());
            Session session = Session.getInstance(p);
            System.out.printf("%d players, %d units, %d recipients; raw pair renders on %d threads, robot pair on %d"
                    + " (%s)%n", players, game.state.units().size(), game.recipients.size(), threads,
                    Runtime.getRuntime().availableProcessors(), stream ? "streamed" : "all drawn, then sent");
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
            for (int round = 0; round <= rounds; round++) {
                // Rendering first in even rounds, sending first in odd ones, so warm-up and GC favour neither.
                boolean renderFirst = round % 2 == 0;
                String label = round == 0 ? "warm-up" : "measured";
                if (!only.equals("raw")) {
                    Result[] r = robotRound(game, templates, composer, greenMail, work.resolve("r" + round),
                            renderFirst, stream);
                    print(label + " round " + round + " robot", r[0], r[1], greenMail);
                }
                if (!only.equals("robot")) {
                    Result[] r = rawRound(game, templates, composer, greenMail, session, pool, renderFirst, stream);
                    print(label + " round " + round + " raw  ", r[0], r[1], greenMail);
                }
            }
            pool.shutdown();
        } finally {
            greenMail.stop();
            deleteTree(work);
        }
    }

    /**
     * Render CPU alone: every recipient's mails on this one thread, timed by the thread's own CPU clock, which the
     * other builds on a loaded machine disturb far less than wall time.
     */
    private static void renderCpu(Game game, TemplateRenderer templates, MailComposer composer, int rounds) {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int round = 0; round <= rounds; round++) {
            GitmReports reports = new GitmReports(n -> Optional.empty());
            long cpu0 = threads.getCurrentThreadCpuTime();
            long bytes = 0;
            for (int i = 0; i < game.recipients.size(); i++) {
                for (byte[] mail : render(game, reports, templates, composer, i)) {
                    bytes += mail.length;
                }
            }
            long cpu = threads.getCurrentThreadCpuTime() - cpu0;
            System.out.printf("%s round %d render only: %.2f ms cpu a player, %.1f MB%n",
                    round == 0 ? "warm-up" : "measured", round, cpu / 1e6 / game.recipients.size(), bytes / 1e6);
        }
    }

    private static void print(String label, Result rendered, Result sent, GreenMail greenMail) {
        long bytes = rendered.mails.stream().mapToLong(b -> b.length).sum();
        System.out.printf("%s: render+send %6.0f ms (process cpu %6.0f ms), send pre-rendered %6.0f ms "
                        + "(process cpu %6.0f ms), ratio %.2f; %d mails, %.1f MB, largest %d KB, received %d%n",
                label, rendered.wallNanos / 1e6, rendered.cpuNanos / 1e6, sent.wallNanos / 1e6, sent.cpuNanos / 1e6,
                (double) rendered.wallNanos / sent.wallNanos, rendered.mails.size(), bytes / 1e6,
                rendered.mails.stream().mapToInt(b -> b.length).max().orElse(0) / 1024,
                greenMail.getReceivedMessages().length);
    }

    /** Both robot legs, each on a fresh database and archive directory made before its clock starts. */
    private static Result[] robotRound(Game game, TemplateRenderer templates, MailComposer composer,
                                       GreenMail greenMail, Path dir, boolean renderFirst, boolean stream)
            throws Exception {
        Result rendered = null;
        Result sent = null;
        for (int leg = 0; leg < 2; leg++) {
            boolean render = (leg == 0) == renderFirst;
            Path legDir = dir.resolve(render ? "render" : "send");
            try (Robotish robot = new Robotish(legDir, composer, templates)) {
                if (!render) {
                    // The same bytes already in the outbox: rendered and queued before the clock starts.
                    robot.renderAndQueue(game);
                }
                greenMail.purgeEmailFromAllMailboxes();
                System.gc();
                long wall = System.nanoTime();
                long cpu0 = processCpu();
                if (render && stream) {
                    robot.renderQueueAndSend(game);
                } else if (render) {
                    robot.renderAndQueue(game);
                }
                robot.sendAll();
                int mails = robot.sentSoFar();
                Result result = new Result(System.nanoTime() - wall, processCpu() - cpu0, robot.mimes());
                if (mails != game.recipients.size() * 2) {
                    throw new IllegalStateException("sent " + mails + " mails");
                }
                if (render) {
                    rendered = result;
                } else {
                    sent = result;
                }
            }
            deleteTree(legDir);
        }
        return new Result[] {rendered, sent};
    }

    private static void deleteTree(Path dir) throws java.io.IOException {
        try (var files = Files.walk(dir)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }

    /** The robot's deadline path with its own database, outbox, sender and archive. */
    private static final class Robotish implements AutoCloseable {
        private final Database db;
        private final OutboxMailer mailer;
        private final OutboxSender sender;
        private final SentMailArchive archive;
        private final TemplateRenderer templates;

        Robotish(Path dir, MailComposer composer, TemplateRenderer templates) {
            this.db = Database.file(dir);
            this.templates = templates;
            this.mailer = new OutboxMailer("Adjutant <" + ROBOT + ">", composer, new OutboxStore(CLOCK), templates);
            MailSettings settings = new MailSettings(
                    MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, "127.0.0.1", 1, MailSettings.Tls.NONE,
                            "robot", "x"),
                    new MailSettings.Smtp("127.0.0.1", port, MailSettings.Tls.NONE, null, null), ROBOT,
                    Duration.ofMinutes(1), MailSettings.Retry.DEFAULT, Duration.ofSeconds(30));
            this.sender = new OutboxSender(db, settings, CLOCK, CrashHook.NONE);
            this.archive = new SentMailArchive(db, dir.resolve("sent"));
        }

        /** Draws every report, then queues them all in one transaction (no sending meanwhile). */
        void renderAndQueue(Game game) {
            ReportStream.run(db, job(game), templates, mailer, c -> null, Courier.NONE);
        }

        /** What {@code Robot.runTurn} does: draws and queues the reports while this thread sends what is queued. */
        void renderQueueAndSend(Game game) {
            long t0 = System.nanoTime();
            int[] calls = new int[2];
            ReportStream.run(db, job(game), templates, mailer, c -> null, () -> {
                calls[0]++;
                int n = sendBatch();
                calls[1] += n;
                return n > 0;
            });
            System.out.printf("  streamed: drawn and queued in %d ms; %d courier calls sent %d mails meanwhile%n",
                    (System.nanoTime() - t0) / 1_000_000, calls[0], calls[1]);
        }

        /** The reports of a deadline as {@code TurnRunner.run} hands them over (a fresh ruleset: nothing cached). */
        private static ReportStream.Job job(Game game) {
            Map<String, Object> common = new LinkedHashMap<>();
            common.put("gameId", "bench");
            common.put("gameTitle", "Benchmark");
            common.put("turn", 1);
            return new ReportStream.Job(new GitmRuleset(n -> Optional.empty()), game.before, 1, game.outcome,
                    game.recipients, common, List.of());
        }

        /** Sends the outbox empty, one batch per call as the robot's cycle does, archiving after each. */
        int sendAll() {
            int sent = 0;
            int batch;
            while ((batch = sendBatch()) > 0) {
                sent += batch;
            }
            return sent;
        }

        /** One batch of the outbox sent and archived, as the robot's courier does; how many mails it sent. */
        private int sendBatch() {
            SendResult r = sender.sendDue(archive);
            if (r.sent() != r.attempted()) {
                throw new IllegalStateException("send failed: " + r);
            }
            sent += r.sent();
            return r.sent();
        }

        private int sent;

        /** Every mail sent by this robot so far, streamed or not. */
        int sentSoFar() {
            return sent;
        }

        List<byte[]> mimes() {
            return db.read(c -> {
                List<byte[]> out = new ArrayList<>();
                try (var st = c.createStatement(); var rs = st.executeQuery("SELECT mime FROM outbox ORDER BY id")) {
                    while (rs.next()) {
                        out.add(rs.getBytes(1));
                    }
                }
                return out;
            });
        }

        @Override
        public void close() {
            db.close();
        }
    }

    /** The first harness's legs: MIME bytes through one bare Transport, no database, no archive. */
    private static Result[] rawRound(Game game, TemplateRenderer templates, MailComposer composer,
                                     GreenMail greenMail, Session session, java.util.concurrent.ExecutorService pool,
                                     boolean renderFirst, boolean stream) throws Exception {
        Result rendered = null;
        Result sent = null;
        List<byte[]> prerendered = renderAll(game, new GitmReports(n -> Optional.empty()), templates, composer,
                pool);
        for (int leg = 0; leg < 2; leg++) {
            greenMail.purgeEmailFromAllMailboxes();
            System.gc();
            boolean render = (leg == 0) == renderFirst;
            long wall = System.nanoTime();
            long cpu0 = processCpu();
            if (render) {
                // A fresh GitmReports: nothing carried over from an earlier round.
                List<byte[]> mails = stream
                        ? renderAndSend(game, new GitmReports(n -> Optional.empty()), templates, composer, pool,
                                session)
                        : renderAll(game, new GitmReports(n -> Optional.empty()), templates, composer, pool);
                if (!stream) {
                    send(session, mails);
                }
                rendered = new Result(System.nanoTime() - wall, processCpu() - cpu0, mails);
            } else {
                send(session, prerendered);
                sent = new Result(System.nanoTime() - wall, processCpu() - cpu0, prerendered);
            }
        }
        return new Result[] {rendered, sent};
    }

    /** CPU time of the whole process (render threads and the embedded GreenMail server both count). */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** Plain sockets with Nagle's algorithm off. */
    private static final class NoDelaySockets extends javax.net.SocketFactory {
        private static java.net.Socket noDelay(java.net.Socket s) throws java.io.IOException {
            s.setTcpNoDelay(true);
            return s;
        }

        @Override
        public java.net.Socket createSocket() throws java.io.IOException {
            return noDelay(new java.net.Socket());
        }

        @Override
        public java.net.Socket createSocket(String host, int port) throws java.io.IOException {
            return noDelay(new java.net.Socket(host, port));
        }

        @Override
        public java.net.Socket createSocket(String host, int port, java.net.InetAddress local, int localPort)
                throws java.io.IOException {
            return noDelay(new java.net.Socket(host, port, local, localPort));
        }

        @Override
        public java.net.Socket createSocket(java.net.InetAddress host, int port) throws java.io.IOException {
            return noDelay(new java.net.Socket(host, port));
        }

        @Override
        public java.net.Socket createSocket(java.net.InetAddress address, int port, java.net.InetAddress local,
                                            int localPort) throws java.io.IOException {
            return noDelay(new java.net.Socket(address, port, local, localPort));
        }
    }

    private record Result(long wallNanos, long cpuNanos, List<byte[]> mails) {
    }

    private record Game(GitmState before, TurnOutcome outcome, GitmState state, List<Recipient> recipients) {
    }

    /**
     * Half the players American, half Mexican, two regiments each in a square of their own on a 100 x 100 block of
     * open Mexican soil; every American pair has a Mexican pair one square east, so every view has enemies to
     * estimate and most tactical maps show none (different squares).
     */
    static Game game(int players) {
        ScenarioBuilder b = ScenarioBuilder.create().state("US", "United States", Nation.US, 0)
                .state("MEX", "Mexico", Nation.MX, 0).openBlock("H0-U0", 50, Nation.MX, "MEX");
        StrategicSquare centre = StrategicSquare.of("H0-U0");
        List<Recipient> recipients = new ArrayList<>();
        List<TurnEvent> events = new ArrayList<>();
        int pairs = (players + 1) / 2;
        int perRow = (int) Math.ceil(Math.sqrt(pairs));
        for (int i = 0; i < pairs; i++) {
            int col = centre.col() - 48 + (i % perRow) * (96 / perRow);
            int row = centre.row() - 48 + (i / perRow) * (96 / perRow);
            String us = new StrategicSquare(col, row) + " 7-7";
            String mx = new StrategicSquare(col + 1, row) + " 3-7";
            String a = "US" + (2 * i + 1) + "IN";
            String c = "US" + (2 * i + 2) + "LC";
            String d = "MX" + (2 * i + 1) + "IN";
            String e = "MX" + (2 * i + 2) + "MC";
            b.unit(a, "US", us).unit(c, "US", us).unit(d, "MEX", mx).unit(e, "MEX", mx);
            recipients.add(new Recipient("US player " + i, "us" + i + "@example.org", Set.of(a, c), Set.of(), Set.of(),
                    false));
            if (recipients.size() < players) {
                recipients.add(new Recipient("MX player " + i, "mx" + i + "@example.org", Set.of(d, e), Set.of(),
                        Set.of(), false));
            }
            for (String id : List.of(a, c, d, e)) {
                events.add(new OrdersRecorded(id, true, List.of("HOLD")));
            }
        }
        GitmState state = b.build();
        return new Game(state, new TurnOutcome(state, events), state, recipients);
    }

    /** Every recipient's mails, rendered on the pool's threads and listed in recipient order. */
    /** Each recipient's mails sent, on one connection, as soon as they and everyone's before them are drawn. */
    static List<byte[]> renderAndSend(Game game, GitmReports reports, TemplateRenderer templates,
                                      MailComposer composer, java.util.concurrent.ExecutorService pool,
                                      Session session) throws Exception {
        List<java.util.concurrent.Future<List<byte[]>>> futures = new ArrayList<>();
        for (int i = 0; i < game.recipients.size(); i++) {
            int index = i;
            futures.add(pool.submit(() -> render(game, reports, templates, composer, index)));
        }
        List<byte[]> mails = new ArrayList<>();
        try (Transport transport = session.getTransport("smtp")) {
            transport.connect();
            for (java.util.concurrent.Future<List<byte[]>> f : futures) {
                for (byte[] bytes : f.get()) {
                    send(session, transport, bytes);
                    mails.add(bytes);
                }
            }
        }
        return mails;
    }

    static List<byte[]> renderAll(Game game, GitmReports reports, TemplateRenderer templates, MailComposer composer,
                                  java.util.concurrent.ExecutorService pool) throws Exception {
        List<java.util.concurrent.Future<List<byte[]>>> futures = new ArrayList<>();
        for (int i = 0; i < game.recipients.size(); i++) {
            int index = i;
            futures.add(pool.submit(() -> render(game, reports, templates, composer, index)));
        }
        List<byte[]> mails = new ArrayList<>();
        for (java.util.concurrent.Future<List<byte[]>> f : futures) {
            mails.addAll(f.get());
        }
        return mails;
    }

    private static List<byte[]> render(Game game, GitmReports reports, TemplateRenderer templates,
                                       MailComposer composer, int index) {
        Recipient r = game.recipients.get(index);
        List<byte[]> mails = new ArrayList<>();
        for (ReportDraft draft : reports.forRecipient(game.before, 1, game.outcome, r)) {
            Map<String, Object> common = new LinkedHashMap<>();
            common.put("gameId", "bench");
            common.put("gameTitle", "Benchmark");
            common.put("turn", 1);
            common.put("recipient", r);
            RenderedMail mail = templates.report(draft, common);
            String key = "report:bench:1:" + r.email() + ":" + draft.kind();
            mails.add(composer.compose(new OutgoingMail("Adjutant <robot@example.org>", List.of(r.email()),
                    null, mail.subject(), mail.text(), mail.html(), mail.images(), null, List.of(),
                    "<" + Integer.toHexString(key.hashCode()) + "." + (2 * index + mails.size()) + "@example.org>",
                    AutoSubmitted.AUTO_GENERATED, key)));
        }
        return mails;
    }

    static void send(Session session, List<byte[]> mails) throws Exception {
        try (Transport transport = session.getTransport("smtp")) {
            transport.connect();
            for (byte[] bytes : mails) {
                send(session, transport, bytes);
            }
        }
    }

    private static void send(Session session, Transport transport, byte[] bytes) throws Exception {
        MimeMessage message = new MimeMessage(session, new ByteArrayInputStream(bytes));
        Address[] to = message.getRecipients(MimeMessage.RecipientType.TO);
        transport.sendMessage(message, to == null ? new Address[] {new InternetAddress("x@example.org")} : to);
    }
}

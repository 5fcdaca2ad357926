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
import java.nio.file.Path;
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
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.report.GitmReports;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.sequence.OrdersRecorded;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.mail.AutoSubmitted;
import org.adjutant.mail.MailComposer;
import org.adjutant.mail.OutgoingMail;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;

/**
 * The reports of a 500-player GITM game sent to a GreenMail SMTP server two ways in the same run: rendered from the
 * turn (fog-of-war views, maps as PNG, templates, MIME) and sent; and the same MIME bytes, rendered beforehand, only
 * sent. The ratio of the two is the price of rendering at a deadline (target: at most 1.5). A plain main rather than
 * JMH: one round is a whole deadline of 1,000 mails, and GreenMail must be purged between rounds.
 *
 * <pre>
 * mvn -o -q test-compile   # add "--threads 1" to the arguments to render on the main thread's pool of one
 * mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *   -Dexec.args="-Djava.awt.headless=true -cp %classpath org.adjutant.bench.ReportMailHarness --players 500 --rounds 3"
 * </pre>
 */
public final class ReportMailHarness {
    private static final int PORT = 3925;

    private ReportMailHarness() {
    }

    public static void main(String[] args) throws Exception {
        int players = 500;
        int rounds = 3;
        int threads = 2;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        Game game = game(players);
        TemplateRenderer templates = new TemplateRenderer(Path.of("templates"));
        MailComposer composer = new MailComposer(Clock.fixed(Instant.parse("1846-05-08T12:00:00Z"), ZoneOffset.UTC));
        GreenMail greenMail = new GreenMail(new ServerSetup(PORT, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        greenMail.start();
        try {
            Properties p = new Properties();
            p.put("mail.smtp.host", "127.0.0.1");
            p.put("mail.smtp.port", Integer.toString(PORT));
            // Without TCP_NODELAY some mail sizes meet Nagle and delayed ACKs: a stall of tens of milliseconds per
            // mail that has nothing to do with rendering and would swamp the send leg (seen: 3 ms a mail became 23).
            p.put("mail.smtp.socketFactory", new NoDelaySockets());
            Session session = Session.getInstance(p);
            List<byte[]> prerendered = null;
            System.out.printf("%d players, %d units, %d recipients, rendering on %d threads%n", players,
                    game.state.units().size(), game.recipients.size(), threads);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
            for (int round = 0; round <= rounds; round++) {
                // Rendering first in even rounds, sending first in odd ones, so warm-up and GC favour neither.
                boolean renderFirst = round % 2 == 0;
                Result rendered = null;
                Result sent = null;
                for (int leg = 0; leg < 2; leg++) {
                    greenMail.purgeEmailFromAllMailboxes();
                    System.gc();
                    boolean render = (leg == 0) == renderFirst;
                    long wall = System.nanoTime();
                    long cpu0 = processCpu();
                    List<byte[]> mails;
                    if (render) {
                        // A fresh GitmReports: nothing carried over from an earlier round.
                        mails = renderAll(game, new GitmReports(n -> Optional.empty()), templates, composer, pool);
                        send(session, mails);
                        prerendered = mails;
                        rendered = new Result(System.nanoTime() - wall, processCpu() - cpu0,
                                mails);
                    } else {
                        if (prerendered == null) {
                            prerendered = renderAll(game, new GitmReports(n -> Optional.empty()), templates, composer, pool);
                            wall = System.nanoTime();
                            cpu0 = processCpu();
                        }
                        send(session, prerendered);
                        sent = new Result(System.nanoTime() - wall, processCpu() - cpu0, prerendered);
                    }
                }
                long bytes = rendered.mails.stream().mapToLong(b -> b.length).sum();
                System.out.printf("%s round %d: render+send %6.0f ms (process cpu %6.0f ms), send pre-rendered %6.0f ms "
                                + "(process cpu %6.0f ms), ratio %.2f; %d mails, %.1f MB, largest %d KB, received %d%n",
                        round == 0 ? "warm-up" : "measured", round, rendered.wallNanos / 1e6, rendered.cpuNanos / 1e6,
                        sent.wallNanos / 1e6, sent.cpuNanos / 1e6, (double) rendered.wallNanos / sent.wallNanos,
                        rendered.mails.size(), bytes / 1e6,
                        rendered.mails.stream().mapToInt(b -> b.length).max().orElse(0) / 1024,
                        greenMail.getReceivedMessages().length);
            }
            pool.shutdown();
        } finally {
            greenMail.stop();
        }
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
                MimeMessage message = new MimeMessage(session, new ByteArrayInputStream(bytes));
                Address[] to = message.getRecipients(MimeMessage.RecipientType.TO);
                transport.sendMessage(message, to == null ? new Address[] {new InternetAddress("x@example.org")} : to);
            }
        }
    }
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.net.httpserver.HttpServer;
import jakarta.mail.Header;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.adjutant.config.ServerConfig;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OrderQueueStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every hostile shape of mail, delivered to the real robot's mailbox on GreenMail and taken through
 * the whole intake (poll, store, decode, blocks, parse, reply, send), with the outcome each must have. The table
 * {@link #CORPUS} is the manifest: one row a shape, saying what is stored, who is answered with what, how many order
 * blocks are queued, and how much CPU time and memory the robot may spend on it. Every row is also checked against what
 * no mail may ever cause: an exception escaping, a reply to an address the mail injected, an injected header in an
 * outgoing mail, HTML or scripts echoed, a remote resource fetched.
 *
 * <p>Small fixtures are committed under {@code src/test/resources/org/adjutant/hostile/}; the large ones (20 MB, a
 * 1 MB line, a 1 MB subject, ten thousand recipients, zip bombs) are made here at run time. In a fixture,
 * {@code @PASSWORD:brown@} stands for Brown's password (made when the game is created) and {@code @HTTP@} for a
 * web server of this test that counts every request. The bounds are explained in docs/mail.md, "Hostile mail".
 */
class HostileMailCorpusTest {
    @RegisterExtension
    static final GreenMailExtension MAIL = new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP))
            .withPerMethodLifecycle(false);

    @TempDir
    static Path home;

    static RobotHarness h;
    static HttpServer web;
    static final AtomicInteger WEB_HITS = new AtomicInteger();
    static final Map<String, String> FIGURES = new TreeMap<>();

    static final String BROWN = "brown@players.test";
    static final String TAYLOR = "taylor@players.test";
    static final String REFEREE = "referee@players.test";
    static final String MARCY = "marcy@players.test";
    static final String ORDERS = "[e2e] orders: ";
    static final String ORDERS_OK = "[e2e] orders: 1 accepted, 0 rejected";
    static final String ORDER_BLOCK = "UNIT US7IN PASSWORD @PASSWORD:brown@\r\nPOSTURE ATTACK/DEFEND\r\n";
    /** Addresses a hostile mail tries to reach through the robot; none of them may ever receive anything. */
    static final List<String> VICTIMS = List.of("victim@evil.test", "mallory@evil.test");
    static final long MB = 1_000_000;

    /**
     * What the robot must do with one shape.
     *
     * @param status     the inbox row's status after the intake
     * @param answered   who receives a reply
     * @param notified   who receives an owner's notice instead (a unit of his was named with a wrong password);
     *                   nobody but these and those answered receives anything
     * @param subject    what the reply's subject starts with (the kind of answer), or null when nobody is answered
     * @param queued     how many order blocks it adds to the queue
     * @param mentions   what the reply must say (a warning, a refusal)
     * @param cpuMillis  bound on the robot's CPU time for this mail (its worker and intake threads)
     * @param allocMb    bound on the bytes those threads allocate for it, in MB
     */
    record Expect(InboxStatus status, List<String> answered, List<String> notified, String subject, int queued,
                  List<String> mentions, long cpuMillis, long allocMb) {
    }

    /** One hostile shape: its name, its bytes (given Brown's password and the web server's address), its outcome. */
    record Shape(String name, Function<Map<String, String>, byte[]> mail, Expect expect) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Expect answered(String who, String subject, int queued, String... mentions) {
        return new Expect(InboxStatus.PROCESSED, List.of(who), List.of(), subject, queued, List.of(mentions), 2_000,
                100);
    }

    static Expect bounded(Expect e, long cpuMillis, long allocMb) {
        return new Expect(e.status(), e.answered(), e.notified(), e.subject(), e.queued(), e.mentions(), cpuMillis,
                allocMb);
    }

    static Expect notifying(Expect e, String... owners) {
        return new Expect(e.status(), e.answered(), List.of(owners), e.subject(), e.queued(), e.mentions(),
                e.cpuMillis(), e.allocMb());
    }

    /** The manifest. */
    static final List<Shape> CORPUS = List.of(
            new Shape("20 MB mail", v -> twentyMegabytes(),
                    new Expect(InboxStatus.FAILED, List.of(BROWN), List.of(),
                            "[adjutant] mail too large (limit 10.0 MB)", 0,
                            List.of("more than the 10.0 MB", "nothing was queued"), 2_000, 200)),
            new Shape("50-level nesting", committed("nested-50.eml"),
                    answered(BROWN, ORDERS_OK, 1, "nested deeper than")),
            new Shape("NUL bytes", committed("nul-bytes.eml"), answered(BROWN, ORDERS_OK, 1)),
            new Shape("1 MB line", v -> longLine(v), bounded(answered(BROWN, "[e2e] orders: 0 accepted, 1 rejected",
                    0, "line 4: the line is longer than 1000 characters", "the rest was cut"), 2_000, 200)),
            new Shape("1 MB subject", v -> longSubject(v), bounded(answered(BROWN, ORDERS_OK, 1), 2_000, 200)),
            new Shape("unknown charset", committed("unknown-charset.eml"),
                    answered(BROWN, ORDERS_OK, 1, "x-klingon-pIqaD")),
            new Shape("broken base64", v -> brokenBase64(v), answered(BROWN, ORDERS_OK, 1, "damaged")),
            new Shape("broken quoted-printable", committed("broken-qp.eml"), answered(BROWN, ORDERS_OK, 1)),
            new Shape("broken multipart", committed("broken-multipart.eml"), answered(BROWN, ORDERS_OK, 1)),
            new Shape("no From (nor any address)", committed("no-from.eml"),
                    new Expect(InboxStatus.PROCESSED, List.of(), List.of(TAYLOR, MARCY), null, 0, List.of(), 2_000,
                            100)),
            new Shape("forged From of a registered player", committed("forged-from.eml"),
                    notifying(answered(TAYLOR, "[e2e] orders: 0 accepted, 1 rejected", 0,
                            "the unit id and the password do not match", "(here taylor@players.test)"), MARCY)),
            new Shape("forged From of a moderator", committed("forged-moderator.eml"),
                    answered(REFEREE, ORDERS, 0, "wrong password")),
            new Shape("header injection in the subject", committed("subject-injection.eml"),
                    answered(BROWN, ORDERS_OK, 1)),
            new Shape("header injection in From and Reply-To", committed("address-injection.eml"),
                    answered(BROWN, ORDERS_OK, 1)),
            new Shape("an injected address in Reply-To", committed("reply-to-injection.eml"),
                    answered(BROWN, ORDERS_OK, 1)),
            new Shape("HTML with scripts and remote images", committed("html-script.eml"),
                    answered(BROWN, ORDERS_OK, 1)),
            new Shape("zip bombs attached", v -> zipBombs(v),
                    answered(BROWN, ORDERS_OK, 1, "attachment ignored: bomb.zip", "attachment ignored: bomb.gz")),
            new Shape("ten thousand recipients", v -> manyRecipients(v), answered(BROWN, ORDERS_OK, 1)));

    static Stream<Shape> corpus() {
        return CORPUS.stream();
    }

    @BeforeAll
    static void start() throws Exception {
        web = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        web.createContext("/", exchange -> {
            WEB_HITS.incrementAndGet();
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        web.start();
        for (String victim : VICTIMS) {
            MAIL.setUser(victim, victim.substring(0, victim.indexOf('@')), "pw");
        }
        // No notice window: every owner's notice a fixture causes goes out, whatever the fixtures before it did.
        h = new RobotHarness(MAIL, home, s -> new ServerConfig(s.source(), s.data(), s.address(), s.name(),
                s.mailbox(), s.smtp(), s.gamesDir(), s.timeout(), java.time.Duration.ZERO));
        h.robot.cycle();
        h.robot.cycle();
    }

    @AfterAll
    static void stop() throws IOException {
        if (h != null) {
            h.close();
        }
        if (web != null) {
            web.stop(0);
        }
        StringBuilder table = new StringBuilder("shape | robot CPU ms | allocated MB\n");
        FIGURES.forEach((name, figures) -> table.append(name).append(" | ").append(figures).append('\n'));
        Path out = Path.of("target", "hostile-mail-corpus.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
        System.out.print(table);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void hostileMailGetsItsOutcomeWithinBounds(Shape shape) throws Exception {
        Map<String, String> values = Map.of("@PASSWORD:brown@", h.password("brown"),
                "@HTTP@", "http://127.0.0.1:" + web.getAddress().getPort());
        byte[] raw = shape.mail().apply(values);
        MAIL.purgeEmailFromAllMailboxes();
        long lastInbox = inbox().stream().mapToLong(InboxEntry::id).max().orElse(0);
        int queuedBefore = queued();
        int hitsBefore = WEB_HITS.get();
        deliver(raw);

        RobotThreads before = RobotThreads.now();
        h.robot.cycle();
        RobotThreads spent = RobotThreads.now().minus(before);
        FIGURES.put(shape.name(), String.format(Locale.ROOT, "%d | %.1f", spent.cpuNanos() / 1_000_000,
                spent.allocated() / (double) MB));

        Expect expect = shape.expect();
        List<InboxEntry> stored = inbox().stream().filter(e -> e.id() > lastInbox).toList();
        assertThat(stored).as("stored once").singleElement()
                .satisfies(e -> assertThat(e.status()).as(e.statusDetail()).isEqualTo(expect.status()));
        Map<String, List<MimeMessage>> received = receivedByAddress();
        assertThat(queued() - queuedBefore).as("order blocks queued; replies %s", describe(received))
                .isEqualTo(expect.queued());
        List<String> reached = new ArrayList<>(expect.answered());
        reached.addAll(expect.notified());
        assertThat(received.keySet()).as("who received mail: %s", describe(received))
                .containsExactlyInAnyOrderElementsOf(reached);
        for (List<MimeMessage> mails : received.values()) {
            for (MimeMessage m : mails) {
                assertCleanReply(m, expect);
            }
        }
        if (expect.subject() != null) {
            List<String> subjects = new ArrayList<>();
            for (MimeMessage m : received.get(expect.answered().get(0))) {
                subjects.add(m.getSubject());
            }
            assertThat(subjects).as("the answer").anySatisfy(s -> assertThat(s).startsWith(expect.subject()));
            String all = String.join("\n", received.get(expect.answered().get(0)).stream()
                    .map(RobotHarness::body).toList());
            for (String mention : expect.mentions()) {
                assertThat(all).contains(mention);
            }
        }
        assertThat(WEB_HITS.get() - hitsBefore).as("remote resources fetched").isZero();
        assertThat(spent.cpuNanos() / 1_000_000).as("robot CPU ms").isLessThan(expect.cpuMillis());
        assertThat(spent.allocated() / MB).as("robot allocation MB").isLessThan(expect.allocMb());
    }

    private static String describe(Map<String, List<MimeMessage>> received) throws Exception {
        StringBuilder out = new StringBuilder();
        for (var e : received.entrySet()) {
            for (MimeMessage m : e.getValue()) {
                String body = RobotHarness.body(m);
                out.append("\n  to ").append(e.getKey()).append(": ").append(m.getSubject()).append("\n")
                        .append(body, 0, Math.min(body.length(), 1500));
            }
        }
        return out.toString();
    }

    /** What every outgoing mail must be, whatever came in: plain text, bounded, its headers the robot's own. */
    private static void assertCleanReply(MimeMessage m, Expect expect) throws Exception {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (Enumeration<Header> e = m.getAllHeaders(); e.hasMoreElements(); ) {
            Header header = e.nextElement();
            names.add(header.getName());
            assertThat(header.getValue()).as("header %s", header.getName())
                    .doesNotContainPattern("[\\r\\n](?![ \\t])")
                    .doesNotContain("victim@evil.test", "mallory@evil.test");
        }
        assertThat(names).as("headers of the reply").doesNotContain("Bcc", "Cc", "X-Injected", "Reply-To");
        assertThat(m.getRecipients(Message.RecipientType.TO)).extracting(a -> a.toString().toLowerCase(Locale.ROOT))
                .allSatisfy(a -> assertThat(a).isIn(received(expect)));
        assertThat(m.getSize()).as("reply size").isLessThan(200_000);
        assertThat(hasHtml(m)).as("an HTML part in the reply").isFalse();
        String body = RobotHarness.body(m).toLowerCase(Locale.ROOT);
        assertThat(body).doesNotContain("<script", "<img", "<iframe", "onerror=", "javascript:");
        assertThat(m.getSubject()).hasSizeLessThan(300);
    }

    private static List<String> received(Expect expect) {
        List<String> all = new ArrayList<>(expect.answered());
        all.addAll(expect.notified());
        return all;
    }

    private static boolean hasHtml(Part p) throws Exception {
        if (p.isMimeType("text/html")) {
            return true;
        }
        if (p.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) p.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                if (hasHtml(mp.getBodyPart(i))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** CPU time and allocation of the robot's own threads (its worker, its intake thread), summed. */
    record RobotThreads(long cpuNanos, long allocated) {
        static RobotThreads now() {
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long cpu = 0;
            long allocated = 0;
            for (Thread t : Thread.getAllStackTraces().keySet()) {
                if (t.getName().startsWith("adjutant-worker") || t.getName().startsWith("adjutant-intake")) {
                    cpu += Math.max(0, threads.getThreadCpuTime(t.getId()));
                    allocated += Math.max(0, threads.getThreadAllocatedBytes(t.getId()));
                }
            }
            return new RobotThreads(cpu, allocated);
        }

        RobotThreads minus(RobotThreads earlier) {
            return new RobotThreads(cpuNanos - earlier.cpuNanos, allocated - earlier.allocated);
        }
    }

    // ---- delivery and reading back ----

    /** The bytes into the robot's mailbox as they are, as its mail server would store them. */
    private static void deliver(byte[] raw) throws Exception {
        MimeMessage m = new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(raw));
        GreenMailUser robot = MAIL.getUserManager().getUserByEmail(RobotHarness.ROBOT);
        robot.deliver(m);
    }

    /** Every mailbox but the robot's, with what it holds. */
    private static Map<String, List<MimeMessage>> receivedByAddress() throws Exception {
        Map<String, List<MimeMessage>> result = new TreeMap<>();
        for (GreenMailUser user : MAIL.getUserManager().listUser()) {
            if (user.getEmail().equalsIgnoreCase(RobotHarness.ROBOT)) {
                continue;
            }
            List<MimeMessage> mails = h.inbox(user.getEmail());
            if (!mails.isEmpty()) {
                result.put(user.getEmail().toLowerCase(Locale.ROOT), mails);
            }
        }
        return result;
    }

    private static List<InboxEntry> inbox() {
        return h.robot.database().read(new InboxStore()::all);
    }

    private static int queued() {
        return h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z"))).size();
    }

    // ---- the fixtures ----

    static Function<Map<String, String>, byte[]> committed(String name) {
        return values -> {
            try (InputStream in = HostileMailCorpusTest.class.getResourceAsStream("/org/adjutant/hostile/" + name)) {
                if (in == null) {
                    throw new IllegalStateException("no fixture " + name);
                }
                return fill(in.readAllBytes(), values);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        };
    }

    /** The placeholders replaced; the rest of the bytes (NULs, 8-bit) left exactly as they are. */
    static byte[] fill(byte[] raw, Map<String, String> values) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        for (var v : values.entrySet()) {
            text = text.replace(v.getKey(), v.getValue());
        }
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String headers(String id, String subject) {
        return "From: Jacob Brown <" + BROWN + ">\r\nTo: " + RobotHarness.ROBOT + "\r\nSubject: " + subject
                + "\r\nMessage-ID: <hostile-" + id + "@players.test>\r\nMIME-Version: 1.0\r\n";
    }

    /** Orders in base64, then damage: characters outside the alphabet and a quad after the padding. */
    static byte[] brokenBase64(Map<String, String> values) {
        String orders = new String(fill(ORDER_BLOCK.getBytes(StandardCharsets.US_ASCII), values),
                StandardCharsets.US_ASCII);
        String encoded = Base64.getMimeEncoder(40, new byte[] {'\r', '\n'})
                .encodeToString(orders.getBytes(StandardCharsets.US_ASCII));
        return (headers("broken-base64", "orders in broken base64") + "Content-Type: text/plain; charset=utf-8\r\n"
                + "Content-Transfer-Encoding: base64\r\n\r\n" + encoded
                + "\r\n!!!*** not base64 at all ***\r\n=A\r\nQUJD=RE\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** Orders and a 15 MB picture, 20 MB once in base64: twice the default limit. */
    static byte[] twentyMegabytes() {
        byte[] picture = new byte[15_000_000];
        new SplittableRandom(7).nextBytes(picture);
        String body = Base64.getMimeEncoder().encodeToString(picture);
        return (headers("20mb", "orders and the regiment's portrait")
                + "Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n"
                + "UNIT US7IN PASSWORD x\r\nPOSTURE ATTACK/DEFEND\r\n--b\r\nContent-Type: image/tiff; name=p.tif\r\n"
                + "Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=p.tif\r\n\r\n"
                + body + "\r\n--b--\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** The orders, then after a blank line one line of a million characters. */
    static byte[] longLine(Map<String, String> values) {
        return fill((headers("1mb-line", "orders") + "Content-Type: text/plain\r\n\r\n" + ORDER_BLOCK + "\r\n"
                + "A".repeat(1_000_000) + "\r\n").getBytes(StandardCharsets.US_ASCII), values);
    }

    /** A subject of a million characters on one header line. */
    static byte[] longSubject(Map<String, String> values) {
        return fill((headers("1mb-subject", "orders ".repeat(150_000)) + "Content-Type: text/plain\r\n\r\n"
                + ORDER_BLOCK).getBytes(StandardCharsets.US_ASCII), values);
    }

    /**
     * Orders, and attached a zip of 200 MB of zeros in one entry and a gzip of the same: about 200 kB each on the
     * wire. The robot must never inflate them.
     */
    static byte[] zipBombs(Map<String, String> values) {
        byte[] zeros = new byte[1 << 20];
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (ZipOutputStream z = new ZipOutputStream(zip);
             java.util.zip.GZIPOutputStream g = new java.util.zip.GZIPOutputStream(gz)) {
            z.putNextEntry(new ZipEntry("orders.txt"));
            for (int i = 0; i < 200; i++) {
                z.write(zeros);
                g.write(zeros);
            }
            z.closeEntry();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        var b64 = Base64.getMimeEncoder();
        return fill((headers("zip-bomb", "orders and a few maps")
                + "Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n"
                + ORDER_BLOCK + "--b\r\nContent-Type: application/zip; name=bomb.zip\r\n"
                + "Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=bomb.zip\r\n\r\n"
                + b64.encodeToString(zip.toByteArray()) + "\r\n--b\r\nContent-Type: application/gzip; name=bomb.gz\r\n"
                + "Content-Encoding: gzip\r\nContent-Transfer-Encoding: base64\r\n"
                + "Content-Disposition: attachment; filename=bomb.gz\r\n\r\n"
                + b64.encodeToString(gz.toByteArray()) + "\r\n--b--\r\n").getBytes(StandardCharsets.US_ASCII), values);
    }

    /** Orders sent To five thousand addresses and Cc five thousand more, the robot's among them. */
    static byte[] manyRecipients(Map<String, String> values) {
        StringBuilder to = new StringBuilder(RobotHarness.ROBOT);
        StringBuilder cc = new StringBuilder("victim@evil.test");
        for (int i = 0; i < 5_000; i++) {
            to.append(",\r\n player").append(i).append("@elsewhere.test");
            cc.append(",\r\n \"Reader ").append(i).append("\" <reader").append(i).append("@elsewhere.test>");
        }
        String head = headers("many-recipients", "orders to all the world").replaceFirst(
                "To: [^\r]*\r\n", "To: " + to.toString().replace("$", "\\$") + "\r\nCc: " + cc + "\r\n");
        return fill((head + "Content-Type: text/plain\r\n\r\n" + ORDER_BLOCK).getBytes(StandardCharsets.US_ASCII),
                values);
    }
}

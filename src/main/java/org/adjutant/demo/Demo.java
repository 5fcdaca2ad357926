package org.adjutant.demo;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.BodyPart;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.app.MapLibrary;
import org.adjutant.app.Robot;
import org.adjutant.app.RobotObserver;
import org.adjutant.config.AfterStore;
import org.adjutant.config.DataDirs;
import org.adjutant.config.MailProtocol;
import org.adjutant.config.MailboxConfig;
import org.adjutant.config.Secret;
import org.adjutant.config.ServerConfig;
import org.adjutant.config.SmtpConfig;
import org.adjutant.config.TlsMode;
import org.adjutant.game.NewPlayer;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.intake.IntakeService;
import org.adjutant.mail.PollResult;
import org.adjutant.mail.SendResult;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.TurnLabel;
import org.adjutant.turn.TurnResult;

/**
 * Runs the whole robot against an embedded mail server with scripted players, prints what happened turn by turn and
 * leaves every mail sent as an {@code .eml} file and every HTML report as a page a browser opens.
 */
public final class Demo {
    public static final String ROBOT = "adjutant@demo.local";
    private static final String GAME = "demo1846";

    /** How the demo runs; see {@code adjutant demo --help}. */
    public record Options(Path home, Path out, int turns, Duration interval, int smtpPort, int imapPort,
                          boolean keepRunning) {
    }

    private final Options options;
    private final PrintStream console;
    private final Map<String, String> passwords = new ConcurrentHashMap<>();
    private final LinkedBlockingQueue<TurnResult> turnsDone = new LinkedBlockingQueue<>();
    private final AtomicInteger mailsIn = new AtomicInteger();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger rejected = new AtomicInteger();
    private final AtomicInteger sent = new AtomicInteger();
    private final AtomicInteger ignored = new AtomicInteger();
    private GreenMail mail;
    private final CountDownLatch stopped = new CountDownLatch(1);
    /** With --keep-running, how often the game's turns run once the scripted ones are done. */
    static final int KEPT_RUNNING_MINUTES = 5;

    public Demo(Options options, PrintStream console) {
        this.options = options;
        this.console = console;
    }

    /** Runs the demo; returns when the last turn's reports are delivered (or, with keep-running, on interrupt). */
    public int run() throws Exception {
        Path out = options.out().toAbsolutePath().normalize();
        deleteTree(out);
        Files.createDirectories(out.resolve("config/games"));
        Path home = options.home().toAbsolutePath().normalize();
        Path scenario = home.resolve("data/gitm/scenarios/1846.yaml");
        Ruleset ruleset = new GitmRuleset(new MapLibrary(home));
        Opening opening = ruleset.open(Files.readString(scenario, StandardCharsets.UTF_8), scenario.toString());
        List<ScriptedPlayer> players = players(ruleset, opening);

        mail = new GreenMail(new ServerSetup[] {setup(options.smtpPort(), ServerSetup.PROTOCOL_SMTP),
                setup(options.imapPort(), ServerSetup.PROTOCOL_IMAP)});
        mail.start();
        mail.setUser(ROBOT, "adjutant", "adjutant");
        for (ScriptedPlayer p : players) {
            mail.setUser(p.email(), p.role(), "demo");
        }
        mail.setUser("moderator@demo.local", "moderator", "demo");
        int smtp = mail.getSmtp().getPort();
        int imap = mail.getImap().getPort();

        ServerConfig server = new ServerConfig(out.resolve("config/adjutant.yaml"),
                new DataDirs(out.resolve("db"), out.resolve("sent"), out.resolve("logs")), ROBOT, "Demo Adjutant",
                new MailboxConfig(MailProtocol.IMAP, "127.0.0.1", imap, TlsMode.NONE, Optional.of("adjutant"),
                        Optional.of(new Secret("adjutant", "demo")), "INBOX", AfterStore.DELETE, Duration.ofSeconds(2)),
                new SmtpConfig("127.0.0.1", smtp, TlsMode.NONE, Optional.empty(), Optional.empty()),
                out.resolve("config/games"));

        console.printf("Adjutant demo: mail server on 127.0.0.1 (SMTP %d, IMAP %d), robot %s, database %s%n",
                smtp, imap, ROBOT, out.resolve("db"));

        try (Robot robot = new Robot(server, home, Clock.systemUTC(), Map.of("gitm", ruleset), observer())) {
            // The schedule starts once the robot is up, so a slow start never makes the first deadline a past one.
            Instant first = Instant.now().truncatedTo(ChronoUnit.SECONDS).plus(options.interval()).plusSeconds(5);
            writeGameFile(out, scenario, players, first);
            console.printf("Scenario %s; %d turns, a deadline every %d s, the first at %s%n%n",
                    home.relativize(scenario), options.turns(), options.interval().toSeconds(), first);
            robot.start();
            printPlayers(players);
            sendOrders(players, 1, turnLabel(ruleset, opening, 1), smtp);
            for (int turn = 1; turn <= options.turns(); turn++) {
                TurnResult result = turnsDone.poll(options.interval().toSeconds() * 3 + 60, TimeUnit.SECONDS);
                if (result == null) {
                    console.println("The turn did not run in time; see the robot's log, " + logFile(out));
                    return 1;
                }
                robot.cycle();
                ignored.set(0);
                console.printf("%s: %d order mails in; %d blocks accepted, %d rejected (each sender answered); "
                                + "%d units on submitted orders, %d on default orders; %d events; %d reports mailed;"
                                + " %d mails sent in all%n", turnLabel(ruleset, opening, result.turn()).title(),
                        mailsIn.getAndSet(0),
                        accepted.getAndSet(0), rejected.getAndSet(0), result.submitted(), result.defaulted(),
                        result.events(), result.reports(), sent.get());
                if (turn < options.turns()) {
                    sendOrders(players, turn + 1, turnLabel(ruleset, opening, turn + 1), smtp);
                }
            }
            robot.cycle();
            int files = saveMail(out, players);
            console.printf("%nEvery mail the players received is in %s (%d .eml files), the HTML reports are in %s,"
                    + " and a copy of everything the robot sent is in %s. The robot's log is %s.%n",
                    out.resolve("mail"), files, out.resolve("reports"), out.resolve("sent"), logFile(out));
            if (options.keepRunning()) {
                continueTurns(robot, out, scenario, players, first);
                keepRunning(players, smtp, imap);
            }
        } finally {
            mail.stop();
        }
        return 0;
    }

    private static ServerSetup setup(int port, String protocol) {
        ServerSetup setup = new ServerSetup(port, "127.0.0.1", protocol);
        return port == 0 ? setup.dynamicPort() : setup;
    }

    private RobotObserver observer() {
        return new RobotObserver() {
            @Override
            public void gameCreated(String gameId, List<NewPlayer> created) {
                created.forEach(p -> passwords.put(p.seat().role().isEmpty() ? p.seat().name() : p.seat().role(),
                        p.password()));
            }

            @Override
            public void polled(PollResult r) {
                mailsIn.addAndGet(r.stored() - r.ignored());
                ignored.addAndGet(r.ignored());
            }

            @Override
            public void intake(IntakeService.IntakeResult r) {
                accepted.addAndGet(r.accepted());
                rejected.addAndGet(r.rejected());
            }

            @Override
            public void turn(TurnResult r) {
                if (!r.alreadyRan()) {
                    turnsDone.add(r);
                }
            }

            @Override
            public void sent(SendResult r) {
                sent.addAndGet(r.sent());
            }
        };
    }

    /** Six players of both sides, three of whom make a mistake every turn. */
    private static List<ScriptedPlayer> players(Ruleset ruleset, Opening opening) {
        Map<String, ScriptedPlayer.Mistake> cast = new LinkedHashMap<>();
        cast.put("taylor", ScriptedPlayer.Mistake.NONE);
        cast.put("brown", ScriptedPlayer.Mistake.MISSPELT_ORDER);
        cast.put("twiggs", ScriptedPlayer.Mistake.NONE);
        cast.put("arista", ScriptedPlayer.Mistake.NONE);
        cast.put("ampudia", ScriptedPlayer.Mistake.WRONG_PASSWORD);
        cast.put("torrejon", ScriptedPlayer.Mistake.NOT_HIS_UNIT);
        return players(ruleset, opening, cast, "demo.local");
    }

    /**
     * The roles of {@code cast}, each with his mistake, his first three units and the address role@domain; for the
     * first deadline each unit has the orders the welcome mail shows for it (on the deployment turn a placement).
     */
    static List<ScriptedPlayer> players(Ruleset ruleset, Opening opening, Map<String, ScriptedPlayer.Mistake> cast,
                                        String domain) {
        List<ScriptedPlayer> result = new ArrayList<>();
        for (var e : cast.entrySet()) {
            opening.roles().stream().filter(r -> r.id().equals(e.getKey())).findFirst().ifPresent(r -> {
                List<String> units = r.commands().stream().limit(3).toList();
                Map<String, List<String>> first = new LinkedHashMap<>();
                units.forEach(u -> first.put(u, ruleset.exampleOrders(opening.state(), u)));
                result.add(new ScriptedPlayer(r.id(), title(r), r.id() + "@" + domain, units, e.getValue(), first));
            });
        }
        return result;
    }

    private static String title(RoleSlot r) {
        int comma = r.title().indexOf(',');
        return comma > 0 ? r.title().substring(0, comma) : r.title();
    }

    private void writeGameFile(Path out, Path scenario, List<ScriptedPlayer> players, Instant first)
            throws IOException {
        writeGameFile(out, scenario, players, first, "");
    }

    private void writeGameFile(Path out, Path scenario, List<ScriptedPlayer> players, Instant first,
                               String recurring) throws IOException {
        List<Instant> deadlines = new ArrayList<>();
        for (int i = 0; i < options.turns(); i++) {
            deadlines.add(first.plus(options.interval().multipliedBy(i)));
        }
        Files.writeString(gameFile(out), "# Written by the demo. Edit it while the demo runs (with --keep-running)"
                + " to see a live reload.\n" + gameFile("Demo: the Rio Grande, 1846", scenario,
                "moderator@demo.local", players, deadlines).replace("\nplayers:\n", "\n" + recurring + "players:\n"));
    }

    private static Path gameFile(Path out) {
        return out.resolve("config/games/" + GAME + ".yaml");
    }

    /**
     * With --keep-running the game goes on: a person playing with a mail client expects his orders to lead to a
     * turn. The game file gets a recurring deadline every {@value #KEPT_RUNNING_MINUTES} minutes (a person needs
     * longer than the scripted players' seconds to write orders), applied as any edit of the file is.
     */
    private void continueTurns(Robot robot, Path out, Path scenario, List<ScriptedPlayer> players, Instant first)
            throws IOException {
        writeGameFile(out, scenario, players, first, "  recurring:\n    cron: \"0 0/" + KEPT_RUNNING_MINUTES
                + " * * * ?\"\n");
        robot.loadGameFile(gameFile(out));
        List<Instant> next = robot.pendingDeadlines(GAME);
        console.printf("%nThe game goes on: a deadline every %d minutes, the next at %s (the recurring rule now in "
                + "%s; edit or remove it to change that).%n", KEPT_RUNNING_MINUTES,
                next.isEmpty() ? "none (see the robot's log)" : next.get(0), gameFile(out));
    }

    /** A game file of the 1846 scenario for {@code players}, with explicit {@code deadlines} in UTC. */
    static String gameFile(String title, Path scenario, String moderator, List<ScriptedPlayer> players,
                           List<Instant> deadlines) {
        StringBuilder times = new StringBuilder();
        for (Instant d : deadlines) {
            times.append("    - ").append(LocalDateTime.ofInstant(d, ZoneOffset.UTC)).append('\n');
        }
        StringBuilder seats = new StringBuilder();
        for (ScriptedPlayer p : players) {
            seats.append("  - {name: \"").append(p.name()).append("\", email: ").append(p.email())
                    .append(", role: ").append(p.role()).append("}\n");
        }
        return """
                title: "%s"
                ruleset: gitm
                scenario: %s
                seed: 1846
                time-zone: UTC
                moderators: [%s]
                schedule:
                  deadlines:
                %s
                players:
                %s""".formatted(title, scenario, moderator, times.toString().stripTrailing(), seats);
    }

    private void printPlayers(List<ScriptedPlayer> players) {
        console.println("Players (each has a mailbox on the demo server, IMAP login = role, password 'demo'):");
        for (ScriptedPlayer p : players) {
            console.printf("  %-24s %-22s order password %-16s units %s%s%n", p.name(), p.email(),
                    passwords.getOrDefault(p.role(), "?"), p.units(), p.mistake() == ScriptedPlayer.Mistake.NONE
                            ? "" : "  (makes a mistake on purpose: " + p.mistake().name().toLowerCase(Locale.ROOT)
                            .replace('_', ' ') + ")");
        }
        console.println();
    }

    /** What players call the game's {@code turn}th turn (the reports' subjects name it so). */
    private static TurnLabel turnLabel(Ruleset ruleset, Opening opening, int turn) {
        return ruleset.turnLabel(opening.state(), turn);
    }

    private void sendOrders(List<ScriptedPlayer> players, int turn, TurnLabel named, int smtpPort) throws Exception {
        List<String> all = players.stream().flatMap(p -> p.units().stream()).toList();
        for (ScriptedPlayer p : players) {
            String other = all.stream().filter(u -> !p.units().contains(u)).findFirst().orElse(null);
            String body = p.orders(turn, named.inText(), passwords.getOrDefault(p.role(), "unknown"), other);
            MimeMessage m = new MimeMessage(Session.getInstance(smtpProperties(smtpPort)));
            m.setFrom(new InternetAddress(p.email(), p.name(), "UTF-8"));
            m.setRecipient(Message.RecipientType.TO, new InternetAddress(ROBOT));
            m.setSubject("[" + GAME + "] orders for " + named.inText(), "UTF-8");
            m.setText(body, "UTF-8");
            Transport.send(m);
        }
    }

    private static java.util.Properties smtpProperties(int port) {
        java.util.Properties props = new java.util.Properties();
        props.put("mail.smtp.host", "127.0.0.1");
        props.put("mail.smtp.port", String.valueOf(port));
        return props;
    }

    /** Saves each player's mailbox as .eml files and each HTML report as a page with its images beside it. */
    private int saveMail(Path out, List<ScriptedPlayer> players) throws Exception {
        int files = 0;
        List<String> users = new ArrayList<>(players.stream().map(ScriptedPlayer::role).toList());
        users.add("moderator");
        for (String user : users) {
            var account = mail.getUserManager().getUserByEmail(user + "@demo.local");
            var messages = new ArrayList<>(mail.getManagers().getImapHostManager().getInbox(account).getMessages());
            messages.sort(Comparator.comparingLong(m -> m.getUid()));
            Path dir = out.resolve("mail").resolve(user);
            Files.createDirectories(dir);
            int n = 0;
            for (var stored : messages) {
                MimeMessage m = stored.getMimeMessage();
                n++;
                String name = String.format("%02d-%s", n, slug(m.getSubject()));
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                m.writeTo(bytes);
                Files.write(dir.resolve(name + ".eml"), bytes.toByteArray());
                files++;
                saveHtml(out.resolve("reports").resolve(user), name, m);
            }
        }
        return files;
    }

    private static void saveHtml(Path dir, String name, MimeMessage m) throws Exception {
        Map<String, byte[]> images = new LinkedHashMap<>();
        String[] html = {null};
        collect(m, images, html);
        if (html[0] == null) {
            return;
        }
        Files.createDirectories(dir);
        String page = html[0];
        for (var image : images.entrySet()) {
            String file = name + "-" + slug(image.getKey()) + ".png";
            Files.write(dir.resolve(file), image.getValue());
            page = page.replace("cid:" + image.getKey(), file);
        }
        Files.writeString(dir.resolve(name + ".html"), page);
    }

    private static void collect(Part part, Map<String, byte[]> images, String[] html) throws Exception {
        if (part.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                BodyPart child = mp.getBodyPart(i);
                collect(child, images, html);
            }
        } else if (part.isMimeType("text/html") && html[0] == null) {
            html[0] = (String) part.getContent();
        } else if (part.isMimeType("image/png")) {
            String[] ids = part.getHeader("Content-ID");
            String id = ids == null ? "image" + images.size() : ids[0].replaceAll("[<>]", "");
            try (InputStream in = part.getInputStream()) {
                images.put(id, in.readAllBytes());
            }
        }
    }

    private void keepRunning(List<ScriptedPlayer> players, int smtp, int imap) throws InterruptedException {
        console.printf("%nThe robot keeps running. Point any mail client at 127.0.0.1: IMAP port %d, SMTP port %d, "
                + "no encryption; log in as one of the roles above with password 'demo' (e.g. %s / demo) and mail "
                + "orders to %s. The game file is %s. Stop with Ctrl-C.%n", imap, smtp, players.get(0).role(), ROBOT,
                options.out().resolve("config/games/" + GAME + ".yaml"));
        stopped.await();
    }

    /** Ends a demo kept running (its Ctrl-C, for a test). */
    public void stop() {
        stopped.countDown();
    }

    private static String slug(String text) {
        String s = (text == null ? "mail" : text).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-|-$)", "");
        return s.isEmpty() ? "mail" : s.length() > 60 ? s.substring(0, 60) : s;
    }

    /** Where the robot's log goes: {@code -Dadjutant.logs}, which the command line sets to the demo's own. */
    private static Path logFile(Path out) {
        String dir = System.getProperty("adjutant.logs");
        return (dir == null ? out.resolve("logs") : Path.of(dir).toAbsolutePath().normalize()).resolve("adjutant.log");
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}

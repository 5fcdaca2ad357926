package org.adjutant.bench;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.adjutant.config.AbuseLimits;
import org.adjutant.mail.PollResult;

/**
 * The figures of bench/abuse.md: what 1,000 wrong-password mails cost the robot's intake in CPU, with the abuse
 * limits in force and without them, and whether the legitimate players' mails of the same poll are still answered
 * after that very poll. Not JMH: each measurement is one poll of a freshly filled GreenMail mailbox through the
 * robot's real intake ({@link IntakeRig}: the poller, the decoder, the intake service, the outbox mailer), with the
 * production Argon2 parameters. See {@code bench/abuse.md}.
 *
 * <p>Two attacks, each of 1,000 mails of one block with a fresh wrong password, interleaved with one good mail of
 * five blocks from each general but the ten guessed at: <b>botnet</b>, every mail from another address, all guessing
 * at five units (only the per-unit limit can help); <b>one address</b>, all from one address, guessing at the 100 units
 * of ten generals in turn (the per-address limit and the mail quota help). "Off" is the same robot with the password limits and the quota set out of reach.
 * Measured: the CPU time of the intake thread for the whole intake of the poll (thread CPU, so GreenMail's own work
 * in the same JVM is not counted), its wall time, and the legitimate mails answered with every block accepted. The guessed units' owners send nothing, so that every
 * guess checked is a full Argon2 run (see {@link #TARGETS}).
 */
public final class AbuseBenchmark {
    private static final int ATTACK_MAILS = 1_000;
    private static final Session SESSION = Session.getInstance(new Properties());

    private AbuseBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int runs = 3;
        int offRuns = -1;
        int generals = 25;
        boolean allowTest = false;
        List<Attack> attacks = List.of(Attack.values());
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--off-runs" -> offRuns = Integer.parseInt(args[++i]);
                case "--generals" -> generals = Integer.parseInt(args[++i]);
                case "--attack" -> attacks = List.of(Attack.valueOf(args[++i].toUpperCase(Locale.ROOT)
                        .replace('-', '_')));
                case "--allow-test-argon2" -> allowTest = true;
                default -> throw new IllegalArgumentException("options: --runs N --off-runs N --generals N "
                        + "--attack botnet|one-address --allow-test-argon2");
            }
        }
        if (offRuns < 0) {
            offRuns = runs;
        }
        Path dir = Path.of("target/abuse-bench");
        Files.createDirectories(dir);
        IntakeBenchmark.quietLogging(dir.resolve("logs"));
        IntakeBenchmark.Argon2 argon2 = IntakeBenchmark.Argon2.inForce();
        System.out.println("password4j: " + argon2);
        if (!argon2.production() && !allowTest) {
            throw new IllegalStateException("not the production Argon2 parameters: put target/classes first on the "
                    + "classpath, or pass --allow-test-argon2");
        }
        System.out.println("load before: " + IntakeBenchmark.loadAverage() + "; " + runs + " measured runs after "
                + "one warm-up, " + generals * 2 + " generals, " + ATTACK_MAILS + " attack mails");
        AbuseLimits on = AbuseLimits.DEFAULT;
        AbuseLimits off = on.withoutPasswordThrottle().withSenderQuota(1_000_000, 1_000_000_000_000L);
        List<String> lines = new ArrayList<>();
        for (Attack attack : attacks) {
            // The limits first, with a warm-up run; the runs without them (a minute or more of Argon2 each) follow in
            // the same JVM, its JIT already warm, so they have no warm-up of their own.
            lines.add(measure(dir, attack, on, "on", runs, true, generals));
            lines.add(measure(dir, attack, off, "off", offRuns, false, generals));
        }
        System.out.println();
        System.out.println("| attack | limits | intake CPU ms (median) | runs | intake wall ms (median) | good mails "
                + "answered in the poll | argon2 checks (est.) |");
        System.out.println("|---|---|---|---|---|---|---|");
        lines.forEach(System.out::println);
        System.out.println("load after: " + IntakeBenchmark.loadAverage());
        System.exit(0);
    }

    enum Attack { BOTNET, ONE_ADDRESS }

    private static String measure(Path dir, Attack attack, AbuseLimits limits, String label, int runs, boolean warmUp,
                                  int generals) throws Exception {
        Path templates = Path.of(System.getProperty("adjutant.home", ".")).resolve("templates");
        try (IntakeRig rig = new IntakeRig(dir.resolve("db-" + System.nanoTime()), templates, true, limits)) {
            IntakeGame game = IntakeGame.create(generals);
            Map<String, String> passwords = rig.createGame(game);
            List<String> good = goodMails(game, passwords);
            List<Long> cpu = new ArrayList<>();
            List<Long> wall = new ArrayList<>();
            String answered = "";
            for (int run = warmUp ? 0 : 1; run <= runs; run++) {
                reset(rig);
                List<String> ids = fill(rig, attack, game, good, run);
                PollResult polled = rig.mail.pollOnce();
                if (polled.stored() != ids.size()) {
                    throw new IllegalStateException("stored " + polled.stored() + " of " + ids.size());
                }
                ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                long c0 = threads.getCurrentThreadCpuTime();
                long w0 = System.nanoTime();
                rig.intake.processPending();
                long c1 = threads.getCurrentThreadCpuTime();
                long w1 = System.nanoTime();
                int ok = goodAnswered(rig, good.size());
                if (ok != good.size()) {
                    throw new IllegalStateException(attack + "/" + label + ": only " + ok + " of " + good.size()
                            + " good mails answered with every block accepted");
                }
                answered = ok + " of " + good.size();
                if (run > 0) {
                    cpu.add((c1 - c0) / 1_000_000);
                    wall.add((w1 - w0) / 1_000_000);
                }
                System.out.printf(Locale.ROOT, "%s, limits %s, run %d%s: intake CPU %d ms, wall %d ms, good %s%n",
                        attack, label, run, run == 0 ? " (warm-up)" : "", (c1 - c0) / 1_000_000,
                        (w1 - w0) / 1_000_000, answered);
            }
            long medianCpu = median(cpu);
            return String.format(Locale.ROOT, "| %s | %s | %d | %s | %d | %s | %s |",
                    attack.name().toLowerCase(Locale.ROOT).replace('_', ' '), label, medianCpu, cpu, median(wall),
                    answered, checks(attack, limits, generals));
        }
    }

    /** The Argon2 checks the attack costs by the rules (not measured: the hasher is not instrumented). */
    private static String checks(Attack attack, AbuseLimits limits, int generals) {
        if (limits.unitFailures() == Integer.MAX_VALUE) {
            return String.valueOf(ATTACK_MAILS);
        }
        return attack == Attack.BOTNET ? String.valueOf(5 * limits.unitFailures())
                : String.valueOf(Math.min(limits.senderFailures(), limits.senderMails()));
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }

    private static void reset(IntakeRig rig) {
        rig.emptyMailbox();
        rig.clearMailTables();
        rig.db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("DELETE FROM abuse_counter");
                s.executeUpdate("DELETE FROM owner_notice");
            }
            return null;
        });
    }

    /**
     * The generals whose units are guessed at: the last {@value #TARGETS}, who send nothing. A unit whose owner has
     * proven his password since the robot started costs a guesser nothing worth measuring: {@code PasswordHasher}
     * keeps an HMAC of the right password and compares a guess with it in microseconds. The costly case, and the one
     * measured, is a unit whose owners have not written since the start (after a restart, or a quiet player).
     */
    private static final int TARGETS = 10;

    private static List<IntakeGame.General> targets(IntakeGame game) {
        List<IntakeGame.General> all = game.generals();
        return all.subList(all.size() - TARGETS, all.size());
    }

    /** One good mail per general not guessed at: five of his corps' units, his own password. */
    private static List<String> goodMails(IntakeGame game, Map<String, String> passwords) {
        List<String> out = new ArrayList<>();
        int i = 0;
        for (IntakeGame.General g : game.generals().subList(0, game.generals().size() - TARGETS)) {
            StringBuilder body = new StringBuilder("My orders.\n\n");
            for (int unit = 0; unit < 5; unit++) {
                body.append("UNIT ").append(g.units().get(unit)).append(" PASSWORD ").append(passwords.get(g.role()))
                        .append('\n');
                for (String line : IntakeOrders.block(g, unit, i)) {
                    body.append(line).append('\n');
                }
                body.append('\n');
            }
            out.add(mail(g.seat().email(), "<good." + (i++) + "@players.test>", "[" + IntakeGame.ID + "] orders",
                    body.toString()));
        }
        return out;
    }

    /** Delivers the attack with the good mails spread through it; returns every Message-ID delivered. */
    private static List<String> fill(IntakeRig rig, Attack attack, IntakeGame game, List<String> good, int run)
            throws MessagingException {
        List<String> ids = new ArrayList<>();
        int every = ATTACK_MAILS / good.size();
        int nextGood = 0;
        List<IntakeGame.General> generals = targets(game);
        for (int i = 0; i < ATTACK_MAILS; i++) {
            if (i % every == every / 2 && nextGood < good.size()) {
                deliver(rig, good.get(nextGood).replace("@players.test>", "." + run + "@players.test>"));
                ids.add("good" + nextGood++);
            }
            String from;
            String unit;
            if (attack == Attack.BOTNET) {
                from = "bot" + i + "@botnet.test";
                unit = generals.get(i % 5).units().get(0);
            } else {
                from = "mallory@evil.test";
                IntakeGame.General g = generals.get(i % generals.size());
                unit = g.units().get((i / generals.size()) % g.units().size());
            }
            deliver(rig, mail(from, "<attack." + run + "." + i + "@botnet.test>", "orders",
                    "UNIT " + unit + " PASSWORD guess-" + run + "-" + i + "\nHOLD\n"));
            ids.add("attack" + i);
        }
        while (nextGood < good.size()) {
            deliver(rig, good.get(nextGood).replace("@players.test>", "." + run + "@players.test>"));
            ids.add("good" + nextGood++);
        }
        return ids;
    }

    private static void deliver(IntakeRig rig, String raw) throws MessagingException {
        rig.robotUser.deliver(new MimeMessage(SESSION, new ByteArrayInputStream(raw.getBytes(StandardCharsets.UTF_8))));
    }

    private static String mail(String from, String messageId, String subject, String body) {
        return "Message-ID: " + messageId + "\r\nDate: Sat, 28 Nov 2026 10:00:00 +0000\r\nFrom: " + from
                + "\r\nTo: " + IntakeRig.ROBOT + "\r\nSubject: " + subject + "\r\nMIME-Version: 1.0\r\n"
                + "Content-Type: text/plain; charset=UTF-8\r\n\r\n" + body.replace("\n", "\r\n");
    }

    /** Good mails (Message-ID {@code <good.N.run@players.test>}) whose answer in the outbox accepted all five blocks. */
    private static int goodAnswered(IntakeRig rig, int expected) {
        return rig.db.read(c -> {
            Set<Long> answered = new HashSet<>();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT i.id FROM inbox i JOIN outbox o ON o.dedup_key = "
                         + "CONCAT('ack:', CAST(i.id AS VARCHAR(20))) WHERE i.message_id LIKE '<good.%' AND "
                         + "o.subject LIKE '%orders: 5 accepted, 0 rejected'")) {
                while (rs.next()) {
                    answered.add(rs.getLong(1));
                }
            }
            return answered.size();
        });
    }
}

package org.adjutant.intake;

import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.config.AbuseLimits;
import org.adjutant.game.Deadlines;
import org.adjutant.game.GameCreator;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.PlayerSeat;
import org.adjutant.game.StoredGames;
import org.adjutant.mail.MailDecoder;
import org.adjutant.mail.MailFingerprint;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxMessage;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.testing.ToyRuleset;

/**
 * The intake service over a fresh database with one toy game (units A1, B2, C3: alice commands A1 and B2, bob is
 * A1's deputy, carol commands C3; mo is the game's moderator), mails put straight into the inbox table with the
 * receipt time the test chooses, and every answer, notice and own mail the intake queues recorded. The answers are
 * also written to the outbox (kind ACK, with a Message-ID of their own) so that a mail can reply to them.
 */
final class AbuseFixture implements AutoCloseable {
    static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private static final AtomicInteger DB = new AtomicInteger();

    final Database db = Database.inMemory("abuse" + DB.incrementAndGet());
    /** What one Argon2 check is taken to cost: an answer held back for {@code n} owed checks waits n times this. */
    static final java.time.Duration CHECK_TIME = java.time.Duration.ofMillis(100);
    final PasswordHasher hasher = PasswordHasher.withCheckTime(CHECK_TIME);
    final StoredGames games;
    final Map<String, String> passwords = new java.util.HashMap<>();
    final List<Acknowledgement> answers = new ArrayList<>();
    final List<OwnerNotice> notices = new ArrayList<>();
    final AbuseLimits limits;
    IntakeService intake;
    private IntakeProcessor processor;
    private int mailNo;

    AbuseFixture(AbuseLimits limits) {
        this.limits = limits;
        ToyRuleset ruleset = new ToyRuleset();
        games = new StoredGames(db, Map.of("toy", ruleset));
        List<NewPlayer> created = new GameCreator(db, hasher, new PasswordGenerator()).create("g", "Test game",
                ruleset, 42L, ruleset.open(org.adjutant.testing.CoreFixture.SCENARIO, "toy"),
                List.of(new PlayerSeat("Alice", "alice@example.org", "alice", false, ""),
                        new PlayerSeat("Bob", "bob@example.org", "bob", false, ""),
                        new PlayerSeat("Carol", "carol@example.org", "carol", false, ""),
                        new PlayerSeat("Minnie", "minnie@example.org", "minnie", false, ""),
                        new PlayerSeat("Mo", "mo@example.org", "", true, "")),
                Instant.parse("2026-11-01T00:00:00Z"));
        created.forEach(p -> passwords.put(p.seat().role().isEmpty() ? "mo" : p.seat().role(), p.password()));
        restart();
    }

    /** A new intake over the same database: what a robot restarted after a crash would have. */
    void restart() {
        IntakeProcessor processor = new IntakeProcessor(games, hasher, Deadlines.NONE, GamePolicies.NONE, limits);
        this.processor = processor;
        intake = new IntakeService(db, new MailDecoder(), processor, new AckQueue() {
            @Override
            public void queue(java.sql.Connection c, Acknowledgement ack) throws java.sql.SQLException {
                answers.add(ack);
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO outbox(dedup_key, game_id, kind,"
                        + " message_id, recipients, subject, mime, status, next_attempt_at, created_at)"
                        + " VALUES (?, NULL, 'ACK', ?, ?, ?, ?, 'PENDING', ?, ?)")) {
                    OffsetDateTime now = OffsetDateTime.ofInstant(T0, ZoneOffset.UTC);
                    ps.setString(1, "ack:" + ack.inboxId());
                    ps.setString(2, answerId(ack.inboxId()));
                    ps.setString(3, String.join(",", ack.recipients()));
                    ps.setString(4, ack.subject());
                    ps.setBytes(5, new byte[] {1});
                    ps.setObject(6, now);
                    ps.setObject(7, now);
                    ps.executeUpdate();
                }
            }

            @Override
            public void notice(java.sql.Connection c, OwnerNotice notice, int heldBack) {
                notices.add(notice);
            }
        }, new IntakeService.Settings(java.time.Duration.ofHours(24), 10_000_000, limits));
    }

    /** The Message-ID the answer to inbox row {@code inboxId} carries. */
    static String answerId(long inboxId) {
        return "<ack" + inboxId + "@robot.test>";
    }

    /** Stores one mail received at {@code at}; returns its inbox id. {@code headers}: more header lines. */
    long deliver(Instant at, String from, String body, String... headers) {
        mailNo++;
        StringBuilder raw = new StringBuilder("From: " + from + "\r\nTo: robot@robot.test\r\nSubject: orders "
                + mailNo + "\r\nMessage-ID: <m" + mailNo + "@sender.test>\r\nDate: Sat, 28 Nov 2026 10:00:00 +0000\r\n");
        for (String h : headers) {
            raw.append(h).append("\r\n");
        }
        raw.append("\r\n").append(body.replace("\n", "\r\n"));
        byte[] bytes = raw.toString().getBytes(StandardCharsets.UTF_8);
        InboxMessage row = new InboxMessage("<m" + mailNo + "@sender.test>", MailFingerprint.sha256(bytes), at, at,
                "test", from, "orders " + mailNo, bytes, InboxStatus.NEW, "");
        return db.inTransaction(c -> new InboxStore().insertIfAbsent(c, row)).id();
    }

    /** Takes in what is stored; returns the answers it queued. */
    List<Acknowledgement> run() {
        int before = answers.size();
        intake.processPending();
        return List.copyOf(answers.subList(before, answers.size()));
    }

    /** Delivers and takes in one mail; returns its answer, or null when it got none. */
    Acknowledgement mail(Instant at, String from, String body, String... headers) {
        long id = deliver(at, from, body, headers);
        return run().stream().filter(a -> a.inboxId() == id).findFirst().orElse(null);
    }

    /**
     * What the processor makes of a mail received at {@code at}, block by block, before the sender limits decide
     * whether and how it is answered (an address registered in no game gets a short answer without the blocks). The
     * wrong-password counters count as for any mail, and the notices are recorded as made (without the notice window);
 * nothing is stored in the inbox.
     */
    Acknowledgement judge(Instant at, String from, String body) {
        mailNo++;
        IncomingMail mail = new IncomingMail(0, from, "orders " + mailNo, "<j" + mailNo + "@sender.test>", at, body);
        Acknowledgement ack = db.inTransaction(c -> processor.process(c, mail));
        notices.addAll(ack.notices());
        return ack;
    }

    InboxEntry entry(long id) {
        return db.read(c -> new InboxStore().all(c)).stream().filter(e -> e.id() == id).findFirst().orElseThrow();
    }

    String unitBlock(String unit, String password) {
        return "UNIT " + unit + " PASSWORD " + password + "\nHOLD\n";
    }

    @Override
    public void close() {
        db.close();
    }
}

package org.adjutant.bench;

import com.icegreen.greenmail.store.FolderException;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.app.OutboxMailer;
import org.adjutant.game.GameCreator;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.StoredGames;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.intake.IntakeCycle;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.intake.IntakeService;
import org.adjutant.mail.MailService;
import org.adjutant.mail.MailSettings;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.store.Database;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxStore;

/**
 * The robot's intake as {@code org.adjutant.app.Robot} wires it (file database, mail service, stored games, game
 * creator, outbox mailer over the project's templates, intake service, intake cycle), over an embedded GreenMail with SMTP and
 * IMAP on free ports of 127.0.0.1. Quartz, the config watcher and the worker thread are left out: they do not take
 * part in an intake and would only add noise.
 */
final class IntakeRig implements AutoCloseable {
    static final String ROBOT = "adjutant@robot.test";
    static final String LOGIN = "robot";
    static final String SECRET = "robot-secret";

    final IntakeGreenMail greenMail;
    final GreenMailUser robotUser;
    final MailSettings settings;
    final Database db;
    final PasswordHasher hasher = new PasswordHasher();
    final Ruleset ruleset;
    final StoredGames games;
    final MailService mail;
    final IntakeService intake;
    /** The poll and the intake side by side, as {@code Robot} runs them. */
    final IntakeCycle cycle;
    /** The same, one after the other on one thread, as before (harness option --sequential). */
    final IntakeCycle oneAfterTheOther;
    final IntakePhaseClock clock = new IntakePhaseClock();

    /** {@code noDelay}: whether the IMAP server switches Nagle's algorithm off; see {@link IntakeGreenMail}. */
    IntakeRig(Path dataDir, Path templatesDir, boolean noDelay) {
        this(dataDir, templatesDir, noDelay, org.adjutant.config.AbuseLimits.DEFAULT);
    }

    /** With the abuse limits {@code limits} ({@link AbuseBenchmark} compares them with none). */
    IntakeRig(Path dataDir, Path templatesDir, boolean noDelay, org.adjutant.config.AbuseLimits limits) {
        greenMail = IntakeGreenMail.create(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP), noDelay);
        greenMail.start();
        robotUser = greenMail.setUser(ROBOT, LOGIN, SECRET);
        MailSettings.Mailbox box = MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, "127.0.0.1",
                greenMail.imapPort(), MailSettings.Tls.NONE, LOGIN, SECRET);
        settings = new MailSettings(box, new MailSettings.Smtp("127.0.0.1", greenMail.smtpPort(),
                MailSettings.Tls.NONE, null, null), ROBOT, Duration.ofMinutes(1), MailSettings.Retry.DEFAULT,
                Duration.ofSeconds(60));
        db = Database.file(dataDir);
        ruleset = clock.timed(new GitmRuleset(id -> Optional.empty()));
        games = new StoredGames(db, Map.of(ruleset.id(), ruleset));
        Clock wall = Clock.systemUTC();
        mail = new MailService(db, settings, wall);
        OutboxMailer outbox = new OutboxMailer(ROBOT, mail.composer(), new OutboxStore(wall),
                new TemplateRenderer(templatesDir));
        intake = new IntakeService(db, mail.decoder(), new IntakeProcessor(games, hasher,
                org.adjutant.game.Deadlines.NONE, org.adjutant.intake.GamePolicies.NONE, limits), clock.timed(outbox),
                new IntakeService.Settings(Duration.ofHours(24), 10_000_000, limits));
        cycle = new IntakeCycle(mail, intake, true);
        oneAfterTheOther = new IntakeCycle(mail, intake, false);
    }

    /** Creates the game and seats every player; returns each role's password. */
    Map<String, String> createGame(IntakeGame game) {
        GameCreator creator = new GameCreator(db, hasher, new PasswordGenerator());
        List<NewPlayer> seated = creator.create(IntakeGame.ID, "Intake benchmark", ruleset, 1846,
                game.scenario().opening(), game.seats(), Clock.systemUTC().instant());
        Map<String, String> passwords = new LinkedHashMap<>();
        seated.forEach(p -> passwords.put(p.seat().role(), p.password()));
        return passwords;
    }

    /** Empties the robot's mailbox on the server (untimed housekeeping between measurements). */
    void emptyMailbox() {
        try {
            greenMail.purgeEmailFromAllMailboxes();
        } catch (FolderException e) {
            throw new IllegalStateException(e);
        }
    }

    int mailboxCount() {
        try {
            return greenMail.getManagers().getImapHostManager().getInbox(robotUser).getMessageCount();
        } catch (FolderException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Forgets the mail of the previous measurement, and what the abuse limits counted of it, so every full intake
     * starts from the same tables: the same generals' mistyped passwords, counted from run to run within the hour,
     * would lock their units in the third run and change what it measures.
     */
    void clearMailTables() {
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("DELETE FROM order_queue");
                s.executeUpdate("DELETE FROM outbox");
                s.executeUpdate("DELETE FROM inbox");
                s.executeUpdate("DELETE FROM abuse_counter");
            }
            return null;
        });
    }

    /** What the tables hold after an intake: inbox rows by status, queued blocks, acknowledgements. */
    Tables tables() {
        return db.read(c -> {
            Map<InboxStatus, Integer> inbox = new InboxStore().countByStatus(c);
            return new Tables(inbox, count(c, "SELECT COUNT(*) FROM order_queue"),
                    count(c, "SELECT COUNT(*) FROM outbox WHERE kind = 'ACK'"),
                    count(c, "SELECT COALESCE(SUM(LENGTH(mime)), 0) FROM outbox"));
        });
    }

    private static long count(java.sql.Connection c, String sql) throws java.sql.SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    record Tables(Map<InboxStatus, Integer> inbox, long queued, long acks, long ackBytes) {
    }

    @Override
    public void close() {
        cycle.close();
        oneAfterTheOther.close();
        db.close();
        greenMail.stop();
    }
}

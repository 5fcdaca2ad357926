package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.game.GameCreator;
import org.adjutant.game.PlayerSeat;
import org.adjutant.game.StoredGames;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.mail.DecodedMail;
import org.adjutant.mail.MailDecoder;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.Database;
import org.adjutant.store.InboxMessage;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.testing.CoreFixture;

/**
 * The whole intake path on any bytes, not only the decoder: raw mail, MIME decoding, blocks, the GITM order parser and
 * checks against the test scenario's game, the acknowledgement and its text. Whatever arrives, nothing throws, every
 * recipient of the reply is one plain address (the sender's, or a player's registered one), and the reply's text stays
 * bounded. Every player's password is {@value #PASSWORD}, so that inputs can get past the password to the parser.
 *
 * <p>Each input runs in a transaction that is rolled back: the game never changes between inputs. In CI this replays
 * the corpus under {@code IntakePathFuzzTestInputs/processAnything/} (the hostile fixtures, with that password); run
 * with {@code JAZZER_FUZZ=1} to search for more.
 */
class IntakePathFuzzTest {
    static final String PASSWORD = "fuzz-pass";
    private static final MailDecoder DECODER = new MailDecoder(new MailDecoder.Limits(50_000, 10, 50, 200_000));
    private static final Database DB = Database.inMemory("intake-fuzz");
    private static final IntakeProcessor INTAKE;
    /** The inbox row every input claims to be (queued orders name the mail they came in). */
    private static final long INBOX_ID;
    private static final TemplateRenderer TEMPLATES = new TemplateRenderer(CoreFixture.templates());
    private static final List<String> REGISTERED = List.of("taylor@players.test", "brown@players.test",
            "marcy@players.test", "arista@players.test");

    static {
        GitmRuleset ruleset = new GitmRuleset(name -> Optional.empty());
        PasswordHasher hasher = new PasswordHasher();
        try {
            new GameCreator(DB, hasher, new PasswordGenerator()).create("e2e", "Fuzz", ruleset, 7L,
                    ruleset.open(GitmRulesetTestScenario.TEXT, "test.yaml"),
                    List.of(new PlayerSeat("Zachary Taylor", REGISTERED.get(0), "taylor", false),
                            new PlayerSeat("Jacob Brown", REGISTERED.get(1), "brown", false),
                            new PlayerSeat("William Marcy", REGISTERED.get(2), "marcy", false),
                            new PlayerSeat("Mariano Arista", REGISTERED.get(3), "arista", false)),
                    Instant.parse("1846-04-01T00:00:00Z"));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        String hash = hasher.hash(PASSWORD);
        DB.inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE player SET password_hash = ?")) {
                ps.setString(1, hash);
                ps.executeUpdate();
            }
            return null;
        });
        INBOX_ID = DB.inTransaction(c -> new InboxStore().insertIfAbsent(c, new InboxMessage("<fuzz@players.test>",
                "0", Instant.parse("1846-04-02T00:00:00Z"), Instant.parse("1846-04-02T00:00:00Z"), "fuzz", "", "",
                new byte[0], InboxStatus.NEW, "", 0)).id());
        INTAKE = new IntakeProcessor(new StoredGames(DB, Map.of("gitm", ruleset)), hasher);
    }

    @FuzzTest(maxDuration = "60s")
    void processAnything(byte[] raw) throws SQLException {
        DecodedMail mail = DECODER.decode(raw);
        IncomingMail incoming = new IncomingMail(INBOX_ID, mail.replyAddress(), mail.subject(), mail.messageId(),
                Instant.parse("1846-04-02T00:00:00Z"), mail.text(), mail.attachments(), mail.from());
        try (Connection c = DB.dataSource().getConnection()) {
            c.setAutoCommit(false);
            try {
                Acknowledgement ack = INTAKE.process(c, incoming);
                for (String to : ack.recipients()) {
                    assertThat(to).doesNotContainPattern("[\\s<>,;:\"]").containsOnlyOnce("@");
                    assertThat(to.equalsIgnoreCase(mail.replyAddress()) || REGISTERED.contains(to))
                            .as("reply to %s", to).isTrue();
                }
                String text = TEMPLATES.acknowledgement(ack).text();
                assertThat(text.length()).isLessThan(400_000);
            } finally {
                c.rollback();
            }
        }
    }
}

package org.adjutant.mail;

import static org.adjutant.mail.MailTestKit.ROBOT;
import static org.adjutant.mail.MailTestKit.ROBOT_LOGIN;
import static org.adjutant.mail.MailTestKit.ROBOT_PASSWORD;
import static org.adjutant.mail.MailTestKit.deliverToRobot;
import static org.adjutant.mail.MailTestKit.simpleMail;
import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.adjutant.store.Database;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mail server with a self-signed certificate, as in docs/own-server.md: refused by default, accepted once its
 * certificate file is named, and still refused when the robot connects under a name the certificate does not carry.
 *
 * <p>GreenMail's SSL servers present the key of {@code tls/localhost.p12} (CN=localhost, subject alternative name
 * DNS:localhost and nothing else), made with {@code keytool -genkeypair -alias localhost -keyalg RSA -keysize 2048
 * -validity 36500 -dname "CN=localhost, O=Adjutant test" -ext SAN=dns:localhost -keystore localhost.p12 -storetype
 * PKCS12 -storepass changeit}; {@code tls/localhost.pem} is its certificate ({@code keytool -exportcert -rfc}) and
 * {@code tls/other-localhost.pem} that of another key made the same way. GreenMail reads the keystore property once
 * per JVM, when its first SSL server starts, so it is set before the extension below is built.
 */
class ServerTrustTest {
    static {
        System.setProperty("greenmail.tls.keystore.file", resource("tls/localhost.p12").toString());
        System.setProperty("greenmail.tls.keystore.password", "changeit");
    }

    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(withStartupTimeout(ServerSetup.dynamicPort(ServerSetupTest.SMTPS_IMAPS)));

    /**
     * GreenMail waits 2 s for each server to start by default; on a loaded two-core machine the first TLS server (its
     * keystore read, its SSL context built) has taken longer, failing the test before it began.
     */
    private static ServerSetup[] withStartupTimeout(ServerSetup[] setups) {
        return ServerSetup.createCopy(setups, setup -> {
            ServerSetup slower = setup.createCopy();
            slower.setServerStartupTimeout(30_000);
            return slower;
        });
    }

    static final Path SERVER_PEM = resource("tls/localhost.pem");
    static final Path OTHER_PEM = resource("tls/other-localhost.pem");

    @TempDir
    Path dir;

    final TestClock clock = new TestClock(Instant.parse("1846-05-08T14:00:00Z"));
    Database db;

    @BeforeEach
    void setUp() {
        MAIL.setUser(ROBOT, ROBOT_LOGIN, ROBOT_PASSWORD);
        db = Database.file(dir);
    }

    @AfterEach
    void tearDown() {
        db.close();
    }

    /** IMAP over SSL and SMTP over SSL at {@code host}, each trusting {@code pem} (or only the JVM when null). */
    MailSettings settings(String host, Path pem) {
        MailSettings.Mailbox box = MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, host,
                MAIL.getImaps().getPort(), MailSettings.Tls.SSL, ROBOT_LOGIN, ROBOT_PASSWORD).trustCertificate(pem);
        MailSettings.Smtp smtp = new MailSettings.Smtp(host, MAIL.getSmtps().getPort(), MailSettings.Tls.SSL, null,
                null, pem);
        return new MailSettings(box, smtp, ROBOT, Duration.ofMinutes(1), MailSettings.Retry.DEFAULT,
                Duration.ofSeconds(10));
    }

    PollResult poll(MailSettings settings) {
        return new MailboxPoller(db, settings, clock, CrashHook.NONE).pollOnce();
    }

    /** Queues one mail to a player and tries to send it; the row's status afterwards. */
    OutboxStatus send(MailSettings settings) {
        OutboxStore outbox = new OutboxStore(clock);
        OutgoingMail mail = OutgoingMail.of("Adjutant <" + ROBOT + ">", List.of("taylor@army.example"),
                "Orders received", "Your orders are queued.", "<ack-" + System.nanoTime() + "@amwol.example>",
                AutoSubmitted.AUTO_REPLIED, "ack:" + System.nanoTime());
        long id = db.inTransaction(c -> outbox.enqueue(c,
                new MailComposer(clock).outboxItem("g1", OutboxKind.ACK, mail))).id();
        new OutboxSender(db, settings, clock, CrashHook.NONE).sendDue();
        return db.read(c -> outbox.find(c, id)).orElseThrow().status();
    }

    int storedMails() {
        return db.read(new InboxStore()::all).size();
    }

    @Test
    @DisplayName("a self-signed server is refused when its certificate is not named: nothing read, nothing sent")
    void selfSignedServerIsRefusedByDefault() {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-1@army.example>", "Orders", "HOLD"));

        PollResult polled = poll(settings("localhost", null));

        assertThat(polled.reachedMailbox()).isFalse();
        assertThat(polled.error()).containsIgnoringCase("certification path");
        assertThat(storedMails()).isZero();
        assertThat(send(settings("localhost", null))).isEqualTo(OutboxStatus.PENDING);
        assertThat(MAIL.getReceivedMessages()).hasSize(1); // only the mail delivered to the robot above
    }

    @Test
    @DisplayName("with trust-certificate naming the server's certificate the robot reads over IMAPS and sends over "
            + "SMTPS")
    void namedCertificateIsTrusted() throws Exception {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-2@army.example>", "Orders", "HOLD"));

        PollResult polled = poll(settings("localhost", SERVER_PEM));

        assertThat(polled.error()).isEmpty();
        assertThat(polled.stored()).isEqualTo(1);
        assertThat(storedMails()).isEqualTo(1);
        assertThat(send(settings("localhost", SERVER_PEM))).isEqualTo(OutboxStatus.SENT);
        assertThat(MAIL.getReceivedMessages()).extracting(m -> m.getSubject()).contains("Orders received");
    }

    @Test
    @DisplayName("the server name is still checked: a trusted certificate for 'localhost' is refused at 127.0.0.1")
    void hostNameIsStillChecked() {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-3@army.example>", "Orders", "HOLD"));

        PollResult polled = poll(settings("127.0.0.1", SERVER_PEM));

        assertThat(polled.reachedMailbox()).isFalse();
        assertThat(polled.error()).contains("No subject alternative names matching IP address 127.0.0.1");
        assertThat(storedMails()).isZero();
        assertThat(send(settings("127.0.0.1", SERVER_PEM))).isEqualTo(OutboxStatus.PENDING);
    }

    @Test
    @DisplayName("another self-signed certificate with the same name does not open the door")
    void anotherCertificateIsNotEnough() {
        deliverToRobot(MAIL, simpleMail("taylor@army.example", "<o-4@army.example>", "Orders", "HOLD"));

        assertThat(poll(settings("localhost", OTHER_PEM)).reachedMailbox()).isFalse();
        assertThat(send(settings("localhost", OTHER_PEM))).isEqualTo(OutboxStatus.PENDING);
    }

    @Test
    @DisplayName("the JVM's certificate authorities stay trusted beside the named certificate")
    void jvmAuthoritiesStayTrusted() throws Exception {
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init((KeyStore) null);
        X509TrustManager jvm = (X509TrustManager) tmf.getTrustManagers()[0];

        X509TrustManager widened = ServerTrust.trustManager(SERVER_PEM);

        assertThat(jvm.getAcceptedIssuers()).isNotEmpty();
        assertThat(widened.getAcceptedIssuers()).contains(jvm.getAcceptedIssuers())
                .contains(ServerTrust.read(SERVER_PEM).get(0))
                .hasSize(jvm.getAcceptedIssuers().length + 1);
    }

    private static Path resource(String name) {
        try {
            return Path.of(ServerTrustTest.class.getClassLoader().getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}

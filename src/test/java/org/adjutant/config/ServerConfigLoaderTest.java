package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerConfigLoaderTest {
    private static final Path HOME = Path.of("/srv/adjutant");
    private static final Path FILE = HOME.resolve("config/adjutant.yaml");
    private static final Map<String, String> ENV = Map.of("IMAP_PW", "s3cret", "SMTP_PW", "an0ther");
    private final ServerConfigLoader loader = new ServerConfigLoader(HOME, ENV::get);

    private static final String MINIMAL = """
            robot:
              address: robot@example.org
            mailbox:
              host: imap.example.org
              user: robot
              password: ${IMAP_PW}
            smtp:
              host: smtp.example.org
            """;

    private List<ConfigError> errors(String text) {
        ConfigResult<ServerConfig> result = loader.parse(FILE, text);
        assertThat(result.isValid()).isFalse();
        return result.errors();
    }

    @Test
    void defaultsFillWhatIsNotWritten() {
        ServerConfig config = loader.parse(FILE, MINIMAL).orElseThrow();
        assertThat(config.data()).isEqualTo(new DataDirs(HOME.resolve("data/db"), HOME.resolve("data/sent"),
                HOME.resolve("data/logs")));
        assertThat(config.name()).isEqualTo("Adjutant");
        assertThat(config.gamesDir()).isEqualTo(HOME.resolve("config/games"));
        MailboxConfig mailbox = config.mailbox();
        assertThat(mailbox.protocol()).isEqualTo(MailProtocol.IMAP);
        assertThat(mailbox.tls()).isEqualTo(TlsMode.SSL);
        assertThat(mailbox.port()).isEqualTo(993);
        assertThat(mailbox.folder()).isEqualTo("INBOX");
        assertThat(mailbox.afterStore()).isEqualTo(AfterStore.FLAG);
        assertThat(mailbox.pollInterval()).isEqualTo(Duration.ofMinutes(1));
        assertThat(config.smtp()).isEqualTo(new SmtpConfig("smtp.example.org", 587, TlsMode.STARTTLS,
                Optional.empty(), Optional.empty()));
    }

    @Test
    @DisplayName("a password written as ${VAR} comes from the environment and never shows in toString")
    void secretsFromTheEnvironment() {
        ServerConfig config = loader.parse(FILE, MINIMAL).orElseThrow();
        Secret password = config.mailbox().password().orElseThrow();
        assertThat(password.reveal()).isEqualTo("s3cret");
        assertThat(password.source()).isEqualTo("${IMAP_PW}");
        assertThat(config.toString()).doesNotContain("s3cret").contains("${IMAP_PW}");

        assertThat(errors(MINIMAL.replace("${IMAP_PW}", "${NOT_SET}"))).singleElement().satisfies(e -> {
            assertThat(e.line()).isEqualTo(6);
            assertThat(e.problem()).isEqualTo("environment variable NOT_SET is not set");
        });
        ServerConfig literal = loader.parse(FILE, MINIMAL.replace("${IMAP_PW}", "\"pa$${x}\"")).orElseThrow();
        assertThat(literal.mailbox().password().orElseThrow().reveal()).isEqualTo("pa${x}");
    }

    @Test
    void theExampleFileIsValid() {
        Path home = Path.of(System.getProperty("adjutant.home", ".")).toAbsolutePath();
        ServerConfigLoader withEnv = new ServerConfigLoader(home,
                Map.of("ADJUTANT_IMAP_PASSWORD", "a", "ADJUTANT_SMTP_PASSWORD", "b")::get);
        ConfigResult<ServerConfig> result = withEnv.load(home.resolve("config/adjutant.yaml"));
        assertThat(result.errors()).isEmpty();
        ServerConfig config = result.orElseThrow();
        assertThat(config.address()).isEqualTo("adjutant@amwol.example.org");
        assertThat(config.gamesDir()).isEqualTo(home.resolve("config/games").normalize());
        assertThat(config.smtp().password().orElseThrow().reveal()).isEqualTo("b");
    }

    @Test
    void everyErrorWithItsLine() {
        String bad = """
                robot:
                  address: not-an-address
                mailbox:
                  protocol: pop3
                  host: pop.example.org
                  port: 99999
                  tls: tls
                  after-store: flag
                  poll-interval: soon
                smtp:
                  hots: smtp.example.org
                games_dir: config/games
                """;
        List<ConfigError> errors = errors(bad);
        assertThat(errors).extracting(ConfigError::line).containsExactly(2, 6, 7, 8, 9, 10, 11, 12);
        assertThat(errors.get(0).problem()).contains("'not-an-address' is not a valid e-mail address");
        assertThat(errors.get(1).problem()).contains("port between 1 and 65535");
        assertThat(errors.get(2).problem()).contains("'tls' must be one of none, starttls, ssl");
        assertThat(errors.get(3).problem()).contains("POP3 mailbox cannot keep flags");
        assertThat(errors.get(4).problem()).contains("bad duration 'soon'");
        assertThat(errors.get(5).problem()).contains("missing value for 'host' in 'smtp'");
        assertThat(errors.get(6).problem()).contains("unknown key 'hots'").contains("did you mean 'host'?");
        assertThat(errors.get(7).problem()).contains("did you mean 'games-dir'?");
    }

    @Test
    @DisplayName("data.database as a section names a PostgreSQL server, its password from the environment")
    void postgresDatabase() {
        ServerConfig config = loader.parse(FILE, """
                data:
                  database:
                    url: jdbc:postgresql://db.example.org:5432/adjutant
                    user: adjutant
                    password: ${SMTP_PW}
                """ + MINIMAL).orElseThrow();
        DatabaseConfig.Postgres pg = (DatabaseConfig.Postgres) config.data().store();
        assertThat(pg.url()).isEqualTo("jdbc:postgresql://db.example.org:5432/adjutant");
        assertThat(pg.user()).isEqualTo("adjutant");
        assertThat(pg.password().orElseThrow().reveal()).isEqualTo("an0ther");
        assertThat(config.toString()).doesNotContain("an0ther");
        assertThat(config.data().database()).as("control requests still go to a local directory")
                .isEqualTo(HOME.resolve("data/db"));

        ServerConfig h2 = loader.parse(FILE, "data:\n  database: var/games\n" + MINIMAL).orElseThrow();
        assertThat(h2.data().store()).isEqualTo(new DatabaseConfig.H2(HOME.resolve("var/games")));
    }

    @Test
    @DisplayName("a PostgreSQL section with a wrong URL, no user or an unknown key is refused, each at its line")
    void badPostgresDatabase() {
        assertThat(errors("""
                data:
                  database:
                    url: jdbc:mysql://db.example.org/adjutant
                    pasword: x
                """ + MINIMAL)).extracting(ConfigError::line, ConfigError::problem).satisfiesExactlyInAnyOrder(
                e -> assertThat(e.toList()).containsExactly(3, "'url' must be a PostgreSQL JDBC URL such as "
                        + "jdbc:postgresql://localhost:5432/adjutant, not 'jdbc:mysql://db.example.org/adjutant' "
                        + "(for the embedded H2 database write 'database: data/db' instead of a section)"),
                e -> assertThat(e.toList().get(0)).isEqualTo(2),
                e -> assertThat(e.toList().get(0)).isEqualTo(4));
    }

    @Test
    @DisplayName("robots sharing a PostgreSQL database: an instance name per robot and a check-in interval, checked")
    void clusterSettings() {
        ServerConfig config = loader.parse(FILE, """
                data:
                  database:
                    url: jdbc:postgresql://db.example.org:5432/adjutant
                    user: adjutant
                    instance: robot-2.east
                    checkin: 3s
                """ + MINIMAL).orElseThrow();
        DatabaseConfig.Postgres pg = (DatabaseConfig.Postgres) config.data().store();
        assertThat(pg.instance()).contains("robot-2.east");
        assertThat(pg.checkin()).isEqualTo(Duration.ofSeconds(3));
        DatabaseConfig.Postgres plain = (DatabaseConfig.Postgres) loader.parse(FILE, """
                data:
                  database:
                    url: jdbc:postgresql://db.example.org:5432/adjutant
                    user: adjutant
                """ + MINIMAL).orElseThrow().data().store();
        assertThat(plain.instance()).isEmpty();
        assertThat(plain.checkin()).isEqualTo(DatabaseConfig.Postgres.DEFAULT_CHECKIN);
        assertThat(errors("""
                data:
                  database:
                    url: jdbc:postgresql://db.example.org:5432/adjutant
                    user: adjutant
                    instance: robot two
                    checkin: 0s
                """ + MINIMAL)).extracting(ConfigError::line).containsExactlyInAnyOrder(5, 6);
    }

    @Test
    void userAndPasswordGoTogether() {
        assertThat(errors(MINIMAL.replace("  password: ${IMAP_PW}\n", ""))).singleElement()
                .satisfies(e -> assertThat(e.problem()).contains("'user' is given without a 'password'"));
    }

    @Test
    void durations() {
        ServerConfig config = loader.parse(FILE, MINIMAL.replace("  user: robot",
                "  poll-interval: PT1M30S\n  user: robot")).orElseThrow();
        assertThat(config.mailbox().pollInterval()).isEqualTo(Duration.ofSeconds(90));
        assertThat(errors(MINIMAL.replace("  user: robot", "  poll-interval: 0s\n  user: robot")))
                .singleElement().satisfies(e -> assertThat(e.problem()).contains("at least one second"));
    }

    @Test
    @DisplayName("every mail setting docs/mail.md describes can be set in the file, and is checked")
    void mailSettingsAreSettable() {
        ServerConfig config = loader.parse(FILE, MINIMAL.replace("  password: ${IMAP_PW}\n", """
                  password: ${IMAP_PW}
                  after-store: move
                  processed-folder: Done
                  flag-keyword: Stored_1
                  max-message-size: 2.5MB
                  self-copy-folders: ["[Gmail]/All Mail", Sent]
                  retention: 90d
                  retention-folder: Old
                """) + """
                  retry:
                    first-delay: 30s
                    max-delay: 2h
                    give-up-after: 5d
                    in-doubt-grace: 20m
                    batch-size: 25
                timeout: 45s
                """.replace("timeout", "timeout").replaceFirst("(?m)^  retry", "  retry")).orElseThrow();
        MailboxConfig box = config.mailbox();
        assertThat(box.afterStore()).isEqualTo(AfterStore.MOVE);
        assertThat(box.processedFolder()).isEqualTo("Done");
        assertThat(box.flagKeyword()).isEqualTo("Stored_1");
        assertThat(box.maxMessageBytes()).isEqualTo(2_500_000);
        assertThat(box.selfCopyFolders()).containsExactly("[Gmail]/All Mail", "Sent");
        assertThat(box.retention()).contains(Duration.ofDays(90));
        assertThat(box.retentionFolder()).contains("Old");
        assertThat(config.smtp().retry()).isEqualTo(new SmtpConfig.Retry(Duration.ofSeconds(30), Duration.ofHours(2),
                Duration.ofDays(5), Duration.ofMinutes(20), 25));
        assertThat(config.timeout()).isEqualTo(Duration.ofSeconds(45));
        assertThat(loader.parse(FILE, MINIMAL.replace("  password: ${IMAP_PW}\n",
                "  password: ${IMAP_PW}\n  retention: never\n")).orElseThrow().mailbox().retention()).isEmpty();
    }

    @Test
    @DisplayName("mail settings that cannot work are refused with their line")
    void impossibleMailSettings() {
        assertThat(errors(MINIMAL.replace("  host: imap.example.org", "  host: imap.example.org\n  protocol: pop3\n"
                + "  after-store: move")).get(0).problem()).contains("POP3 mailbox has no folders");
        assertThat(errors(MINIMAL.replace("  user: robot", "  user: robot\n  max-message-size: huge")).get(0))
                .satisfies(e -> assertThat(e.line()).isEqualTo(6))
                .satisfies(e -> assertThat(e.problem()).contains("bad size 'huge'"));
        assertThat(errors(MINIMAL.replace("  user: robot", "  user: robot\n  max-message-size: 2KB")).get(0)
                .problem()).contains("below 10KB");
        assertThat(errors(MINIMAL + "  retry:\n    first-delay: 2h\n    max-delay: 1h\n").get(0).problem())
                .contains("must not be shorter than 'first-delay'");
        assertThat(errors(MINIMAL + "  retry:\n    batch-size: 0\n").get(0).problem()).contains("1-10000");
        assertThat(errors(MINIMAL + "  retry:\n    first-dely: 2m\n").get(0).problem())
                .contains("did you mean 'first-delay'");
        assertThat(errors(MINIMAL.replace("  user: robot", "  user: robot\n  flag-keyword: two words")).get(0)
                .problem()).contains("IMAP keyword");
        assertThat(errors(MINIMAL + "timeout: 0s\n").get(0).problem()).contains("at least one second");
    }

    @Test
    @DisplayName("trust-certificate: a PEM file under the home, read at load time, for mailbox and smtp alike")
    void trustCertificateIsReadAndResolvedAgainstTheHome(@TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("config"));
        Files.copy(resource("tls/localhost.pem"), home.resolve("config/mail.pem"));
        ServerConfigLoader atHome = new ServerConfigLoader(home, ENV::get);
        ServerConfig config = atHome.parse(home.resolve("config/adjutant.yaml"), MINIMAL
                .replace("  user: robot", "  user: robot\n  trust-certificate: config/mail.pem")
                + "  trust-certificate: " + home.resolve("config/mail.pem") + "\n").orElseThrow();
        Path pem = home.resolve("config/mail.pem").toAbsolutePath().normalize();
        assertThat(config.mailbox().trustCertificate()).contains(pem);
        assertThat(config.smtp().trustCertificate()).contains(pem);
        assertThat(loader.parse(FILE, MINIMAL).orElseThrow().mailbox().trustCertificate()).isEmpty();
    }

    @Test
    @DisplayName("trust-certificate: a missing file, a file that is no certificate, or no TLS at all, with its line")
    void badTrustCertificates(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("key.pem"), "-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASC\n"
                + "-----END PRIVATE KEY-----\n");
        Files.writeString(home.resolve("empty.pem"), "");
        ServerConfigLoader atHome = new ServerConfigLoader(home, ENV::get);
        Path file = home.resolve("adjutant.yaml");
        String text = MINIMAL.replace("  user: robot", "  user: robot\n  trust-certificate: mail.pem")
                + "  trust-certificate: key.pem\n";
        List<ConfigError> errors = atHome.parse(file, text).errors();
        assertThat(errors).extracting(ConfigError::line).containsExactly(6, 10);
        assertThat(errors.get(0).problem()).isEqualTo("certificate file 'mail.pem' not found (looked for "
                + home.toAbsolutePath().normalize().resolve("mail.pem") + ")");
        assertThat(errors.get(1).problem()).startsWith("'key.pem' is not an X.509 certificate in PEM form");
        assertThat(atHome.parse(file, MINIMAL + "  trust-certificate: empty.pem\n").errors()).singleElement()
                .satisfies(e -> assertThat(e.problem()).isEqualTo("no certificate in 'empty.pem'"));
        Files.copy(resource("tls/localhost.pem"), home.resolve("mail.pem"));
        assertThat(atHome.parse(file, MINIMAL + "  tls: none\n  trust-certificate: mail.pem\n").errors())
                .singleElement().satisfies(e -> {
                    assertThat(e.line()).isEqualTo(10);
                    assertThat(e.problem()).contains("'tls' is none");
                });
        assertThat(atHome.parse(file, MINIMAL + "  trust-certificat: mail.pem\n").errors()).singleElement()
                .satisfies(e -> assertThat(e.problem()).contains("did you mean 'trust-certificate'?"));
    }

    private static Path resource(String name) throws Exception {
        return Path.of(ServerConfigLoaderTest.class.getClassLoader().getResource(name).toURI());
    }
}

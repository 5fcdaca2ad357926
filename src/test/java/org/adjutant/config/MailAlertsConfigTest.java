package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code alerts} section of {@code adjutant.yaml}: defaults, both keys, errors with lines. */
class MailAlertsConfigTest {
    private static final Path HOME = Path.of("/srv/adjutant");
    private static final Path FILE = HOME.resolve("config/adjutant.yaml");
    private final ServerConfigLoader loader = new ServerConfigLoader(HOME, Map.of("IMAP_PW", "pw")::get);

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

    @Test
    @DisplayName("mail outage: without an alerts section the moderators are told after half an hour of either outage")
    void outage_defaults() {
        MailAlerts alerts = loader.parse(FILE, MINIMAL).orElseThrow().alerts();
        assertThat(alerts).isEqualTo(MailAlerts.DEFAULT);
        assertThat(alerts.mailboxAfter()).isEqualTo(Duration.ofMinutes(30));
        assertThat(alerts.smtpAfter()).isEqualTo(Duration.ofMinutes(30));
    }

    @Test
    @DisplayName("mail outage: both alert times can be set")
    void outage_bothKeys() {
        MailAlerts alerts = loader.parse(FILE, MINIMAL + """
                alerts:
                  mailbox-after: 2h
                  smtp-after: 45m
                """).orElseThrow().alerts();
        assertThat(alerts).isEqualTo(new MailAlerts(Duration.ofHours(2), Duration.ofMinutes(45)));
    }

    @Test
    @DisplayName("mail outage: bad alert times are errors at their line: under a minute, unknown key, an SMTP "
            + "alert no sooner than the outbox gives up")
    void outage_errorsWithLines() {
        List<ConfigError> errors = loader.parse(FILE, MINIMAL.replace("  host: smtp.example.org\n", """
                  host: smtp.example.org
                  retry:
                    give-up-after: 2h
                """) + """
                alerts:
                  mailbox-after: 30s
                  smtp-after: 3h
                  smtp-afte: 1h
                """).errors();
        assertThat(errors).extracting(ConfigError::line, ConfigError::problem).containsExactly(
                org.assertj.core.groups.Tuple.tuple(12, "'mailbox-after' must be at least one minute, not 30s"),
                org.assertj.core.groups.Tuple.tuple(13, "'smtp-after' (PT3H) must be shorter than "
                        + "smtp.retry.give-up-after (PT2H): the moderators would hear of the outage only after the "
                        + "robot gave up on the waiting mail"),
                org.assertj.core.groups.Tuple.tuple(14, "unknown key 'smtp-afte' in 'alerts' (did you mean "
                        + "'smtp-after'?)"));
    }

    @Test
    @DisplayName("mail outage: the example adjutant.yaml writes the defaults")
    void outage_exampleFile() throws Exception {
        String example = java.nio.file.Files.readString(Path.of("config/adjutant.yaml"));
        assertThat(example).contains("alerts:", "mailbox-after: 30m", "smtp-after: 30m");
    }
}

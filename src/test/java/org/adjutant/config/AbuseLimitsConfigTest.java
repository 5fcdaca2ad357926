package org.adjutant.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code limits} section of {@code adjutant.yaml}: defaults, every key, and errors with line numbers. */
class AbuseLimitsConfigTest {
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
    @DisplayName("without a limits section the robot runs with sensible defaults")
    void defaults() {
        AbuseLimits limits = loader.parse(FILE, MINIMAL).orElseThrow().limits();
        assertThat(limits).isEqualTo(AbuseLimits.DEFAULT);
        assertThat(limits.unitFailures()).isEqualTo(5);
        assertThat(limits.senderFailures()).isEqualTo(10);
        assertThat(limits.lockout()).isEqualTo(Duration.ofHours(1));
        assertThat(limits.senderMails()).isEqualTo(60);
        assertThat(limits.strangerWindow()).isEqualTo(Duration.ofHours(24));
    }

    @Test
    @DisplayName("every limit can be set")
    void everyKey() {
        AbuseLimits limits = loader.parse(FILE, MINIMAL + """
                limits:
                  wrong-passwords:
                    per-unit: 3
                    per-sender: 7
                    per-mail: 4
                    window: 30m
                    lockout: 2h
                  per-sender:
                    mails: 20
                    bytes: 50MB
                    window: 2h
                  replies-to-replies:
                    answers: 1
                    window: 15m
                  without-password:
                    answers: 2
                    window: 3h
                  strangers:
                    window: 12h
                """).orElseThrow().limits();
        assertThat(limits).isEqualTo(new AbuseLimits(3, 7, Duration.ofMinutes(30), Duration.ofHours(2), 20,
                50_000_000L, Duration.ofHours(2), 1, Duration.ofMinutes(15), Duration.ofHours(12), 4, 2,
                Duration.ofHours(3)));
    }

    @Test
    @DisplayName("bad limits are errors at their line: zero, too short a window, a byte quota below the size limit, unknown keys")
    void errorsWithLineNumbers() {
        List<ConfigError> errors = loader.parse(FILE, MINIMAL + """
                limits:
                  wrong-passwords:
                    per-unit: 0
                    window: 10s
                  per-sender:
                    bytes: 1MB
                  strangers:
                    windw: 1h
                """).errors();
        assertThat(errors).extracting(ConfigError::line, ConfigError::problem).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple(11, "'per-unit' must be 1-1000, not 0"),
                org.assertj.core.groups.Tuple.tuple(12, "'window' must be at least one minute, not 10s"),
                org.assertj.core.groups.Tuple.tuple(14, "'bytes' (1000000) must be at least the mailbox's "
                        + "'max-message-size' (10000000), or one large mail would use up the quota"),
                org.assertj.core.groups.Tuple.tuple(16, "unknown key 'windw' in 'strangers' (did you mean 'window'?)"));
    }

    @Test
    @DisplayName("unless written, the byte quota grows with a larger size limit, so one mail always fits")
    void byteQuotaFollowsTheSizeLimit() {
        AbuseLimits limits = loader.parse(FILE, MINIMAL.replace("  host: imap.example.org\n",
                "  host: imap.example.org\n  max-message-size: 40MB\n")).orElseThrow().limits();
        assertThat(limits.senderBytes()).isEqualTo(40_000_000L);
    }

    @Test
    @DisplayName("the shipped config/adjutant.yaml writes the defaults it documents")
    void shippedExample() throws Exception {
        Path home = Path.of(System.getProperty("adjutant.home", "."));
        String text = Files.readString(home.resolve("config/adjutant.yaml"));
        ServerConfigLoader any = new ServerConfigLoader(HOME, name -> "x");
        assertThat(any.parse(FILE, text).orElseThrow().limits()).isEqualTo(AbuseLimits.DEFAULT);
    }
}

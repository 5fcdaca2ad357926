package org.adjutant.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The server the robot sends through. {@code user} and {@code password} are empty for a relay without login.
 * {@code retry} is how patiently it sends (see {@code docs/mail.md}). {@code trustCertificate} is a certificate
 * file (absolute path) trusted besides the JVM's certificate authorities, for a server with a self-signed certificate.
 */
public record SmtpConfig(String host, int port, TlsMode tls, Optional<String> user, Optional<Secret> password,
                         Retry retry, Optional<Path> trustCertificate) {
    /**
     * @param firstDelay   wait after a first failed attempt, doubled after each further one
     * @param maxDelay     the longest wait between attempts
     * @param giveUpAfter  a mail still unsent this long after it was queued is marked FAILED (and kept)
     * @param inDoubtGrace how long the robot waits for its own copy of an interrupted send before sending again
     * @param batchSize    mails sent over one SMTP connection
     */
    public record Retry(Duration firstDelay, Duration maxDelay, Duration giveUpAfter, Duration inDoubtGrace,
                        int batchSize) {
        public static final Retry DEFAULT = new Retry(Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofDays(3),
                Duration.ofMinutes(15), 100);
    }

    public SmtpConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(tls, "tls");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(retry, "retry");
        Objects.requireNonNull(trustCertificate, "trustCertificate");
    }

    public SmtpConfig(String host, int port, TlsMode tls, Optional<String> user, Optional<Secret> password) {
        this(host, port, tls, user, password, Retry.DEFAULT, Optional.empty());
    }

    /** The usual submission port for {@code tls}: 465 for SSL, 587 for STARTTLS, 25 for none. */
    public static int defaultPort(TlsMode tls) {
        return switch (tls) {
            case SSL -> 465;
            case STARTTLS -> 587;
            case NONE -> 25;
        };
    }
}

package org.adjutant.config;

import java.util.Objects;
import java.util.Optional;

/** The server the robot sends through. {@code user} and {@code password} are empty for a relay without login. */
public record SmtpConfig(String host, int port, TlsMode tls, Optional<String> user, Optional<Secret> password) {
    public SmtpConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(tls, "tls");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
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

package org.adjutant.config;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/** The robot's incoming mailbox. {@code user} and {@code password} are empty for a server without login. */
public record MailboxConfig(MailProtocol protocol, String host, int port, TlsMode tls, Optional<String> user,
                            Optional<Secret> password, String folder, AfterStore afterStore, Duration pollInterval) {
    public MailboxConfig {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(tls, "tls");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(afterStore, "afterStore");
        Objects.requireNonNull(pollInterval, "pollInterval");
    }
}

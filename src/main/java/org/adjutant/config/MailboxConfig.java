package org.adjutant.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The robot's incoming mailbox. {@code user} and {@code password} are empty for a server without login.
 *
 * @param processedFolder  where MOVE puts a stored mail (IMAP)
 * @param flagKeyword      the keyword FLAG sets on a stored mail (IMAP)
 * @param maxMessageBytes  larger mails are kept as their headers only, and their sender told the limit
 * @param selfCopyFolders  further folders searched for the robot's own copy of an in-doubt mail
 * @param retention        handled mails older than this are removed from the server (FLAG and MOVE modes); empty:
 *                         kept for ever
 * @param retentionFolder  instead of deleting them, move them here (IMAP); empty: delete
 * @param trustCertificate a certificate file (absolute path) trusted besides the JVM's certificate authorities, for a
 *                         server with a self-signed certificate
 */
public record MailboxConfig(MailProtocol protocol, String host, int port, TlsMode tls, Optional<String> user,
                            Optional<Secret> password, String folder, AfterStore afterStore, Duration pollInterval,
                            String processedFolder, String flagKeyword, long maxMessageBytes,
                            List<String> selfCopyFolders, Optional<Duration> retention,
                            Optional<String> retentionFolder, Optional<Path> trustCertificate) {
    public static final long DEFAULT_MAX_MESSAGE_BYTES = 10_000_000;
    public static final Duration DEFAULT_RETENTION = Duration.ofDays(30);

    public MailboxConfig {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(tls, "tls");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(afterStore, "afterStore");
        Objects.requireNonNull(pollInterval, "pollInterval");
        Objects.requireNonNull(processedFolder, "processedFolder");
        Objects.requireNonNull(flagKeyword, "flagKeyword");
        selfCopyFolders = List.copyOf(selfCopyFolders);
        Objects.requireNonNull(retention, "retention");
        Objects.requireNonNull(retentionFolder, "retentionFolder");
        Objects.requireNonNull(trustCertificate, "trustCertificate");
    }

    /** Without a certificate file of its own. */
    public MailboxConfig(MailProtocol protocol, String host, int port, TlsMode tls, Optional<String> user,
                         Optional<Secret> password, String folder, AfterStore afterStore, Duration pollInterval,
                         String processedFolder, String flagKeyword, long maxMessageBytes,
                         List<String> selfCopyFolders, Optional<Duration> retention,
                         Optional<String> retentionFolder) {
        this(protocol, host, port, tls, user, password, folder, afterStore, pollInterval, processedFolder,
                flagKeyword, maxMessageBytes, selfCopyFolders, retention, retentionFolder, Optional.empty());
    }

    /** A mailbox with every optional setting at its default. */
    public MailboxConfig(MailProtocol protocol, String host, int port, TlsMode tls, Optional<String> user,
                         Optional<Secret> password, String folder, AfterStore afterStore, Duration pollInterval) {
        this(protocol, host, port, tls, user, password, folder, afterStore, pollInterval, "Adjutant",
                "AdjutantStored", DEFAULT_MAX_MESSAGE_BYTES, List.of(), Optional.of(DEFAULT_RETENTION),
                Optional.empty());
    }
}

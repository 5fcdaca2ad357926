package org.adjutant.mail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Where the robot reads and sends its mail, and how patiently. Passwords are kept out of {@link #toString()} so the
 * settings can be logged.
 *
 * @param mailbox      the mailbox players write to
 * @param smtp         the server the robot sends through
 * @param robotAddress the robot's own bare address: From of everything it sends, the self-copy recipient, and the
 *                     address whose mail it never answers
 * @param pollInterval how often the daemon should call {@link MailService#pollOnce()}
 * @param retry        how the sender retries and when it gives up
 * @param timeout      connect and read timeout for every server connection
 */
public record MailSettings(Mailbox mailbox, Smtp smtp, String robotAddress, Duration pollInterval, Retry retry,
        Duration timeout) {

    public enum Protocol { IMAP, POP3 }

    public enum Tls { NONE, STARTTLS, SSL }

    /** What happens on the server to a mail once it is safely stored. */
    public enum AfterStore {
        /** Delete it (the only choice POP3 offers). */
        DELETE,
        /** IMAP: set \Seen and the {@code flagKeyword} keyword; flagged mail is not fetched again. */
        FLAG,
        /** IMAP: move it to {@code processedFolder}. */
        MOVE
    }

    public MailSettings {
        Objects.requireNonNull(mailbox, "mailbox");
        Objects.requireNonNull(smtp, "smtp");
        if (robotAddress == null || !robotAddress.contains("@")) {
            throw new IllegalArgumentException("robotAddress must be a bare mail address");
        }
        pollInterval = Objects.requireNonNullElse(pollInterval, Duration.ofMinutes(1));
        retry = Objects.requireNonNullElse(retry, Retry.DEFAULT);
        timeout = Objects.requireNonNullElse(timeout, Duration.ofSeconds(30));
    }

    /**
     * The robot's mailbox.
     *
     * @param folder          the folder polled (POP3 has only INBOX)
     * @param flagKeyword     the IMAP keyword set on stored mail in FLAG mode
     * @param processedFolder the IMAP folder stored mail is moved to in MOVE mode (created if missing)
     * @param maxMessageBytes larger mails are stored as a header-only stub with status FAILED
     * @param selfCopyFolders further IMAP folders searched for the robot's own copy of an in-doubt mail, such as a
     *                        provider's sent-mail or all-mail folder
     * @param retention       handled mails older than this leave the server (FLAG: from the polled folder, MOVE: from
     *                        the processed folder); null keeps them for ever
     * @param retentionFolder where they go instead of being deleted, or null to delete them
     * @param trustCertificate a PEM file whose certificates are trusted besides the JVM's certificate authorities
     *                         (a self-signed server), or null
     */
    public record Mailbox(Protocol protocol, String host, int port, Tls tls, String user, String password,
            String folder, AfterStore afterStore, String flagKeyword, String processedFolder, long maxMessageBytes,
            List<String> selfCopyFolders, Duration retention, String retentionFolder, Path trustCertificate) {

        public Mailbox(Protocol protocol, String host, int port, Tls tls, String user, String password,
                       String folder, AfterStore afterStore, String flagKeyword, String processedFolder,
                       long maxMessageBytes, List<String> selfCopyFolders) {
            this(protocol, host, port, tls, user, password, folder, afterStore, flagKeyword, processedFolder,
                    maxMessageBytes, selfCopyFolders, null, null, null);
        }

        public Mailbox {
            Objects.requireNonNull(protocol, "protocol");
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(tls, "tls");
            folder = Objects.requireNonNullElse(folder, "INBOX");
            afterStore = Objects.requireNonNullElse(afterStore, AfterStore.DELETE);
            flagKeyword = Objects.requireNonNullElse(flagKeyword, "AdjutantStored");
            processedFolder = Objects.requireNonNullElse(processedFolder, "Adjutant");
            selfCopyFolders = selfCopyFolders == null ? List.of() : List.copyOf(selfCopyFolders);
            if (protocol == Protocol.POP3 && afterStore != AfterStore.DELETE) {
                throw new IllegalArgumentException("POP3 can only delete stored mail, not " + afterStore);
            }
            if (protocol == Protocol.POP3 && !folder.equalsIgnoreCase("INBOX")) {
                throw new IllegalArgumentException("POP3 has no folder but INBOX");
            }
            if (maxMessageBytes < 1024) {
                throw new IllegalArgumentException("maxMessageBytes below 1 KiB would refuse ordinary mail");
            }
        }

        /** A plain mailbox that deletes stored mail and accepts mails up to 10 MB. */
        public static Mailbox of(Protocol protocol, String host, int port, Tls tls, String user, String password) {
            return new Mailbox(protocol, host, port, tls, user, password, "INBOX", AfterStore.DELETE, null, null,
                    10_000_000, List.of());
        }

        public Mailbox afterStore(AfterStore after) {
            return new Mailbox(protocol, host, port, tls, user, password, folder, after, flagKeyword,
                    processedFolder, maxMessageBytes, selfCopyFolders, retention, retentionFolder, trustCertificate);
        }

        public Mailbox maxMessageBytes(long max) {
            return new Mailbox(protocol, host, port, tls, user, password, folder, afterStore, flagKeyword,
                    processedFolder, max, selfCopyFolders, retention, retentionFolder, trustCertificate);
        }

        public Mailbox retention(Duration after, String toFolder) {
            return new Mailbox(protocol, host, port, tls, user, password, folder, afterStore, flagKeyword,
                    processedFolder, maxMessageBytes, selfCopyFolders, after, toFolder, trustCertificate);
        }

        /** The same mailbox, trusting the certificates of {@code pem} besides the JVM's. */
        public Mailbox trustCertificate(Path pem) {
            return new Mailbox(protocol, host, port, tls, user, password, folder, afterStore, flagKeyword,
                    processedFolder, maxMessageBytes, selfCopyFolders, retention, retentionFolder, pem);
        }

        /** Where the mailbox is, for logs and for {@code inbox.source}. */
        public String describe() {
            return protocol.name().toLowerCase(java.util.Locale.ROOT) + "://" + user + "@" + host + ":" + port + "/"
                    + folder;
        }

        @Override
        public String toString() {
            return "Mailbox[" + describe() + ", tls=" + tls + trusting(trustCertificate) + ", afterStore=" + afterStore
                    + ", password=***]";
        }
    }

    /**
     * The SMTP server; {@code user} null or empty for an unauthenticated relay.
     *
     * @param trustCertificate a PEM file whose certificates are trusted besides the JVM's certificate authorities
     *                         (a self-signed server), or null
     */
    public record Smtp(String host, int port, Tls tls, String user, String password, Path trustCertificate) {
        public Smtp {
            Objects.requireNonNull(host, "host");
            Objects.requireNonNull(tls, "tls");
        }

        /** A server whose certificate the JVM's certificate authorities vouch for (or no TLS). */
        public Smtp(String host, int port, Tls tls, String user, String password) {
            this(host, port, tls, user, password, null);
        }

        public boolean authenticated() {
            return user != null && !user.isEmpty();
        }

        @Override
        public String toString() {
            return "Smtp[" + user + "@" + host + ":" + port + ", tls=" + tls + trusting(trustCertificate)
                    + ", password=***]";
        }
    }

    private static String trusting(Path certificate) {
        return certificate == null ? "" : ", trusting " + certificate;
    }

    /**
     * The sender's patience.
     *
     * @param firstDelay   wait after the first failed attempt; doubled after each further one
     * @param maxDelay     the longest wait between attempts
     * @param giveUpAfter  a mail still unsent this long after it was queued is marked FAILED (and kept)
     * @param inDoubtGrace how long after a send was interrupted the robot waits for its own copy to arrive before it
     *                     concludes the mail was not sent and sends it again
     * @param batchSize    rows sent over one SMTP connection per {@link MailService#sendDue()}
     */
    public record Retry(Duration firstDelay, Duration maxDelay, Duration giveUpAfter, Duration inDoubtGrace,
            int batchSize) {
        public static final Retry DEFAULT =
                new Retry(Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofDays(3), Duration.ofMinutes(15), 100);

        public Retry {
            if (firstDelay.isNegative() || firstDelay.isZero() || maxDelay.compareTo(firstDelay) < 0
                    || giveUpAfter.compareTo(maxDelay) < 0 || inDoubtGrace.isNegative() || batchSize < 1) {
                throw new IllegalArgumentException("inconsistent retry settings: " + this);
            }
        }

        /** The wait after {@code attempts} failed attempts (1 for the first failure). */
        public Duration delayAfter(int attempts) {
            Duration delay = firstDelay;
            for (int i = 1; i < attempts && delay.compareTo(maxDelay) < 0; i++) {
                delay = delay.multipliedBy(2);
            }
            return delay.compareTo(maxDelay) > 0 ? maxDelay : delay;
        }
    }

    @Override
    public String toString() {
        return "MailSettings[" + mailbox + ", " + smtp + ", robot=" + robotAddress + ", poll=" + pollInterval + "]";
    }
}

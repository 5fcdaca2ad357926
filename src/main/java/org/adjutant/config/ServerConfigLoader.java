package org.adjutant.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Loads and checks {@code config/adjutant.yaml}. Relative paths are resolved against the robot's home directory;
 * {@code ${VAR}} in any text value is replaced from the environment. Never throws for a bad file.
 */
public final class ServerConfigLoader {
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(s|m|h|d)");
    private static final Pattern SIZE = Pattern.compile("(?i)(\\d+(?:\\.\\d+)?)\\s*(B|KB|MB|GB)?");

    private final Path home;
    private final UnaryOperator<String> environment;

    /**
     * @param home        the directory relative paths are read against
     * @param environment looks up an environment variable, null when unset ({@code System::getenv} in production)
     */
    public ServerConfigLoader(Path home, UnaryOperator<String> environment) {
        this.home = home.toAbsolutePath().normalize();
        this.environment = environment;
    }

    /** A loader reading the process environment. */
    public static ServerConfigLoader withSystemEnvironment(Path home) {
        return new ServerConfigLoader(home, System::getenv);
    }

    public ConfigResult<ServerConfig> load(Path file) {
        try {
            return parse(file, Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new ConfigResult.Invalid<>(List.of(new ConfigError(file, 0, 0, "cannot read the file: " + e)));
        }
    }

    /** Checks {@code text} as if read from {@code file}. */
    public ConfigResult<ServerConfig> parse(Path file, String text) {
        List<ConfigError> errors = new ArrayList<>();
        Section.TextFilter env = new EnvReferences(environment);
        Optional<Section> root = new YamlTreeReader(file, errors).read(text)
                .flatMap(node -> Section.of(file, node, "the file", errors, env));
        if (root.isEmpty()) {
            return invalid(errors);
        }
        Section top = root.get();
        DataDirs data = top.section("data", false).map(this::data)
                .orElseGet(() -> new DataDirs(resolve("data/db"), resolve("data/sent"), resolve("data/logs"),
                        new DatabaseConfig.H2(resolve("data/db")), resolve("data/history")));
        Optional<Section> robot = top.section("robot", true);
        Optional<String> address = robot.flatMap(r -> r.requiredText("address").flatMap(a -> email(r, "address", a)));
        String name = robot.flatMap(r -> r.text("name")).orElse("Adjutant");
        Optional<MailboxConfig> mailbox = top.section("mailbox", true).flatMap(this::mailbox);
        Optional<SmtpConfig> smtp = top.section("smtp", true).flatMap(this::smtp);
        Duration noticeWindow = robot.flatMap(r -> r.node("notice-window").flatMap(n -> duration(r, n,
                "'notice-window'", Duration.ofMinutes(1)))).orElse(ServerConfig.DEFAULT_NOTICE_WINDOW);
        long maxMessage = mailbox.map(MailboxConfig::maxMessageBytes).orElse(MailboxConfig.DEFAULT_MAX_MESSAGE_BYTES);
        AbuseLimits limits = top.section("limits", false).map(l -> limits(l, maxMessage))
                .orElse(AbuseLimits.DEFAULT.withSenderQuota(AbuseLimits.DEFAULT.senderMails(),
                        Math.max(AbuseLimits.DEFAULT.senderBytes(), maxMessage)));
        MailAlerts alerts = top.section("alerts", false).map(a -> alerts(a, smtp)).orElse(MailAlerts.DEFAULT);
        Path gamesDir = top.text("games-dir").map(this::resolve).orElseGet(() -> resolve("config/games"));
        Duration timeout = top.node("timeout").flatMap(n -> duration(top, n, "'timeout'", Duration.ofSeconds(1)))
                .orElse(ServerConfig.DEFAULT_TIMEOUT);
        robot.ifPresent(Section::rejectUnknownKeys);
        top.rejectUnknownKeys();
        if (!errors.isEmpty()) {
            return invalid(errors);
        }
        return new ConfigResult.Loaded<>(new ServerConfig(file, data, address.orElseThrow(), name,
                mailbox.orElseThrow(), smtp.orElseThrow(), gamesDir, timeout, noticeWindow, limits, alerts));
    }

    /**
     * The abuse limits: every key optional, each at least 1 (durations at least a minute); the byte quota
     * must let at least one mail of the largest size through.
     */
    private static AbuseLimits limits(Section l, long maxMessageBytes) {
        AbuseLimits d = AbuseLimits.DEFAULT;
        Duration minute = Duration.ofMinutes(1);
        AbuseLimits.Builder b = new AbuseLimits.Builder(d);
        // Unless written, the byte quota grows with a larger size limit: one mail must always fit.
        b.senderBytes = Math.max(d.senderBytes(), maxMessageBytes);
        l.section("wrong-passwords", false).ifPresent(w -> {
            b.unitFailures = count(w, "per-unit", d.unitFailures(), 1_000);
            b.senderFailures = count(w, "per-sender", d.senderFailures(), 1_000);
            b.mailFailures = count(w, "per-mail", d.mailFailures(), 1_000);
            b.failureWindow = w.node("window").flatMap(n -> duration(w, n, "'window'", minute)).orElse(d.failureWindow());
            b.lockout = w.node("lockout").flatMap(n -> duration(w, n, "'lockout'", minute)).orElse(d.lockout());
            w.rejectUnknownKeys();
        });
        l.section("per-sender", false).ifPresent(q -> {
            b.senderMails = count(q, "mails", d.senderMails(), 1_000_000);
            b.senderBytes = q.node("bytes").flatMap(n -> size(q, n, "'bytes'")).orElse(b.senderBytes);
            b.senderWindow = q.node("window").flatMap(n -> duration(q, n, "'window'", minute)).orElse(d.senderWindow());
            if (b.senderBytes < maxMessageBytes && q.node("bytes").isPresent()) {
                q.error(q.node("bytes").orElseThrow(), "'bytes' (" + b.senderBytes + ") must be at least the "
                        + "mailbox's 'max-message-size' (" + maxMessageBytes + "), or one large mail would use up "
                        + "the quota");
            }
            q.rejectUnknownKeys();
        });
        l.section("replies-to-replies", false).ifPresent(r -> {
            b.loopAnswers = count(r, "answers", d.loopAnswers(), 1_000);
            b.loopWindow = r.node("window").flatMap(n -> duration(r, n, "'window'", minute)).orElse(d.loopWindow());
            r.rejectUnknownKeys();
        });
        l.section("without-password", false).ifPresent(u -> {
            b.unprovenAnswers = count(u, "answers", d.unprovenAnswers(), 1_000);
            b.unprovenWindow = u.node("window").flatMap(n -> duration(u, n, "'window'", minute))
                    .orElse(d.unprovenWindow());
            u.rejectUnknownKeys();
        });
        l.section("strangers", false).ifPresent(st -> {
            b.strangerWindow = st.node("window").flatMap(n -> duration(st, n, "'window'", minute))
                    .orElse(d.strangerWindow());
            st.rejectUnknownKeys();
        });
        l.rejectUnknownKeys();
        return b.build();
    }

    /**
     * When the moderators hear that mail stopped moving: each at least a minute; the SMTP alert must come before the
     * outbox gives up on a mail ({@code smtp.retry.give-up-after}), or they would learn of it when it is too late.
     */
    private static MailAlerts alerts(Section a, Optional<SmtpConfig> smtp) {
        MailAlerts d = MailAlerts.DEFAULT;
        Duration minute = Duration.ofMinutes(1);
        Duration mailbox = a.node("mailbox-after").flatMap(n -> duration(a, n, "'mailbox-after'", minute))
                .orElse(d.mailboxAfter());
        Duration sending = a.node("smtp-after").flatMap(n -> duration(a, n, "'smtp-after'", minute))
                .orElse(d.smtpAfter());
        Duration giveUp = smtp.map(s -> s.retry().giveUpAfter()).orElse(SmtpConfig.Retry.DEFAULT.giveUpAfter());
        if (sending.compareTo(giveUp) >= 0) {
            a.node("smtp-after").ifPresent(n -> a.error(n, "'smtp-after' (" + sending + ") must be shorter than "
                    + "smtp.retry.give-up-after (" + giveUp + "): the moderators would hear of the outage only after "
                    + "the robot gave up on the waiting mail"));
        }
        a.rejectUnknownKeys();
        return new MailAlerts(mailbox, sending);
    }

    private static int count(Section s, String key, int fallback, int most) {
        return s.integer(key, false).flatMap(v -> {
            if (v < 1 || v > most) {
                s.error(s.node(key).orElseThrow(), "'" + key + "' must be 1-" + most + ", not " + v);
                return Optional.empty();
            }
            return Optional.of(v.intValue());
        }).orElse(fallback);
    }

    private DataDirs data(Section s) {
        Optional<YamlNode> written = s.node("database");
        Optional<DatabaseConfig.Postgres> server = written.filter(YamlNode.Mapping.class::isInstance)
                .flatMap(n -> s.section("database", false)).flatMap(this::postgres);
        Path dir = written.filter(n -> !(n instanceof YamlNode.Mapping))
                .flatMap(n -> s.textOf(n, "'database'")).map(this::resolve).orElseGet(() -> resolve("data/db"));
        Path sent = s.text("sent-mail").map(this::resolve).orElseGet(() -> resolve("data/sent"));
        Path logs = s.text("logs").map(this::resolve).orElseGet(() -> resolve("data/logs"));
        Path history = s.text("history").map(this::resolve).orElseGet(() -> resolve("data/history"));
        s.rejectUnknownKeys();
        DatabaseConfig store = server.<DatabaseConfig>map(pg -> pg).orElseGet(() -> new DatabaseConfig.H2(dir));
        return new DataDirs(dir, sent, logs, store, history);
    }

    /** {@code database: {url: jdbc:postgresql://..., user: ..., password: ${ENV}}}: a PostgreSQL server. */
    private Optional<DatabaseConfig.Postgres> postgres(Section s) {
        int before = s.errors().size();
        Optional<String> url = s.requiredText("url").filter(u -> {
            if (!u.startsWith("jdbc:postgresql://")) {
                s.error(s.node("url").orElseThrow(), "'url' must be a PostgreSQL JDBC URL such as "
                        + "jdbc:postgresql://localhost:5432/adjutant, not '" + u + "' (for the embedded H2 "
                        + "database write 'database: data/db' instead of a section)");
                return false;
            }
            return true;
        });
        Optional<String> user = s.requiredText("user");
        Optional<Secret> password = secret(s);
        Optional<String> instance = s.text("instance").filter(name -> {
            if (!name.matches(DatabaseConfig.Postgres.INSTANCE_NAME)) {
                s.error(s.node("instance").orElseThrow(), "'instance' names this robot among those sharing the "
                        + "database: 1-64 letters, digits, '.', '_' or '-', starting with a letter or digit, not '"
                        + name + "'");
                return false;
            }
            return true;
        });
        Duration checkin = s.node("checkin").flatMap(n -> duration(s, n, "'checkin'", Duration.ofSeconds(1)))
                .orElse(DatabaseConfig.Postgres.DEFAULT_CHECKIN);
        s.rejectUnknownKeys();
        if (s.errors().size() > before || url.isEmpty() || user.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new DatabaseConfig.Postgres(url.get(), user.get(), password, instance, checkin));
    }

    private Optional<MailboxConfig> mailbox(Section s) {
        int before = s.errors().size();
        MailProtocol protocol = s.choice("protocol", MailProtocol.class).orElse(MailProtocol.IMAP);
        Optional<String> host = s.requiredText("host");
        TlsMode tls = s.choice("tls", TlsMode.class).orElse(TlsMode.SSL);
        int port = s.port("port").orElse(protocol.defaultPort(tls));
        Optional<String> user = s.text("user");
        Optional<Secret> password = secret(s);
        String folder = s.text("folder").orElse("INBOX");
        AfterStore afterStore = s.choice("after-store", AfterStore.class)
                .orElse(protocol == MailProtocol.POP3 ? AfterStore.DELETE : AfterStore.FLAG);
        if (protocol == MailProtocol.POP3 && afterStore == AfterStore.FLAG) {
            s.error(s.node("after-store").orElseThrow(),
                    "a POP3 mailbox cannot keep flags: use 'after-store: delete' or 'protocol: imap'");
        }
        if (protocol == MailProtocol.POP3 && s.node("folder").isPresent() && !folder.equalsIgnoreCase("INBOX")) {
            s.error(s.node("folder").orElseThrow(), "a POP3 mailbox has only the folder INBOX");
        }
        if (protocol == MailProtocol.POP3 && afterStore == AfterStore.MOVE) {
            s.error(s.node("after-store").orElseThrow(),
                    "a POP3 mailbox has no folders to move mail to: use 'after-store: delete' or 'protocol: imap'");
        }
        Duration poll = s.node("poll-interval").flatMap(n -> duration(s, n)).orElse(Duration.ofMinutes(1));
        String processedFolder = s.text("processed-folder").orElse("Adjutant");
        String flagKeyword = s.text("flag-keyword").orElse("AdjutantStored");
        if (!flagKeyword.matches("[A-Za-z0-9_$-]{1,64}")) {
            s.error(s.node("flag-keyword").orElseThrow(), "an IMAP keyword is 1-64 letters, digits, '_', '-' or '$', "
                    + "not '" + flagKeyword + "'");
        }
        long maxBytes = s.node("max-message-size").flatMap(n -> size(s, n, "'max-message-size'"))
                .orElse(MailboxConfig.DEFAULT_MAX_MESSAGE_BYTES);
        List<String> selfCopy = s.list("self-copy-folders").map(items -> texts(s, items, "a folder name"))
                .orElse(List.of());
        Optional<Duration> retention = s.node("retention").isEmpty() ? Optional.of(MailboxConfig.DEFAULT_RETENTION)
                : retention(s, s.node("retention").get());
        Optional<String> retentionFolder = s.text("retention-folder");
        if (protocol == MailProtocol.POP3) {
            for (String key : List.of("processed-folder", "flag-keyword", "self-copy-folders", "retention-folder")) {
                s.node(key).ifPresent(n -> s.error(n, "'" + key + "' is for IMAP mailboxes; a POP3 mailbox has "
                        + "only INBOX and deletes what the robot stored"));
            }
        }
        credentialsTogether(s, user, password);
        Optional<Path> trust = trustCertificate(s, tls);
        s.rejectUnknownKeys();
        if (s.errors().size() > before || host.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new MailboxConfig(protocol, host.get(), port, tls, user, password, folder, afterStore,
                poll, processedFolder, flagKeyword, maxBytes, selfCopy, retention, retentionFolder, trust));
    }

    /** "30d", "12h" or "never" (keep handled mail on the server for ever). */
    private static Optional<Duration> retention(Section s, YamlNode node) {
        Optional<String> text = s.textOf(node, "'retention'");
        if (text.isPresent() && text.get().equalsIgnoreCase("never")) {
            return Optional.empty();
        }
        return duration(s, node, "'retention'", Duration.ofHours(1)).or(() -> Optional.of(
                MailboxConfig.DEFAULT_RETENTION));
    }

    private Optional<SmtpConfig> smtp(Section s) {
        int before = s.errors().size();
        Optional<String> host = s.requiredText("host");
        TlsMode tls = s.choice("tls", TlsMode.class).orElse(TlsMode.STARTTLS);
        int port = s.port("port").orElse(SmtpConfig.defaultPort(tls));
        Optional<String> user = s.text("user");
        Optional<Secret> password = secret(s);
        credentialsTogether(s, user, password);
        SmtpConfig.Retry retry = s.section("retry", false).map(ServerConfigLoader::retry)
                .orElse(SmtpConfig.Retry.DEFAULT);
        Optional<Path> trust = trustCertificate(s, tls);
        s.rejectUnknownKeys();
        if (s.errors().size() > before || host.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SmtpConfig(host.get(), port, tls, user, password, retry, trust));
    }

    /**
     * 'trust-certificate': a file of X.509 certificates (PEM) trusted besides the JVM's certificate authorities. It is
     * read here, so that a wrong path or a key file pasted by mistake is reported with its line at start-up rather
     * than as a failed TLS handshake at the first poll.
     */
    private Optional<Path> trustCertificate(Section s, TlsMode tls) {
        Optional<String> written = s.text("trust-certificate");
        if (written.isEmpty()) {
            return Optional.empty();
        }
        YamlNode node = s.node("trust-certificate").orElseThrow();
        if (tls == TlsMode.NONE) {
            s.error(node, "'trust-certificate' is for a TLS connection, but 'tls' is none: no certificate is checked");
            return Optional.empty();
        }
        Path file = resolve(written.get());
        if (!Files.isRegularFile(file)) {
            s.error(node, "certificate file '" + written.get() + "' not found (looked for " + file + ")");
            return Optional.empty();
        }
        try (InputStream in = Files.newInputStream(file)) {
            if (CertificateFactory.getInstance("X.509").generateCertificates(in).isEmpty()) {
                s.error(node, "no certificate in '" + written.get() + "'");
                return Optional.empty();
            }
        } catch (CertificateException e) {
            s.error(node, "'" + written.get() + "' is not an X.509 certificate in PEM form (-----BEGIN CERTIFICATE-----"
                    + "): " + e.getMessage());
            return Optional.empty();
        } catch (IOException e) {
            s.error(node, "cannot read the certificate file '" + written.get() + "': " + e);
            return Optional.empty();
        }
        return Optional.of(file);
    }

    private static SmtpConfig.Retry retry(Section r) {
        SmtpConfig.Retry d = SmtpConfig.Retry.DEFAULT;
        Duration first = r.node("first-delay").flatMap(n -> duration(r, n, "'first-delay'", Duration.ofSeconds(1)))
                .orElse(d.firstDelay());
        Duration max = r.node("max-delay").flatMap(n -> duration(r, n, "'max-delay'", Duration.ofSeconds(1)))
                .orElse(d.maxDelay());
        Duration giveUp = r.node("give-up-after").flatMap(n -> duration(r, n, "'give-up-after'",
                Duration.ofMinutes(1))).orElse(d.giveUpAfter());
        Duration grace = r.node("in-doubt-grace").flatMap(n -> duration(r, n, "'in-doubt-grace'",
                Duration.ofSeconds(1))).orElse(d.inDoubtGrace());
        int batch = r.integer("batch-size", false).flatMap(b -> {
            if (b < 1 || b > 10_000) {
                r.error(r.node("batch-size").orElseThrow(), "'batch-size' must be 1-10000, not " + b);
                return Optional.empty();
            }
            return Optional.of(b.intValue());
        }).orElse(d.batchSize());
        if (max.compareTo(first) < 0) {
            r.node("max-delay").or(() -> r.node("first-delay")).ifPresent(n -> r.error(n,
                    "'max-delay' (" + max + ") must not be shorter than 'first-delay' (" + first + ")"));
        }
        if (giveUp.compareTo(max) < 0) {
            r.node("give-up-after").or(() -> r.node("max-delay")).ifPresent(n -> r.error(n,
                    "'give-up-after' (" + giveUp + ") must not be shorter than 'max-delay' (" + max + ")"));
        }
        r.rejectUnknownKeys();
        return new SmtpConfig.Retry(first, max, giveUp, grace, batch);
    }

    /** Every item of a list as text. */
    private static List<String> texts(Section s, List<YamlNode> items, String what) {
        List<String> out = new ArrayList<>();
        for (YamlNode item : items) {
            s.textOf(item, what).ifPresent(out::add);
        }
        return out;
    }

    /** "10MB", "500KB", "2GB" (decimal units, as mail providers state their limits) or a number of bytes. */
    private static Optional<Long> size(Section s, YamlNode node, String what) {
        return s.textOf(node, what).flatMap(text -> {
            Matcher m = SIZE.matcher(text.strip());
            if (!m.matches()) {
                s.error(node, "bad size '" + text + "' for " + what + ": write e.g. 10MB, 500KB or 20000000");
                return Optional.empty();
            }
            double amount = Double.parseDouble(m.group(1));
            String unit = m.group(2) == null ? "B" : m.group(2).toUpperCase(java.util.Locale.ROOT);
            long factor = switch (unit) {
                case "KB" -> 1_000L;
                case "MB" -> 1_000_000L;
                case "GB" -> 1_000_000_000L;
                default -> 1L;
            };
            long bytes = (long) (amount * factor);
            if (bytes < 10_000) {
                s.error(node, what + " below 10KB would refuse ordinary mail: " + text);
                return Optional.empty();
            }
            return Optional.of(bytes);
        });
    }

    private static Optional<Secret> secret(Section s) {
        Optional<YamlNode> node = s.node("password");
        return node.flatMap(n -> s.textOf(n, "'password'").map(value -> {
            String written = ((YamlNode.Scalar) n).text();
            String source = EnvReferences.hasReference(written) ? written : "written in " + s.file().getFileName();
            return new Secret(value, source);
        }));
    }

    private static void credentialsTogether(Section s, Optional<String> user, Optional<Secret> password) {
        if (user.isPresent() && password.isEmpty() && s.node("password").isEmpty()) {
            s.error(s.node("user").orElseThrow(), "'user' is given without a 'password'");
        }
        if (password.isPresent() && user.isEmpty() && s.node("user").isEmpty()) {
            s.error(s.node("password").orElseThrow(), "'password' is given without a 'user'");
        }
    }

    /** "90s", "5m", "1h" or ISO-8601 ("PT1M30S"); at least one second. */
    static Optional<Duration> duration(Section s, YamlNode node) {
        return duration(s, node, "'poll-interval'", Duration.ofSeconds(1));
    }

    /** "90s", "5m", "1h", "3d" or ISO-8601 ("PT1M30S", "P3D"); at least {@code least}. */
    static Optional<Duration> duration(Section s, YamlNode node, String what, Duration least) {
        return s.textOf(node, what).flatMap(text -> {
            Duration d = null;
            Matcher m = DURATION.matcher(text);
            if (m.matches()) {
                long amount = Long.parseLong(m.group(1));
                d = switch (m.group(2)) {
                    case "s" -> Duration.ofSeconds(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    case "h" -> Duration.ofHours(amount);
                    default -> Duration.ofDays(amount);
                };
            } else {
                try {
                    d = Duration.parse(text);
                } catch (RuntimeException e) {
                    s.error(node, "bad duration '" + text + "' for " + what + ": write e.g. 90s, 5m, 1h, 3d or "
                            + "PT1M30S");
                    return Optional.empty();
                }
            }
            if (d.compareTo(least) < 0) {
                s.error(node, what + " must be at least " + human(least) + ", not " + text);
                return Optional.empty();
            }
            return Optional.of(d);
        });
    }

    private static String human(Duration d) {
        if (d.toHours() >= 1) {
            return d.toHours() == 1 ? "one hour" : d.toHours() + " hours";
        }
        if (d.toMinutes() >= 1) {
            return d.toMinutes() == 1 ? "one minute" : d.toMinutes() + " minutes";
        }
        return d.getSeconds() == 1 ? "one second" : d.getSeconds() + " seconds";
    }

    /** A bare address as a moderator writes it: local part, '@', a domain; no display name. */
    static Optional<String> email(Section s, String key, String text) {
        if (!EmailAddress.isValid(text)) {
            s.error(s.node(key).orElseThrow(), "'" + text + "' is not a valid e-mail address");
            return Optional.empty();
        }
        return Optional.of(text);
    }

    private Path resolve(String path) {
        return home.resolve(path).normalize();
    }

    /** Errors in file order, as a moderator reads the file (checks run key by key, not line by line). */
    static <T> ConfigResult<T> invalid(List<ConfigError> errors) {
        List<ConfigError> sorted = new ArrayList<>(errors);
        sorted.sort(Comparator.comparingInt(ConfigError::line).thenComparingInt(ConfigError::column));
        return new ConfigResult.Invalid<>(sorted);
    }
}

package org.adjutant.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(s|m|h)");

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
                .orElseGet(() -> new DataDirs(resolve("data/db"), resolve("data/sent"), resolve("data/logs")));
        Optional<Section> robot = top.section("robot", true);
        Optional<String> address = robot.flatMap(r -> r.requiredText("address").flatMap(a -> email(r, "address", a)));
        String name = robot.flatMap(r -> r.text("name")).orElse("Adjutant");
        Optional<MailboxConfig> mailbox = top.section("mailbox", true).flatMap(this::mailbox);
        Optional<SmtpConfig> smtp = top.section("smtp", true).flatMap(this::smtp);
        Path gamesDir = top.text("games-dir").map(this::resolve).orElseGet(() -> resolve("config/games"));
        robot.ifPresent(Section::rejectUnknownKeys);
        top.rejectUnknownKeys();
        if (!errors.isEmpty()) {
            return invalid(errors);
        }
        return new ConfigResult.Loaded<>(new ServerConfig(file, data, address.orElseThrow(), name,
                mailbox.orElseThrow(), smtp.orElseThrow(), gamesDir));
    }

    private DataDirs data(Section s) {
        DataDirs dirs = new DataDirs(
                s.text("database").map(this::resolve).orElseGet(() -> resolve("data/db")),
                s.text("sent-mail").map(this::resolve).orElseGet(() -> resolve("data/sent")),
                s.text("logs").map(this::resolve).orElseGet(() -> resolve("data/logs")));
        s.rejectUnknownKeys();
        return dirs;
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
        Duration poll = s.node("poll-interval").flatMap(n -> duration(s, n)).orElse(Duration.ofMinutes(1));
        credentialsTogether(s, user, password);
        s.rejectUnknownKeys();
        if (s.errors().size() > before || host.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new MailboxConfig(protocol, host.get(), port, tls, user, password, folder, afterStore,
                poll));
    }

    private Optional<SmtpConfig> smtp(Section s) {
        int before = s.errors().size();
        Optional<String> host = s.requiredText("host");
        TlsMode tls = s.choice("tls", TlsMode.class).orElse(TlsMode.STARTTLS);
        int port = s.port("port").orElse(SmtpConfig.defaultPort(tls));
        Optional<String> user = s.text("user");
        Optional<Secret> password = secret(s);
        credentialsTogether(s, user, password);
        s.rejectUnknownKeys();
        if (s.errors().size() > before || host.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SmtpConfig(host.get(), port, tls, user, password));
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
        return s.textOf(node, "'poll-interval'").flatMap(text -> {
            Duration d = null;
            Matcher m = DURATION.matcher(text);
            if (m.matches()) {
                long amount = Long.parseLong(m.group(1));
                d = switch (m.group(2)) {
                    case "s" -> Duration.ofSeconds(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    default -> Duration.ofHours(amount);
                };
            } else {
                try {
                    d = Duration.parse(text);
                } catch (RuntimeException e) {
                    s.error(node, "bad duration '" + text + "': write e.g. 90s, 5m, 1h or PT1M30S");
                    return Optional.empty();
                }
            }
            if (d.compareTo(Duration.ofSeconds(1)) < 0) {
                s.error(node, "the poll interval must be at least one second, not " + text);
                return Optional.empty();
            }
            return Optional.of(d);
        });
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

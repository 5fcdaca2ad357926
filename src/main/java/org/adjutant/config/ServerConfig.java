package org.adjutant.config;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * The robot's own settings, from {@code config/adjutant.yaml}: where its data lives, its mail address, how it reads
 * and sends mail, and the directory of game files. Paths are absolute. See {@code docs/config.md}.
 *
 * @param source       the file this was loaded from
 * @param address      the robot's mail address (From: of every mail it sends; players write to it)
 * @param name         the display name used with {@code address}
 * @param gamesDir     the directory holding one {@code <game-id>.yaml} per game
 * @param timeout      connect and read timeout of every connection to a mail server
 * @param noticeWindow at most one owner's notice of a kind per player and game within this time
 * @param limits       the abuse limits (the {@code limits} section)
 * @param alerts       when the moderators are told that mail has stopped moving (the {@code alerts} section)
 */
public record ServerConfig(Path source, DataDirs data, String address, String name, MailboxConfig mailbox,
                           SmtpConfig smtp, Path gamesDir, Duration timeout, Duration noticeWindow,
                           AbuseLimits limits, MailAlerts alerts) {
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_NOTICE_WINDOW = Duration.ofHours(24);

    public ServerConfig {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mailbox, "mailbox");
        Objects.requireNonNull(smtp, "smtp");
        Objects.requireNonNull(gamesDir, "gamesDir");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(noticeWindow, "noticeWindow");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(alerts, "alerts");
    }

    public ServerConfig(Path source, DataDirs data, String address, String name, MailboxConfig mailbox,
                        SmtpConfig smtp, Path gamesDir, Duration timeout, Duration noticeWindow, AbuseLimits limits) {
        this(source, data, address, name, mailbox, smtp, gamesDir, timeout, noticeWindow, limits, MailAlerts.DEFAULT);
    }

    public ServerConfig(Path source, DataDirs data, String address, String name, MailboxConfig mailbox,
                        SmtpConfig smtp, Path gamesDir, Duration timeout, Duration noticeWindow) {
        this(source, data, address, name, mailbox, smtp, gamesDir, timeout, noticeWindow, AbuseLimits.DEFAULT);
    }

    /** The same settings with other abuse limits (tests, the bench). */
    public ServerConfig withLimits(AbuseLimits other) {
        return new ServerConfig(source, data, address, name, mailbox, smtp, gamesDir, timeout, noticeWindow, other,
                alerts);
    }

    /** The same settings with other alert times (tests, the bench). */
    public ServerConfig withAlerts(MailAlerts other) {
        return new ServerConfig(source, data, address, name, mailbox, smtp, gamesDir, timeout, noticeWindow, limits,
                other);
    }

    public ServerConfig(Path source, DataDirs data, String address, String name, MailboxConfig mailbox,
                        SmtpConfig smtp, Path gamesDir) {
        this(source, data, address, name, mailbox, smtp, gamesDir, DEFAULT_TIMEOUT, DEFAULT_NOTICE_WINDOW);
    }

    /** Where commands from the command line reach a running robot (see {@code app.ControlRequests}). */
    public Path controlDir() {
        return data.database().resolve("control");
    }
}

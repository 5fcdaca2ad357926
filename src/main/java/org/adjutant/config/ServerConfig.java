package org.adjutant.config;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The robot's own settings, from {@code config/adjutant.yaml}: where its data lives, its mail address, how it reads
 * and sends mail, and the directory of game files. Paths are absolute. See {@code docs/config.md}.
 *
 * @param source   the file this was loaded from
 * @param address  the robot's mail address (From: of every mail it sends; players write to it)
 * @param name     the display name used with {@code address}
 * @param gamesDir the directory holding one {@code <game-id>.yaml} per game
 */
public record ServerConfig(Path source, DataDirs data, String address, String name, MailboxConfig mailbox,
                           SmtpConfig smtp, Path gamesDir) {
    public ServerConfig {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mailbox, "mailbox");
        Objects.requireNonNull(smtp, "smtp");
        Objects.requireNonNull(gamesDir, "gamesDir");
    }
}

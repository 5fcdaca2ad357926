package org.adjutant.config;

import java.time.Duration;
import java.util.Objects;

/**
 * When the moderators of every game are told that mail has stopped moving (the {@code alerts} section of
 * {@code config/adjutant.yaml}; see {@code docs/mail.md}, "Outages").
 *
 * @param mailboxAfter the mailbox could not be read for this long (since the last poll that succeeded)
 * @param smtpAfter    a mail due to go out has waited this long
 */
public record MailAlerts(Duration mailboxAfter, Duration smtpAfter) {
    /** Half an hour each: long enough that a server's restart or a short network fault tells nobody. */
    public static final MailAlerts DEFAULT = new MailAlerts(Duration.ofMinutes(30), Duration.ofMinutes(30));

    public MailAlerts {
        Objects.requireNonNull(mailboxAfter, "mailboxAfter");
        Objects.requireNonNull(smtpAfter, "smtpAfter");
    }
}

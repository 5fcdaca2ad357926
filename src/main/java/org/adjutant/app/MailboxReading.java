package org.adjutant.app;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Whether the robot has read its mailbox lately: a deadline's turn runs only on a mailbox read after the deadline
 * ({@code docs/deadlines.md}, "A deadline during a mail outage").
 */
interface MailboxReading {
    /** Whether the last poll succeeded and started at or after {@code t}: every mail the server had by then is in. */
    boolean readSince(Instant t);

    /** Whether the last poll succeeded. */
    default boolean readable() {
        return unreadSince().isEmpty();
    }

    /** While polls fail: since when the mailbox has not been read (the end of the last poll that succeeded). */
    Optional<Instant> unreadSince();

    /** How long a deadline may wait for the mailbox before its moderators are told. */
    Duration alertAfter();

    /** A mailbox always read (a keeper without a robot around it: tools, tests of the deadline policy alone). */
    MailboxReading ALWAYS = new MailboxReading() {
        @Override
        public boolean readSince(Instant t) {
            return true;
        }

        @Override
        public Optional<Instant> unreadSince() {
            return Optional.empty();
        }

        @Override
        public Duration alertAfter() {
            return Duration.ofMinutes(30);
        }
    };
}

package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.MailAlerts;
import org.adjutant.mail.PollResult;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the mail watch tells a deadline: the mailbox read since the deadline, or not. (Its alerts
 * are tested by {@link OutageTest} and, with notices and status, by {@code MailOutageRobotTest}.)
 */
class MailWatchTest {
    private final MutableClock clock = new MutableClock();
    private final MailWatch watch = new MailWatch(null, clock, new MailAlerts(Duration.ofMinutes(30),
            Duration.ofMinutes(30)), null, id -> Optional.empty(), List::of, "imap.test:993", Duration.ofMinutes(1));

    /** A poll that read the whole mailbox. */
    static PollResult ok() {
        return new PollResult(0, 0, 0, 0, 0, 0, "");
    }

    /** A poll that could not reach the mailbox. */
    static PollResult down() {
        return new PollResult(0, 0, 0, 0, 0, 0, "Connection refused");
    }

    @Test
    @DisplayName("mail outage: a deadline counts as read only by a poll that started at or after it and succeeded")
    void outage_readSinceTheDeadline() {
        Instant deadline = clock.instant();
        assertThat(watch.readSince(deadline)).as("no poll yet").isFalse();
        watch.polled(deadline.minusSeconds(1), ok());
        assertThat(watch.readSince(deadline)).as("a poll begun before the deadline").isFalse();
        watch.polled(deadline, ok());
        assertThat(watch.readSince(deadline)).isTrue();
        assertThat(watch.readable()).isTrue();
    }

    @Test
    @DisplayName("mail outage: while polls fail nothing counts as read, and the outage dates from the last good poll")
    void outage_failedPollsHoldTheDeadline() {
        Instant deadline = clock.instant();
        Instant lastRead = clock.instant().truncatedTo(java.time.temporal.ChronoUnit.MILLIS); // as the database keeps it
        watch.polled(deadline, ok());
        clock.advance(Duration.ofMinutes(1));
        watch.polled(clock.instant(), down());
        assertThat(watch.readSince(deadline)).as("the last poll failed").isFalse();
        assertThat(watch.readable()).isFalse();
        assertThat(watch.unreadSince()).hasValueSatisfying(t -> assertThat(t).isAfterOrEqualTo(lastRead)
                .isBefore(lastRead.plusSeconds(30)));
        Instant since = watch.unreadSince().orElseThrow();
        clock.advance(Duration.ofMinutes(30));
        watch.pollFailed("the intake broke off");
        assertThat(watch.unreadSince()).as("a later failure keeps the outage's start").contains(since);
        assertThat(watch.statusLines()).first().asString().startsWith("MAIL: the mailbox has not been read since")
                .contains("the intake broke off");
        Instant again = clock.instant();
        watch.polled(again, ok());
        assertThat(watch.readSince(deadline)).isTrue();
        assertThat(watch.unreadSince()).isEmpty();
        assertThat(watch.statusLines()).isEmpty();
    }
}

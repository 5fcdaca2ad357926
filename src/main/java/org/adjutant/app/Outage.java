package org.adjutant.app;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One way mail can stop moving (the mailbox unread, the outbox unsent), watched poll after poll: an outage is
 * something down for at least {@code alertAfter}; it begins once, and ends once, however many polls see it.
 */
final class Outage {
    /** What changed at this look. */
    sealed interface Change {
        Instant since();
    }

    /** Down for {@code length} now, since {@code since}: tell the moderators. */
    record Began(Instant since, Duration length) implements Change {
    }

    /** Over at {@code end}; it had lasted from {@code since}. */
    record Ended(Instant since, Instant end) implements Change {
        Duration length() {
            return Duration.between(since, end);
        }
    }

    private final Duration alertAfter;
    /** The start of the outage the moderators were told of; null while none is. */
    private Instant alerted;

    Outage(Duration alertAfter) {
        this.alertAfter = Objects.requireNonNull(alertAfter, "alertAfter");
    }

    /**
     * Looks at the state now: {@code downSince} is since when the thing has not worked (empty: it works). A
     * {@code downSince} younger than {@code alertAfter} is not an outage yet, and ends one: mail is moving again.
     */
    synchronized Optional<Change> observe(Instant now, Optional<Instant> downSince) {
        boolean down = downSince.isPresent() && !now.isBefore(downSince.get().plus(alertAfter));
        if (down && alerted == null) {
            alerted = downSince.get();
            return Optional.of(new Began(alerted, Duration.between(alerted, now)));
        }
        if (!down && alerted != null) {
            Ended ended = new Ended(alerted, now);
            alerted = null;
            return Optional.of(ended);
        }
        return Optional.empty();
    }

    /** The start of the outage under way the moderators were told of. */
    synchronized Optional<Instant> alerted() {
        return Optional.ofNullable(alerted);
    }

    Duration alertAfter() {
        return alertAfter;
    }
}

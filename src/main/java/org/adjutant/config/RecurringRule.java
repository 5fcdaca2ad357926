package org.adjutant.config;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * Deadlines that repeat: a Quartz cron expression read in the game's time zone, active from the start of
 * {@code first} to the end of {@code last} (both optional, both inclusive).
 */
public record RecurringRule(String cron, Optional<LocalDate> first, Optional<LocalDate> last) {
    public RecurringRule {
        Objects.requireNonNull(cron, "cron");
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(last, "last");
    }
}

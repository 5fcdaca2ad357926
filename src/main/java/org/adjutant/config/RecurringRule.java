package org.adjutant.config;

import java.text.ParseException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Date;
import java.util.Objects;
import java.util.Optional;
import java.util.TimeZone;
import org.quartz.CronExpression;

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

    /** When the rule starts: the beginning of its {@code first} day in {@code zone}. */
    public Optional<Instant> start(ZoneId zone) {
        return first.map(d -> d.atStartOfDay(zone).toInstant());
    }

    /** When the rule stops (exclusive): the end of its {@code last} day in {@code zone}. */
    public Optional<Instant> end(ZoneId zone) {
        return last.map(d -> d.plusDays(1).atStartOfDay(zone).toInstant());
    }

    /**
     * The rule's first deadline strictly after {@code after}, within its first/last dates; empty when none remains.
     * Wall-clock times are kept across daylight-saving changes (20:00 stays 20:00 local).
     */
    public Optional<Instant> nextAfter(ZoneId zone, Instant after) {
        Instant from = start(zone).filter(s -> s.isAfter(after)).map(s -> s.minusMillis(1)).orElse(after);
        CronExpression expression;
        try {
            expression = new CronExpression(cron);
        } catch (ParseException e) {
            throw new IllegalStateException("cron expression not validated: " + cron, e);
        }
        expression.setTimeZone(TimeZone.getTimeZone(zone));
        Date next = expression.getTimeAfter(Date.from(from));
        Optional<Instant> end = end(zone);
        return Optional.ofNullable(next).map(Date::toInstant).filter(t -> end.isEmpty() || t.isBefore(end.get()));
    }
}

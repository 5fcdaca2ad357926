package org.adjutant.config;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * When a game's turns are due: explicit local date-times, a recurring rule, or both. Local times are read in the
 * game's time zone; the loader has already rejected times that do not exist there (a DST gap).
 */
public record TurnSchedule(List<LocalDateTime> explicit, Optional<RecurringRule> recurring) {
    public TurnSchedule {
        explicit = List.copyOf(explicit);
        Objects.requireNonNull(recurring, "recurring");
    }

    /** A schedule with no deadline at all: turns run only when a moderator asks. */
    public static TurnSchedule none() {
        return new TurnSchedule(List.of(), Optional.empty());
    }

    /**
     * The explicit deadlines as instants, sorted. In an autumn overlap (a local hour that happens twice) the earlier
     * instant is meant, as {@link java.time.ZonedDateTime#of} chooses.
     */
    public List<Instant> explicitInstants(ZoneId zone) {
        return explicit.stream().map(t -> t.atZone(zone).toInstant()).sorted().distinct().toList();
    }
}

package org.adjutant.game;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * When a game's next turn falls, as every mail to a player states it: in the game's zone and, when the player chose
 * one, in his own. {@code at} is empty when no further deadline is scheduled; {@code paused} when a moderator has
 * paused the game.
 *
 * <p>The deadline rules show here too. {@code passed}: the deadline that has passed while its turn waits until
 * {@code at} (grace for units without orders, or the turn running now when {@code at} is empty); {@code moved}: how far
 * moderators' extensions and postponements have moved the deadline {@code at}; {@code grace}: the grace units
 * without orders will get after {@code at}.
 */
public record NextDeadline(Optional<Instant> at, ZoneId zone, boolean paused, Optional<Instant> passed,
                           Duration moved, Duration grace) {
    public NextDeadline {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(zone, "zone");
        Objects.requireNonNull(passed, "passed");
        Objects.requireNonNull(moved, "moved");
        Objects.requireNonNull(grace, "grace");
    }

    public NextDeadline(Optional<Instant> at, ZoneId zone, boolean paused) {
        this(at, zone, paused, Optional.empty(), Duration.ZERO, Duration.ZERO);
    }

    private static final NextDeadline UNKNOWN = new NextDeadline(Optional.empty(), ZoneId.of("UTC"), false);

    /** A game the robot knows no schedule for (an offline check, a test): mails then say nothing about it. */
    public static NextDeadline unknown() {
        return UNKNOWN;
    }

    public static NextDeadline at(Instant at, ZoneId zone) {
        return new NextDeadline(Optional.of(at), zone, false);
    }

    /** The turn of the deadline {@code passed} waits for late orders until {@code until}. */
    public static NextDeadline inGrace(Instant passed, Instant until, ZoneId zone) {
        return new NextDeadline(Optional.of(until), zone, false, Optional.of(passed), Duration.ZERO, Duration.ZERO);
    }

    /** The same deadline, said to be moved by {@code by} and followed by {@code grace}. */
    public NextDeadline with(Duration by, Duration grace) {
        return new NextDeadline(at, zone, paused, passed, by, grace);
    }

    /** Whether the game waits for late orders (a grace period) right now. */
    public boolean inGrace() {
        return passed.isPresent() && at.isPresent();
    }

    /**
     * The sentences a mail shows, e.g. "Next deadline: Thursday 7 January 2030, 20:00 CST (America/Mexico_City)"
     * and, for a player in another zone, "That is Friday 8 January 2030, 03:00 CET (Europe/Berlin) in your time
     * zone." {@code own} may be empty or unknown: then only the game's time is given.
     */
    public List<String> lines(String own) {
        List<String> lines = new ArrayList<>();
        if (this == UNKNOWN) {
            return lines;
        }
        if (paused) {
            lines.add("The game is paused: no deadline runs until a moderator resumes it.");
            return lines;
        }
        if (passed.isPresent() && at.isEmpty()) {
            lines.add("The deadline of " + when(passed.get(), zone) + " has passed: the turn runs now.");
            return lines;
        }
        if (at.isEmpty()) {
            lines.add("No further deadline is scheduled; the moderator will announce the next one.");
            return lines;
        }
        if (passed.isPresent()) {
            lines.add("The deadline of " + when(passed.get(), zone) + " has passed. Units that had no orders by then "
                    + "may still get them until " + when(at.get(), zone) + ", when the turn runs (the grace period).");
        } else {
            lines.add("Next deadline: " + when(at.get(), zone) + ".");
        }
        ownZone(own).filter(z -> !z.equals(zone))
                .ifPresent(z -> lines.add("That is " + TimeWords.at(at.get(), z) + " in your time zone."));
        if (passed.isEmpty() && !moved.isZero()) {
            lines.add("(The moderators moved this deadline " + words(moved) + " later than scheduled.)");
        }
        if (passed.isEmpty() && !grace.isZero()) {
            lines.add("Units without orders by then get " + words(grace) + " of grace to receive them.");
        }
        return lines;
    }

    /** "Thursday 7 January 2030, 20:00 CST (America/Mexico_City)" ({@link TimeWords}). */
    private static String when(Instant t, ZoneId z) {
        return TimeWords.at(t, z);
    }

    /** "24 hours", "3 days", "90 minutes". */
    public static String words(Duration d) {
        if (!d.isZero() && d.toDays() > 0 && d.equals(Duration.ofDays(d.toDays())) && d.toDays() > 1) {
            return d.toDays() + " days";
        }
        if (!d.isZero() && d.equals(Duration.ofHours(d.toHours()))) {
            return d.toHours() == 1 ? "1 hour" : d.toHours() + " hours";
        }
        long minutes = Math.max(1, d.toMinutes());
        return minutes == 1 ? "1 minute" : minutes + " minutes";
    }

    private static Optional<ZoneId> ownZone(String own) {
        if (own == null || own.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ZoneId.of(own));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}

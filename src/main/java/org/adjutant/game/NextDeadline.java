package org.adjutant.game;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * When a game's next turn falls, as every mail to a player states it: in the game's zone and, when the player chose
 * one, in his own. {@code at} is empty when no further deadline is scheduled; {@code paused} when a moderator has
 * paused the game.
 */
public record NextDeadline(Optional<Instant> at, ZoneId zone, boolean paused) {
    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("EEEE d MMMM uuuu, HH:mm zzz", Locale.ENGLISH);

    public NextDeadline {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(zone, "zone");
    }

    private static final NextDeadline UNKNOWN = new NextDeadline(Optional.empty(), ZoneId.of("UTC"), false);

    /** A game the robot knows no schedule for (an offline check, a test): mails then say nothing about it. */
    public static NextDeadline unknown() {
        return UNKNOWN;
    }

    public static NextDeadline at(Instant at, ZoneId zone) {
        return new NextDeadline(Optional.of(at), zone, false);
    }

    /**
     * The sentences a mail shows, e.g. "Next deadline: Thursday 7 January 2030, 20:00 CST (America/Mexico_City)"
     * and, for a player in another zone, "That is Friday 8 January 2030, 03:00 CET in your time zone
     * (Europe/Berlin)." {@code own} may be empty or unknown: then only the game's time is given.
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
        if (at.isEmpty()) {
            lines.add("No further deadline is scheduled; the moderator will announce the next one.");
            return lines;
        }
        lines.add("Next deadline: " + when(zone) + ".");
        ownZone(own).filter(z -> !z.equals(zone))
                .ifPresent(z -> lines.add("That is " + WHEN.format(at.get().atZone(z)) + " in your time zone ("
                        + z.getId() + ")."));
        return lines;
    }

    /** "Thursday 7 January 2030, 20:00 CST (America/Mexico_City)"; the zone's id only where it says more. */
    private String when(ZoneId z) {
        String shown = WHEN.format(at.orElseThrow().atZone(z));
        return shown.endsWith(" " + z.getId()) ? shown : shown + " (" + z.getId() + ")";
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

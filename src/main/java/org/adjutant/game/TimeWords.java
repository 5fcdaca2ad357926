package org.adjutant.game;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A moment as every mail, notice and answer writes it for people: "Monday 7 December 2026, 06:02 UTC",
 * "Monday 7 January 2030, 20:00 CST (America/Mexico_City)". The zone is named once: by its short name, followed by
 * its id only where the id says more (a region whose short name is ambiguous or unknown to the reader); a zone with a
 * fixed offset is written as UTC or UTC with its offset ("UTC+02:00"), never as "Z", "GMT-05:00 (Etc/GMT+5)" or
 * "UTC (UTC)". The one formatter for times people read, so no two mails write the same moment two ways.
 */
public final class TimeWords {
    private static final DateTimeFormatter DAY_MINUTE =
            DateTimeFormatter.ofPattern("EEEE d MMMM uuuu, HH:mm", Locale.ENGLISH);
    private static final DateTimeFormatter DAY_SECOND =
            DateTimeFormatter.ofPattern("EEEE d MMMM uuuu, HH:mm:ss", Locale.ENGLISH);
    private static final DateTimeFormatter SHORT_NAME = DateTimeFormatter.ofPattern("zzz", Locale.ENGLISH);

    private TimeWords() {
    }

    /** {@code t} to the minute in {@code zone}, e.g. "Monday 7 December 2026, 06:02 UTC". */
    public static String at(Instant t, ZoneId zone) {
        return DAY_MINUTE.format(t.atZone(zone)) + " " + zoneName(t, zone);
    }

    /** {@code t} to the second, for moments where seconds matter (a mail outage's start and end). */
    public static String atSecond(Instant t, ZoneId zone) {
        return DAY_SECOND.format(t.atZone(zone)) + " " + zoneName(t, zone);
    }

    /** How the zone is named at {@code t}: "UTC", "UTC+02:00", "CET (Europe/Berlin)", "GMT (Europe/London)". */
    static String zoneName(Instant t, ZoneId zone) {
        if (zone.getRules().isFixedOffset()) {
            ZoneOffset offset = zone.getRules().getOffset(t);
            return offset.getTotalSeconds() == 0 ? "UTC" : "UTC" + offset.getId();
        }
        String shortName = SHORT_NAME.format(t.atZone(zone));
        return shortName.equals(zone.getId()) ? shortName : shortName + " (" + zone.getId() + ")";
    }
}

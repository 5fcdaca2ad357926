package org.adjutant.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TimeWordsTest {
    private static final Instant T = Instant.parse("2026-12-07T06:02:09Z");

    @Test
    @DisplayName("a moment names its zone once: UTC as UTC, a region by its short name and its id")
    void zoneNamedOnce() {
        assertThat(TimeWords.at(T, ZoneId.of("UTC"))).isEqualTo("Monday 7 December 2026, 06:02 UTC");
        assertThat(TimeWords.at(T, ZoneId.of("America/Mexico_City")))
                .isEqualTo("Monday 7 December 2026, 00:02 CST (America/Mexico_City)");
        assertThat(TimeWords.at(T, ZoneId.of("Europe/London")))
                .isEqualTo("Monday 7 December 2026, 06:02 GMT (Europe/London)");
        assertThat(TimeWords.atSecond(T, ZoneId.of("Europe/Berlin")))
                .isEqualTo("Monday 7 December 2026, 07:02:09 CET (Europe/Berlin)");
    }

    @Test
    @DisplayName("every way of writing a fixed zone comes out as UTC or UTC with its offset, never Z or a reversed Etc sign")
    void fixedOffsets() {
        for (ZoneId utc : new ZoneId[] {ZoneOffset.UTC, ZoneId.of("Etc/UTC"), ZoneId.of("GMT"), ZoneId.of("Z"),
                ZoneId.of("UTC+00:00")}) {
            assertThat(TimeWords.at(T, utc)).as(utc.getId()).isEqualTo("Monday 7 December 2026, 06:02 UTC");
        }
        assertThat(TimeWords.at(T, ZoneOffset.ofHours(2))).isEqualTo("Monday 7 December 2026, 08:02 UTC+02:00");
        // Etc/GMT+5 is five hours behind UTC: its id's sign is the reverse of what a reader expects.
        assertThat(TimeWords.at(T, ZoneId.of("Etc/GMT+5"))).isEqualTo("Monday 7 December 2026, 01:02 UTC-05:00");
    }
}

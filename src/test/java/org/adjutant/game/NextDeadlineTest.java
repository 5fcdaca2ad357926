package org.adjutant.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class NextDeadlineTest {
    private static final ZoneId MEXICO = ZoneId.of("America/Mexico_City");

    @Test
    @DisplayName("the next deadline in the game's zone, and in the player's own when he chose another")
    void gameZoneAndOwn() {
        NextDeadline next = NextDeadline.at(Instant.parse("2030-01-08T02:00:00Z"), MEXICO);
        assertThat(next.lines("")).containsExactly(
                "Next deadline: Monday 7 January 2030, 20:00 CST (America/Mexico_City).");
        assertThat(next.lines("Europe/Berlin")).containsExactly(
                "Next deadline: Monday 7 January 2030, 20:00 CST (America/Mexico_City).",
                "That is Tuesday 8 January 2030, 03:00 CET (Europe/Berlin) in your time zone.");
        assertThat(next.lines("America/Mexico_City")).hasSize(1);
        assertThat(next.lines("Not/A_Zone")).hasSize(1);
        assertThat(NextDeadline.at(Instant.parse("2030-01-08T02:00:00Z"), ZoneId.of("UTC")).lines(""))
                .containsExactly("Next deadline: Tuesday 8 January 2030, 02:00 UTC.");
    }

    @Test
    @DisplayName("a paused game, a game with no deadline to come, and an unknown schedule each say what is true")
    void pausedNoneUnknown() {
        assertThat(new NextDeadline(Optional.empty(), MEXICO, true).lines("")).singleElement().asString()
                .contains("paused");
        assertThat(new NextDeadline(Optional.empty(), MEXICO, false).lines("")).singleElement().asString()
                .contains("No further deadline");
        assertThat(NextDeadline.unknown().lines("Europe/Berlin")).isEmpty();
    }

    @Test
    @DisplayName("grace, an extension and the grace to come are said in every mail")
    void graceAndExtension() {
        Instant d = Instant.parse("2030-01-08T02:00:00Z");
        assertThat(NextDeadline.inGrace(d, d.plusSeconds(12 * 3600), MEXICO).lines("")).containsExactly(
                "The deadline of Monday 7 January 2030, 20:00 CST (America/Mexico_City) has passed. Units that had no "
                        + "orders by then may still get them until Tuesday 8 January 2030, 08:00 CST "
                        + "(America/Mexico_City), when the turn runs (the grace period).");
        assertThat(NextDeadline.at(d, MEXICO).with(java.time.Duration.ofHours(24), java.time.Duration.ofHours(12))
                .lines("")).containsExactly(
                "Next deadline: Monday 7 January 2030, 20:00 CST (America/Mexico_City).",
                "(The moderators moved this deadline 24 hours later than scheduled.)",
                "Units without orders by then get 12 hours of grace to receive them.");
        assertThat(new NextDeadline(Optional.empty(), MEXICO, false, Optional.of(d), java.time.Duration.ZERO,
                java.time.Duration.ZERO).lines("")).singleElement().asString().contains("the turn runs now");
    }
}

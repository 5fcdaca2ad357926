package org.adjutant.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.config.RecurringRule;
import org.adjutant.store.Database;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GameScheduleTest {
    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    private static Clock at(String instant) {
        return Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
    }

    @Test
    @DisplayName("next(n) merges explicit and recurring deadlines in order, once each, skipping the past")
    void mergesExplicitAndRecurring() {
        RecurringRule sundays = new RecurringRule("0 0 20 ? * SUN", Optional.empty(), Optional.empty());
        GameConfig game = Games.game("g", NEW_YORK, List.of(LocalDateTime.of(2026, 12, 2, 20, 0),
                        LocalDateTime.of(2026, 12, 9, 20, 0), LocalDateTime.of(2026, 12, 13, 20, 0),
                        LocalDateTime.of(2026, 11, 1, 20, 0)),
                Optional.of(sundays), false);
        List<ZonedDateTime> next = new GameSchedule(game, at("2026-12-01T12:00:00Z")).nextLocal(5);
        assertThat(next).extracting(ZonedDateTime::toLocalDateTime).containsExactly(
                LocalDateTime.of(2026, 12, 2, 20, 0), LocalDateTime.of(2026, 12, 6, 20, 0),
                LocalDateTime.of(2026, 12, 9, 20, 0), LocalDateTime.of(2026, 12, 13, 20, 0),
                LocalDateTime.of(2026, 12, 20, 20, 0));
    }

    @Test
    void recurringRuleStaysWithinItsDates() {
        RecurringRule rule = new RecurringRule("0 0 20 ? * MON,THU", Optional.of(java.time.LocalDate.of(2026, 12, 10)),
                Optional.of(java.time.LocalDate.of(2026, 12, 17)));
        GameSchedule schedule = new GameSchedule(Games.game("g", NEW_YORK, List.of(), Optional.of(rule), false),
                at("2026-12-01T12:00:00Z"));
        // 10 Dec 2026 is a Thursday: first day included; 17 Dec (Thursday) is the last day, included.
        assertThat(schedule.nextLocal(10)).extracting(z -> z.toLocalDate().getDayOfMonth()).containsExactly(10, 14, 17);
    }

    @Test
    @DisplayName("a cron rule in a zone with daylight saving keeps its wall-clock time across the change")
    void cronRespectsDaylightSaving() {
        GameConfig game = Games.recurring("dst", NEW_YORK, "0 0 20 ? * *");
        // 14 March 2027: New York moves from EST (UTC-5) to EDT (UTC-4) at 02:00.
        List<Instant> next = new GameSchedule(game, at("2027-03-13T12:00:00Z")).next(2);
        assertThat(next).containsExactly(Instant.parse("2027-03-14T01:00:00Z"), Instant.parse("2027-03-15T00:00:00Z"));

        // The Quartz trigger computes the same instants on either side of the change.
        try (Database db = Database.inMemory("dst-before")) {
            DeadlineScheduler s = DeadlineScheduler.open(db, (g, t) -> { }, at("2027-03-13T12:00:00Z"));
            s.sync(game);
            assertThat(s.pending("dst")).containsExactly(Instant.parse("2027-03-14T01:00:00Z"));
            s.close();
        }
        try (Database db = Database.inMemory("dst-after")) {
            DeadlineScheduler s = DeadlineScheduler.open(db, (g, t) -> { }, at("2027-03-14T12:00:00Z"));
            s.sync(game);
            assertThat(s.pending("dst")).containsExactly(Instant.parse("2027-03-15T00:00:00Z"));
            s.close();
        }
    }

    @Test
    @DisplayName("a cron rule fires at the local time of the game's zone (Kathmandu, UTC+05:45)")
    void cronFiresAtLocalTime() throws Exception {
        ZoneId kathmandu = ZoneId.of("Asia/Kathmandu");
        ZonedDateTime target = ZonedDateTime.now(kathmandu).plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
        String cron = target.getSecond() + " " + target.getMinute() + " " + target.getHour() + " ? * *";
        RecordingListener listener = new RecordingListener();
        try (Database db = Database.inMemory("kathmandu")) {
            DeadlineScheduler s = DeadlineScheduler.open(db, listener, Clock.systemUTC());
            s.sync(Games.recurring("nepal", kathmandu, cron));
            s.start();
            RecordingListener.Call call = listener.next(Duration.ofSeconds(5));
            s.close();
            assertThat(call).isEqualTo(new RecordingListener.Call("nepal", target.toInstant()));
        }
    }
}

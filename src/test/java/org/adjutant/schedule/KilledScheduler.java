package org.adjutant.schedule;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;

/**
 * A deadline scheduler in a process of its own, for a test to kill with SIGKILL in the middle of a deadline's job,
 * as a robot dies in the middle of a turn. It schedules game {@code killed} with a rule firing every whole minute,
 * synchronised as if a minute ago, so the occurrence of the last minute fires as soon as it starts, and fires late:
 * its firing time is not its scheduled time. The job prints {@code reached <game> <deadline>} and never returns.
 *
 * <p>Arguments: the vendor ({@code H2} or {@code POSTGRESQL}), then the H2 directory or the PostgreSQL URL.
 */
public final class KilledScheduler {
    static final String GAME = "killed";
    static final String CRON = "0 * * * * ?";
    /** How often it checks in on PostgreSQL: a short interval lets the restarted side recover its job soon. */
    static final Duration CHECKIN = Duration.ofSeconds(1);

    private KilledScheduler() {
    }

    public static void main(String[] args) throws Exception {
        Database db = Vendor.valueOf(args[0]) == Vendor.H2 ? Database.file(Path.of(args[1]))
                : Database.postgres(args[1], "postgres", null);
        DeadlineScheduler scheduler = DeadlineScheduler.open(db, (gameId, deadline) -> {
            System.out.println("reached " + gameId + " " + deadline);
            System.out.flush();
            try {
                Thread.sleep(Long.MAX_VALUE); // the turn that never ends: the test kills the process here
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, Clock.offset(Clock.systemUTC(), Duration.ofSeconds(-61)), CHECKIN);
        scheduler.sync(Games.recurring(GAME, ZoneOffset.UTC, CRON));
        scheduler.start();
        Thread.sleep(Long.MAX_VALUE);
    }
}

package org.adjutant.app;

import static org.adjutant.app.MailWatchTest.down;
import static org.adjutant.app.MailWatchTest.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.adjutant.config.MailAlerts;
import org.adjutant.store.Database;
import org.adjutant.store.MailboxReadStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.MutableClock;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Across restarts: the start of a mailbox outage is kept in the database (migration V13), so a robot
 * restarted while its mailbox cannot be read still tells the moderators once the alert time has passed since the
 * mailbox was last read, however often it is restarted. On H2 and on PostgreSQL.
 */
@ParameterizedClass
@EnumSource(Vendor.class)
class MailWatchRestartTest {
    private static final String MAILBOX = "imap://robot@imap.test:993/INBOX";
    private static final Duration ALERT = Duration.ofMinutes(30);

    @TempDir
    Path home;

    final Vendor vendor;
    final MutableClock clock = new MutableClock();

    MailWatchRestartTest(Vendor vendor) {
        this.vendor = vendor;
    }

    private MailWatch watch(Database db) {
        return new MailWatch(db, clock, new MailAlerts(ALERT, ALERT), null, id -> Optional.empty(), List::of, MAILBOX,
                Duration.ofMinutes(1));
    }

    private static Optional<Instant> lastRead(Database db, String mailbox) {
        MailboxReadStore reads = new MailboxReadStore();
        Optional<Instant> read = db.read(c -> reads.lastRead(c, mailbox));
        return read;
    }

    @Test
    @DisplayName("mail outage: a robot restarted every 20 minutes while its mailbox is down still alerts after 30")
    void outageOutlivesRestarts() {
        Supplier<Database> stored = TestDatabases.reopenable(vendor, home, "mailbox_read");
        Instant lastRead;
        try (Database db = stored.get()) {
            MailWatch first = watch(db);
            first.polled(clock.instant(), ok());
            clock.advance(Duration.ofSeconds(40)); // a read within the minute is not written at once
            // One reading of the clock: it runs on with real time, and a second reading may be a few ms later.
            Instant read = clock.instant();
            first.polled(read, ok());
            lastRead = read.truncatedTo(ChronoUnit.MILLIS);
            clock.advance(Duration.ofSeconds(5));
            first.polled(clock.instant(), down());
            first.check();
            assertThat(first.statusLines()).first().asString().doesNotContain("the moderators were told");
            assertThat(first.unreadSince()).contains(lastRead);
        }
        // Restarted at 20 and at 40 minutes: each time the mailbox is still down.
        for (int minutes : new int[] {20, 40}) {
            clock.advance(Duration.between(clock.instant(), lastRead.plus(Duration.ofMinutes(minutes))));
            try (Database db = stored.get()) {
                MailWatch restarted = watch(db);
                restarted.polled(clock.instant(), down());
                assertThat(restarted.unreadSince()).as("the outage's start to the instant, after a restart at %d "
                        + "minutes: the same notice key", minutes).contains(lastRead);
                restarted.check();
                String status = restarted.statusLines().get(0);
                if (minutes < ALERT.toMinutes()) {
                    assertThat(status).doesNotContain("the moderators were told");
                } else {
                    assertThat(status).as("40 minutes unread, though the robot has run for none of them")
                            .contains("the moderators were told");
                }
            }
        }
    }

    @Test
    @DisplayName("mail outage: a robot that reads its mailbox records it about once a minute, never backwards")
    void readsRecordedForwardOnly() {
        MailboxReadStore reads = new MailboxReadStore();
        try (Database db = TestDatabases.fresh(vendor, "mailbox_read_store")) {
            MailWatch watch = watch(db);
            // The clock runs (real time plus an offset): a read is the poll's end, taken inside polled(), so what was
            // recorded is compared with the clock around the call, not with an instant taken before it.
            Instant before = clock.instant().truncatedTo(ChronoUnit.MILLIS);
            watch.polled(clock.instant(), ok());
            Instant first = lastRead(db, MAILBOX).orElseThrow();
            assertThat(first).isBetween(before, clock.instant());
            clock.advance(Duration.ofSeconds(30));
            watch.polled(clock.instant(), ok());
            assertThat(lastRead(db, MAILBOX)).as("not again within the minute").contains(first);
            clock.advance(MailWatch.RECORD_EVERY);
            Instant minuteOn = clock.instant().truncatedTo(ChronoUnit.MILLIS);
            watch.polled(clock.instant(), ok());
            Instant later = lastRead(db, MAILBOX).orElseThrow();
            assertThat(later).as("again a minute on").isBetween(minuteOn, clock.instant());

            // another robot, its clock behind, records an earlier read: the later one stays
            db.inTransaction(c -> {
                reads.read(c, MAILBOX, first);
                return null;
            });
            assertThat(lastRead(db, MAILBOX)).contains(later);
            assertThat(lastRead(db, "pop3://other@pop.test:995/INBOX")).isEmpty();
        }
    }
}

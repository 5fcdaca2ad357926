package org.adjutant.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.adjutant.config.RecurringRule;
import org.adjutant.config.GameConfig;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: Quartz's JDBC job store with each vendor's delegate. */
@ParameterizedClass
@EnumSource(Vendor.class)
class DeadlineSchedulerTest {
    private static final ZoneId MEXICO = ZoneId.of("America/Mexico_City");
    private static final Duration WAIT = Duration.ofSeconds(5);

    private final RecordingListener listener = new RecordingListener();
    private Database database;
    private DeadlineScheduler scheduler;

    @TempDir
    Path dir;

    private final Vendor vendor;

    DeadlineSchedulerTest(Vendor vendor) {
        this.vendor = vendor;
    }

    @AfterEach
    void close() {
        if (scheduler != null) {
            scheduler.close();
        }
        if (database != null) {
            database.close();
        }
    }

    private static LocalDateTime local(Instant instant, ZoneId zone) {
        return LocalDateTime.ofInstant(instant, zone);
    }

    @Test
    @DisplayName("a deadline two seconds ahead fires once and reports its scheduled time, not the firing time")
    void firesWithScheduledTime() throws Exception {
        database = TestDatabases.fresh(vendor, "fires");
        scheduler = DeadlineScheduler.open(database, listener, Clock.systemUTC());
        Instant deadline = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.SECONDS);
        scheduler.sync(Games.explicit("fires", MEXICO, local(deadline, MEXICO)));
        scheduler.start();

        RecordingListener.Call call = listener.next(WAIT);
        assertThat(call).isEqualTo(new RecordingListener.Call("fires", deadline));
        assertThat(listener.next(Duration.ofMillis(500))).as("fires only once").isNull();
        assertThat(scheduler.pending("fires")).isEmpty();
    }

    @Test
    @DisplayName("a deadline missed while the daemon was down fires once at start-up, surviving a restart of the JDBC store")
    void missedWhileDownFiresOnceAtStartup() throws Exception {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Instant missed = now.minus(30, ChronoUnit.MINUTES);
        // The game was scheduled an hour ago, when its deadline was still ahead; then the daemon went down.
        Supplier<Database> stored = TestDatabases.reopenable(vendor, dir, "down");
        database = stored.get();
        DeadlineScheduler before = DeadlineScheduler.open(database, listener,
                Clock.fixed(now.minus(1, ChronoUnit.HOURS), ZoneOffset.UTC));
        GameConfig game = Games.explicit("down", MEXICO, local(missed, MEXICO));
        before.sync(game);
        before.close();
        database.close();

        database = stored.get();
        scheduler = DeadlineScheduler.open(database, listener, Clock.systemUTC());
        assertThat(scheduler.acceptedDeadlines("down")).containsExactly(missed);
        SyncReport report = scheduler.sync(game);
        assertThat(report.kept()).as("the restart's sync keeps the stored trigger").containsExactly(missed);
        scheduler.start();

        assertThat(listener.next(WAIT)).isEqualTo(new RecordingListener.Call("down", missed));
        assertThat(listener.next(Duration.ofMillis(700))).as("exactly once").isNull();

        // A second restart must not fire it again: the trigger is consumed.
        scheduler.close();
        database.close();
        database = stored.get();
        scheduler = DeadlineScheduler.open(database, listener, Clock.systemUTC());
        assertThat(scheduler.sync(game).added()).as("a past deadline is not scheduled again").isEmpty();
        scheduler.start();
        assertThat(listener.next(Duration.ofMillis(700))).isNull();
    }

    @Test
    @DisplayName("a recurring deadline whose job a SIGKILL cut short fires again after the restart with its scheduled"
            + " time to the millisecond, not the moment it had fired: one deadline, one identity")
    void recoveredAfterSigkillKeepsItsScheduledTime() throws Exception {
        String location = vendor == Vendor.H2 ? dir.toString()
                : org.adjutant.testing.EmbeddedPostgres.get().createDatabase("killed_" + System.nanoTime());
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                KilledScheduler.class.getName(), vendor.name(), location).redirectErrorStream(true).start();
        Instant reached;
        try {
            reached = firstReached(child, Duration.ofSeconds(90));
        } finally {
            child.destroyForcibly(); // SIGKILL, in the middle of the job
            child.waitFor();
        }
        assertThat(reached.getEpochSecond() % 60).as("the child's deadline is a whole minute").isZero();

        database = vendor == Vendor.H2 ? Database.file(dir) : Database.postgres(location, "postgres", null);
        scheduler = DeadlineScheduler.open(database, listener, Clock.systemUTC(), KilledScheduler.CHECKIN);
        scheduler.sync(Games.recurring(KilledScheduler.GAME, ZoneOffset.UTC, KilledScheduler.CRON));
        scheduler.start();
        // H2 recovers its own job at start; PostgreSQL once the killed robot has missed its check-in (about 9 s).
        RecordingListener.Call first = listener.next(Duration.ofSeconds(30));
        assertThat(first).as("the job cut short runs again").isNotNull();
        Thread.sleep(500);
        List<RecordingListener.Call> calls = new java.util.ArrayList<>(List.of(first));
        calls.addAll(listener.drain());
        assertThat(calls).extracting(RecordingListener.Call::deadline)
                .as("the recovered job stands for the deadline it was running, as scheduled")
                .containsOnlyOnce(reached)
                .allMatch(t -> t.getEpochSecond() % 60 == 0 && t.getNano() == 0, "a whole minute of the rule");
    }

    /** The deadline of the first "reached" line the child prints, waiting at most {@code patience}. */
    private static Instant firstReached(Process child, Duration patience) throws Exception {
        java.util.concurrent.BlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(child.getInputStream(),
                    java.nio.charset.StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                }
            } catch (java.io.IOException e) {
                lines.add("(output ended: " + e + ")");
            }
        }, "killed-scheduler-output");
        reader.setDaemon(true);
        reader.start();
        long until = System.nanoTime() + patience.toNanos();
        StringBuilder seen = new StringBuilder();
        while (System.nanoTime() < until) {
            String line = lines.poll(200, java.util.concurrent.TimeUnit.MILLISECONDS);
            if (line == null) {
                continue;
            }
            seen.append(line).append('\n');
            if (line.startsWith("reached " + KilledScheduler.GAME + " ")) {
                return Instant.parse(line.substring(line.lastIndexOf(' ') + 1));
            }
        }
        throw new AssertionError("the child scheduler never reached its deadline; it printed:\n" + seen);
    }

    @Test
    @DisplayName("several missed occurrences of a recurring rule fire once each, oldest first")
    void missedRecurringOccurrencesFireInOrder() throws Exception {
        database = TestDatabases.fresh(vendor, "recurring-missed");
        Instant now = Instant.now();
        // Synchronised 3.5 minutes ago with a rule firing at every whole minute: three occurrences were missed.
        Instant syncedAt = now.minusSeconds(210);
        if (syncedAt.atZone(ZoneOffset.UTC).getSecond() < 2) {
            // Quartz keeps whole seconds: synchronised in a minute's first second, it would also fire that minute
            syncedAt = syncedAt.minusSeconds(3);
        }
        scheduler = DeadlineScheduler.open(database, listener, Clock.fixed(syncedAt, ZoneOffset.UTC));
        scheduler.sync(Games.recurring("weekly", MEXICO, "0 * * * * ?"));
        scheduler.start();

        List<Instant> missed = new java.util.ArrayList<>();
        RecurringRule rule = new RecurringRule("0 * * * * ?", Optional.empty(), Optional.empty());
        for (Optional<Instant> t = rule.nextAfter(MEXICO, syncedAt); t.get().isBefore(now);
             t = rule.nextAfter(MEXICO, t.get())) {
            missed.add(t.get());
        }
        assertThat(missed).hasSizeBetween(3, 4);
        List<RecordingListener.Call> calls = listener.take(missed.size(), WAIT);
        assertThat(calls).extracting(RecordingListener.Call::deadline).containsExactlyElementsOf(missed);
        Thread.sleep(500);
        assertThat(listener.drain()).as("no missed occurrence fires twice")
                .allMatch(c -> c.deadline().isAfter(now));
        assertThat(scheduler.pending("weekly")).hasSize(1).allMatch(t -> t.isAfter(now));
    }

    @Test
    @DisplayName("re-synchronising with the same config changes nothing; removing and adding deadlines touches only them")
    void syncKeepsUnchangedTriggers() {
        database = TestDatabases.fresh(vendor, "sync");
        Instant now = Instant.parse("2026-12-01T12:00:00Z");
        scheduler = DeadlineScheduler.open(database, listener, Clock.fixed(now, ZoneOffset.UTC));
        LocalDateTime a = LocalDateTime.of(2026, 12, 5, 20, 0);
        LocalDateTime b = LocalDateTime.of(2026, 12, 12, 20, 0);
        LocalDateTime c = LocalDateTime.of(2026, 12, 19, 20, 0);
        SyncReport first = scheduler.sync(Games.explicit("g", MEXICO, a, b));
        assertThat(first.added()).hasSize(2);
        assertThat(scheduler.sync(Games.explicit("g", MEXICO, a, b)).changedAnything()).isFalse();

        SyncReport edit = scheduler.sync(Games.explicit("g", MEXICO, a, c));
        assertThat(edit.kept()).containsExactly(a.atZone(MEXICO).toInstant());
        assertThat(edit.removed()).containsExactly(b.atZone(MEXICO).toInstant());
        assertThat(edit.added()).containsExactly(c.atZone(MEXICO).toInstant());
        assertThat(scheduler.pending("g")).containsExactly(a.atZone(MEXICO).toInstant(), c.atZone(MEXICO).toInstant());
        assertThat(scheduler.acceptedDeadlines("g"))
                .containsExactlyInAnyOrder(a.atZone(MEXICO).toInstant(), c.atZone(MEXICO).toInstant());
    }

    @Test
    @DisplayName("pausing a game deletes its triggers; resuming schedules only deadlines still ahead")
    void pauseSuspendsTriggers() {
        database = TestDatabases.fresh(vendor, "pause");
        Instant now = Instant.parse("2026-12-01T12:00:00Z");
        scheduler = DeadlineScheduler.open(database, listener, Clock.fixed(now, ZoneOffset.UTC));
        LocalDateTime a = LocalDateTime.of(2026, 12, 5, 20, 0);
        GameConfig running = Games.game("p", MEXICO, List.of(a), Optional.of(
                new RecurringRule("0 0 20 ? * SUN", Optional.empty(),
                        Optional.empty())), false);
        scheduler.sync(running);
        assertThat(scheduler.pending("p")).hasSize(2);

        GameConfig paused = Games.game("p", MEXICO, List.of(a), running.schedule().recurring(), true);
        scheduler.sync(paused);
        assertThat(scheduler.pending("p")).isEmpty();

        scheduler.sync(running);
        assertThat(scheduler.pending("p")).hasSize(2);
    }

    @Test
    @DisplayName("run-now fires the game's job at once with the moment of the request, even while paused")
    void runNow() throws Exception {
        database = TestDatabases.fresh(vendor, "run-now");
        scheduler = DeadlineScheduler.open(database, listener, Clock.systemUTC());
        scheduler.sync(Games.game("r", MEXICO, List.of(), Optional.empty(), true));
        scheduler.start();
        Instant requested = scheduler.runNow("r");
        assertThat(listener.next(WAIT)).isEqualTo(new RecordingListener.Call("r", requested));
        assertThatThrownBy(() -> scheduler.runNow("nobody")).isInstanceOf(IllegalArgumentException.class);
    }
}

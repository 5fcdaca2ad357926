package org.adjutant.schedule;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.adjutant.config.GameConfig;
import org.adjutant.config.RecurringRule;
import org.adjutant.store.Database;
import org.quartz.CronScheduleBuilder;
import org.quartz.JobBuilder;
import org.quartz.JobDataMap;
import org.quartz.JobDetail;
import org.quartz.JobKey;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.quartz.SimpleScheduleBuilder;
import org.quartz.Trigger;
import org.quartz.TriggerBuilder;
import org.quartz.TriggerKey;
import org.quartz.impl.SchedulerRepository;
import org.quartz.impl.StdSchedulerFactory;
import org.quartz.impl.matchers.GroupMatcher;
import org.quartz.utils.DBConnectionManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games' deadlines as Quartz triggers in the robot's database (JDBC job store, on H2 or PostgreSQL), so they
 * survive restarts and a deadline passed while the daemon was down fires as soon as it starts. One durable job per
 * game, one trigger per explicit deadline, one trigger for the recurring rule; the job calls the
 * {@link DeadlineListener}.
 *
 * <p>Created in standby: synchronise every game first ({@link #sync}), then {@link #start()}, so deadlines removed
 * from a file while the daemon was down are gone before missed ones fire.
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
public final class DeadlineScheduler implements AutoCloseable {
    static final String JOB_GROUP = "adjutant-games";
    static final String RECURRING = "recurring";
    private static final String ACCEPTED = "accepted";
    private static final String RULE = "rule";
    private static final String EXPLICIT_PREFIX = "at ";

    private static final Logger log = LoggerFactory.getLogger(DeadlineScheduler.class);
    static final java.time.Duration DEFAULT_CHECKIN = java.time.Duration.ofSeconds(7);
    /** The cluster lock under which a game's triggers are synchronised: the robots read the same files. */
    private static final String SYNC_LOCK = "quartz-sync";

    private final Scheduler quartz;
    private final Clock clock;
    private final Database database;

    private DeadlineScheduler(Scheduler quartz, Clock clock, Database database) {
        this.quartz = quartz;
        this.clock = clock;
        this.database = database;
    }

    /**
     * Opens the scheduler of {@code database}, in standby. {@code clock} decides which deadlines are already past when
     * triggers are created; Quartz itself fires by the system clock.
     */
    public static DeadlineScheduler open(Database database, DeadlineListener listener, Clock clock) {
        return open(database, listener, clock, DEFAULT_CHECKIN);
    }

    /**
     * The same; on PostgreSQL the scheduler is one of a cluster (every robot sharing the database): each trigger
     * fires on one robot only, and when a robot stops checking in for {@code checkin} plus Quartz's 7.5 s, another
     * takes over its triggers and recovers the turn it was running (docs/scaling.md).
     */
    public static DeadlineScheduler open(Database database, DeadlineListener listener, Clock clock,
                                         java.time.Duration checkin) {
        String name = schedulerName(database);
        if (SchedulerRepository.getInstance().lookup(name) != null) {
            throw new IllegalStateException("a deadline scheduler is already open on " + database.url());
        }
        DBConnectionManager.getInstance().addConnectionProvider(name,
                new DatabaseConnectionProvider(database.dataSource()));
        Properties p = new Properties();
        p.setProperty(StdSchedulerFactory.PROP_SCHED_INSTANCE_NAME, name);
        p.setProperty("org.quartz.threadPool.class", "org.quartz.simpl.SimpleThreadPool");
        // One worker: turns of all games run one at a time, which is plenty and keeps H2 free of lock contention.
        p.setProperty("org.quartz.threadPool.threadCount", "1");
        p.setProperty("org.quartz.threadPool.threadNamePrefix", name + "-worker");
        p.setProperty("org.quartz.jobStore.class", "org.quartz.impl.jdbcjobstore.JobStoreTX");
        p.setProperty("org.quartz.jobStore.driverDelegateClass", database.vendor().quartzDelegate());
        p.setProperty("org.quartz.jobStore.dataSource", name);
        p.setProperty("org.quartz.jobStore.tablePrefix", "QRTZ_");
        // Job data as strings, not serialized Java objects: readable in the database and safe across versions.
        p.setProperty("org.quartz.jobStore.useProperties", "true");
        p.setProperty("org.quartz.jobStore.misfireThreshold", "10000");
        if (database.shared()) {
            p.setProperty(StdSchedulerFactory.PROP_SCHED_INSTANCE_ID, database.instance());
            p.setProperty("org.quartz.jobStore.isClustered", "true");
            p.setProperty("org.quartz.jobStore.clusterCheckinInterval", Long.toString(checkin.toMillis()));
            // Trigger acquisition under the TRIGGER_ACCESS row lock: two robots never acquire the same trigger.
            p.setProperty("org.quartz.jobStore.acquireTriggersWithinLock", "true");
        }
        try {
            Scheduler quartz = new StdSchedulerFactory(p).getScheduler();
            quartz.getContext().put(DeadlineJob.LISTENER, listener);
            return new DeadlineScheduler(quartz, clock, database);
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot create the deadline scheduler: " + e.getMessage(), e);
        }
    }

    /**
     * Quartz keys its rows by scheduler name and also keeps one scheduler per name in the JVM. Reuse the name already
     * stored in this database (so moving the data directory keeps its triggers); a new database gets a name derived
     * from its URL, different for every database a test opens.
     */
    private static String schedulerName(Database database) {
        String name = storedOrNewName(database);
        if (!database.shared()) {
            return name;
        }
        // Robots sharing the database must use one name, though each may write its URL differently: the first
        // to start records the name, the others take it.
        return database.agree("quartz.scheduler", name);
    }

    private static String storedOrNewName(Database database) {
        Optional<String> stored = database.read(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT DISTINCT SCHED_NAME FROM QRTZ_JOB_DETAILS ORDER BY SCHED_NAME");
                 ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.<String>empty();
            }
        });
        return stored.orElseGet(() -> "adjutant-" + sha256(database.url()).substring(0, 12));
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JVM", e);
        }
    }

    /** Starts firing; deadlines missed while the daemon was down fire now, oldest first. */
    public void start() {
        try {
            quartz.start();
            log.info("deadline scheduler {} started", quartz.getSchedulerName());
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot start the deadline scheduler: " + e.getMessage(), e);
        }
    }

    /**
     * Makes the game's triggers match {@code config}: new explicit deadlines in the future are scheduled, deleted ones
     * unscheduled, unchanged ones left alone; the recurring trigger is replaced only if its rule, zone or dates
     * changed. A paused game has no triggers. A listed deadline that is past and has no trigger has either fired
     * already or passed during a pause: it is not scheduled again.
     */
    public synchronized SyncReport sync(GameConfig config) {
        try (Database.ClusterLock lock = database.clusterLock(SYNC_LOCK)) {
            JobKey job = jobKey(config.id());
            List<Instant> explicit = config.schedule().explicitInstants(config.zone());
            quartz.addJob(JobBuilder.newJob(DeadlineJob.class).withIdentity(job)
                    .withDescription(config.title())
                    .storeDurably().requestRecovery()
                    .usingJobData(ACCEPTED, explicit.stream().map(Instant::toString).collect(Collectors.joining(",")))
                    .build(), true);

            Instant now = clock.instant();
            Set<Instant> wanted = config.paused() ? Set.of() : new TreeSet<>(explicit);
            Map<Instant, TriggerKey> existing = explicitTriggers(config.id());
            List<Instant> added = new ArrayList<>();
            List<Instant> removed = new ArrayList<>();
            List<Instant> kept = new ArrayList<>();
            for (Map.Entry<Instant, TriggerKey> e : existing.entrySet()) {
                if (wanted.contains(e.getKey())) {
                    kept.add(e.getKey());
                } else if (quartz.unscheduleJob(e.getValue())) {
                    removed.add(e.getKey());
                }
            }
            for (Instant deadline : wanted) {
                if (!existing.containsKey(deadline) && deadline.isAfter(now)) {
                    quartz.scheduleJob(explicitTrigger(config.id(), deadline));
                    added.add(deadline);
                }
            }
            boolean recurringChanged = syncRecurring(config, now);
            SyncReport report = new SyncReport(added, removed, kept, recurringChanged);
            if (report.changedAnything()) {
                log.info("game {}: deadlines added {}, removed {}, kept {}{}{}", config.id(), added, removed,
                        kept.size(), recurringChanged ? ", recurring rule updated" : "",
                        config.paused() ? " (paused)" : "");
            }
            return report;
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot schedule game " + config.id() + ": " + e.getMessage(), e);
        }
    }

    private boolean syncRecurring(GameConfig config, Instant now) throws SchedulerException {
        TriggerKey key = new TriggerKey(RECURRING, triggerGroup(config.id()));
        Trigger current = quartz.getTrigger(key);
        Optional<RecurringRule> rule = config.paused() ? Optional.empty() : config.schedule().recurring();
        Optional<String> signature = rule.map(r -> signature(r, config));
        if (current != null && signature.isPresent() && signature.get().equals(current.getJobDataMap().getString(RULE))) {
            return false;
        }
        boolean changed = false;
        if (current != null) {
            quartz.unscheduleJob(key);
            changed = true;
        }
        if (rule.isPresent()) {
            RecurringRule r = rule.get();
            // A new or changed rule starts now: occurrences before the edit are not "missed".
            Instant start = r.start(config.zone()).filter(s -> s.isAfter(now)).orElse(now);
            Optional<Instant> first = r.nextAfter(config.zone(), start.minusMillis(1));
            if (first.isPresent()) {
                TriggerBuilder<?> builder = TriggerBuilder.newTrigger().withIdentity(key).forJob(jobKey(config.id()))
                        .usingJobData(RULE, signature.orElseThrow())
                        .startAt(Date.from(start))
                        .withSchedule(CronScheduleBuilder.cronSchedule(r.cron())
                                .inTimeZone(TimeZone.getTimeZone(config.zone()))
                                // Every missed occurrence fires, each with its own scheduled time, in order.
                                .withMisfireHandlingInstructionIgnoreMisfires());
                r.end(config.zone()).ifPresent(end -> builder.endAt(Date.from(end)));
                quartz.scheduleJob(builder.build());
                changed = true;
            }
        }
        return changed;
    }

    private static String signature(RecurringRule rule, GameConfig config) {
        return rule.cron() + "|" + config.zone().getId() + "|" + rule.first().map(Object::toString).orElse("")
                + "|" + rule.last().map(Object::toString).orElse("");
    }

    private Trigger explicitTrigger(String gameId, Instant deadline) {
        return TriggerBuilder.newTrigger()
                .withIdentity(EXPLICIT_PREFIX + deadline, triggerGroup(gameId))
                .forJob(jobKey(gameId))
                .usingJobData(DeadlineJob.DEADLINE, deadline.toString())
                .startAt(Date.from(deadline))
                // Missed while down: fire once at start-up, keeping the deadline it stands for.
                .withSchedule(SimpleScheduleBuilder.simpleSchedule().withMisfireHandlingInstructionIgnoreMisfires())
                .build();
    }

    private Map<Instant, TriggerKey> explicitTriggers(String gameId) throws SchedulerException {
        Map<Instant, TriggerKey> found = new TreeMap<>();
        for (TriggerKey key : quartz.getTriggerKeys(GroupMatcher.triggerGroupEquals(triggerGroup(gameId)))) {
            if (key.getName().startsWith(EXPLICIT_PREFIX)) {
                found.put(Instant.parse(key.getName().substring(EXPLICIT_PREFIX.length())), key);
            }
        }
        return found;
    }

    /**
     * The explicit deadlines of the version of the game file in force (kept in the job store), which an edit may keep
     * even once they are past; empty for a game never synchronised.
     */
    public Set<Instant> acceptedDeadlines(String gameId) {
        try {
            JobDetail job = quartz.getJobDetail(jobKey(gameId));
            if (job == null) {
                return Set.of();
            }
            String accepted = job.getJobDataMap().getString(ACCEPTED);
            if (accepted == null || accepted.isEmpty()) {
                return Set.of();
            }
            return Arrays.stream(accepted.split(",")).map(Instant::parse).collect(Collectors.toUnmodifiableSet());
        } catch (SchedulerException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Whether the job store holds this game (it was synchronised once, in this run or an earlier one). */
    public boolean knows(String gameId) {
        try {
            return quartz.checkExists(jobKey(gameId));
        } catch (SchedulerException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The games the job store holds, sorted. */
    public List<String> games() {
        try {
            return quartz.getJobKeys(GroupMatcher.jobGroupEquals(JOB_GROUP)).stream().map(JobKey::getName).sorted()
                    .toList();
        } catch (SchedulerException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * What will actually fire for the game, oldest first: each explicit trigger's deadline and the recurring
     * trigger's next occurrence (a missed one included, until it has fired).
     */
    public List<Instant> pending(String gameId) {
        try {
            TreeSet<Instant> next = new TreeSet<>();
            for (Trigger t : quartz.getTriggersOfJob(jobKey(gameId))) {
                if (t.getNextFireTime() != null) {
                    next.add(t.getNextFireTime().toInstant());
                }
            }
            return List.copyOf(next);
        } catch (SchedulerException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * Runs the game's turn now, whatever its schedule (a moderator's {@code turn run-now}), even while paused. The
     * listener receives this moment, per {@code clock}, as the deadline. The game's scheduled deadlines are unchanged.
     *
     * @return the deadline passed to the listener
     * @throws IllegalArgumentException if the game was never synchronised
     */
    public Instant runNow(String gameId) {
        return runNow(gameId, clock.instant());
    }

    /**
     * The same for a request made at {@code requested} (a command line's request file, taken a polling round later):
     * the listener receives that moment.
     */
    public Instant runNow(String gameId, Instant requested) {
        try {
            JobKey job = jobKey(gameId);
            if (!quartz.checkExists(job)) {
                throw new IllegalArgumentException("no such game in the scheduler: " + gameId);
            }
            Instant now = requested;
            JobDataMap data = new JobDataMap();
            data.put(DeadlineJob.DEADLINE, now.toString());
            data.put(DeadlineJob.RUN_NOW, "true");
            quartz.triggerJob(job, data);
            log.info("game {}: turn requested now ({})", gameId, now);
            return now;
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot run game " + gameId + " now: " + e.getMessage(), e);
        }
    }

    /**
     * Deletes all the game's triggers (its file was deleted); the job and its accepted deadlines stay, so the file's
     * return is an edit, not a new game.
     */
    public synchronized void suspend(String gameId) {
        try (Database.ClusterLock lock = database.clusterLock(SYNC_LOCK)) {
            List<TriggerKey> keys = quartz.getTriggersOfJob(jobKey(gameId)).stream().map(Trigger::getKey).toList();
            quartz.unscheduleJobs(keys);
            log.warn("game {}: all {} deadline trigger(s) deleted, its file is gone", gameId, keys.size());
        } catch (SchedulerException e) {
            throw new IllegalStateException("cannot suspend game " + gameId + ": " + e.getMessage(), e);
        }
    }

    /** Stops firing, waiting for a running turn to finish. The triggers stay in the database. */
    @Override
    public void close() {
        try {
            quartz.shutdown(true);
        } catch (SchedulerException e) {
            log.warn("deadline scheduler did not shut down cleanly", e);
        }
    }

    static JobKey jobKey(String gameId) {
        return new JobKey(gameId, JOB_GROUP);
    }

    private static String triggerGroup(String gameId) {
        return "game:" + gameId;
    }
}

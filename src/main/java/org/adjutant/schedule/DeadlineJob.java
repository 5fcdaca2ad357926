package org.adjutant.schedule;

import java.time.Instant;
import org.quartz.DisallowConcurrentExecution;
import org.quartz.Job;
import org.quartz.JobDataMap;
import org.quartz.JobExecutionContext;
import org.quartz.JobExecutionException;
import org.quartz.Scheduler;
import org.quartz.SchedulerException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Quartz job of one game: it only tells the {@link DeadlineListener} which deadline was reached. Not concurrent,
 * so a game's missed deadlines run one after another, in order.
 */
@DisallowConcurrentExecution
public final class DeadlineJob implements Job {
    static final String LISTENER = "adjutant.deadlineListener";
    /** Trigger data: the deadline an explicit or run-now trigger stands for, as an ISO instant. */
    static final String DEADLINE = "deadline";
    /** Trigger data: present on a moderator's run-now trigger. */
    static final String RUN_NOW = "runNow";

    private static final Logger log = LoggerFactory.getLogger(DeadlineJob.class);

    @Override
    public void execute(JobExecutionContext context) throws JobExecutionException {
        String gameId = context.getJobDetail().getKey().getName();
        Instant deadline = scheduledDeadline(context);
        DeadlineListener listener;
        try {
            listener = (DeadlineListener) context.getScheduler().getContext().get(LISTENER);
        } catch (SchedulerException e) {
            throw new JobExecutionException(e, false);
        }
        log.info("deadline {} of game {} reached (fired {}{})", deadline, gameId,
                context.getFireTime().toInstant(), context.isRecovering() ? ", recovering after a crash" : "");
        try {
            if (context.getMergedJobDataMap().containsKey(RUN_NOW)) {
                listener.runNowRequested(gameId, deadline);
            } else {
                listener.deadlineReached(gameId, deadline);
            }
        } catch (RuntimeException e) {
            log.error("turn for deadline {} of game {} failed; it is not retried automatically", deadline, gameId, e);
            throw new JobExecutionException(e, false);
        }
    }

    /**
     * The deadline as scheduled, not as fired: a turn missed while the daemon was down must still be the turn of its
     * own deadline, and a deadline is known by that time alone (the {@code turn} and {@code deadline_slot} rows are
     * keyed on it). A recovered job (the daemon died during the call) carries the original trigger's scheduled time
     * in the data Quartz adds to the recovery trigger; its firing time, also there, is the moment the dead daemon
     * happened to start the job, a few milliseconds (or, after a misfire, minutes) later, and would make the same
     * deadline a new one, whose turn would run a second time.
     */
    static Instant scheduledDeadline(JobExecutionContext context) {
        JobDataMap data = context.getMergedJobDataMap();
        String explicit = data.getString(DEADLINE);
        if (explicit != null) {
            return Instant.parse(explicit);
        }
        if (context.isRecovering()) {
            String original = data.getString(Scheduler.FAILED_JOB_ORIGINAL_TRIGGER_SCHEDULED_FIRETIME_IN_MILLISECONDS);
            if (original != null) {
                return Instant.ofEpochMilli(Long.parseLong(original));
            }
        }
        return context.getScheduledFireTime().toInstant();
    }
}

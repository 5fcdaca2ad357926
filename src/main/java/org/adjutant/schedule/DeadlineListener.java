package org.adjutant.schedule;

import java.time.Instant;

/**
 * Called when a game's deadline is reached: the turn runner implements it. Calls come from one Quartz worker
 * thread, in deadline order; two deadlines of the same game never overlap.
 *
 * <p>A deadline missed while the daemon was down is delivered at start-up with its original time, so
 * {@code scheduledDeadline} may be well in the past. After a crash in the middle of a call the same deadline is
 * delivered again at start-up: the turn runner should recognise a deadline it has already resolved (the
 * {@code turn} table's {@code (game_id, deadline_at)} is unique) and do nothing.
 */
@FunctionalInterface
public interface DeadlineListener {

    /**
     * @param gameId            the game whose deadline it is
     * @param scheduledDeadline the deadline as scheduled (not the moment the call happens); for a moderator's
     *                          "run now" it is the moment of the request
     * @throws RuntimeException on failure: it is logged, and the deadline is not retried automatically
     */
    void deadlineReached(String gameId, Instant scheduledDeadline);

    /**
     * A moderator asked to run the game's turn now ({@link DeadlineScheduler#runNow}); {@code at} is the moment of
     * the request. By default, a deadline at that moment.
     */
    default void runNowRequested(String gameId, Instant at) {
        deadlineReached(gameId, at);
    }
}

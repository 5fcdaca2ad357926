package org.adjutant.config;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How a game treats its deadlines besides their times: the {@code deadline-policy:} section of a game file (see
 * {@code docs/deadlines.md}). The defaults change nothing: no grace, no reminders, no early turn, no NMR guard.
 *
 * @param grace     after a deadline, units that had no orders may still get them for this long; the turn runs at
 *                  its end (or as soon as every unit with a human commander has orders). {@link Duration#ZERO}: none
 * @param reminders how long before a deadline each player with units lacking orders is reminded, longest first
 * @param earlyTurn the turn runs before its deadline once everyone is in and ready
 * @param nmrGuard  the turn is postponed when too many players sent nothing
 * @param minNotice a moderator's command may bring the next deadline forward only to a time at least this far
 *                  ahead of the moment it is given: players plan their orders against the deadline they were told
 */
public record DeadlinePolicy(Duration grace, List<Duration> reminders, EarlyTurn earlyTurn, NmrGuard nmrGuard,
                             Duration minNotice) {
    /** A day: a player who reads his mail once a day still hears of an earlier deadline before it comes. */
    public static final Duration DEFAULT_MIN_NOTICE = Duration.ofHours(24);
    public static final DeadlinePolicy NONE = new DeadlinePolicy(Duration.ZERO, List.of(), EarlyTurn.OFF,
            NmrGuard.OFF, DEFAULT_MIN_NOTICE);

    public DeadlinePolicy(Duration grace, List<Duration> reminders, EarlyTurn earlyTurn, NmrGuard nmrGuard) {
        this(grace, reminders, earlyTurn, nmrGuard, DEFAULT_MIN_NOTICE);
    }

    public DeadlinePolicy {
        Objects.requireNonNull(grace, "grace");
        Objects.requireNonNull(minNotice, "minNotice");
        reminders = reminders.stream().sorted(java.util.Comparator.reverseOrder()).distinct().toList();
        Objects.requireNonNull(earlyTurn, "earlyTurn");
        Objects.requireNonNull(nmrGuard, "nmrGuard");
    }

    /**
     * GalaxyNG's FinalOrders: when every unit with a human commander has orders and each commander sent READY, the
     * turn runs at once, but never sooner than {@code minDelay} after the previous turn ran.
     */
    public record EarlyTurn(boolean enabled, Duration minDelay) {
        public static final EarlyTurn OFF = new EarlyTurn(false, Duration.ZERO);

        public EarlyTurn {
            Objects.requireNonNull(minDelay, "minDelay");
        }
    }

    /**
     * Eressea's maxnmrs: if more than {@code maxShare} of the commanders sent nothing for a turn by the time it would
     * run, it is postponed by {@code postpone}, at most {@code times} times in a row; then it runs.
     */
    public record NmrGuard(boolean enabled, double maxShare, Duration postpone, int times) {
        public static final NmrGuard OFF = new NmrGuard(false, 1.0, Duration.ZERO, 0);

        public NmrGuard {
            Objects.requireNonNull(postpone, "postpone");
        }
    }
}

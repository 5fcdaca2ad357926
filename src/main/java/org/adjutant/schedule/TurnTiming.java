package org.adjutant.schedule;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.adjutant.config.DeadlinePolicy;

/**
 * When the turn of a deadline runs, and who is reminded when: a pure function of the game's deadline policy, the
 * deadline, the moment and who has sent what. The robot asks it at every round and whenever a deadline fires, so
 * nothing here depends on a timer having fired on time: a robot that was down simply finds the answer has become
 * "run now". See {@code docs/deadlines.md}.
 */
public final class TurnTiming {
    private final DeadlinePolicy policy;

    public TurnTiming(DeadlinePolicy policy) {
        this.policy = policy;
    }

    /**
     * A deadline of the schedule and what has happened to it.
     *
     * @param at        the deadline as scheduled
     * @param shift     how far moderators' extensions and NMR postponements have moved it
     * @param postponed how many times the NMR guard has postponed it
     */
    public record Slot(Instant at, Duration shift, int postponed) {
        public Slot {
            if (shift.isNegative()) {
                throw new IllegalArgumentException("a deadline is never moved earlier: " + shift);
            }
        }

        public static Slot of(Instant at) {
            return new Slot(at, Duration.ZERO, 0);
        }

        /** The deadline as it now stands: orders received by then count for every unit. */
        public Instant base() {
            return at.plus(shift);
        }
    }

    /** What to do with a deadline that has been reached. */
    public sealed interface Decision {
    }

    /**
     * Run the turn now. Orders received by {@code base} count for every unit; for a unit that had none by then,
     * also those received by {@code lateUpTo} (the grace period, possibly cut short because everyone is in).
     */
    public record Run(Instant base, Instant lateUpTo) implements Decision {
    }

    /** Not yet: look again at {@code until} (the extended deadline, or the end of grace). */
    public record Wait(Instant until, Why why) implements Decision {
        public enum Why { EXTENDED, GRACE }
    }

    /** Too many players sent nothing: move the deadline by {@code by}; {@code last} when no more will follow. */
    public record Postpone(Duration by, boolean last) implements Decision {
    }

    /** The deadline {@code slot} has been reached (its trigger fired); what now? */
    public Decision reached(Slot slot, Instant now, Attendance who) {
        Instant base = slot.base();
        if (now.isBefore(base)) {
            return new Wait(base, Wait.Why.EXTENDED);
        }
        Instant graceEnd = base.plus(policy.grace());
        boolean graceApplies = !policy.grace().isZero() && !who.missingAtBase().isEmpty();
        if (graceApplies && now.isBefore(graceEnd) && !who.allIn()) {
            return new Wait(graceEnd, Wait.Why.GRACE);
        }
        DeadlinePolicy.NmrGuard guard = policy.nmrGuard();
        int players = who.players().size();
        if (guard.enabled() && slot.postponed() < guard.times() && players > 0
                && who.silent().size() > guard.maxShare() * players) {
            return new Postpone(guard.postpone(), slot.postponed() + 1 >= guard.times());
        }
        Instant lateUpTo = graceApplies ? (now.isBefore(graceEnd) ? now : graceEnd) : base;
        return new Run(base, lateUpTo);
    }

    /**
     * Whether the turn of the coming deadline {@code next} may run now, early: every unit with a human commander has
     * orders, every commander sent READY (a commander away counts as both), and {@code minDelay} has passed since {@code lastTurn} (the previous turn,
     * or the game's creation). Empty when it may; otherwise the moment to look again, if waiting will help.
     */
    public EarlyTurn early(Slot next, Instant now, Instant lastTurn, Attendance who) {
        DeadlinePolicy.EarlyTurn rule = policy.earlyTurn();
        if (!rule.enabled() || who.commanders().isEmpty() || !who.allIn()
                || !who.allReady() || !now.isBefore(next.base())) {
            return EarlyTurn.NO;
        }
        Instant allowed = lastTurn.plus(rule.minDelay());
        if (now.isBefore(allowed)) {
            return new EarlyTurn(false, Optional.of(allowed));
        }
        return new EarlyTurn(true, Optional.empty());
    }

    /** {@code now}: run the turn early now; else {@code lookAgain}, when the minimum delay will have passed. */
    public record EarlyTurn(boolean now, Optional<Instant> lookAgain) {
        static final EarlyTurn NO = new EarlyTurn(false, Optional.empty());
    }

    /**
     * The reminder due now before the coming deadline {@code next}: of the reminder times already reached (and the
     * deadline not yet), the one closest to the deadline. A robot that was down for the first reminder sends only
     * the later one; each is sent once (the caller keys it by the deadline and the offset).
     */
    public Optional<Duration> reminderDue(Slot next, Instant now) {
        Instant base = next.base();
        if (!now.isBefore(base)) {
            return Optional.empty();
        }
        Optional<Duration> due = Optional.empty();
        for (Duration before : policy.reminders()) {   // longest first
            if (!now.isBefore(base.minus(before))) {
                due = Optional.of(before);
            }
        }
        return due;
    }

    public DeadlinePolicy policy() {
        return policy;
    }
}

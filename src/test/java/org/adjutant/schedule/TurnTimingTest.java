package org.adjutant.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.config.DeadlinePolicy;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The deadline rules as a pure function of (policy, deadline, now, who has sent what): every timing, no clock. */
class TurnTimingTest {
    private static final Instant D = Instant.parse("2030-01-07T20:00:00Z");
    private static final Duration H = Duration.ofHours(1);
    /** Three commanders: 1 commands A and B, 2 commands C, 3 commands E. */
    private static final Map<String, Long> UNITS = Map.of("A", 1L, "B", 1L, "C", 2L, "E", 3L);

    private static Attendance who(Set<String> byBase, Set<String> now, Set<Long> ready) {
        return new Attendance(UNITS, byBase, now, Set.of(), ready);
    }

    private static TurnTiming timing(Duration grace, DeadlinePolicy.EarlyTurn early, DeadlinePolicy.NmrGuard guard,
                                     Duration... reminders) {
        return new TurnTiming(new DeadlinePolicy(grace, List.of(reminders), early, guard));
    }

    @Test
    @DisplayName("without a policy the turn runs at its deadline with the orders received by then, as before")
    void noPolicy() {
        TurnTiming t = new TurnTiming(DeadlinePolicy.NONE);
        assertThat(t.reached(TurnTiming.Slot.of(D), D, who(Set.of(), Set.of(), Set.of())))
                .isEqualTo(new TurnTiming.Run(D, D));
        assertThat(t.reached(TurnTiming.Slot.of(D), D.plus(H.multipliedBy(30)), who(Set.of(), Set.of(), Set.of())))
                .as("a robot that was down runs the turn at once, with the orders of the deadline")
                .isEqualTo(new TurnTiming.Run(D, D));
        assertThat(t.reminderDue(TurnTiming.Slot.of(D), D.minus(H))).isEmpty();
        assertThat(t.early(TurnTiming.Slot.of(D), D.minus(H), D.minus(H.multipliedBy(72)),
                who(UNITS.keySet(), UNITS.keySet(), Set.of(1L, 2L, 3L))).now()).isFalse();
    }

    @Test
    @DisplayName("grace: the turn waits for units that sent nothing, runs at its end, or as soon as everyone is in")
    void grace() {
        TurnTiming t = timing(H.multipliedBy(12), DeadlinePolicy.EarlyTurn.OFF, DeadlinePolicy.NmrGuard.OFF);
        TurnTiming.Slot slot = TurnTiming.Slot.of(D);
        Attendance missingE = who(Set.of("A", "B", "C"), Set.of("A", "B", "C"), Set.of());
        assertThat(t.reached(slot, D, missingE)).isEqualTo(new TurnTiming.Wait(D.plus(H.multipliedBy(12)),
                TurnTiming.Wait.Why.GRACE));
        assertThat(t.reached(slot, D.plus(H.multipliedBy(12)), missingE))
                .isEqualTo(new TurnTiming.Run(D, D.plus(H.multipliedBy(12))));
        // E's orders arrive in grace: nobody is missing any more, the turn runs at once with them.
        Attendance allIn = who(Set.of("A", "B", "C"), UNITS.keySet(), Set.of());
        assertThat(t.reached(slot, D.plus(H.multipliedBy(3)), allIn))
                .isEqualTo(new TurnTiming.Run(D, D.plus(H.multipliedBy(3))));
        // Everyone was in at the deadline: no grace at all.
        Attendance early = who(UNITS.keySet(), UNITS.keySet(), Set.of());
        assertThat(t.reached(slot, D, early)).isEqualTo(new TurnTiming.Run(D, D));
        // The robot was down through the whole grace period: late orders count only up to its end.
        assertThat(t.reached(slot, D.plus(H.multipliedBy(40)), missingE))
                .isEqualTo(new TurnTiming.Run(D, D.plus(H.multipliedBy(12))));
    }

    @Test
    @DisplayName("an extended deadline waits until its new time; grace counts from there")
    void extended() {
        TurnTiming t = timing(H.multipliedBy(2), DeadlinePolicy.EarlyTurn.OFF, DeadlinePolicy.NmrGuard.OFF);
        TurnTiming.Slot slot = new TurnTiming.Slot(D, H.multipliedBy(24), 0);
        Attendance none = who(Set.of(), Set.of(), Set.of());
        assertThat(t.reached(slot, D, none)).isEqualTo(new TurnTiming.Wait(D.plus(H.multipliedBy(24)),
                TurnTiming.Wait.Why.EXTENDED));
        assertThat(t.reached(slot, D.plus(H.multipliedBy(25)), none)).isEqualTo(new TurnTiming.Wait(
                D.plus(H.multipliedBy(26)), TurnTiming.Wait.Why.GRACE));
    }

    @Test
    @DisplayName("NMR guard (Eressea's maxnmrs): more than the share silent postpones the turn, at most 'times' times")
    void nmrGuard() {
        TurnTiming t = timing(Duration.ZERO, DeadlinePolicy.EarlyTurn.OFF,
                new DeadlinePolicy.NmrGuard(true, 0.5, H.multipliedBy(24), 2));
        // Only player 1 sent orders: 2 of 3 silent, more than half.
        Attendance twoSilent = who(Set.of("A"), Set.of("A"), Set.of());
        assertThat(t.reached(TurnTiming.Slot.of(D), D, twoSilent))
                .isEqualTo(new TurnTiming.Postpone(H.multipliedBy(24), false));
        assertThat(t.reached(new TurnTiming.Slot(D, H.multipliedBy(24), 1), D.plus(H.multipliedBy(24)), twoSilent))
                .isEqualTo(new TurnTiming.Postpone(H.multipliedBy(24), true));
        assertThat(t.reached(new TurnTiming.Slot(D, H.multipliedBy(48), 2), D.plus(H.multipliedBy(48)), twoSilent))
                .as("after the last postponement the turn runs")
                .isEqualTo(new TurnTiming.Run(D.plus(H.multipliedBy(48)), D.plus(H.multipliedBy(48))));
        // One of three silent is not more than half: the turn runs.
        Attendance oneSilent = who(Set.of("A", "C"), Set.of("A", "C"), Set.of());
        assertThat(t.reached(TurnTiming.Slot.of(D), D, oneSilent)).isEqualTo(new TurnTiming.Run(D, D));
        // Office orders count as having sent something.
        Attendance office = new Attendance(UNITS, Set.of("A"), Set.of("A"), Set.of(2L), Set.of());
        assertThat(t.reached(TurnTiming.Slot.of(D), D, office)).isEqualTo(new TurnTiming.Run(D, D));
    }

    @Test
    @DisplayName("the NMR guard judges at the end of grace, counting orders that came in grace")
    void nmrGuardAfterGrace() {
        TurnTiming t = timing(H.multipliedBy(6), DeadlinePolicy.EarlyTurn.OFF,
                new DeadlinePolicy.NmrGuard(true, 0.5, H.multipliedBy(24), 1));
        Attendance late = who(Set.of("A"), Set.of("A", "C"), Set.of());
        assertThat(t.reached(TurnTiming.Slot.of(D), D.plus(H.multipliedBy(2)), late))
                .isInstanceOf(TurnTiming.Wait.class);
        assertThat(t.reached(TurnTiming.Slot.of(D), D.plus(H.multipliedBy(6)), late))
                .isEqualTo(new TurnTiming.Run(D, D.plus(H.multipliedBy(6))));
    }

    @Test
    @DisplayName("early turn (GalaxyNG FinalOrders): all in and all READY runs it, not before the minimum delay")
    void earlyTurn() {
        TurnTiming t = timing(Duration.ZERO, new DeadlinePolicy.EarlyTurn(true, H.multipliedBy(6)),
                DeadlinePolicy.NmrGuard.OFF);
        TurnTiming.Slot next = TurnTiming.Slot.of(D);
        Instant last = D.minus(H.multipliedBy(72));
        Attendance allReady = who(Set.of(), UNITS.keySet(), Set.of(1L, 2L, 3L));
        assertThat(t.early(next, D.minus(H.multipliedBy(48)), last, allReady).now()).isTrue();
        assertThat(t.early(next, last.plus(H), last, allReady))
                .isEqualTo(new TurnTiming.EarlyTurn(false, Optional.of(last.plus(H.multipliedBy(6)))));
        assertThat(t.early(next, D.minus(H), last, who(Set.of(), UNITS.keySet(), Set.of(1L, 2L))).now())
                .as("one commander has not said READY").isFalse();
        assertThat(t.early(next, D.minus(H), last, who(Set.of(), Set.of("A", "B", "C"), Set.of(1L, 2L, 3L)))
                .now()).as("a unit has no orders").isFalse();
        assertThat(t.early(next, D.minus(H), last, new Attendance(Map.of(), Set.of(), Set.of(), Set.of(), Set.of()))
                .now()).as("a game nobody plays never runs early").isFalse();
    }

    @Test
    @DisplayName("reminders: the one closest to the deadline among those reached, none once it has passed")
    void reminders() {
        TurnTiming t = timing(Duration.ZERO, DeadlinePolicy.EarlyTurn.OFF, DeadlinePolicy.NmrGuard.OFF,
                H.multipliedBy(2), H.multipliedBy(24));
        TurnTiming.Slot next = TurnTiming.Slot.of(D);
        assertThat(t.reminderDue(next, D.minus(H.multipliedBy(25)))).isEmpty();
        assertThat(t.reminderDue(next, D.minus(H.multipliedBy(24)))).contains(H.multipliedBy(24));
        assertThat(t.reminderDue(next, D.minus(H.multipliedBy(3)))).contains(H.multipliedBy(24));
        assertThat(t.reminderDue(next, D.minus(H))).contains(H.multipliedBy(2));
        assertThat(t.reminderDue(next, D)).isEmpty();
        // An extension moves the reminders with the deadline.
        assertThat(t.reminderDue(new TurnTiming.Slot(D, H.multipliedBy(24), 0), D.plus(H))).contains(
                H.multipliedBy(24));
    }

    @Test
    @DisplayName("an absent commander's units count as in: no reminder for him, no grace or NMR count, no early-turn wait")
    void absentCommanderCountsAsIn() {
        // Commander 3 (unit E) is away and sent nothing; 1 and 2 have their orders in and are READY.
        Attendance away = new Attendance(UNITS, Set.of("A", "B", "C"), Set.of("A", "B", "C"), Set.of(),
                Set.of(1L, 2L), Set.of(3L));
        assertThat(away.missingNow()).as("nobody to remind").isEmpty();
        assertThat(away.missingAtBase()).isEmpty();
        assertThat(away.silent()).isEmpty();
        assertThat(away.allIn()).isTrue();
        TurnTiming t = timing(H.multipliedBy(12), new DeadlinePolicy.EarlyTurn(true, Duration.ZERO),
                new DeadlinePolicy.NmrGuard(true, 0.2, H.multipliedBy(24), 1), H.multipliedBy(2));
        assertThat(t.reached(TurnTiming.Slot.of(D), D, away)).as("no grace, no postponement for the absent")
                .isEqualTo(new TurnTiming.Run(D, D));
        assertThat(t.early(TurnTiming.Slot.of(D), D.minus(H), D.minus(H.multipliedBy(72)), away).now()).isTrue();
        // The same without the absence: E is missing, 3 is silent, and the early turn waits for him.
        Attendance silent = new Attendance(UNITS, Set.of("A", "B", "C"), Set.of("A", "B", "C"), Set.of(),
                Set.of(1L, 2L));
        assertThat(silent.missingNow()).containsOnlyKeys(3L);
        assertThat(t.reached(TurnTiming.Slot.of(D), D, silent)).isInstanceOf(TurnTiming.Wait.class);
        assertThat(t.early(TurnTiming.Slot.of(D), D.minus(H), D.minus(H.multipliedBy(72)), silent).now()).isFalse();
        // Everyone away: a turn never runs early on a holiday alone.
        Attendance allAway = new Attendance(UNITS, Set.of(), Set.of(), Set.of(), Set.of(), Set.of(1L, 2L, 3L));
        assertThat(t.early(TurnTiming.Slot.of(D), D.minus(H), D.minus(H.multipliedBy(72)), allAway).now()).isFalse();
    }
}

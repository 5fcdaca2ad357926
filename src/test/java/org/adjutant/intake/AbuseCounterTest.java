package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.adjutant.store.AbuseCounterStore;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The one rule every abuse limit counts by, with the time passed in. */
class AbuseCounterTest {
    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private static final Duration HOUR = Duration.ofHours(1);

    private static Instant at(int minutes) {
        return T0.plus(Duration.ofMinutes(minutes));
    }

    /** Hits one at a time, each minute, allowing two; returns the verdict of each. */
    private static AbuseCounter.State[] run(Duration lockFor, int... minutes) {
        Optional<AbuseCounterStore.Row> row = Optional.empty();
        AbuseCounter.State[] states = new AbuseCounter.State[minutes.length];
        for (int i = 0; i < minutes.length; i++) {
            AbuseCounter.Step step = AbuseCounter.next(row, at(minutes[i]), 1, 2, HOUR, lockFor);
            states[i] = step.verdict().state();
            if (step.row() != null) {
                row = Optional.of(step.row());
            }
        }
        return states;
    }

    @Test
    @DisplayName("hits within what is allowed are under; the next one crosses, once; later ones meet the lock")
    void crossesOnceThenLocked() {
        assertThat(run(HOUR, 0, 1, 2, 3, 4)).containsExactly(AbuseCounter.State.UNDER, AbuseCounter.State.UNDER,
                AbuseCounter.State.CROSSED, AbuseCounter.State.LOCKED, AbuseCounter.State.LOCKED);
    }

    @Test
    @DisplayName("a lock lifts by itself at its end, however often it was hit meanwhile, and a new window starts")
    void lockLiftsByItself() {
        // Crossed at minute 2, locked for an hour: until 3:02; hits at 30 and 61 do not extend it.
        assertThat(run(HOUR, 0, 1, 2, 30, 61, 62, 63, 64)).containsExactly(AbuseCounter.State.UNDER,
                AbuseCounter.State.UNDER, AbuseCounter.State.CROSSED, AbuseCounter.State.LOCKED,
                AbuseCounter.State.LOCKED, AbuseCounter.State.UNDER, AbuseCounter.State.UNDER,
                AbuseCounter.State.CROSSED);
    }

    @Test
    @DisplayName("hits in an ended window do not add up: a window starts at the first hit it counts")
    void windowStartsAgain() {
        assertThat(run(HOUR, 0, 59, 60, 61)).containsExactly(AbuseCounter.State.UNDER, AbuseCounter.State.UNDER,
                AbuseCounter.State.UNDER, AbuseCounter.State.UNDER);
    }

    @Test
    @DisplayName("a quota's lock (no lockFor) lasts to the end of the window it was crossed in")
    void quotaLockEndsWithItsWindow() {
        AbuseCounter.Step first = AbuseCounter.next(Optional.empty(), at(0), 1, 2, HOUR, null);
        AbuseCounter.Step second = AbuseCounter.next(Optional.of(first.row()), at(10), 1, 2, HOUR, null);
        AbuseCounter.Step third = AbuseCounter.next(Optional.of(second.row()), at(20), 1, 2, HOUR, null);
        assertThat(third.verdict()).isEqualTo(new AbuseCounter.Verdict(AbuseCounter.State.CROSSED, at(60)));
    }

    @Test
    @DisplayName("amounts add up (bytes): one large hit can cross at once")
    void amounts() {
        AbuseCounter.Step big = AbuseCounter.next(Optional.empty(), at(0), 5_000, 4_000, HOUR, null);
        assertThat(big.verdict().state()).isEqualTo(AbuseCounter.State.CROSSED);
    }
}

package org.adjutant.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CutoffTest {
    private static final Instant D = Instant.parse("2030-01-07T20:00:00Z");

    private static QueuedBlock block(long id, String unit, Instant at) {
        return new QueuedBlock(id, "g", unit, id, 1, 1, QueuedBlock.Role.COMMANDER, "x@example.org", at,
                List.of("HOLD"));
    }

    @Test
    @DisplayName("in grace, late orders count only for units that had none by the deadline")
    void graceOnlyForUnitsWithoutOrders() {
        QueuedBlock aInTime = block(1, "A", D.minusSeconds(60));
        QueuedBlock aLate = block(2, "A", D.plusSeconds(60));
        QueuedBlock bLate = block(3, "B", D.plusSeconds(120));
        QueuedBlock bTooLate = block(4, "B", D.plusSeconds(7200));
        Cutoff grace = new Cutoff(D, D.plusSeconds(3600));
        assertThat(grace.choose(List.of(aInTime, aLate, bLate, bTooLate))).containsExactly(aInTime, bLate);
        assertThat(Cutoff.at(D).choose(List.of(aInTime, aLate, bLate))).containsExactly(aInTime);
    }
}

package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.movement.Theatre;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The order of a tactical phase's steps. */
class TacticalTurnTest {
    @Test
    @DisplayName("GITM 8, 9.1 a tactical phase runs standing battles, initiative (8.6), fort moves (8.2), own moves (8.12), support (8.10), then settles its battles")
    void gitm_8_stepsInRuleBookOrder() {
        TacticalTurn turn = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")).tactical;
        assertThat(turn.steps()).extracting(TacticalStep::order).containsExactly(TacticalStep.Order.values());
        assertThat(turn.steps()).extracting(s -> s.getClass().getSimpleName()).isEqualTo(List.of(
                "OpenStandingBattles", "DrawInitiative", "FortMoves", "OwnMoves", "SupportMoves", "SettleBattles"));
    }
}

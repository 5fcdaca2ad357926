package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The second step of a tactical phase: the order units move in. */
class DrawInitiativeTest {
    @Test
    @DisplayName("GITM 8.6 the phase's order holds every active unit, strong fast units first; inactive and shattered units do not move")
    void gitm_8_6_order() {
        FixedDice dice = new FixedDice();
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "1-1").unit("US2LC", "US", SQ, "2-2", b -> b.men(300))
                .unit("US3IN", "US", SQ, "3-3", b -> b.readiness(Readiness.INACTIVE))
                .unit("US4IN", "US", SQ, "4-4", b -> b.readiness(Readiness.SHATTERED)), dice);
        PhaseMoves now = f.phase(Phase.TACTICAL_2);
        f.run(TacticalStep.Order.INITIATIVE, now);
        assertThat(now.initiative()).containsExactly(UnitId.of("US2LC"), UnitId.of("US1IN"));
    }

    @Test
    @DisplayName("GITM 8.6 strength counts as the turn began: a strong cavalry unit worn down during the turn still moves first")
    void gitm_8_6_strengthAtStartOfTurn() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "1-1").unit("US2LC", "US", SQ, "2-2", b -> b.men(300)));
        f.board().put(f.unit("US2LC").toBuilder().men(100).build());
        PhaseMoves now = f.phase(Phase.TACTICAL_3);
        f.run(TacticalStep.Order.INITIATIVE, now);
        assertThat(now.initiative()).containsExactly(UnitId.of("US2LC"), UnitId.of("US1IN"));
    }
}

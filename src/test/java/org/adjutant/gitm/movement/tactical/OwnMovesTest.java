package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fourth step of a tactical phase: each unit's own move, specified or engage, in initiative order. */
class OwnMovesTest {
    private static Theatre theatre() {
        return Theatre.openGround("G0-V0", "G2-V2");
    }

    private static String moves(PhaseFixture f) {
        return String.join(", ", f.events(TacticalMoved.class).stream()
                .map(m -> m.unit() + " " + m.how() + " " + m.to()).toList());
    }

    @Test
    @DisplayName("GITM 8.12, 8.6 in initiative order each unit makes its specified move rather than its engage move")
    void gitm_8_12_specifiedBeforeEngage() {
        PhaseFixture f = PhaseFixture.of(theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 2-0", "ENGAGE")
                .unit("US2IN", "US", SQ, "0-5").orders("US2IN", "MOVE TO 2-5")
                .unit("MX1IN", "NE", SQ, "10-10"));
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "US2IN", "MX1IN", "US1IN");
        f.run(TacticalStep.Order.OWN_MOVES, now);
        assertThat(moves(f)).isEqualTo("US2IN SPECIFIED 2-5, US1IN SPECIFIED 2-0");
        assertThat(now.acted(UnitId.of("US1IN"))).isTrue();
        assertThat(now.acted(UnitId.of("MX1IN"))).as("no orders: no move, still free to intercept").isFalse();
    }

    @Test
    @DisplayName("GITM 8.8 with no specified move a unit engages the nearest enemy, and the battle begins there")
    void gitm_8_8_engage() {
        PhaseFixture f = PhaseFixture.of(theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE")
                .unit("MX1IN", "NE", SQ, "0-3").unit("MX2IN", "NE", SQ, "6-6"));
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_1, "US1IN", "MX1IN", "MX2IN"));
        assertThat(moves(f)).isEqualTo("US1IN ENGAGE 0-3");
        assertThat(f.events(BattleJoined.class)).singleElement()
                .satisfies(b -> assertThat(b.defenders()).containsExactly(UnitId.of("MX1IN")));
    }

    @Test
    @DisplayName("GITM 8.12, 8.3 a unit that has already moved this phase, is halted by contact, or is not active makes no move")
    void gitm_8_12_oneMoveAPhase() {
        PhaseFixture f = PhaseFixture.of(theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 3-0")
                .unit("US2IN", "US", SQ, "0-2").orders("US2IN", "MOVE TO 3-2")
                .unit("US3IN", "US", SQ, "0-4", b -> b.readiness(Readiness.INACTIVE)).orders("US3IN", "MOVE TO 3-4")
                .unit("US4IN", "US", SQ, "0-6").orders("US4IN", "MOVE TO 3-6"));
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "US1IN", "US2IN", "US3IN", "US4IN");
        now.act(UnitId.of("US1IN"));
        now.halt(UnitId.of("US2IN"));
        f.run(TacticalStep.Order.OWN_MOVES, now);
        assertThat(moves(f)).isEqualTo("US4IN SPECIFIED 3-6");
    }

    @Test
    @DisplayName("GITM 8.2 a specified move waits for its starting phase and goes on in later phases")
    void gitm_8_2_overSeveralPhases() {
        PhaseFixture f = PhaseFixture.of(theatre().unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 6-0 PHASE 2"));
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_1, "US1IN"));
        assertThat(moves(f)).isEmpty();
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_2, "US1IN"));
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_3, "US1IN"));
        assertThat(moves(f)).isEqualTo("US1IN SPECIFIED 4-0, US1IN SPECIFIED 6-0");
    }

    @Test
    @DisplayName("GITM 8.8 after a failed morale check the engage order lapses for the turn, and the unit is told once")
    void gitm_8_8_lapsedEngage() {
        PhaseFixture f = PhaseFixture.of(theatre()
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE")
                .unit("MX1IN", "NE", SQ, "0-4"));
        f.turn.moraleCheckFailed(UnitId.of("US1IN"), Phase.TACTICAL_1);
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_2, "US1IN", "MX1IN"));
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_3, "US1IN", "MX1IN"));
        assertThat(moves(f)).isEmpty();
        assertThat(f.lines("tactical-move-refused")).singleElement().asString()
                .startsWith("Tactical phase 2").contains("morale check in the battle of tactical phase 1");
    }
}

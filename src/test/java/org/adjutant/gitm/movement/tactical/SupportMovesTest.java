package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The fifth step of a tactical phase: support moves. A battle goes on at 10-5 between US1IN and MX1IN. */
class SupportMovesTest {
    private static Theatre battle() {
        return Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", SQ, "10-5").unit("MX1IN", "NE", SQ, "10-5");
    }

    private static String moves(PhaseFixture f) {
        return String.join(", ", f.events(TacticalMoved.class).stream()
                .map(m -> m.unit() + " " + m.how() + " " + m.to() + " f" + m.fatigue()).toList());
    }

    @Test
    @DisplayName("GITM 8.10 a supporter joins a battle of its side in its box within its reach, two squares or three for fast units")
    void gitm_8_10_reach() {
        PhaseFixture f = PhaseFixture.of(battle()
                .unit("US2IN", "US", SQ, "10-7").orders("US2IN", "SUPPORT 10-5 RADIUS 2")
                .unit("US3IN", "US", SQ, "10-2").orders("US3IN", "SUPPORT 10-5 RADIUS 3")
                .unit("US4LC", "US", SQ, "7-5").orders("US4LC", "SUPPORT 10-5 RADIUS 3")
                .unit("US5IN", "US", SQ, "12-5").orders("US5IN", "SUPPORT 14-5 RADIUS 1"));
        f.run(TacticalStep.Order.SUPPORT_MOVES, f.phase(Phase.TACTICAL_1, "US2IN", "US3IN", "US4LC", "US5IN"));
        assertThat(moves(f)).as("US3IN is 3 away, US5IN's box does not hold the battle")
                .isEqualTo("US2IN SUPPORT 10-5 f1, US4LC SUPPORT 10-5 f1");
    }

    @Test
    @DisplayName("GITM 5.2, 8.10 no support moves in the final tactical phase, which has no combat")
    void gitm_8_10_notInTheFinalPhase() {
        PhaseFixture f = PhaseFixture.of(battle().unit("US2IN", "US", SQ, "10-7").orders("US2IN", "SUPPORT 10-5 RADIUS 2"));
        f.run(TacticalStep.Order.SUPPORT_MOVES, f.phase(Phase.TACTICAL_5, "US2IN"));
        assertThat(moves(f)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.10 of two battles equally near, the supporter joins the one where the odds against its side are worst")
    void gitm_8_10_worstOdds() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "4-5", b -> b.men(100)).unit("MX1IN", "NE", SQ, "4-5", b -> b.men(800))
                .unit("US2IN", "US", SQ, "8-5", b -> b.men(800)).unit("MX2IN", "NE", SQ, "8-5", b -> b.men(100))
                .unit("US3IN", "US", SQ, "6-5").orders("US3IN", "SUPPORT 6-5 RADIUS 3"));
        f.run(TacticalStep.Order.SUPPORT_MOVES, f.phase(Phase.TACTICAL_1, "US3IN"));
        assertThat(f.at("US3IN")).isEqualTo("4-5");
    }

    @Test
    @DisplayName("GITM 8.1 a support move pays fatigue on top of the phase's own move")
    void gitm_8_1_supportPaysAgain() {
        PhaseFixture f = PhaseFixture.of(battle().unit("US2IN", "US", SQ, "10-7").orders("US2IN", "SUPPORT 10-5 RADIUS 2"));
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "US2IN");
        now.firstMove(UnitId.of("US2IN")); // its own move this phase paid the phase's point
        f.run(TacticalStep.Order.SUPPORT_MOVES, now);
        assertThat(moves(f)).isEqualTo("US2IN SUPPORT 10-5 f1");
    }

    @Test
    @DisplayName("GITM 8.10 a supporter already in contact, or too tired, stays where it is")
    void gitm_8_10_inContactOrTired() {
        PhaseFixture f = PhaseFixture.of(battle()
                .unit("US2IN", "US", SQ, "10-7").unit("MX2IN", "NE", SQ, "10-7").orders("US2IN", "SUPPORT 10-5 RADIUS 2")
                .unit("US3IN", "US", SQ, "10-3", b -> b.fatigue(9)).orders("US3IN", "SUPPORT 10-5 RADIUS 2"));
        f.run(TacticalStep.Order.SUPPORT_MOVES, f.phase(Phase.TACTICAL_1, "US2IN", "US3IN"));
        assertThat(moves(f)).isEmpty();
    }
}

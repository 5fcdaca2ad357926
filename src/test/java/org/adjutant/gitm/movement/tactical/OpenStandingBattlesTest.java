package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The first step of a tactical phase: battles for hostile units already standing together. */
class OpenStandingBattlesTest {
    @Test
    @DisplayName("GITM 9.1 hostile units already together get a standing battle before anyone moves; allies alone or beside a shattered enemy do not")
    void gitm_9_1_standingBattle() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5")
                .unit("US2IN", "US", SQ, "7-7").unit("US3IN", "US", SQ, "7-7")
                .unit("US4IN", "US", SQ, "9-9").unit("MX2IN", "NE", SQ, "9-9", b -> b.readiness(Readiness.SHATTERED)));
        f.run(TacticalStep.Order.STANDING_BATTLES, f.phase(Phase.TACTICAL_1));
        List<BattleContact> all = f.board().contacts(Phase.TACTICAL_1).all();
        assertThat(all).singleElement().satisfies(c -> {
            assertThat(c.at()).isEqualTo(TacticalSquare.of("5-5"));
            assertThat(c.opening()).isEqualTo(BattleContact.Opening.STANDING);
            assertThat(c.sides()).containsExactlyInAnyOrder(UnitId.of("US1IN"), UnitId.of("MX1IN"));
            assertThat(c.attackers()).containsExactly(c.initiator());
            assertThat(c.arrivals()).isEmpty();
        });
        assertThat(f.lines("battle-joined")).as("a standing battle is no news: nobody moved").isEmpty();
    }

    @Test
    @DisplayName("GITM 9.1, 8.3 a battle carried over from an earlier phase keeps the unit that opened it while it is still there")
    void gitm_9_1_carriedOverKeepsItsOpener() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5").unit("MX2IN", "NE", SQ, "5-5"));
        f.board().openContact(new BattleContact(Phase.TACTICAL_1, StrategicSquare.of(SQ), TacticalSquare.of("5-5"),
                BattleContact.Opening.MOVE, UnitId.of("MX2IN"), List.of(UnitId.of("MX1IN"), UnitId.of("MX2IN")),
                List.of(UnitId.of("US1IN")), List.of()));
        f.run(TacticalStep.Order.STANDING_BATTLES, f.phase(Phase.TACTICAL_2));
        BattleContact c = f.board().contacts(Phase.TACTICAL_2).all().get(0);
        assertThat(c.initiator()).isEqualTo(UnitId.of("MX2IN"));
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.STANDING);
        assertThat(c.defenders()).containsExactly(UnitId.of("US1IN"));
    }

    @Test
    @DisplayName("GITM 9.1 a battle already open in this phase is left as it is")
    void gitm_9_1_openBattleLeftAlone() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5"));
        BattleContact opened = new BattleContact(Phase.TACTICAL_1, StrategicSquare.of(SQ), TacticalSquare.of("5-5"),
                BattleContact.Opening.MOVE, UnitId.of("MX1IN"), List.of(UnitId.of("MX1IN")),
                List.of(UnitId.of("US1IN")), List.of());
        f.board().openContact(opened);
        f.run(TacticalStep.Order.STANDING_BATTLES, f.phase(Phase.TACTICAL_1));
        assertThat(f.board().contacts(Phase.TACTICAL_1).all()).containsExactly(opened);
    }
}

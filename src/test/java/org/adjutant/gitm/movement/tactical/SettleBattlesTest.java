package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The last step of a tactical phase: the battles as movement leaves them, for the combat step. */
class SettleBattlesTest {
    private static final TacticalSquare AT = TacticalSquare.of("5-5");

    private static List<UnitId> ids(String... units) {
        return List.of(units).stream().map(UnitId::of).toList();
    }

    private static BattleContact opened(String initiator, List<UnitId> attackers, List<UnitId> defenders) {
        return new BattleContact(Phase.TACTICAL_1, StrategicSquare.of(SQ), AT, BattleContact.Opening.MOVE,
                UnitId.of(initiator), attackers, defenders, List.of());
    }

    private static void moveAway(PhaseFixture f, String unit) {
        f.board().moveTo(UnitId.of(unit), new Location(StrategicSquare.of(SQ), TacticalSquare.of("9-9")));
    }

    @Test
    @DisplayName("GITM 9.1 a battle whose hostile units no longer stand together when movement ends is dropped")
    void gitm_9_1_dropped() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5"));
        f.board().openContact(opened("US1IN", ids("US1IN"), ids("MX1IN")));
        moveAway(f, "MX1IN");
        f.run(TacticalStep.Order.SETTLE_BATTLES, f.phase(Phase.TACTICAL_1));
        assertThat(f.board().contacts(Phase.TACTICAL_1).all()).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.1, 8.3 a battle whose opener has gone is led by the first remaining unit of its attacking side, and lists who moved in")
    void gitm_9_1_newLeader() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("US2IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5"));
        f.board().openContact(opened("US1IN", ids("US1IN", "US2IN"), ids("MX1IN")));
        moveAway(f, "US1IN");
        PhaseMoves now = f.phase(Phase.TACTICAL_1);
        BattleContact.Arrival came = new BattleContact.Arrival(UnitId.of("US2IN"), TacticalSquare.of("4-5"),
                TacticalMoveKind.SUPPORT);
        now.arrived(came);
        now.arrived(new BattleContact.Arrival(UnitId.of("US1IN"), TacticalSquare.of("8-8"), TacticalMoveKind.ENGAGE));
        f.run(TacticalStep.Order.SETTLE_BATTLES, now);
        BattleContact c = f.board().contacts(Phase.TACTICAL_1).all().get(0);
        assertThat(c.initiator()).isEqualTo(UnitId.of("US2IN"));
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.MOVE);
        assertThat(c.attackers()).containsExactly(UnitId.of("US2IN"));
        assertThat(c.defenders()).containsExactly(UnitId.of("MX1IN"));
        assertThat(c.arrivals()).as("only units of either side there").containsExactly(came);
    }

    @Test
    @DisplayName("GITM 9.1 hostile units that came together without a move opening a battle get a standing one")
    void gitm_9_1_standingAfterMovement() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5"));
        f.run(TacticalStep.Order.SETTLE_BATTLES, f.phase(Phase.TACTICAL_1));
        assertThat(f.board().contacts(Phase.TACTICAL_1).all()).singleElement()
                .satisfies(c -> assertThat(c.opening()).isEqualTo(BattleContact.Opening.STANDING));
    }
}

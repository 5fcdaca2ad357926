package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A move or an interception meeting a hostile unit, as the walking and interception classes report it. */
class BattleOpeningTest {
    private static final TacticalSquare AT = TacticalSquare.of("5-5");

    private static BattleOpening opening(PhaseFixture f, TurnOrders orders) {
        Board board = f.board();
        Neighbourhood near = new Neighbourhood(board);
        return new BattleOpening(board, near, new BattleSides(board, near), orders,
                new MoveReports(board, TacticalSight.NEARBY, f.turn.events()));
    }

    @Test
    @DisplayName("GITM 8.3 contact opens the phase's battle: the mover's side attacks, both sides halt, and specified moves due are lost")
    void gitm_8_3_contactHaltsBothSides() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1LC", "US", SQ, "5-5")
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "MOVE TO 5-14")
                .unit("MX9IN", "YUC", SQ, "5-5")
                .unit("MX2IN", "NE", SQ, "1-1").orders("MX2IN", "MOVE TO 1-5"));
        TurnOrders orders = new TurnOrders(f.turn);
        PhaseMoves now = f.phase(Phase.TACTICAL_1);
        opening(f, orders).contact(now, f.unit("US1LC"), AT, false);
        BattleContact c = f.board().contacts(Phase.TACTICAL_1).all().get(0);
        assertThat(c.initiator()).isEqualTo(UnitId.of("US1LC"));
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.MOVE);
        assertThat(c.attackers()).containsExactly(UnitId.of("US1LC"));
        assertThat(c.defenders()).as("the neutral takes no side").containsExactly(UnitId.of("MX1IN"));
        assertThat(now.halted(UnitId.of("US1LC"))).isTrue();
        assertThat(now.halted(UnitId.of("MX1IN"))).isTrue();
        assertThat(orders.plan(UnitId.of("MX1IN")).open()).as("its move was due: lost").isFalse();
        assertThat(orders.plan(UnitId.of("MX2IN")).open()).as("not in the battle").isTrue();
        assertThat(f.events(BattleJoined.class)).singleElement().satisfies(b -> {
            assertThat(b.interception()).isFalse();
            assertThat(b.visibility().observers()).contains("US1LC", "MX1IN", "MX9IN", "MX2IN");
        });
    }

    @Test
    @DisplayName("GITM 8.3, GITM-MD battlesides.html a later arrival joins the battle with the sides its opener set")
    void gitm_8_3_joinKeepsTheOpener() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1LC", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5").unit("MX2IN", "NE", SQ, "5-5"));
        TurnOrders orders = new TurnOrders(f.turn);
        PhaseMoves now = f.phase(Phase.TACTICAL_1);
        BattleOpening opening = opening(f, orders);
        opening.contact(now, f.unit("US1LC"), AT, false);
        opening.contact(now, f.unit("MX2IN"), AT, true);
        BattleContact c = f.board().contactAt(Phase.TACTICAL_1, new Location(f.unit("US1LC").location().strategic(),
                AT)).orElseThrow();
        assertThat(c.initiator()).isEqualTo(UnitId.of("US1LC"));
        assertThat(c.opening()).as("still the move that opened it").isEqualTo(BattleContact.Opening.MOVE);
        assertThat(c.defenders()).isEqualTo(List.of(UnitId.of("MX1IN"), UnitId.of("MX2IN")));
        assertThat(f.events(BattleJoined.class)).hasSize(2);
    }

    @Test
    @DisplayName("GITM 8.11 an interception opens the battle with the interceptor's side attacking and both sides in offensive mode")
    void gitm_8_11_interception() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("MX1MC", "NE", SQ, "5-5"));
        opening(f, new TurnOrders(f.turn)).contact(f.phase(Phase.TACTICAL_2), f.unit("MX1MC"), AT, true);
        BattleContact c = f.board().contacts(Phase.TACTICAL_2).all().get(0);
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.INTERCEPTION);
        assertThat(c.bothSidesAttack()).isTrue();
        assertThat(c.attackers()).containsExactly(UnitId.of("MX1MC"));
    }
}

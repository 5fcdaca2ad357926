package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Who may react to a mover's leg, and what an interception does to it, on their own (the races themselves are in
 * {@link InterceptionRaceTest}, whole turns in {@link InterceptionTest}). The mover US1IN walks 5-5 to 5-7.
 */
class InterceptMovesTest {
    private static final List<TacticalSquare> LEG = List.of(TacticalSquare.of("5-5"), TacticalSquare.of("5-6"),
            TacticalSquare.of("5-7"));

    private static InterceptMoves intercepts(PhaseFixture f, TurnOrders orders) {
        Board board = f.board();
        Neighbourhood near = new Neighbourhood(board);
        MoveReports reports = new MoveReports(board, TacticalSight.NEARBY, f.turn.events());
        return new InterceptMoves(board, near, new CitySquares(board, BesiegedCities.NONE, near), orders,
                new LaneSteps(board, near, reports), new BattleOpening(board, near, new BattleSides(board, near),
                orders, reports), reports);
    }

    @Test
    @DisplayName("GITM 8.11, 8.12 only an active combat unit with a box for the phase, not evading, not in contact, fresh enough and free of its own move reacts")
    void gitm_8_11_whoMayIntercept() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5")
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX2MC", "NE", SQ, "7-8").orders("MX2MC", "INTERCEPT 7-7 RADIUS 3", "OFFENSIVE EVADE")
                .unit("MX3MC", "NE", SQ, "8-8").orders("MX3MC", "INTERCEPT 7-7 RADIUS 3 PHASES 3-4")
                .unit("MX1CQ", "NE", SQ, "8-7").orders("MX1CQ", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX4MC", "NE", SQ, "9-9", b -> b.fatigue(9)).orders("MX4MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX5MC", "NE", SQ, "2-2").orders("MX5MC", "INTERCEPT 7-7 RADIUS 3").unit("US2IN", "US", SQ, "2-2")
                .unit("MX6MC", "NE", SQ, "9-7").orders("MX6MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("MX7MC", "NE", SQ, "9-6"));
        TurnOrders orders = new TurnOrders(f.turn);
        InterceptMoves intercepts = intercepts(f, orders);
        PhaseMoves now = f.phase(Phase.TACTICAL_1);
        now.act(UnitId.of("MX6MC"));
        List<String> may = List.of("MX1MC", "MX2MC", "MX3MC", "MX1CQ", "MX4MC", "MX5MC", "MX6MC", "MX7MC").stream()
                .filter(id -> intercepts.mayIntercept(now, f.unit(id), f.unit("US1IN"))).toList();
        assertThat(may).containsExactly("MX1MC");
    }

    @Test
    @DisplayName("GITM 8.11 a neutral mover is intercepted only by a unit standing in a square its own state controls")
    void gitm_8_11_neutralsOnlyAtHome() {
        Theatre home = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX9IN", "YUC", SQ, "5-5").unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3");
        PhaseFixture f = PhaseFixture.of(home);
        assertThat(intercepts(f, new TurnOrders(f.turn)).mayIntercept(f.phase(Phase.TACTICAL_1), f.unit("MX1MC"),
                f.unit("MX9IN"))).isTrue();
        PhaseFixture abroad = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .square(SQ, Terrain.OPEN, Nation.US, "US")
                .unit("MX9IN", "YUC", SQ, "5-5").unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3"));
        assertThat(intercepts(abroad, new TurnOrders(abroad.turn)).mayIntercept(abroad.phase(Phase.TACTICAL_1),
                abroad.unit("MX1MC"), abroad.unit("MX9IN"))).isFalse();
    }

    @Test
    @DisplayName("GITM 8.11, 8.12 an interception cuts the leg at the point, ends the mover's move, counts as the interceptor's move and opens a battle")
    void gitm_8_11_cut() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-7")
                .unit("MX1MC", "NE", SQ, "7-7").orders("MX1MC", "INTERCEPT 7-7 RADIUS 3"));
        TurnOrders orders = new TurnOrders(f.turn);
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "MX1MC", "US1IN");
        var cut = intercepts(f, orders).cut(now, f.unit("US1IN"), LEG, TacticalMoveKind.SPECIFIED);
        assertThat(cut).hasValue(2);
        assertThat(f.at("US1IN")).isEqualTo("5-7");
        assertThat(f.at("MX1MC")).isEqualTo("5-7");
        assertThat(now.acted(UnitId.of("MX1MC"))).isTrue();
        assertThat(now.halted(UnitId.of("US1IN"))).isTrue();
        assertThat(orders.plan(UnitId.of("US1IN")).open()).isFalse();
        assertThat(f.lines("intercepted")).hasSize(1);
        assertThat(f.board().contacts(Phase.TACTICAL_1).all()).singleElement()
                .satisfies(c -> assertThat(c.bothSidesAttack()).isTrue());
    }
}

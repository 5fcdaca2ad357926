package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import static org.adjutant.gitm.supply.SupplyBench.fed;
import static org.adjutant.gitm.supply.SupplyBench.line;
import static org.adjutant.gitm.supply.SupplyBench.stock;
import static org.adjutant.gitm.supply.SupplyBench.unit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Consumer;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.DefaultOrders;
import org.adjutant.gitm.order.UnitLocation;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.order.UnitView;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 10.5, 10.7, 10.9: the supply phase (docs/rules/gitm-10-supply.md section 8.5's worked examples). Point Isabel
 * (P) is a US city 3 squares west of corps HQ US1CQ (Q); US2IN (U) stands 1 square east of Q; U lists Q, Q lists P.
 */
class SupplyPhaseTest {
    private static SupplyBench bench(int stockP, Consumer<Unit.Builder> q, Consumer<Unit.Builder> u) {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A0-S2", "Point Isabel", "7-7", "US", 1, stockP, false)
                .unit("US1CQ", "US", "A3-S2", "7-7", b -> {
                    b.supplySource("Point Isabel");
                    q.accept(b);
                })
                .unit("US2IN", "US", "A4-S2", "7-7", b -> {
                    b.supplySource("US1CQ");
                    u.accept(b);
                });
        return new SupplyBench(t);
    }

    @Test
    @DisplayName("GITM 10.7 basic: both eat what they carry; the unit draws 1 through its corps HQ before the corps HQ fills its wagons from what is left")
    void gitm_10_7_basic() {
        TurnContext turn = bench(10, q -> q.supplies(2).ammunition(2), u -> u.supplies(1).ammunition(3))
                .orders("US1CQ", "SUPPLY LEVEL 12").orders("US2IN", "SUPPLY LEVEL 1").supplyPhase();
        assertThat(fed(turn, "US1CQ")).contains(Fed.CARRIED);
        assertThat(fed(turn, "US2IN")).contains(Fed.CARRIED);
        assertThat(unit(turn, "US2IN").supplies()).isEqualTo(1);
        assertThat(unit(turn, "US2IN").ammunition()).isEqualTo(5);
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(10);
        assertThat(unit(turn, "US1CQ").ammunition()).isEqualTo(5);
        assertThat(stock(turn, "Point Isabel")).isZero();
        assertThat(line(turn, "US2IN"))
                .isEqualTo("US2IN ate its own supply; drew 1 from US1CQ (Point Isabel); carries 1; ammunition refilled.");
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.CONSUMED)).isEqualTo(2);
        assertThat(SupplyPhaseRecord.of(turn).draws()).containsEntry(org.adjutant.gitm.unit.UnitId.of("US2IN"), "US1CQ")
                .containsEntry(org.adjutant.gitm.unit.UnitId.of("US1CQ"), "Point Isabel");
    }

    @Test
    @DisplayName("GITM 10.7 empty city: the unit draws from the corps HQ's wagons; the corps HQ draws nothing and keeps its ammunition")
    void gitm_10_7_emptyCity() {
        TurnContext turn = bench(0, q -> q.supplies(2).ammunition(2), u -> u.supplies(1).ammunition(3))
                .orders("US1CQ", "SUPPLY LEVEL 12").orders("US2IN", "SUPPLY LEVEL 1").supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isZero();
        assertThat(unit(turn, "US1CQ").ammunition()).isEqualTo(2);
        assertThat(unit(turn, "US2IN").supplies()).isEqualTo(1);
        assertThat(unit(turn, "US2IN").ammunition()).isEqualTo(5);
    }

    @Test
    @DisplayName("GITM 10.5 SUPPLY SOURCE NONE on a corps HQ: it takes nothing from its city but still hands out its wagons")
    void gitm_10_5_corpsNone() {
        TurnContext turn = bench(10, q -> q.supplies(5), u -> u.supplies(0))
                .orders("US1CQ", "SUPPLY SOURCE NONE", "SUPPLY LEVEL 12").orders("US2IN", "SUPPLY LEVEL 1")
                .supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(2);
        assertThat(unit(turn, "US2IN").supplies()).isEqualTo(1);
        assertThat(fed(turn, "US2IN")).contains(Fed.SOURCE);
        assertThat(stock(turn, "Point Isabel")).isEqualTo(10);
        assertThat(line(turn, "US1CQ")).contains("drew from no source, as ordered");
    }

    @Test
    @DisplayName("GITM 10.7 a blank supply level keeps what is left after eating: no draw, no ammunition")
    void gitm_10_7_blankLevel() {
        TurnContext turn = bench(10, q -> q.supplies(2), u -> u.supplies(1).ammunition(3)).supplyPhase();
        assertThat(unit(turn, "US2IN").supplies()).isZero();
        assertThat(unit(turn, "US2IN").ammunition()).isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 10.7 level 0 still draws to eat, and a draw refills ammunition (GITM 10.9)")
    void gitm_10_7_levelZero() {
        TurnContext turn = bench(10, q -> q.supplies(0), u -> u.supplies(0).ammunition(1))
                .orders("US2IN", "SUPPLY LEVEL 0").supplyPhase();
        assertThat(fed(turn, "US2IN")).contains(Fed.SOURCE);
        assertThat(unit(turn, "US2IN").supplies()).isZero();
        assertThat(unit(turn, "US2IN").ammunition()).isEqualTo(5);
        assertThat(stock(turn, "Point Isabel")).as("Q, carrying nothing, ate one from P too").isEqualTo(8);
    }

    @Test
    @DisplayName("GITM 10.7 unloading down to the ordered level, back into the corps HQ's city")
    void gitm_10_7_unload() {
        TurnContext turn = bench(10, q -> q.supplies(12), u -> u.supplies(1))
                .orders("US1CQ", "SUPPLY LEVEL 4").orders("US2IN", "SUPPLY LEVEL 1").supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(4);
        assertThat(SupplyPhaseRecord.of(turn).entry(org.adjutant.gitm.unit.UnitId.of("US1CQ")).unloaded)
                .isEqualTo(7);
        assertThat(stock(turn, "Point Isabel")).as("10 + 7 given back - 1 U drew after eating its own")
                .isEqualTo(16);
    }

    @Test
    @DisplayName("GITM 10.7 no unloading with an enemy unit in the square")
    void gitm_10_7_noUnloadWithEnemy() {
        SupplyBench b = bench(10, q -> q.supplies(12), u -> u.supplies(1)).orders("US1CQ", "SUPPLY LEVEL 4");
        b.theatre.unit("MX1IN", "NE", "A3-S2", "1-1");
        TurnContext turn = b.supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(11);
        assertThat(stock(turn, "Point Isabel")).isEqualTo(10);
    }

    @Test
    @DisplayName("GITM 10.7 no unloading out of supply (no valid source)")
    void gitm_10_7_noUnloadOutOfSupply() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A0-S2", "Point Isabel", "7-7", "NE", 1, 10, false)
                .unit("US1CQ", "US", "A3-S2", "7-7", b -> b.supplies(12).supplySource("Point Isabel"));
        TurnContext turn = new SupplyBench(t).orders("US1CQ", "SUPPLY LEVEL 4").supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(11);
        assertThat(line(turn, "US1CQ")).contains("no supply source");
    }

    @Test
    @DisplayName("GITM 6.9 with 10.7: a corps HQ without orders keeps its wagons (level = what it carries, at least 1): eats one, draws one back")
    void gitm_10_7_defaultCorpsLevel() {
        UnitView view = new UnitView("US1CQ", Branch.CQ, "US", Nation.US,
                new UnitLocation.OnMap(StrategicSquare.of("A3-S2"), TacticalSquare.of("7-7")), true, 100, 0, 6);
        assertThat(DefaultOrders.forUnit(view)).contains(new UnitOrder.SupplyLevel(6));
        assertThat(DefaultOrders.corpsLevel(0)).isEqualTo(1);
        String level = DefaultOrders.normalForm(view).stream().filter(l -> l.startsWith("SUPPLY")).findFirst()
                .orElseThrow();
        TurnContext turn = bench(10, q -> q.supplies(6), u -> u.supplies(1)).orders("US1CQ", level).supplyPhase();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(6);
        assertThat(stock(turn, "Point Isabel")).isEqualTo(9);
    }

    @Test
    @DisplayName("GITM 10.5 requisition: open ground, alone -> fed by the country, nothing drawn, no ammunition")
    void gitm_10_5_requisition() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").unit("US2IN", "US", "A4-S2", "7-7", b -> b.ammunition(2));
        TurnContext turn = new SupplyBench(t).orders("US2IN", "SUPPLY LEVEL 1").supplyPhase();
        assertThat(fed(turn, "US2IN")).contains(Fed.REQUISITIONED);
        assertThat(unit(turn, "US2IN").supplies()).isZero();
        assertThat(unit(turn, "US2IN").ammunition()).isEqualTo(2);
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.REQUISITIONED)).isEqualTo(1);
        assertThat(line(turn, "US2IN")).startsWith("US2IN requisitioned in A4-S2");
    }

    @Test
    @DisplayName("GITM 10.5, 10.8b requisition needs open or river terrain (never the high desert), no enemy and at most 3 units")
    void gitm_10_5_requisitionLimits() {
        assertThat(fedAlone(t -> t.square("A4-S2", org.adjutant.gitm.map.Terrain.HILL))).contains(Fed.UNFED);
        assertThat(fedAlone(t -> t.square("A4-S2", org.adjutant.gitm.map.Terrain.HILL).river("A4-S2")))
                .contains(Fed.REQUISITIONED);
        assertThat(fedAlone(t -> t.square("A4-S2", org.adjutant.gitm.map.Terrain.HIGH_DESERT).river("A4-S2")))
                .contains(Fed.UNFED);
        assertThat(fedAlone(t -> t.unit("MX1IN", "NE", "A4-S2", "1-1", b -> b.readiness(
                org.adjutant.gitm.unit.Readiness.INACTIVE)))).as("an enemy of any readiness").contains(Fed.UNFED);
        assertThat(fedAlone(t -> t.unit("US3IN", "US", "A4-S2", "7-8").unit("US4IN", "US", "A4-S2", "7-9")))
                .as("3 units").contains(Fed.REQUISITIONED);
        assertThat(fedAlone(t -> t.unit("US3IN", "US", "A4-S2", "7-8").unit("US4IN", "US", "A4-S2", "7-9")
                .unit("US5IN", "US", "A4-S2", "7-10"))).as("4 units").contains(Fed.UNFED);
    }

    private static java.util.Optional<Fed> fedAlone(Consumer<Theatre> setup) {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4");
        setup.accept(t);
        t.unit("US2IN", "US", "A4-S2", "7-7");
        return fed(new SupplyBench(t).supplyPhase(), "US2IN");
    }

    @Test
    @DisplayName("GITM 10.5 inactive units eat nothing and are not reported")
    void gitm_10_5_inactiveEatNothing() {
        TurnContext turn = bench(10, q -> q.supplies(2), u -> u.supplies(1).readiness(
                org.adjutant.gitm.unit.Readiness.INACTIVE)).supplyPhase();
        assertThat(fed(turn, "US2IN")).isEmpty();
        assertThat(unit(turn, "US2IN").supplies()).isEqualTo(1);
        assertThat(turn.events()).noneMatch(e -> e.describe().startsWith("US2IN"));
    }

    @Test
    @DisplayName("GITM 10.5 peace and truce turns: nobody eats, units still draw to their level")
    void gitm_10_5_peaceTurn() {
        SupplyBench b = bench(10, q -> q.supplies(2), u -> u.supplies(0))
                .orders("US2IN", "SUPPLY LEVEL 1").orders("US1CQ", "SUPPLY LEVEL 2");
        b.theatre.settings(org.adjutant.gitm.state.GameSettings.DEFAULT.withCalendar(
                new org.adjutant.gitm.state.TurnCalendar(java.util.List.of(new org.adjutant.gitm.state.TurnCalendar.Pause(
                        1, 1, org.adjutant.gitm.state.TurnCalendar.Kind.PEACE)))));
        TurnContext turn = b.supplyPhase();
        assertThat(fed(turn, "US2IN")).isEmpty();
        assertThat(fed(turn, "US1CQ")).isEmpty();
        assertThat(unit(turn, "US1CQ").supplies()).isEqualTo(2);
        assertThat(unit(turn, "US2IN").supplies()).isEqualTo(1);
        assertThat(stock(turn, "Point Isabel")).isEqualTo(9);
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.CONSUMED)).isZero();
    }

    @Test
    @DisplayName("GITM 10.7 unfed: nothing carried, no source and no requisition")
    void gitm_10_7_unfed() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").square("A4-S2", org.adjutant.gitm.map.Terrain.FOREST)
                .unit("US2IN", "US", "A4-S2", "7-7");
        TurnContext turn = new SupplyBench(t).supplyPhase();
        assertThat(fed(turn, "US2IN")).contains(Fed.UNFED);
        assertThat(line(turn, "US2IN")).isEqualTo("US2IN went without supplies; carries 0; no supply source.");
    }
}

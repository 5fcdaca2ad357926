package org.adjutant.gitm.order;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.TacticalSquare;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DefaultOrdersTest {

    @Test
    @DisplayName("GITM 6.9 default orders: no move, skirmish/skirmish, front line, support within 2, draw one supply")
    void gitm_6_9_defaults() {
        assertThat(DefaultOrders.normalForm(Theatre.unit("MX1IN", "G3-V6", "4-11"))).containsExactly(
                "OFFENSIVE SKIRMISH", "DEFENSIVE SKIRMISH", "LINE FIRST", "SUPPORT 4-11 RADIUS 2 PHASES 1-5",
                "SUPPLY LEVEL 1");
    }

    @Test
    @DisplayName("GITM 6.9 militia default to attack and defend")
    void gitm_6_9_militia() {
        assertThat(DefaultOrders.forUnit(Branch.MI, TacticalSquare.centre())).contains(
                new UnitOrder.Offensive(OffensiveAttitude.ATTACK), new UnitOrder.Defensive(DefensiveAttitude.DEFEND))
                .noneMatch(o -> o instanceof UnitOrder.Path || o instanceof UnitOrder.TacticalMove);
    }

    @Test
    @DisplayName("GITM 6.9 default orders are valid orders: their normal form reads back")
    void gitm_6_9_readBack() {
        for (UnitOrder o : DefaultOrders.forUnit(Branch.LC, TacticalSquare.of("0-14"))) {
            assertThat(OrderParser.parseUnitOrder(o.normalForm())).contains(o);
        }
    }

    @Test
    @DisplayName("GITM 6.8 a block without postures or line gets the default ones filled in, nothing else")
    void gitm_6_8_completed() {
        assertThat(DefaultOrders.complete(java.util.List.of(new UnitOrder.Pursue(),
                new UnitOrder.Offensive(OffensiveAttitude.ASSAULT)), Branch.MI, TurnKind.CAMPAIGN)).containsExactly(
                new UnitOrder.Pursue(), new UnitOrder.Offensive(OffensiveAttitude.ASSAULT),
                new UnitOrder.Defensive(DefensiveAttitude.DEFEND), new UnitOrder.TakeLine(BattleLine.FIRST));
    }

    @Test
    @DisplayName("GITM 7.18, 9.1 on turns without battles nothing is filled in: postures and line would do nothing")
    void gitm_9_1_notFilledWithoutBattles() {
        java.util.List<UnitOrder> deploy = java.util.List.of(new UnitOrder.Deploy(java.util.Optional.empty(),
                java.util.Optional.of(TacticalSquare.of("3-3"))));
        assertThat(DefaultOrders.complete(deploy, Branch.IN, TurnKind.DEPLOYMENT)).isEqualTo(deploy);
        java.util.List<UnitOrder> pursue = java.util.List.of(new UnitOrder.Pursue());
        assertThat(DefaultOrders.complete(pursue, Branch.IN, TurnKind.PEACE_OR_TRUCE)).isEqualTo(pursue);
    }
}

package org.adjutant.gitm.supply;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 10.2, 10.3 lines as supply and communications use them (docs/rules/gitm-10-supply.md sections 3, 20). */
class SupplyNetworkTest {
    @Test
    @DisplayName("GITM 10.2 one bounded search per corps HQ: 3 corps HQs and 40 units, the sources and communications of the supply phase and of the end of the turn make exactly 3 searches each")
    void gitm_10_2_oneSearchPerCorps() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S9").city("A0-S0", "Camargo", "7-7", "US", 2, 40, false)
                .unit("US1AQ", "US", "A1-S1", "7-7")
                .unit("US1CQ", "US", "A2-S2", "7-7", b -> b.supplies(4))
                .unit("US2CQ", "US", "A5-S5", "7-7", b -> b.supplies(4))
                .unit("US3CQ", "US", "A8-S8", "7-7", b -> b.supplies(4));
        for (int i = 1; i <= 40; i++) {
            int n = i;
            t.unit("US" + n + "IN", "US", "A" + (n % 10) + "-S" + ((n / 10) * 2 + n % 3), "3-" + (n % 13),
                    b -> b.supplies(n % 2));
        }
        SupplyBench bench = new SupplyBench(t);
        Board board = bench.board();
        SupplyNetwork network = SupplyNetwork.of(board);
        List<Unit> active = new ArrayList<>(board.units());
        active.sort(null);
        EffectiveSources.Result sources = EffectiveSources.settle(network, active, id -> SupplyOrders.KEEP,
                c -> board.holding(c).supplies());
        Map<UnitId, GitmCommunications.Link> links = GitmCommunications.judge(network,
                u -> sources.of(u.id()).map(SourceCandidate::name).orElse(""));
        assertThat(links).hasSize(44);
        assertThat(sources.assignment().all()).isNotEmpty();
        assertThat(network.searches()).isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 10.2 a besieged city has no line: 3 squares from a corps HQ it is a candidate at length 3; besieged, none")
    void gitm_10_2_besieged_city_has_no_line() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A2-S2", "Camargo", "7-7", "US", 1, 10, false)
                .unit("US1CQ", "US", "A5-S2", "7-7");
        SupplyBench open = new SupplyBench(t);
        Board board = open.board();
        SupplyNetwork network = SupplyNetwork.of(board);
        Unit cq = board.unit(UnitId.of("US1CQ"));
        City camargo = network.citiesIn(org.adjutant.gitm.map.StrategicSquare.of("A2-S2")).get(0);
        assertThat(network.corpsTo(cq, camargo)).hasValue(3);
        Board siege = new SupplyBench(t).holding("Camargo", new CityHolding("US", 10).withBesiegedSince(2)).board();
        SupplyNetwork besieged = SupplyNetwork.of(siege);
        assertThat(besieged.corpsTo(siege.unit(UnitId.of("US1CQ")), camargo)).isEmpty();
        assertThat(org.adjutant.gitm.movement.LineOfContact.of(siege).end(camargo)).isEmpty();
    }

    @Test
    @DisplayName("GITM 10.3 the siege wall: a unit next to the besieged city square has no line to the corps HQ inside and may not draw from the city; one inside is at length 0 to both")
    void gitm_10_3_siege_wall() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A5-S2", "Monterrey", "7-7", "NE", 3, 30, false)
                .unit("MX1CQ", "NE", "A5-S2", "7-7", b -> b.supplies(2))
                .unit("MX3IN", "NE", "A5-S2", "7-8").unit("MX4IN", "NE", "A5-S2", "7-7");
        Board board = new SupplyBench(t).holding("Monterrey", new CityHolding("NE", 30).withBesiegedSince(2)).board();
        SupplyNetwork network = SupplyNetwork.of(board);
        Unit cq = board.unit(UnitId.of("MX1CQ"));
        City monterrey = network.citiesIn(cq.location().strategic()).get(0);
        assertThat(network.corpsTo(cq, board.unit(UnitId.of("MX3IN")))).isEmpty();
        assertThat(network.corpsTo(cq, board.unit(UnitId.of("MX4IN")))).hasValue(0);
        assertThat(network.corpsTo(cq, monterrey)).hasValue(0);
        assertThat(network.mayUseDirectly(board.unit(UnitId.of("MX3IN")), monterrey)).isFalse();
        assertThat(network.mayUseDirectly(board.unit(UnitId.of("MX4IN")), monterrey)).isTrue();
        var links = GitmCommunications.judge(network, Unit::supplySource);
        assertThat(links.get(UnitId.of("MX3IN")).in()).as("no communications through the corps HQ inside").isFalse();
        assertThat(links.get(UnitId.of("MX4IN"))).isEqualTo(new GitmCommunications.Link("Monterrey", "MX1CQ"));
    }
}

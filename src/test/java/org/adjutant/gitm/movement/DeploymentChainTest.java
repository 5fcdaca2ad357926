package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.lines;
import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The deployment turn's chain of contact, supply by lines of contact and square ownership (GITM 7.18). */
class DeploymentChainTest {
    /** US country from G0-V0 to H9-W9 with Fort Jesup at H0-V0 and the army HQ beside it. */
    private static Theatre theatre() {
        return Theatre.openGround("G0-V0", "H9-W9").square("H0-V0", Terrain.OPEN, Nation.US, "US")
                .city("H0-V0", "Fort Jesup", "7-7", "US").unit("US1AQ", "US", "H0-V5", "7-7").turn(0);
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    @Test
    @DisplayName("GITM 7.18 chains are judged on the start of the turn: a corps HQ deployed this turn does not link a unit it now stands beside")
    void gitm_7_18_movedCorpsHqDoesNotCount() {
        Theatre t = theatre().unit("US1CQ", "US", "H0-V3", "7-7").unit("US1IN", "US", "H0-V9", "7-7")
                .orders("US1CQ", "DEPLOY TO H0-V8").orders("US1IN", "DEPLOY TO H0-V0");
        TurnOutcome o = run(t);
        assertThat(where(o, "US1CQ")).as("the corps HQ itself may go: 8 from Fort Jesup").isEqualTo("H0-V8 7-7");
        assertThat(lines(o, "deployment-refused")).containsExactly(
                "Deployment: US1IN stayed where it was: it has no chain of contact to H0-V0 (GITM 7.18).");
        TurnOutcome there = run(theatre().unit("US1CQ", "US", "H0-V7", "7-7").unit("US1IN", "US", "H0-V9", "7-7")
                .orders("US1IN", "DEPLOY TO H0-V0"));
        assertThat(where(there, "US1IN")).as("with the HQ there from the start").isEqualTo("H0-V0 7-7");
    }

    /** Two regions of land 11 squares apart, each with a port and an inland city. */
    private static Theatre twoRegions(boolean ports) {
        Theatre t = Theatre.openGround("G0-V0", "G4-V4").block("H5-W5", "H9-W9", Terrain.OPEN)
                .city("G4-V4", "Victoria", "7-7", "NE").city("H5-W5", "Jalapa", "7-7", "NE")
                .unit("MX1IN", "NE", "G0-V0", "7-7").unit("MX2IN", "NE", "G4-V4", "7-7")
                .orders("MX1IN", "DEPLOY TO H9-W9").orders("MX2IN", "DEPLOY TO H5-W5").turn(0);
        return ports ? t.port("G0-V0", "Tampico", "7-7", "NE").port("H9-W9", "Veracruz", "7-7", "NE")
                : t.city("G0-V0", "Tampico", "7-7", "NE").city("H9-W9", "Veracruz", "7-7", "NE");
    }

    @Test
    @DisplayName("GITM 7.18 on the deployment turn any two unblockaded allied ports are linked, whatever the distance, and chains run on inland from them")
    void gitm_7_18_portLinks() {
        TurnOutcome o = run(twoRegions(true));
        assertThat(where(o, "MX1IN")).as("port to port").isEqualTo("H9-W9 7-7");
        assertThat(where(o, "MX2IN")).as("inland city to inland city by the ports").isEqualTo("H5-W5 7-7");
        assertThat(lines(run(twoRegions(false)), "deployment-refused")).as("the same cities, none of them a port")
                .containsExactly("Deployment: MX1IN stayed where it was: it has no chain of contact to H9-W9 (GITM 7.18).",
                        "Deployment: MX2IN stayed where it was: it has no chain of contact to H5-W5 (GITM 7.18).");
    }

    @Test
    @DisplayName("GITM 7.18 a blockaded port links nothing")
    void gitm_7_18_blockadedPort() {
        Theatre t = Theatre.openGround("G0-V0", "G4-V4").block("H5-W5", "H9-W9", Terrain.OPEN)
                .port("G0-V0", "Tampico", "7-7", "NE").port("H9-W9", "Veracruz", "7-7", "NE")
                .unit("MX1IN", "NE", "G0-V0", "7-7").turn(0);
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        List<GitmEvent> events = new ArrayList<>();
        Map<UnitId, MarchOrders> orders = new TreeMap<>();
        orders.put(UnitId.of("MX1IN"), MarchOrders.fromLines(List.of("DEPLOY TO H9-W9")));
        new Deployment(board, new FixedDice(), b -> java.util.Set.of(UnitId.of("MX1IN")), events,
                port -> port.name().equals("Veracruz")).run(orders);
        assertThat(events).extracting(GitmEvent::describe)
                .containsExactly("MX1IN stayed where it was: it has no chain of contact to H9-W9 (GITM 7.18).");
    }

    @Test
    @DisplayName("GITM 7.18 in supply at the destination: a line of contact to the corps HQ, not just a distance; an enemy cavalry screen cuts it")
    void gitm_7_18_supplyByLineOfContact() {
        Theatre t = theatre().unit("US1CQ", "US", "H0-V1", "7-7").unit("US1IN", "US", "H0-V0", "7-7")
                .unit("MX1LC", "NE", "H1-V1", "7-7").orders("US1IN", "DEPLOY TO H2-V1");
        assertThat(lines(run(t), "deployment-refused")).containsExactly(
                "Deployment: US1IN stayed where it was: it would not be in supply in H2-V1 (GITM 7.18).");
        Theatre free = theatre().unit("US1CQ", "US", "H0-V1", "7-7").unit("US1IN", "US", "H0-V0", "7-7")
                .unit("MX1IN", "NE", "H1-V1", "7-7").orders("US1IN", "DEPLOY TO H2-V1");
        assertThat(where(run(free), "US1IN")).as("infantry screens nothing: round it by H1-V0").isEqualTo("H2-V1 7-7");
    }

    @Test
    @DisplayName("GITM 7.18 in a nation of several states a square belongs to the state controlling the nearest city, whatever the map says")
    void gitm_7_18_squaresFollowTheNearestCity() {
        Theatre t = Theatre.openGround("G0-V0", "H9-W9").city("G0-V0", "Saltillo", "7-7", "NE")
                .city("G6-V0", "Merida", "7-7", "YUC").city("G0-V2", "Fort Brown", "7-7", "US").unit("US1AQ", "US", "G0-V2", "7-7")
                .unit("US1CQ", "US", "G0-V2", "7-7").unit("US1IN", "US", "G0-V2", "7-7")
                .unit("US2IN", "US", "G0-V2", "7-7").orders("US1IN", "DEPLOY TO G4-V0")
                .orders("US2IN", "DEPLOY TO G2-V1").turn(0);
        TurnOutcome o = run(t);
        assertThat(lines(o, "deployment-refused")).as("G4-V0 is NE's on the map, but Merida is nearer")
                .containsExactly("Deployment: US1IN stayed where it was: G4-V0 belongs to a neutral power (GITM 7.18).");
    }
}

package org.adjutant.gitm.supply;

import static org.adjutant.gitm.supply.SupplyBench.unit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitStatus;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 10.1, 10.3, 10.4 communications (docs/rules/gitm-10-supply.md section 4): a single row of open squares A0-S2
 * to A9-S2 (c0-c9), walled in by impassable squares, one state.
 */
class CommunicationsTest {
    private static Theatre row() {
        return Theatre.openGround("A0-S2", "A9-S2").block("A0-S1", "A9-S1", Terrain.HIGH_MOUNTAIN)
                .block("A0-S3", "A9-S3", Terrain.HIGH_MOUNTAIN);
    }

    private static Map<UnitId, GitmCommunications.Link> judge(Theatre t, Function<Unit, String> source) {
        return GitmCommunications.judge(SupplyNetwork.of(new SupplyBench(t).board()), source);
    }

    private static GitmCommunications.Link link(Map<UnitId, GitmCommunications.Link> links, String id) {
        return links.get(UnitId.of(id));
    }

    private static Theatre chain() {
        return row().unit("US1AQ", "US", "A0-S2", "7-7").unit("US1CQ", "US", "A5-S2", "7-7")
                .unit("US2CQ", "US", "A6-S2", "7-8");
    }

    @Test
    @DisplayName("GITM 10.1 a corps HQ within 5 of the army HQ is in communications, root the army HQ; one at 6 is out and marches one square less (GITM 10.4)")
    void gitm_10_1_corpsToArmy() {
        var links = judge(chain(), Unit::supplySource);
        assertThat(link(links, "US1AQ")).isEqualTo(new GitmCommunications.Link("US1AQ", ""));
        assertThat(link(links, "US1CQ")).isEqualTo(new GitmCommunications.Link("US1AQ", ""));
        assertThat(link(links, "US2CQ").in()).isFalse();
        assertThat(new GitmCommunications().inCommunications(new SupplyBench(chain()).board()))
                .containsExactlyInAnyOrder(UnitId.of("US1AQ"), UnitId.of("US1CQ"));
        Unit cq2 = chain().state().unit("US2CQ").orElseThrow();
        assertThat(org.adjutant.gitm.movement.MarchRules.STANDARD.allowance(cq2, false))
                .isEqualTo(org.adjutant.gitm.movement.MarchRules.STANDARD.allowance(cq2, true) - 1);
    }

    @Test
    @DisplayName("GITM 10.1 a unit within 2 of a corps HQ in communications is in, via it, rooted at the army HQ; within 2 only of one out of communications it is out; a friendly city in its square links it")
    void gitm_10_1_unitToCorps() {
        Theatre t = chain().unit("US1IN", "US", "A7-S2", "7-7").unit("US2IN", "US", "A8-S2", "7-7")
                .city("A9-S2", "Matamoros", "3-3", "US").unit("US3IN", "US", "A9-S2", "7-7");
        var links = judge(t, Unit::supplySource);
        assertThat(link(links, "US1IN")).isEqualTo(new GitmCommunications.Link("US1AQ", "US1CQ"));
        assertThat(link(links, "US2IN").in()).isFalse();
        assertThat(link(links, "US3IN")).isEqualTo(new GitmCommunications.Link("Matamoros", ""));
    }

    @Test
    @DisplayName("GITM 10.1 with 10.2: a hostile unit on the only path cuts the corps HQ off, and the units that lean on it")
    void gitm_10_2_hostileCutsChain() {
        Theatre t = chain().unit("US1IN", "US", "A7-S2", "7-7").unit("MX1IN", "NE", "A2-S2", "7-7");
        var links = judge(t, Unit::supplySource);
        assertThat(link(links, "US1CQ").in()).isFalse();
        assertThat(link(links, "US1IN").in()).isFalse();
    }

    @Test
    @DisplayName("GITM 10.1 a unit links through its supply source when that corps HQ qualifies, else an army-rooted corps HQ before a city-rooted one")
    void gitm_10_1_viaPreference() {
        Theatre t = row().unit("US1AQ", "US", "A0-S2", "7-7").city("A6-S2", "Camargo", "3-3", "US")
                .unit("US1CQ", "US", "A6-S2", "7-7").unit("US3CQ", "US", "A4-S2", "7-7")
                .unit("US1IN", "US", "A5-S2", "7-7");
        var bySource = judge(t, u -> u.id().toString().equals("US1IN") ? "US1CQ" : "");
        assertThat(link(bySource, "US1CQ")).isEqualTo(new GitmCommunications.Link("Camargo", ""));
        assertThat(link(bySource, "US1IN")).isEqualTo(new GitmCommunications.Link("Camargo", "US1CQ"));
        var byCity = judge(t, u -> u.id().toString().equals("US1IN") ? "Camargo" : "");
        assertThat(link(byCity, "US1IN")).isEqualTo(new GitmCommunications.Link("US1AQ", "US3CQ"));
    }

    @Test
    @DisplayName("GITM 11.3 an inactive unit needs no communications: both fields empty; a shattered one is judged (GITM 12.5)")
    void gitm_11_3_inactiveNotJudged() {
        Theatre t = chain().unit("US1IN", "US", "A7-S2", "7-7", b -> b.readiness(Readiness.INACTIVE)
                        .communications("US1AQ"))
                .unit("US2IN", "US", "A6-S2", "7-7", b -> b.readiness(Readiness.SHATTERED));
        var links = judge(t, Unit::supplySource);
        assertThat(link(links, "US1IN")).isEqualTo(GitmCommunications.Link.NONE);
        assertThat(link(links, "US2IN")).isEqualTo(new GitmCommunications.Link("US1AQ", "US1CQ"));
    }

    @Test
    @DisplayName("GITM 10.1, 3.3 the supply phase writes the root and the corps HQ, the status block shows both, and the march reads the phase's judgement")
    void gitm_10_1_fieldsAndStatus() {
        Theatre t = chain().unit("US1IN", "US", "A7-S2", "7-7", b -> b.communications("US1AQ"))
                .unit("US2IN", "US", "A9-S2", "7-7", b -> b.communications("US1AQ"));
        TurnContext turn = new SupplyBench(t).supplyPhase();
        Unit in1 = unit(turn, "US1IN");
        assertThat(in1.communications()).isEqualTo("US1AQ");
        assertThat(in1.communicationsVia()).isEqualTo("US1CQ");
        assertThat(UnitStatus.communications(in1)).isEqualTo("US1CQ (army HQ US1AQ)");
        assertThat(UnitStatus.communications(unit(turn, "US1CQ"))).isEqualTo("US1AQ");
        Unit in2 = unit(turn, "US2IN");
        assertThat(in2.communications()).isEmpty();
        assertThat(UnitStatus.communications(in2))
                .isEqualTo("None -- out of communications, one square less of march");
        assertThat(turn.communicationsAtStart()).containsExactlyInAnyOrder(UnitId.of("US1AQ"), UnitId.of("US1CQ"),
                UnitId.of("US1IN"));
        assertThat(UnitStatus.communications(in1.withCommunications("Matamoros", ""))).isEqualTo("Matamoros (city)");
        assertThat(UnitStatus.communications(in1.withReadiness(Readiness.INACTIVE)))
                .isEqualTo("None (inactive units need none)");
        assertThat(List.of(UnitStatus.of(in1, r -> r).text().split("\n")))
                .contains("Communications: US1CQ (army HQ US1AQ)");
    }
}

package org.adjutant.gitm.supply;

import static org.adjutant.gitm.supply.SupplyBench.unit;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 10.5, 10.11 supply sources (docs/rules/gitm-10-supply.md section 7). */
class SourcesTest {
    private static Theatre twoCorps(int cq1Carries, int cq2Carries) {
        return Theatre.openGround("A0-S0", "A9-S4")
                .unit("US1CQ", "US", "A4-S2", "7-7", b -> b.supplies(cq1Carries))
                .unit("US2CQ", "US", "A6-S2", "7-7", b -> b.supplies(cq2Carries))
                .unit("US1IN", "US", "A5-S2", "3-7");
    }

    @Test
    @DisplayName("GITM 10.11 the nearest available source: CQ1 at 1 before CQ2 at 1 by id; an empty CQ1 gives way to one that can give; neither available -> the nearest")
    void gitm_10_11_nearestAvailable() {
        Theatre near = Theatre.openGround("A0-S0", "A9-S4")
                .unit("US1CQ", "US", "A4-S2", "7-7", b -> b.supplies(3))
                .unit("US2CQ", "US", "A7-S2", "7-7", b -> b.supplies(3))
                .unit("US1IN", "US", "A5-S2", "3-7");
        assertThat(unit(new SupplyBench(near).picture(), "US1IN").supplySource()).isEqualTo("US1CQ");
        Theatre far = Theatre.openGround("A0-S0", "A9-S4")
                .unit("US1CQ", "US", "A4-S2", "7-7", b -> b.supplies(0))
                .unit("US2CQ", "US", "A7-S2", "7-7", b -> b.supplies(3))
                .unit("US1IN", "US", "A5-S2", "3-7");
        assertThat(unit(new SupplyBench(far).picture(), "US1IN").supplySource()).isEqualTo("US2CQ");
        Theatre none = Theatre.openGround("A0-S0", "A9-S4")
                .unit("US1CQ", "US", "A4-S2", "7-7", b -> b.supplies(0))
                .unit("US2CQ", "US", "A7-S2", "7-7", b -> b.supplies(0))
                .unit("US1IN", "US", "A5-S2", "3-7");
        assertThat(unit(new SupplyBench(none).picture(), "US1IN").supplySource()).isEqualTo("US1CQ");
        assertThat(unit(new SupplyBench(twoCorps(3, 3)).picture(), "US1IN").supplySource()).isEqualTo("US1CQ");
    }

    @Test
    @DisplayName("GITM 10.11 a unit in a friendly city's square looks for the nearest corps HQ first, as the rule says; the city when no corps HQ is in reach")
    void gitm_10_11_corpsBeforeCity() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A5-S2", "Camargo", "7-7", "US", 1, 10, false)
                .unit("US1CQ", "US", "A4-S2", "3-3", b -> b.supplies(3)).unit("US1IN", "US", "A5-S2", "3-7");
        assertThat(unit(new SupplyBench(t).picture(), "US1IN").supplySource())
                .as("a corps HQ a square away before the city it stands by").isEqualTo("US1CQ");
        TurnContext besieged = new SupplyBench(t).holding("Camargo", new CityHolding("US", 10).withBesiegedSince(3))
                .picture();
        assertThat(unit(besieged, "US1IN").supplySource()).isEqualTo("US1CQ");
        assertThat(unit(besieged, "US1CQ").supplySource()).as("a corps HQ outside cannot draw from it").isEmpty();
        Theatre far = Theatre.openGround("A0-S0", "A9-S4").city("A5-S2", "Camargo", "7-7", "US", 1, 10, false)
                .unit("US1CQ", "US", "A2-S2", "3-3", b -> b.supplies(3)).unit("US1IN", "US", "A5-S2", "3-7");
        assertThat(unit(new SupplyBench(far).picture(), "US1IN").supplySource())
                .as("no corps HQ within 2: the city").isEqualTo("Camargo");
    }

    @Test
    @DisplayName("GITM 10.11 after US1CQ's SUPPLY LEVEL 12 has all but drained the city, its regiments list a corps HQ with supplies in their square, not the city, and none goes without")
    void gitm_10_11_corpsBeforeDrainedCity() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A5-S2", "Fort Brown", "7-7", "US", 0, 9, false)
                .unit("US1CQ", "US", "A5-S2", "3-3", b -> b.supplies(6).supplySource("Fort Brown"))
                .unit("US2CQ", "US", "A5-S2", "3-4", b -> b.supplies(5).supplySource("Fort Brown"));
        List<String> regiments = List.of("US3IN", "US4IN", "US5IN", "US6IN", "US7IN");
        for (String id : regiments) {
            t.unit(id, "US", "A5-S2", "4-" + id.charAt(2), b -> b.supplies(1).supplySource("Fort Brown"));
        }
        // turn 1: the regiments eat what they carry and draw nothing (no SUPPLY LEVEL); US1CQ fills its wagons
        TurnOutcome first = new SupplyBench(t).orders("US1CQ", "SUPPLY LEVEL 12").run();
        GitmState after = Theatre.next(first);
        assertThat(after.cities().get("Fort Brown").supplies()).as("2 left in the city").isEqualTo(2);
        assertThat(after.unit("US1CQ").orElseThrow().supplies() + after.unit("US2CQ").orElseThrow().supplies())
                .as("the two corps HQs carry 16").isEqualTo(16);
        // turn 2: five regiments with nothing carried eat through US1CQ: the city's 2, then its wagons
        TurnOutcome second = SupplyBench.run(after, Map.of(), 2);
        List<String> lines = Theatre.lines(second, "unit-supplied");
        for (String id : regiments) {
            assertThat(lines).filteredOn(l -> l.contains(id)).singleElement().asString()
                    .doesNotContain("went without supplies");
            assertThat(Theatre.unit(second, id).men()).as(id + " lost no deserters")
                    .isEqualTo(after.unit(id).orElseThrow().men());
        }
        for (String id : regiments) {
            assertThat(after.unit(id).orElseThrow().supplySource()).as(id + " listed after turn 1").isEqualTo("US1CQ");
        }
    }

    @Test
    @DisplayName("GITM 10.5 a corps HQ supplies 18 units, itself included: the 18th other unit is turned away; the nearest are served first")
    void gitm_10_5_corps_load_18() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").unit("US1CQ", "US", "A5-S2", "7-7", b -> b.supplies(12));
        for (int i = 1; i <= 18; i++) {
            int n = i;
            t.unit("US" + n + "IN", "US", "A4-S2", "7-" + (n % 13), b -> b.supplySource("US1CQ"));
        }
        TurnContext turn = new SupplyBench(t).picture();
        for (int i = 1; i <= 17; i++) {
            assertThat(unit(turn, "US" + i + "IN").supplySource()).as("US%dIN", i).isEqualTo("US1CQ");
        }
        assertThat(unit(turn, "US18IN").supplySource()).isEmpty();

        Theatre near = Theatre.openGround("A0-S0", "A9-S4").unit("US1CQ", "US", "A5-S2", "7-7", b -> b.supplies(12));
        for (int i = 1; i <= 18; i++) {
            int n = i;
            near.unit("US" + n + "IN", "US", n == 18 ? "A5-S2" : "A4-S2", "7-" + (n % 13),
                    b -> b.supplySource("US1CQ"));
        }
        TurnContext nearest = new SupplyBench(near).picture();
        assertThat(unit(nearest, "US18IN").supplySource()).isEqualTo("US1CQ");
        assertThat(unit(nearest, "US17IN").supplySource()).isEmpty();
        assertThat(unit(nearest, "US16IN").supplySource()).isEqualTo("US1CQ");
    }

    @Test
    @DisplayName("GITM 10.11 at the supply phase an ordered corps HQ with no place left is refused ('already supplies 18 units') and the unit keeps a valid source")
    void gitm_10_11_orderedFullCorps() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").unit("US1CQ", "US", "A5-S2", "7-7", b -> b.supplies(12))
                .unit("US2CQ", "US", "A3-S2", "7-7", b -> b.supplies(12))
                .unit("US19IN", "US", "A4-S2", "9-9", b -> b.supplySource("US2CQ").supplies(0));
        for (int i = 1; i <= 17; i++) {
            int n = i;
            t.unit("US" + n + "IN", "US", "A5-S2", "8-" + (n % 13), b -> b.supplySource("US1CQ"));
        }
        SupplyBench bench = new SupplyBench(t).orders("US19IN", "SUPPLY SOURCE US1CQ", "SUPPLY LEVEL 1");
        TurnContext turn = bench.supplyPhase();
        assertThat(SupplyPhaseRecord.of(turn).effectiveSource(UnitId.of("US19IN"))).contains("US2CQ");
        assertThat(SupplyBench.line(turn, "US19IN")).contains("ordered source US1CQ already supplies 18 units");
        assertThat(unit(turn, "US19IN").supplySource()).as("the status field is the end of turn's").isEqualTo("US2CQ");
    }

    @Test
    @DisplayName("GITM 10.11 an ordered source out of reach is not used: the listed one is; a listed corps HQ gone -> the best valid one")
    void gitm_10_11_orderedOutOfReach() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").unit("US1CQ", "US", "A5-S2", "7-7", b -> b.supplies(12))
                .unit("US2CQ", "US", "A8-S2", "7-7", b -> b.supplies(12))
                .unit("US1IN", "US", "A4-S2", "7-7", b -> b.supplySource("US1CQ"))
                .unit("US2IN", "US", "A6-S2", "7-7", b -> b.supplySource("US9CQ"));
        TurnContext turn = new SupplyBench(t).orders("US1IN", "SUPPLY SOURCE US2CQ").supplyPhase();
        assertThat(SupplyPhaseRecord.of(turn).effectiveSource(UnitId.of("US1IN"))).contains("US1CQ");
        assertThat(SupplyBench.line(turn, "US1IN")).contains("ordered source US2CQ is out of reach");
        assertThat(SupplyPhaseRecord.of(turn).effectiveSource(UnitId.of("US2IN"))).contains("US1CQ");
    }

    @Test
    @DisplayName("GITM 10.3, 10.5, 10.11 an ordered source that cannot be used is refused for the rule it breaks, not called out of reach")
    void gitm_10_11_orderedSourceRefusalNamesTheRule() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A7-S2", "Camargo", "7-7", "US", 1, 10, false)
                .city("A5-S2", "Mier", "9-9", "US", 1, 10, false)
                .unit("US1CQ", "US", "A5-S2", "7-7", b -> b.supplies(12))
                .unit("MX1CQ", "NE", "A4-S2", "7-7", b -> b.supplies(12))
                .unit("US1IN", "US", "A5-S2", "7-8", b -> b.supplySource("US1CQ"))
                .unit("US2IN", "US", "A5-S2", "7-9", b -> b.supplySource("US1CQ"))
                .unit("US3IN", "US", "A5-S2", "7-10", b -> b.supplySource("US1CQ"));
        TurnContext turn = new SupplyBench(t).holding("Mier", new CityHolding("US", 10).withBesiegedSince(3))
                .orders("US1IN", "SUPPLY SOURCE MX1CQ").orders("US2IN", "SUPPLY SOURCE Camargo")
                .orders("US3IN", "SUPPLY SOURCE Mier").supplyPhase();
        assertThat(SupplyBench.line(turn, "US1IN")).contains("ordered source MX1CQ is not of its side (GITM 10.5)");
        assertThat(SupplyBench.line(turn, "US2IN")).contains("ordered source Camargo is in A7-S2: a unit other than a"
                + " corps HQ draws from a city only in the city's own square (GITM 10.5)");
        assertThat(SupplyBench.line(turn, "US3IN")).contains("ordered source Mier is besieged: nobody outside draws"
                + " from it (GITM 10.3)");
        for (String id : new String[] {"US1IN", "US2IN", "US3IN"}) {
            assertThat(SupplyBench.line(turn, id)).doesNotContain("out of reach");
            assertThat(SupplyPhaseRecord.of(turn).effectiveSource(UnitId.of(id))).as(id + " keeps its listed source")
                    .contains("US1CQ");
        }
    }

    @Test
    @DisplayName("GITM 10.5 a corps HQ draws from the nearest friendly city within 8; a hostile-held city is no source")
    void gitm_10_5_corpsCity() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A0-S2", "Point Isabel", "7-7", "US", 1, 10, false)
                .city("A9-S2", "Matamoros", "7-7", "NE", 2, 50, false)
                .unit("US1CQ", "US", "A5-S2", "7-7");
        assertThat(unit(new SupplyBench(t).picture(), "US1CQ").supplySource()).isEqualTo("Point Isabel");
        Theatre far = Theatre.openGround("A0-S0", "A9-S4").city("A0-S2", "Point Isabel", "7-7", "US", 1, 10, false)
                .unit("US1CQ", "US", "A9-S2", "7-7");
        assertThat(unit(new SupplyBench(far).picture(), "US1CQ").supplySource()).as("9 squares").isEmpty();
    }
}

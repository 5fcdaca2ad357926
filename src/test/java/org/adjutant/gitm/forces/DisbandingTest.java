package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.Release;
import org.adjutant.gitm.event.UnitDisbanded;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** SoW 4.15 disbanding, carried out first in the Orders phase, step O2 (docs/rules/sow.md section 13). */
class DisbandingTest {
    private static final String US_SQUARE = "H1-V1";
    private static final String MEXICAN_SQUARE = "G5-V5";

    private static Theatre us3in(String square) {
        return Muster.ground().unit("US3IN", "US", square, "5-5", b -> b.men(500).batteries(1).supplies(1));
    }

    @Test
    @DisplayName("SoW 4.15 US3IN disbanded at home: gone, 500 men back at the end of the next campaign, battery and supply lost")
    void sow_4_15_atHome() {
        Muster m = Muster.of(us3in(US_SQUARE)).office("marcy", "DISBAND US3IN").run();
        assertThat(m.has("US3IN")).isFalse();
        UnitDisbanded e = m.only(UnitDisbanded.class);
        assertThat(e.release()).isEqualTo(new Release(500, 500, 0, 0, 2));
        assertThat(e.batteriesLost()).isEqualTo(1);
        assertThat(e.suppliesLost()).isEqualTo(1);
        assertThat(e.describe()).isEqualTo("US3IN was disbanded in H1-V1 on the order of the War Minister"
                + " (SoW 4.15): 500 men go home to US's manpower pool at the end of campaign 2; 1 battery and 1 supply"
                + " carried lost.");
        assertThat(e.visibility().observers()).containsExactly("US3IN", "minister:US");
        assertThat(m.ledger().total(org.adjutant.gitm.sequence.SupplyLedger.Flow.DISBANDED)).isEqualTo(1);
    }

    @Test
    @DisplayName("SoW 4.15 US3IN disbanded in Mexico: 300 men come home, 200 are lost, the United States pays 2 VP")
    void sow_4_15_abroad() {
        Muster m = Muster.of(us3in(MEXICAN_SQUARE)).office("marcy", "DISBAND US3IN").run();
        UnitDisbanded e = m.only(UnitDisbanded.class);
        assertThat(e.release()).isEqualTo(new Release(500, 300, 200, 2, 2));
        assertThat(e.describe()).contains("300 men go home to US's manpower pool at the end of campaign 2, 200 are"
                + " lost on the way from abroad and US pays 2 victory points");
    }

    @Test
    @DisplayName("SoW 4.15 a fragmented state's territory is nearer its own city than any other; a tie is abroad")
    void sow_4_15_fragmentedTerritory() {
        // Monterrey (NE) in G0-V5, Santa Fe (NM) in G6-V5
        Theatre t = Muster.ground().city("G0-V5", "Monterrey", "7-7", "NE").city("G6-V5", "Santa Fe", "7-7", "NM")
                .unit("MX21IN", "NE", "G3-V5", "5-5", b -> b.men(1000))
                .unit("MX22IN", "NE", "G2-V5", "5-5", b -> b.men(1000));
        Muster m = Muster.of(t).office("paredes", "DISBAND MX21IN", "DISBAND MX22IN").run();
        assertThat(m.events(UnitDisbanded.class)).extracting(UnitDisbanded::release).containsExactly(
                new Release(1000, 600, 400, 4, 2), new Release(1000, 1000, 0, 0, 2));
    }

    @Test
    @DisplayName("SoW 4.15 militia disband at home with the enemy present and go back to their city at once; others may not")
    void sow_4_15_militiaAtHome() {
        Theatre t = Muster.ground().city(MEXICAN_SQUARE, "Monterrey", "7-7", "NE")
                .unit("MX2MI", "NE", MEXICAN_SQUARE, "7-7", b -> b.men(600).homeCity("Monterrey"))
                .unit("MX21IN", "NE", MEXICAN_SQUARE, "6-6", b -> b.men(800))
                .unit("US1IN", "US", MEXICAN_SQUARE, "1-1", b -> b.readiness(Readiness.INACTIVE));
        Muster m = Muster.of(t).office("paredes", "DISBAND MX2MI", "DISBAND MX21IN").run();
        assertThat(m.has("MX2MI")).isFalse();
        assertThat(m.only(UnitDisbanded.class).release()).isEqualTo(new Release(600, 600, 0, 0, 0));
        assertThat(m.only(UnitDisbanded.class).describe()).contains(": 600 men go home at once.");
        assertThat(m.has("MX21IN")).isTrue();
        OrderNotCarriedOut refused = m.only(OrderNotCarriedOut.class);
        assertThat(refused.describe()).isEqualTo("The order DISBAND MX21IN (from the War Minister) was not carried"
                + " out: enemy units are in G5-V5: a unit disbands only in a square free of them, militia also in"
                + " the square of the city that raised them (SoW 4.15).");
        assertThat(refused.visibility().observers()).containsExactly("MX21IN", "minister:NE");
    }

    @Test
    @DisplayName("SoW 4.15 militia away from their city need a square free of the enemy like any unit")
    void sow_4_15_militiaAway() {
        Theatre t = Muster.ground().city("G0-V0", "Monterrey", "7-7", "NE")
                .unit("MX2MI", "NE", MEXICAN_SQUARE, "7-7", b -> b.men(600).homeCity("Monterrey"))
                .unit("US1IN", "US", MEXICAN_SQUARE, "1-1");
        Muster m = Muster.of(t).office("paredes", "DISBAND MX2MI").run();
        assertThat(m.has("MX2MI")).isTrue();
        assertThat(m.events(UnitDisbanded.class)).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.15, GITM 9.13 a disbanded unit's stragglers go home with it, its wounded and prisoners at campaign end")
    void sow_4_15_pools() {
        Theatre t = Muster.ground().unit("US3IN", "US", US_SQUARE, "5-5",
                b -> b.men(500).stragglers(30).wounded(120).prisoners(40));
        UnitDisbanded e = Muster.of(t).office("marcy", "DISBAND US3IN").run().only(UnitDisbanded.class);
        assertThat(e.release().men()).isEqualTo(530);
        assertThat(e.returning()).isEqualTo(160);
        assertThat(e.describe()).endsWith("; its 160 wounded and prisoners rejoin at the end of the campaign.");
    }

    @Test
    @DisplayName("SoW 4.15 disbanding comes first in the Orders phase: the unit obeys no other order that turn")
    void sow_4_15_first() {
        Theatre t = Muster.ground()
                .unit("US3IN", "US", US_SQUARE, "5-5", b -> b.men(500))
                .unit("US4IN", "US", US_SQUARE, "5-5", b -> b.men(500))
                .orders("US3IN", "TRANSFER 100 MEN TO US4IN");
        Muster m = Muster.of(t).office("marcy", "DISBAND US3IN").run();
        assertThat(m.has("US3IN")).isFalse();
        assertThat(m.unit("US4IN").men()).isEqualTo(500);
        assertThat(m.only(OrderNotCarriedOut.class).reason())
                .isEqualTo("US3IN was disbanded earlier in the Orders phase");
    }

    @Test
    @DisplayName("SoW 4.15 a disbanded unit's march orders are not carried out and the turn runs on without it")
    void sow_4_15_wholeTurn() {
        Theatre t = us3in(US_SQUARE).orders("US3IN", "PATH H2-V1 H3-V1");
        TurnOutcome marched = Muster.robotTurn(t, Map.of());
        assertThat(Theatre.where(marched, "US3IN")).as("without the order it marches").startsWith("H3-V1");
        TurnOutcome disbanded = Muster.robotTurn(t, Map.of("marcy", List.of("DISBAND US3IN")));
        assertThat(Theatre.next(disbanded).unit("US3IN")).isEmpty();
        assertThat(Theatre.events(disbanded)).filteredOn(e -> e.kind().equals("departed")).isEmpty();
        assertThat(Theatre.events(disbanded)).filteredOn(e -> e.kind().equals("unit-disbanded")).singleElement()
                .satisfies(e -> assertThat(e.phase()).isEqualTo("Orders"));
    }
}

package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.Release;
import org.adjutant.gitm.event.UnitsMerged;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 3.5 and SoW 4.13 merges, carried out in step O4 (docs/rules/sow.md section 11). */
class MergingTest {
    private static final String US_SQUARE = "H1-V1";
    private static final String MEXICAN_SQUARE = "G5-V5";

    private static Theatre pair(String square, int men1, int men2) {
        return Muster.ground()
                .unit("US1IN", "US", square, "5-5", b -> b.men(men1).commander("worth"))
                .unit("US2IN", "US", square, "6-6", b -> b.men(men2).commander("twiggs"));
    }

    @Test
    @DisplayName("GITM 3.5 US1IN merges into US2IN: US2IN remains with its commander and place, ratings averaged by men")
    void gitm_3_5_example() {
        Theatre t = Muster.ground()
                .unit("US1IN", "US", US_SQUARE, "5-5", b -> b.men(600).quality(Quality.GOOD).experience(10)
                        .morale(60).fatigue(2).ammunition(5).supplies(1).commander("worth"))
                .unit("US2IN", "US", US_SQUARE, "6-6", b -> b.men(900).quality(Quality.FAIR).experience(4)
                        .morale(40).fatigue(6).ammunition(3).supplies(0).commander("twiggs"));
        Muster m = Muster.of(t).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.has("US1IN")).isFalse();
        Unit merged = m.unit("US2IN");
        assertThat(merged.commander()).isEqualTo("twiggs");
        assertThat(merged.location().toString()).isEqualTo(US_SQUARE + " 6-6");
        assertThat(merged.men()).isEqualTo(1500);
        assertThat(merged.quality()).as("rhu(3.8)").isEqualTo(Quality.AVERAGE);
        assertThat(merged.experience()).as("rhu(6.4)").isEqualTo(6);
        assertThat(merged.morale()).isEqualTo(48);
        assertThat(merged.fatigue()).as("rhu(4.4)").isEqualTo(4);
        assertThat(merged.ammunition()).as("rhu(3.8)").isEqualTo(4);
        assertThat(merged.supplies()).as("only if both carried one").isZero();
        UnitsMerged e = m.only(UnitsMerged.class);
        assertThat(e.describe()).isEqualTo("US1IN merged into US2IN in H1-V1 on the order of the War Minister,"
                + " which now has 1,500 men and 0 batteries (GITM 3.5).");
        assertThat(e.visibility().observers()).containsExactly("US1IN", "US2IN", "minister:US");
    }

    @Test
    @DisplayName("GITM 3.5 men above the ceiling merged at home go back to the pool at the end of the next campaign")
    void gitm_3_5_excessAtHome() {
        Muster m = Muster.of(pair(US_SQUARE, 1000, 900)).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.unit("US2IN").men()).isEqualTo(1500);
        UnitsMerged e = m.only(UnitsMerged.class);
        assertThat(e.excess()).isEqualTo(new Release(400, 400, 0, 0, 2));
        assertThat(e.describe()).isEqualTo("US1IN merged into US2IN in H1-V1 on the order of the War Minister,"
                + " which now has 1,500 men and 0 batteries (GITM 3.5); 400 men above its ceiling: 400 men go home"
                + " to US's manpower pool at the end of campaign 2.");
    }

    @Test
    @DisplayName("GITM 3.5, SoW 4.15 men above the ceiling merged on foreign soil: two in five lost, a VP a 250 men")
    void gitm_3_5_excessAbroad() {
        Muster m = Muster.of(pair(MEXICAN_SQUARE, 1000, 900)).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.only(UnitsMerged.class).excess()).isEqualTo(new Release(400, 240, 160, 1, 2));
    }

    @Test
    @DisplayName("GITM 3.5 two units carrying a supply each make one carrying one: the other leaves the game")
    void gitm_3_5_suppliesLedger() {
        Theatre t = Muster.ground()
                .unit("US1IN", "US", US_SQUARE, "5-5", b -> b.men(500).supplies(1))
                .unit("US2IN", "US", US_SQUARE, "5-5", b -> b.men(500).supplies(1));
        Muster m = Muster.of(t).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.unit("US2IN").supplies()).isEqualTo(1);
        assertThat(m.ledger().total(SupplyLedger.Flow.DISBANDED)).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 3.5 batteries above the ceiling are lost")
    void gitm_3_5_batteriesLost() {
        Theatre t = Muster.ground()
                .unit("US1IN", "US", US_SQUARE, "5-5", b -> b.men(500).batteries(1))
                .unit("US2IN", "US", US_SQUARE, "5-5", b -> b.men(500).batteries(1));
        Muster m = Muster.of(t).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.unit("US2IN").batteries()).isEqualTo(1);
        assertThat(m.only(UnitsMerged.class).batteriesLost()).isEqualTo(1);
        assertThat(m.only(UnitsMerged.class).describe()).endsWith("; 1 battery above its ceiling lost.");
    }

    @Test
    @DisplayName("GITM 3.5 militia and headquarters never merge: refused at the deadline with the reason")
    void gitm_3_5_noMilitiaNoHq() {
        Theatre t = Muster.ground()
                .unit("MX1MI", "NE", MEXICAN_SQUARE, "5-5", b -> b.homeCity("Monterrey"))
                .unit("MX2MI", "NE", MEXICAN_SQUARE, "5-5", b -> b.homeCity("Monterrey"))
                .unit("MX1CQ", "NE", MEXICAN_SQUARE, "5-5")
                .unit("MX2CQ", "NE", MEXICAN_SQUARE, "5-5");
        Muster m = Muster.of(t).office("paredes", "MERGE MX1MI INTO MX2MI", "MERGE MX1CQ INTO MX2CQ").run();
        assertThat(m.has("MX1MI")).isTrue();
        assertThat(m.has("MX1CQ")).isTrue();
        assertThat(m.events(OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::reason)
                .containsExactly("headquarters and militia cannot merge (GITM 3.5)",
                        "headquarters and militia cannot merge (GITM 3.5)");
    }

    @Test
    @DisplayName("GITM 3.5 an inactive unit may merge when activated the same turn, and the merged unit stand down after")
    void gitm_3_5_activateMergeInactivate() {
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", MEXICAN_SQUARE, "5-5", b -> b.men(600).readiness(Readiness.INACTIVE))
                .unit("MX22IN", "NE", MEXICAN_SQUARE, "5-5", b -> b.men(500));
        Muster refused = Muster.of(t).office("paredes", "MERGE MX21IN INTO MX22IN").run();
        assertThat(refused.only(OrderNotCarriedOut.class).reason())
                .isEqualTo("both units must be active to merge (GITM 3.5)");

        Muster m = Muster.of(t).office("paredes", "ACTIVATE MX21IN", "MERGE MX21IN INTO MX22IN",
                "INACTIVATE MX22IN").run();
        assertThat(m.has("MX21IN")).isFalse();
        assertThat(m.unit("MX22IN").men()).isEqualTo(1100);
        assertThat(m.unit("MX22IN").readiness()).isEqualTo(Readiness.INACTIVE);
    }

    @Test
    @DisplayName("GITM 3.5 with an enemy in the strategic square the two must share a tactical square")
    void gitm_3_5_enemyInSquare() {
        Theatre t = pair(MEXICAN_SQUARE, 600, 600).unit("MX9IN", "NE", MEXICAN_SQUARE, "12-12");
        Muster m = Muster.of(t).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.has("US1IN")).isTrue();
        assertThat(m.only(OrderNotCarriedOut.class).reason()).isEqualTo(
                "with an enemy in the square the units must share a tactical square (GITM 3.5)");
    }

    @Test
    @DisplayName("SoW 4.13 the commander of the unit that disappears may order the merge in its block")
    void sow_4_13_commanderOfAbsorbed() {
        Muster m = Muster.of(pair(US_SQUARE, 600, 600).orders("US1IN", "MERGE INTO US2IN")).run();
        assertThat(m.has("US1IN")).isFalse();
        assertThat(m.unit("US2IN").men()).isEqualTo(1200);
        assertThat(m.only(UnitsMerged.class).by()).isEqualTo("the commander of US1IN");
    }

    @Test
    @DisplayName("SoW 4.13 allied states' units do not merge")
    void sow_4_13_sameState() {
        Theatre t = Muster.ground()
                .unit("MX21IN", "NE", MEXICAN_SQUARE, "5-5", b -> b.men(600))
                .unit("MX22IN", "NM", MEXICAN_SQUARE, "5-5", b -> b.men(500));
        Muster m = Muster.of(t).office("paredes", "MERGE MX21IN INTO MX22IN").run();
        assertThat(m.only(OrderNotCarriedOut.class).reason())
                .isEqualTo("only units of one state merge, not allies (SoW 4.13)");
    }

    @Test
    @DisplayName("SoW 4.13 office merges come before the unit blocks': a second merge of a unit gone says where it went")
    void sow_4_13_orderOfMerges() {
        Theatre t = pair(US_SQUARE, 600, 600).unit("US3IN", "US", US_SQUARE, "5-5", b -> b.men(300))
                .orders("US1IN", "MERGE INTO US3IN");
        Muster m = Muster.of(t).office("marcy", "MERGE US1IN INTO US2IN").run();
        assertThat(m.unit("US2IN").men()).isEqualTo(1200);
        assertThat(m.unit("US3IN").men()).isEqualTo(300);
        OrderNotCarriedOut refused = m.only(OrderNotCarriedOut.class);
        assertThat(refused.describe()).isEqualTo("The order MERGE INTO US3IN (from the commander of US1IN) was not"
                + " carried out: US1IN merged into US2IN earlier in the Orders phase.");
        assertThat(refused.visibility().observers()).containsExactly("US1IN", "US3IN", "minister:US");
    }
}

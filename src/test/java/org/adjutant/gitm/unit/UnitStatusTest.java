package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class UnitStatusTest {
    private static final Map<String, String> TITLES = Map.of(
            "santa-anna", "Antonio Lopez de Santa Anna",
            "paredes", "Mariano Paredes");

    /** The unit of the GITM 3.3 sample status report. */
    private static Unit sample() {
        return Unit.builder("MX1IN", "MEX").at("G8-V5", "0-2").men(1000).batteries(0).quality(Quality.FAIR)
                .experience(8).morale(6).fatigue(0).initiative(4).supplies(0).ammunition(1)
                .supplySource("MX1CQ").communications("MX1CQ").commander("santa-anna").deputy("paredes").build();
    }

    @Test
    @DisplayName("GITM 3.3 the status block has the sample's fields in the sample's order")
    void gitm_3_3_statusBlockMatchesSample() {
        UnitStatus status = UnitStatus.of(sample(), TITLES::get);
        assertThat(status.title()).isEqualTo("MX1IN");
        assertThat(status.fields()).extracting(UnitStatus.Field::label).containsExactly("Commander", "Deputy",
                "Location", "Strength", "Batteries", "Quality", "Experience", "Morale", "Fatigue", "Initiative",
                "Supplies", "Ammunition", "Supply", "Communications");
        assertThat(status.text()).isEqualTo("""
                MX1IN
                Commander: Antonio Lopez de Santa Anna
                Deputy: Mariano Paredes
                Location: G8-V5 strategic, 0-2 tactical
                Strength: 1000
                Batteries: 0
                Quality: Fair
                Experience: 8
                Morale: 6
                Fatigue: 0
                Initiative: 4
                Supplies: 0
                Ammunition: 1
                Supply: MX1CQ
                Communications: MX1CQ
                """);
    }

    @Test
    @DisplayName("GITM 3.3 and 2.6 a unit in a fort is shown with F; missing sources read None")
    void gitm_3_3_fortAndNone() {
        Unit u = sample().withInFort(true).withSupplySource("").withCommunications("");
        UnitStatus status = UnitStatus.of(u, TITLES::get);
        assertThat(status.title()).isEqualTo("MX1INF");
        assertThat(status.text()).contains("Supply: None\n").contains(
                "Communications: None -- out of communications, one square less of march\n");
    }

    @Test
    @DisplayName("GITM 11.3 an inactive unit's block says so on an extra last line")
    void gitm_11_3_inactiveSaysSo() {
        UnitStatus status = UnitStatus.of(sample().withReadiness(Readiness.INACTIVE), TITLES::get);
        assertThat(status.fields()).last().isEqualTo(new UnitStatus.Field("Status", "Inactive"));
    }

    @Test
    void unknownRolesShowTheirId() {
        assertThat(UnitStatus.of(sample(), id -> null).text()).contains("Commander: santa-anna\n");
    }

    @Test
    @DisplayName("GITM 2.6 a unit in a fort is titled with an F after its id, and the key says so in those words")
    void gitm_2_6_fortSuffixAndItsKey() {
        Unit inFort = sample().withInFort(true);
        assertThat(UnitStatus.of(inFort, TITLES::get).title()).isEqualTo("MX1INF");
        assertThat(UnitStatus.of(sample(), TITLES::get).title()).isEqualTo("MX1IN");
        assertThat(inFort.displayId()).isEqualTo(inFort.id() + Unit.FORT_SUFFIX);
        assertThat(Unit.FORT_SUFFIX_KEY)
                .isEqualTo("A unit id ending in F (as US7INF): the unit is inside the fort of its town.");
        // the suffix cannot be misread as part of a type code
        for (UnitType t : UnitType.values()) {
            assertThat(t.name()).doesNotEndWith(Unit.FORT_SUFFIX);
        }
    }

    @Test
    @DisplayName("GITM 9.13 and 12.3 after a battle the block shows stragglers, wounded and prisoners, and reforming")
    void gitm_9_13_poolsAndReforming() {
        Unit after = sample().withPools(40, 120, 15).withReadiness(Readiness.SHATTERED).withReform(2, 0);
        UnitStatus status = UnitStatus.of(after, TITLES::get);
        assertThat(status.text()).contains("Stragglers: 40 (rejoining over the coming turns)",
                "Wounded and prisoners: 120 wounded, 15 prisoners (back at the end of the campaign)",
                "Status: Shattered, reforming: 2 turns to go");
        assertThat(UnitStatus.of(sample(), TITLES::get).text()).doesNotContain("Stragglers", "Wounded");
    }
}

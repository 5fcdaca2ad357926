package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.adjutant.gitm.map.Nation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UnitIdTest {

    @Test
    @DisplayName("GITM 3.1 ten unit types plus army and corps headquarters")
    void gitm_3_1_tenTypesAndTwoHeadquarters() {
        assertThat(Arrays.stream(UnitType.values()).filter(UnitType::isCombatUnit)).hasSize(10);
        assertThat(Arrays.stream(UnitType.values()).filter(UnitType::isHeadquarters))
                .containsExactly(UnitType.AQ, UnitType.CQ);
        assertThat(UnitType.values()).extracting(UnitType::words).contains("infantry", "light infantry",
                "light cavalry", "dragoons", "lancers", "medium artillery", "light artillery", "horse artillery",
                "siege artillery", "militia");
    }

    @Test
    @DisplayName("GITM 3.1 MX3LI is the Mexican 3rd Light Infantry")
    void gitm_3_1_mx3liIsMexicanThirdLightInfantry() {
        UnitId id = UnitId.of("MX3LI");
        assertThat(id.nation()).isEqualTo(Nation.MX);
        assertThat(id.number()).isEqualTo(3);
        assertThat(id.type()).isEqualTo(UnitType.LI);
        assertThat(id.describe()).isEqualTo("Mexican 3rd light infantry");
    }

    @ParameterizedTest
    @ValueSource(strings = {"mx3li", "MX 3 LI", " Mx3Li ", "MX-3-LI", "mx_3_li", "MX3LIF", "MX3LI F"})
    @DisplayName("GITM 3.1 ids parse forgivingly and print canonically")
    void gitm_3_1_forgivingParse(String written) {
        assertThat(UnitId.parse(written)).hasValueSatisfying(id -> assertThat(id).hasToString("MX3LI"));
    }

    @Test
    @DisplayName("GITM 3.1 headquarters ids: US1AQ and MX1CQ (GITM 3.3 sample)")
    void gitm_3_1_headquartersIds() {
        assertThat(UnitId.of("US1AQ").type()).isEqualTo(UnitType.AQ);
        assertThat(UnitId.of("MX1CQ").type()).isEqualTo(UnitType.CQ);
        assertThat(UnitId.of("us1aq")).hasToString("US1AQ");
    }

    @Test
    @DisplayName("GITM 3.5 dragoons are MC and lancers NC; DR and LN are accepted aliases")
    void gitm_3_5_cavalryCodes() {
        assertThat(UnitId.of("US2DR")).hasToString("US2MC");
        assertThat(UnitId.of("MX7LN")).hasToString("MX7NC");
        assertThat(UnitId.of("MX4MC").describe()).isEqualTo("Mexican 4th dragoons");
        assertThat(UnitType.parse("lancers")).contains(UnitType.NC);
    }

    @Test
    @DisplayName("GITM 3.1 unit types are read as codes, aliases or words, in any case and spacing")
    void gitm_3_1_typesInEveryWrittenForm() {
        assertThat(UnitType.parse("IN")).contains(UnitType.IN);
        assertThat(UnitType.parse("li")).contains(UnitType.LI);
        assertThat(UnitType.parse(" Dr ")).contains(UnitType.MC);
        assertThat(UnitType.parse("hc")).contains(UnitType.NC);
        assertThat(UnitType.parse("light  infantry")).contains(UnitType.LI);
        assertThat(UnitType.parse("horse_artillery")).contains(UnitType.HA);
        assertThat(UnitType.parse("Corps-Headquarters")).contains(UnitType.CQ);
        assertThat(UnitType.parse("dragoon")).contains(UnitType.MC);
        assertThat(UnitType.parse("Medium Cavalry")).contains(UnitType.MC);
        assertThat(UnitType.parse("lancer cavalry")).contains(UnitType.NC);
        assertThat(UnitType.parse("XX")).isEmpty();
        assertThat(UnitType.parse("I N")).isEmpty();
        assertThat(UnitType.parse("")).isEmpty();
        assertThat(UnitType.parse(null)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "XX3IN", "US3XX", "US0IN", "3IN", "USIN", "US3", "US12345IN"})
    void rejectsWhatIsNotAnId(String text) {
        assertThat(UnitId.parse(text)).isEmpty();
    }

    @Test
    void ordinalsReadNaturally() {
        assertThat(UnitId.of("US1IN").describe()).isEqualTo("US 1st infantry");
        assertThat(UnitId.of("US2IN").describe()).isEqualTo("US 2nd infantry");
        assertThat(UnitId.of("US11IN").describe()).isEqualTo("US 11th infantry");
        assertThat(UnitId.of("US22IN").describe()).isEqualTo("US 22nd infantry");
    }

    @Test
    void ordersByNationTypeThenNumber() {
        assertThat(java.util.stream.Stream.of("US10IN", "MX1IN", "US2IN", "US1AQ").map(UnitId::of).sorted()
                .map(UnitId::toString)).containsExactly("US1AQ", "US2IN", "US10IN", "MX1IN");
    }

    @Test
    void ofRefusesGarbage() {
        assertThatThrownBy(() -> UnitId.of("nonsense")).isInstanceOf(IllegalArgumentException.class);
    }
}

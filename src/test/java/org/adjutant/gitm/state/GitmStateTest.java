package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GitmStateTest {

    private static GitmState world() {
        return ScenarioBuilder.create().state("US", "United States", Nation.US, 2000)
                .state("NE", "Northeast", Nation.MX, 800)
                .openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 1, 20, 2, false)
                .role("taylor", "Zachary Taylor")
                .unit("US1AQ", "US", "J9-V4 7-7", u -> u.commander("taylor").deputy("taylor").men(250))
                .unit("US3IN", "US", "J9-V4 7-7")
                .unit("MX1AQ", "NE", "J8-V4 7-7")
                .build();
    }

    @Test
    void answersWhatTheCoreAndEngineAsk() {
        GitmState s = world();
        assertThat(s.units()).extracting(u -> u.id().toString()).containsExactly("US1AQ", "US3IN", "MX1AQ");
        assertThat(s.unit("us 3 in")).map(Unit::name).contains("US 3rd infantry");
        assertThat(s.unitsIn(StrategicSquare.of("J9-V4"))).hasSize(2);
        assertThat(s.unitsAt(Location.of("J8-V4", "7-7"))).extracting(Unit::state).containsExactly("NE");
        assertThat(s.owner(UnitId.of("MX1AQ"))).map(Polity::name).contains("Northeast");
        assertThat(s.nationOf(UnitId.of("MX1AQ"))).contains(Nation.MX);
        assertThat(GitmState.ministerOffice("NE")).isEqualTo("minister:NE");
        assertThat(s.offices()).containsExactly("minister:NE", "minister:US");
        assertThat(s.isArmyHq(UnitId.of("US1AQ"), "US")).isTrue();
        assertThat(s.isArmyHq(UnitId.of("US1AQ"), "NE")).isFalse();
        assertThat(s.isArmyHq(UnitId.of("US3IN"), "US")).isFalse();
        assertThat(s.relation("US", "NE")).isEqualTo(Relation.HOSTILE);
        assertThat(s.roleTitle("taylor")).isEqualTo("Zachary Taylor");
        assertThat(s.unitInfos()).first().isEqualTo(new org.adjutant.ruleset.UnitInfo("US1AQ", "US", "US 1st army headquarters"));
        assertThat(s.roleTitle("minister-us")).isEqualTo("War Minister of United States");
    }

    @Test
    @DisplayName("GITM 1.3 a city's control and supplies come from the game where it changed them, else the map")
    void gitm_1_3_cityHoldingsOverlayTheMap() {
        GitmState s = world();
        var map = s.map(n -> Optional.empty());
        assertThat(s.city("fort brown", map)).hasValueSatisfying(c -> assertThat(c.supplies()).isEqualTo(20));
        GitmState taken = s.withCity("Fort Brown", new CityHolding("NE", 5));
        assertThat(taken.city("Fort Brown", map)).hasValueSatisfying(c -> {
            assertThat(c.state()).isEqualTo("NE");
            assertThat(c.supplies()).isEqualTo(5);
            assertThat(c.fortStrength()).isEqualTo(2);
        });
    }

    @Test
    void refusesUnitsOfUnknownStatesOrTheWrongNation() {
        GitmState s = world();
        Unit stray = s.unit("US3IN").orElseThrow().withState("XX");
        assertThatThrownBy(() -> s.withUnit(stray)).hasMessageContaining("unknown state XX");
        Unit traitor = s.unit("US3IN").orElseThrow().withState("NE");
        assertThatThrownBy(() -> s.withUnit(traitor)).hasMessageContaining("US unit");
    }

    @Test
    void namedMapsAreResolvedOnlyWhenAsked() {
        GitmState s = world();
        GitmState named = new GitmState(s.title(), new MapRef.Named("1846"), 1, 0, s.states(), s.alliances(),
                s.cities(), s.unitsById(), s.roles());
        assertThatThrownBy(() -> named.map(n -> Optional.empty())).hasMessageContaining("1846");
        var inline = s.map(n -> Optional.empty());
        assertThat(named.map(n -> n.equals("1846") ? Optional.of(inline) : Optional.empty())).isSameAs(inline);
    }
}

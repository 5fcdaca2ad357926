package org.adjutant.gitm.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.PlacementRules;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitStatus;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class Scenario1846Test {
    private static final Path FILE = Path.of("data/gitm/scenarios/1846.yaml");
    private static final StandIn1846Map MAP = new StandIn1846Map();
    private static Scenario scenario;

    @BeforeAll
    static void load() throws IOException, ScenarioException {
        String text = Files.readString(FILE, StandardCharsets.UTF_8);
        scenario = ScenarioLoader.read(text, FILE.toString(), n -> n.equals("1846")
                ? Optional.<StrategicMap>of(MAP) : Optional.empty());
    }

    @Test
    void hasTheNineStatesOfTheGame() {
        GitmState s = scenario.state();
        assertThat(s.states()).containsOnlyKeys("US", "MEX", "NE", "CHI", "NM", "SON", "JAL", "OAX", "YUC");
        assertThat(scenario.opening().offices()).containsExactly("minister:CHI", "minister:JAL", "minister:MEX",
                "minister:NE", "minister:NM", "minister:OAX", "minister:SON", "minister:US", "minister:YUC");
        for (String office : scenario.opening().offices()) {
            assertThat(scenario.roles()).filteredOn(r -> r.offices().contains(office)).hasSize(1);
        }
        assertThat(s.map().id()).isEqualTo("1846");
        assertThat(s.states().keySet()).allSatisfy(state ->
                assertThat(s.units()).anyMatch(u -> u.state().equals(state)));
    }

    @Test
    @DisplayName("GITM 1.4 Yucatan is neutral; the United States and the Mexican states are at war")
    void gitm_1_4_sides() {
        GitmState s = scenario.state();
        assertThat(s.relation("US", "NE")).isEqualTo(Relation.HOSTILE);
        assertThat(s.relation("NE", "MEX")).isEqualTo(Relation.ALLIED);
        assertThat(s.relation("YUC", "US")).isEqualTo(Relation.NEUTRAL);
        assertThat(s.relation("YUC", "MEX")).isEqualTo(Relation.NEUTRAL);
    }

    @Test
    void taylorFacesAristaAcrossTheRioGrande() {
        GitmState s = scenario.state();
        Unit taylor = s.unit("US1AQ").orElseThrow();
        Unit arista = s.unit("MX1AQ").orElseThrow();
        assertThat(taylor.location().strategic()).hasToString("J9-V4");
        assertThat(arista.location().strategic()).hasToString("J8-V4");
        assertThat(taylor.location().strategic().isAdjacentTo(arista.location().strategic())).isTrue();
        assertThat(s.roleTitle(taylor.commander())).isEqualTo("Zachary Taylor");
        assertThat(s.roleTitle(arista.commander())).isEqualTo("Mariano Arista");
        assertThat(s.roleTitle(arista.deputy())).isEqualTo("Pedro de Ampudia");
        assertThat(s.unitsIn(taylor.location().strategic())).extracting(u -> u.id().toString())
                .contains("US3IN", "US4IN", "US5IN", "US7IN", "US8IN", "US2MC", "US1HA", "US1LA", "US2LA");
        assertThat(s.unit("US7IN").orElseThrow().displayId()).isEqualTo("US7INF");
        assertThat(s.unit("US1MC").orElseThrow().location().strategic()).hasToString("K9-P2");
        assertThat(s.roleTitle(s.unit("MX3AQ").orElseThrow().commander())).startsWith("Manuel Armijo");
        assertThat(s.unit("MX3AQ").orElseThrow().location().strategic()).hasToString("G5-Q9");
    }

    @Test
    @DisplayName("GITM 3.3 the status block of the 7th Infantry in Fort Texas")
    void gitm_3_3_statusOfSeventhInfantry() {
        GitmState s = scenario.state();
        City fort = s.city("Fort Brown (Fort Texas)", MAP).orElseThrow();
        assertThat(UnitStatus.of(s.unit("US7IN").orElseThrow(), s::roleTitle).text()).isEqualTo("US7INF\n"
                + "Commander: Jacob Brown\nDeputy: Edgar S. Hawkins\n"
                + "Location: J9-V4 strategic, " + fort.tactical() + " tactical\n"
                + "Strength: 500\nBatteries: 0\nQuality: Good\nExperience: 14\nMorale: 50\nFatigue: 0\n"
                + "Initiative: 4\nSupplies: 1\nAmmunition: 5\n"
                + "Supply: Fort Brown (Fort Texas)\nCommunications: Fort Brown (Fort Texas)\n");
    }

    @Test
    @DisplayName("GITM 3.4 every unit has a commander and a deputy who are role slots")
    void gitm_3_4_everyUnitCommanded() {
        GitmState s = scenario.state();
        for (Unit u : s.units()) {
            assertThat(s.roles()).as(u.id().toString()).containsKeys(u.commander(), u.deputy());
            RoleSlot commander = scenario.roles().stream().filter(r -> r.id().equals(u.commander())).findFirst()
                    .orElseThrow();
            assertThat(commander.commands()).contains(u.id().toString());
        }
        assertThat(s.units()).filteredOn(u -> u.type() == UnitType.AQ)
                .allSatisfy(aq -> assertThat(s.roles().get(aq.commander())).doesNotStartWith("War Minister"));
    }

    @Test
    @DisplayName("SoW 4.9 and GITM 3.2 every unit is within its size ceiling and rating ranges")
    void sow_4_9_sizes() {
        for (Unit u : scenario.state().units()) {
            assertThat(SizeLimits.check(u, SizeLimits.Purpose.IN_PLAY, false)).as(u.id().toString()).isEmpty();
            assertThat(u.morale()).isEqualTo(Unit.START_MORALE);
        }
        assertThat(scenario.state().units()).filteredOn(Unit::guard).hasSize(2)
                .allSatisfy(u -> assertThat(u.men()).isEqualTo(2000));
    }

    @Test
    @DisplayName("GITM 1.2, 1.4, 2.5 the opening respects placement and stacking on the stand-in map")
    void gitm_1_4_stackingAndPlacement() {
        GitmState s = scenario.state();
        assertThat(StackingRules.check(s, MAP)).isEmpty();
        assertThat(s.units()).allSatisfy(u -> assertThat(PlacementRules.check(u, MAP)).isEmpty());
    }

    @Test
    void survivesTheCodecByteForByte() {
        String text = GitmStateCodec.encode(scenario.state());
        assertThat(GitmStateCodec.decode(text)).isEqualTo(scenario.state());
        assertThat(GitmStateCodec.encode(GitmStateCodec.decode(text))).isEqualTo(text);
        assertThat(text).doesNotContain("\"squares\"");
    }

    @Test
    void tacticalSquaresFollowLatitudeAndLongitude() {
        assertThat(StandIn1846Map.tactical(19.43, -99.13)).hasToString("7-7");
        assertThat(MAP.cities().filter(c -> c.name().equals("Matamoros")).findFirst().orElseThrow().tactical())
                .hasToString("14-13");
    }
}

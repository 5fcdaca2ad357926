package org.adjutant.gitm.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.economy.Upkeep;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.movement.tactical.FortSpace;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.UnitNumbers;
import org.adjutant.gitm.state.Recruits;
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

/** The 1846 scenario loaded against the real generated map and its generated tactical maps. */
class Scenario1846Test {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final Path FILE = HOME.resolve("data/gitm/scenarios/1846.yaml");
    private static TheatreMap map;
    private static TacticalMaps tactical;
    private static Scenario scenario;

    @BeforeAll
    static void load() throws IOException, ScenarioException {
        map = TheatreMapReader.read(HOME.resolve(TheatreMapReader.DEFAULT_FILE));
        tactical = new TacticalMaps(map);
        String text = Files.readString(FILE, StandardCharsets.UTF_8);
        scenario = ScenarioLoader.read(text, "1846.yaml", n -> n.equals("1846")
                ? Optional.<StrategicMap>of(map) : Optional.empty());
    }

    @Test
    void hasTheNineStatesOfTheGame() {
        GitmState s = scenario.state();
        assertThat(s.states()).containsOnlyKeys("US", "MEX", "NE", "CHI", "NM", "SON", "JAL", "OAX", "YUC");
        assertThat(s.states().keySet()).isEqualTo(map.states().stream().map(st -> st.id()).collect(Collectors.toSet()));
        assertThat(scenario.opening().offices()).containsExactly("minister:CHI", "minister:JAL", "minister:MEX",
                "minister:NE", "minister:NM", "minister:OAX", "minister:SON", "minister:US", "minister:YUC",
                "monarch:US", "naval:US", "naval:MEX", "monarch:MEX");
        for (String office : scenario.opening().offices()) {
            assertThat(scenario.roles()).filteredOn(r -> r.offices().contains(office)).hasSize(1);
        }
        assertThat(s.map().id()).isEqualTo("1846");
        assertThat(s.states().keySet()).allSatisfy(state ->
                assertThat(s.units()).anyMatch(u -> u.state().equals(state)));
        assertThat(s.states().values()).allSatisfy(p -> assertThat(p.treasury()).isPositive());
    }

    @Test
    @DisplayName("designed: politics 1 the 1846 offices: Polk the United States' Monarch and Bancroft its Naval"
            + " Minister, no Prime Minister; Paredes Mexico's War Minister, Naval Minister and Monarch")
    void politics_1_officesOf1846() {
        assertThat(slot("polk").offices()).containsExactly("monarch:US");
        assertThat(slot("polk").title()).isEqualTo("James K. Polk, President of the United States");
        assertThat(slot("bancroft").offices()).containsExactly("naval:US");
        assertThat(slot("marcy").offices()).containsExactly("minister:US");
        assertThat(slot("paredes").offices()).containsExactly("minister:MEX", "naval:MEX", "monarch:MEX");
        assertThat(scenario.opening().offices()).noneMatch(o -> o.startsWith("prime-minister:"));
    }

    private static RoleSlot slot(String id) {
        return scenario.roles().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("GITM 5.1 the 1846 war lasts four campaigns: the game ends after turn 15 of campaign 4, not before")
    void gitm_5_1_fourCampaigns() {
        GitmState s = scenario.state();
        assertThat(s.settings().calendar().lastCampaign()).isEqualTo(4);
        assertThat(s.withTurn(4, 14).isOver()).isFalse();
        assertThat(s.withTurn(4, 15).isLastTurn()).isTrue();
        assertThat(s.withTurn(5, 1).isOver()).isTrue();
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
        // both armies stand on the Rio Grande's map squares
        assertThat(map.square(StrategicSquare.of("J9-V4")).orElseThrow().riverNames()).contains("Rio Grande");
        assertThat(map.square(StrategicSquare.of("J8-V4")).orElseThrow().riverNames()).contains("Rio Grande");
    }

    @Test
    @DisplayName("GITM 2.2, 2.3 Taylor's camp is on Fort Brown's bank of the Rio Grande, Arista's on Matamoros's")
    void gitm_2_2_campsOnTheirOwnBanks() {
        GitmState s = scenario.state();
        City fortBrown = map.city("Fort Brown (Fort Texas)").orElseThrow();
        City matamoros = map.city("Matamoros").orElseThrow();
        TacticalMap north = tactical.of(fortBrown.square());
        TacticalMap south = tactical.of(matamoros.square());
        for (Unit u : s.unitsIn(fortBrown.square())) {
            assertThat(north.sameSide(u.location().tactical(), fortBrown.tactical())).as(u.id().toString()).isTrue();
        }
        for (Unit u : s.unitsIn(matamoros.square())) {
            assertThat(south.sameSide(u.location().tactical(), matamoros.tactical())).as(u.id().toString()).isTrue();
        }
        // Fort Brown is on the west edge of its map; the square beside it across the border is on the north bank,
        // the river between it and Matamoros
        assertThat(fortBrown.tactical().col()).isZero();
        TacticalSquare acrossTheBorder = new TacticalSquare(TacticalSquare.SIZE - 1, fortBrown.tactical().row());
        assertThat(south.isPassable(acrossTheBorder)).isTrue();
        assertThat(south.sameSide(acrossTheBorder, matamoros.tactical())).isFalse();
        assertThat(south.riverNames()).contains("Rio Grande");
    }

    @Test
    @DisplayName("GITM 1.2, 2.2 no unit starts on an impassable strategic square or an impassable generated tactical square")
    void gitm_2_2_noUnitOnImpassableGround() {
        List<String> wrong = new ArrayList<>();
        for (Unit u : scenario.state().units()) {
            StrategicSquare at = u.location().strategic();
            if (!map.terrain(at).isPassable()) {
                wrong.add(u.id() + " on " + map.terrain(at).words() + " " + at);
            }
            TacticalTerrain t = tactical.of(at).terrain(u.location().tactical());
            if (!t.isPassable()) {
                wrong.add(u.id() + " on " + t.words() + " " + u.location());
            }
            assertThat(tactical.of(at).unreachable()).doesNotContain(u.location().tactical());
        }
        assertThat(wrong).isEmpty();
        assertThat(scenario.state().units()).allSatisfy(u -> assertThat(PlacementRules.check(u, map)).isEmpty());
    }

    @Test
    @DisplayName("GITM 1.3 every unit stands in its own nation, or at or beside a city its state holds")
    void gitm_1_3_unitsOnTheirOwnSide() {
        GitmState s = scenario.state();
        for (Unit u : s.units()) {
            SquareInfo info = map.square(u.location().strategic()).orElseThrow();
            if (info.nation() == u.nation()) {
                continue;
            }
            // the US posts in the Nueces strip: a US-held city in the unit's square
            boolean held = info.cities().stream().map(c -> s.city(c)).anyMatch(c -> c.state().equals(u.state()));
            assertThat(held).as(u.id() + " on foreign ground at " + u.location()).isTrue();
        }
        assertThat(s.units()).filteredOn(u -> u.type() == UnitType.MI).allSatisfy(u -> {
            City home = map.city(u.homeCity()).orElseThrow();
            assertThat(u.location()).as(u.id().toString()).isEqualTo(new org.adjutant.gitm.unit.Location(
                    home.square(), home.tactical()));
        });
    }

    @Test
    @DisplayName("GITM 1.3, 2.6 the cities the scenario names are on the map with the controller it gives them")
    void gitm_1_3_citiesAgreeWithTheMap() {
        GitmState s = scenario.state();
        assertThat(s.cities()).isNotEmpty();
        s.cities().forEach((name, holding) -> {
            City onMap = map.city(name).orElseThrow(() -> new AssertionError("no city " + name));
            assertThat(holding.state()).as(name).isEqualTo(onMap.state());
        });
        assertThat(map.city("Fort Brown (Fort Texas)").orElseThrow().hasFort()).isTrue();
        assertThat(map.city("San Juan de Ulua").orElseThrow().hasFort()).isTrue();
        assertThat(s.units()).filteredOn(Unit::inFort).allSatisfy(u ->
                assertThat(PlacementRules.cityAt(map, u.location()).orElseThrow().hasFort()).isTrue());
    }

    @Test
    @DisplayName("GITM 2.6 every fortified city's garrison starts inside its fort as far as the fort holds it: no fort over its capacity, no unit of the garrison left outside that would fit")
    void gitm_2_6_garrisonsInTheirForts() {
        GitmState s = scenario.state();
        List<String> checked = new ArrayList<>();
        map.cities().filter(City::hasFort).forEach(c -> {
            List<Unit> garrison = s.unitsIn(c.square()).stream()
                    .filter(u -> u.location().tactical().equals(c.tactical())).toList();
            if (garrison.isEmpty()) {
                return;
            }
            List<Unit> inside = garrison.stream().filter(Unit::inFort).toList();
            int used = inside.stream().mapToInt(FortSpace::space).sum();
            assertThat(used).as(c.name() + ": room taken in a fort of " + c.fortCapacity())
                    .isLessThanOrEqualTo(c.fortCapacity());
            for (Unit u : garrison) {
                assertThat(s.relation(u.state(), c.state())).as(u.id() + " in " + c.name())
                        .isEqualTo(Relation.ALLIED);
                if (!u.inFort()) {
                    assertThat(FortSpace.fits(c, inside, u)).as(u.id() + " stands outside the fort of " + c.name()
                            + " though it would fit").isFalse();
                }
            }
            checked.add(c.name());
        });
        assertThat(checked).as("fortified cities with a garrison").contains("Matamoros", "Point Isabel",
                "Fort Brown (Fort Texas)", "Monterrey", "Tampico", "Veracruz", "San Juan de Ulua", "Mexico City");
        for (String id : List.of("MX1MI", "US22IN", "US7IN", "US2LA", "US1SA", "MX23IN", "MX24IN", "MX25IN")) {
            assertThat(s.unit(id).orElseThrow().inFort()).as(id).isTrue();
        }
        assertThat(s.unit("US1MC").orElseThrow().inFort()).as("1,560 transport units of dragoons, a fort of 1,000")
                .isFalse();
    }

    @Test
    @DisplayName("GITM 3.4 every role slot's units exist, and every slot has a unit or an office")
    void gitm_3_4_roleSlotsMatchUnits() {
        Set<String> ids = scenario.state().units().stream().map(u -> u.id().toString()).collect(Collectors.toSet());
        for (RoleSlot r : scenario.roles()) {
            assertThat(ids).as(r.id()).containsAll(r.commands()).containsAll(r.deputyFor());
            assertThat(r.offices().isEmpty() && r.commands().isEmpty() && r.deputyFor().isEmpty())
                    .as("empty role slot " + r.id()).isFalse();
        }
    }

    @Test
    @DisplayName("GITM 3.3 the status block of the 7th Infantry in Fort Texas")
    void gitm_3_3_statusOfSeventhInfantry() {
        GitmState s = scenario.state();
        City fort = s.city("Fort Brown (Fort Texas)", map).orElseThrow();
        assertThat(UnitStatus.of(s.unit("US7IN").orElseThrow(), s::roleTitle).text()).isEqualTo("US7INF\n"
                + "Commander: Jacob Brown\nDeputy: Edgar S. Hawkins\n"
                + "Location: J9-V4 strategic, " + fort.tactical() + " tactical\n"
                + "Strength: 500\nBatteries: 0\nQuality: Good\nExperience: 14\nMorale: 50\nFatigue: 0\n"
                + "Initiative: 4\nSupplies: 1\nAmmunition: 5\n"
                + "Supply: Fort Brown (Fort Texas)\nCommunications: Fort Brown (Fort Texas) -- city\n");
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
    @DisplayName("GITM 1.4, 2.5 the opening respects the strategic and tactical stacking limits on the real map")
    void gitm_1_4_stacking() {
        assertThat(StackingRules.check(scenario.state(), map)).isEmpty();
    }

    @Test
    void survivesTheCodecByteForByte() {
        String text = GitmStateCodec.encode(scenario.state());
        assertThat(GitmStateCodec.decode(text)).isEqualTo(scenario.state());
        assertThat(GitmStateCodec.encode(GitmStateCodec.decode(text))).isEqualTo(text);
        assertThat(text).doesNotContain("\"squares\"");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("SoW 3 (designed) 1846 opening pools: NE's held own cities of 22 levels give 4,400 men, the United States' 43 give 8,600; Matamoros's militia pool is 2,000 less its militia")
    void sow_3_openingPools() {
        GitmState s = scenario.state();
        assertThat(s.state("NE").orElseThrow().manpower().pool()).hasValue(4_400);
        assertThat(s.state("US").orElseThrow().manpower().pool()).hasValue(8_600);
        int raised = s.units().stream().filter(u -> u.homeCity().equalsIgnoreCase("Matamoros"))
                .mapToInt(u -> u.men()).sum();
        assertThat(s.cities().get("Matamoros").militia()).hasValue(Math.max(0, 2_000 - raised));
    }

    @Test
    @DisplayName("SoW 8.9 (designed) the 1846 recruits: US volunteers Fair, US guns Good; Mexican levies Poor, horse and guns Fair; militia Poor")
    void sow_8_9_recruits() {
        GitmState s = scenario.state();
        assertThat(s.state("US").orElseThrow().recruits()).isEqualTo(new Recruits(Quality.FAIR, Quality.FAIR,
                Quality.GOOD, Quality.POOR));
        for (Polity p : s.states().values()) {
            if (!p.id().equals("US")) {
                assertThat(p.recruits()).as(p.id()).isEqualTo(new Recruits(Quality.POOR, Quality.FAIR, Quality.FAIR,
                        Quality.POOR));
            }
            assertThat(p.retired()).isEqualTo(UnitNumbers.NONE);
        }
    }

    /**
     * The position of about 20 May 1846 in the game's terms: Arista has left Matamoros after Palo Alto and Resaca de la
     * Palma (his Army of the North gone from its square), Taylor's 7th Infantry holds the town from a camp outside
     * the city's own tactical square, and the United States controls it; campaign 1, turn 3.
     */
    private static GitmState matamorosTaken() {
        GitmState s = scenario.state().withTurn(1, 3);
        City matamoros = map.cities().filter(c -> c.name().equals("Matamoros")).findFirst().orElseThrow();
        List<org.adjutant.gitm.unit.UnitId> gone = s.units().stream()
                .filter(u -> u.location().strategic().equals(matamoros.square()) && !u.state().equals("US"))
                .map(Unit::id).toList();
        s = s.withoutUnits(gone);
        TacticalSquare camp = new TacticalSquare(matamoros.tactical().col(), matamoros.tactical().row() - 2);
        Unit seventh = s.unit("US7IN").orElseThrow();
        s = s.withUnit(seventh.toBuilder().location(new org.adjutant.gitm.unit.Location(matamoros.square(), camp))
                .inFort(false).build());
        return s.withCity("Matamoros", s.cities().get("Matamoros").withState("US"));
    }

    @Test
    @DisplayName("SoW 4.3 in the shipped scenario: with Matamoros taken by the US, NE's RAISE 1 MI AT Matamoros MEN 800 is accepted and the town rises")
    void sow_4_3_risingInTheShippedScenario() {
        GitmState s = matamorosTaken();
        org.adjutant.gitm.GitmRuleset ruleset = new org.adjutant.gitm.GitmRuleset(
                n -> Optional.<StrategicMap>of(map));
        String role = s.state("NE").orElseThrow().minister();
        var verdict = ruleset.checkOffice(s, Set.of("minister:NE"), Set.of(),
                List.of(new org.adjutant.ruleset.Line(1, "RAISE 1 MI AT Matamoros MEN 800")));
        assertThat(verdict.problems()).isEmpty();
        java.util.Map<String, org.adjutant.ruleset.UnitOrders> none = new java.util.TreeMap<>();
        s.units().forEach(u -> none.put(u.id().toString(), new org.adjutant.ruleset.UnitOrders(u.id().toString(),
                org.adjutant.ruleset.UnitOrders.Source.SUBMITTED, List.of())));
        org.adjutant.ruleset.TurnOutcome o = new org.adjutant.gitm.sequence.GitmTurnEngine(
                org.adjutant.gitm.GitmRuleset.turnPlugins()).resolve(s, map, none,
                java.util.Map.of(role, List.of("RAISE 1 MI AT Matamoros MEN 800")),
                org.adjutant.ruleset.SeededDice.forTurn(1846, 3));
        // the garrison is the 7th's 500 men: the town rises on 7,500 or less of 1-8,000; the seed rolls 3,396
        org.adjutant.gitm.event.MilitiaRising rising = o.events().stream()
                .filter(e -> e instanceof org.adjutant.gitm.event.MilitiaRising)
                .map(e -> (org.adjutant.gitm.event.MilitiaRising) e).findFirst().orElseThrow();
        assertThat(rising.garrison()).isEqualTo(500);
        assertThat(rising.succeedsOn()).isEqualTo(7_500);
        assertThat(rising.roll()).isEqualTo(3_396);
        assertThat(rising.success()).isTrue();
        assertThat(rising.cost()).isEqualTo(40);
        GitmState next = (GitmState) o.next();
        assertThat(next.cities().get("Matamoros").state()).isEqualTo("NE");
        assertThat(next.cities().get("Matamoros").militia()).hasValue(1_400 - 800);
        assertThat(next.cities().get("Matamoros").militiaAttempt()).isEqualTo(1);
        // the next militia number of the nation (the scenario's run to MX20MI), NE's militia recruits Poor
        Unit guard = next.unit("MX21MI").orElseThrow();
        assertThat(guard.state()).isEqualTo("NE");
        assertThat(guard.men()).isEqualTo(800);
        assertThat(guard.quality()).isEqualTo(Quality.POOR);
        assertThat(guard.homeCity()).isEqualTo("Matamoros");
        assertThat(next.unit("US7IN").orElseThrow().location()).isEqualTo(s.unit("US7IN").orElseThrow().location());
        assertThat(o.events().stream().filter(e -> e instanceof org.adjutant.gitm.event.TreasuryStatement t
                && t.state().equals("NE")).map(e -> ((org.adjutant.gitm.event.TreasuryStatement) e).lines())
                .findFirst().orElseThrow()).contains(new org.adjutant.gitm.economy.LedgerLine(
                org.adjutant.gitm.economy.LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Matamoros MEN 800 BATTERIES 0 (a rising)", -40));
    }

    @Test
    @DisplayName("SoW 4.9, 5.4 (naval.md 2, scenario-1846.md \"Ships\"): the Home and Pacific Squadrons, the transports at New Orleans and Mexico's Gulf brigs, each on the chart")
    void sow_4_9_the_two_navies() {
        Navy navy = scenario.state().navy();
        assertThat(navy.of("US")).extracting(sh -> sh.name()).contains("USS Cumberland", "USS Raritan",
                "USS Potomac", "USS Savannah", "USS Portsmouth", "Quartermaster's transports");
        assertThat(navy.of("MEX")).extracting(sh -> sh.name())
                .containsExactly("Mexicano", "Veracruzano Libre", "Zempoalteca");
        SeaChart chart = map.sea().orElseThrow();
        assertThat(navy.ships().values()).allSatisfy(sh -> {
            assertThat(chart.knows(sh.station())).as(sh.id() + " lies on the chart").isTrue();
            assertThat(chart.port(sh.base())).as(sh.id() + "'s base is a port").isPresent();
        });
        assertThat(navy.ship("US1FR").orElseThrow().station()).isEqualTo(new Station.Coastal("Veracruz"));
        assertThat(navy.ship("US1FR").orElseThrow().base()).isEqualTo("Pensacola");
        assertThat(navy.ship("US1TR").orElseThrow().capacity()).isEqualTo(3000);
        assertThat(navy.ship("US1TR").orElseThrow().station()).isEqualTo(new Station.Harbor("New Orleans"));
        assertThat(navy.ship("MX1SL").orElseThrow().inBase()).isTrue();
        assertThat(navy.ships().values()).allSatisfy(sh -> assertThat(sh.stores()).isEqualTo(Ship.NEW_STORES));
        // docs/scenario-1846.md: the navies cost the United States 77 Cr a turn and Mexico 3 at the start
        assertThat(navy.of("US").stream().mapToInt(sh -> Upkeep.ship(sh, false).amount()).sum()).isEqualTo(77);
        assertThat(navy.of("MEX").stream().mapToInt(sh -> Upkeep.ship(sh, false).amount()).sum()).isEqualTo(3);
    }

    @Test
    @DisplayName("designed (scenario-format.md): a ship at a place that is no port or sea area of the chart is refused with its line")
    void designed_ship_off_the_chart_refused() throws IOException {
        String text = Files.readString(FILE, StandardCharsets.UTF_8);
        String bad = text.replace("at: \"harbor:New Orleans\"", "at: \"harbor:Atlantis\"");
        assertThat(bad).isNotEqualTo(text);
        assertThatThrownBy(() -> ScenarioLoader.read(bad, "1846.yaml", n -> Optional.<StrategicMap>of(map)))
                .isInstanceOf(ScenarioException.class)
                .hasMessageContaining("US1TR lies at 'harbor:Atlantis', which is no port or sea area of the chart");
        String badBase = text.replace("base: New Orleans}", "base: Atlantis}");
        assertThat(badBase).isNotEqualTo(text);
        assertThatThrownBy(() -> ScenarioLoader.read(badBase, "1846.yaml", n -> Optional.<StrategicMap>of(map)))
                .hasMessageContaining("US1TR needs a base harbour, a port of the chart; 'Atlantis' is none");
        String twice = text.replace("id: US2FR", "id: US1FR");
        assertThatThrownBy(() -> ScenarioLoader.read(twice, "1846.yaml", n -> Optional.<StrategicMap>of(map)))
                .hasMessageContaining("ship US1FR is listed twice");
        String crowded = text.replace("guns: 44, crew: 430, marines: 50, at: \"harbor:Mazatlan\"",
                "guns: 44, crew: 900, marines: 50, at: \"harbor:Mazatlan\"");
        assertThat(crowded).isNotEqualTo(text);
        assertThatThrownBy(() -> ScenarioLoader.read(crowded, "1846.yaml", n -> Optional.<StrategicMap>of(map)))
                .hasMessageContaining("US4FR: a frigate holds at most 500 crew and 60 Marines");
        String foreign = text.replace("id: MX1SL, name: Mexicano,           state: MEX",
                "id: MX1SL, name: Mexicano,           state: US");
        assertThat(foreign).isNotEqualTo(text);
        assertThatThrownBy(() -> ScenarioLoader.read(foreign, "1846.yaml", n -> Optional.<StrategicMap>of(map)))
                .hasMessageContaining("MX1SL is a MX ship but US is a state of");
    }
}

package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GitmStateCodecTest {

    private static GitmState rich() {
        return ScenarioBuilder.create().title("codec").turn(2, 7)
                .state("US", "United States", Nation.US, 1234).state("NE", "Northeast", Nation.MX, 99)
                .state("YUC", "Yucatan", Nation.MX, 10).neutral("YUC").pact("NE", "YUC", Relation.HOSTILE)
                .openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 2, 30, 2, false)
                .city("Point Isabel", "K0-V3 3-9", 1, 50, 0, true)
                .tactical("J9-V4", "0-5", TacticalTerrain.RIVER, 0).tactical("J9-V4", "1-5", TacticalTerrain.FORD, 1)
                .holding("Fort Brown", "NE", 4)
                .role("taylor", "Zachary Taylor")
                .unit("US1AQ", "US", "J9-V4 7-7", u -> u.commander("taylor").deputy("taylor").supplies(0))
                .unit("US1CQ", "US", "J9-V4 7-7", u -> u.supplies(12).supplySource("Fort Brown"))
                .unit("US7IN", "US", "J9-V4 7-7", u -> u.inFort(true).men(480).quality(Quality.GOOD)
                        .experience(9).morale(61).fatigue(3).initiative(3).ammunition(2)
                        .supplySource("US1CQ").communications("US1AQ"))
                .unit("US1MI", "US", "J9-V3 1-1", u -> u.homeCity("Point Isabel").readiness(Readiness.INACTIVE))
                .unit("MX1IN", "NE", "J8-V4 2-3", u -> u.guard(true).men(2000).name("Guardia Presidencial"))
                .build();
    }

    @Test
    @DisplayName("codec: decode(encode(s)) equals s, inline map included")
    void roundTrip() {
        GitmState s = rich();
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(s))).isEqualTo(s);
    }

    @Test
    @DisplayName("codec (naval.md 2): ships round-trip with every field and the numbers of ships gone; a position without ships writes no navy")
    void navyRoundTrip() {
        GitmState s = rich();
        assertThat(GitmStateCodec.encode(s)).doesNotContain("\"navy\"");
        Navy navy = Navy.of(List.of(
                new Ship(ShipId.of("US1FR"), "USS Cumberland", "US", 44, 430, 50, 1, 2, 20, 0, 0,
                        new Station.Coastal("Veracruz"), "Pensacola"),
                new Ship(ShipId.of("US2FR"), "USS Raritan", "US", 44, 430, 50, 0, 0, 24, 0, 0,
                        new Station.Open("SGC"), "Pensacola"),
                new Ship(ShipId.of("US1TR"), "Quartermaster's transports", "US", 0, 100, 0, 0, 0, 24, 3000, 12,
                        new Station.Harbor("New Orleans"), "New Orleans"),
                new Ship(ShipId.of("MX1SL"), "Mexicano", "NE", 12, 120, 10, 0, 0, 24, 0, 0,
                        new Station.Harbor("Alvarado"), "Alvarado"))).without(ShipId.of("US2FR"));
        GitmState withShips = s.withNavy(navy);
        String text = GitmStateCodec.encode(withShips);
        assertThat(text).contains("\"station\" : \"coast:Veracruz\"").contains("\"US FR\" : 2");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back).isEqualTo(withShips);
        assertThat(GitmStateCodec.encode(back)).isEqualTo(text);
        assertThat(back.navy().nextNumber(Nation.US, ShipType.FR)).isEqualTo(3);
    }

    @Test
    @DisplayName("codec (naval.md 18, GITM 11.1): a unit in the garrison of an off-map port round-trips off the map;"
            + " the garrisons are written only when someone stands in one, with ships or without")
    void gitm_11_1_garrisonRoundTrip() {
        GitmState s = rich();
        Navy ships = Navy.of(List.of(new Ship(ShipId.of("US1TR"), "Quartermaster's transports", "US", 0, 100, 0, 0,
                0, 24, 3000, 0, new Station.Harbor("New York"), "New Orleans")));
        assertThat(GitmStateCodec.encode(s.withNavy(ships))).doesNotContain("garrisons");
        GitmState garrisoned = s.withNavy(ships.garrisoned(UnitId.of("US7IN"), "New York"));
        String text = GitmStateCodec.encode(garrisoned);
        assertThat(text).contains("\"garrisons\" : {", "\"US7IN\" : \"New York\"");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back).isEqualTo(garrisoned);
        assertThat(GitmStateCodec.encode(back)).isEqualTo(text);
        assertThat(back.garrison(UnitId.of("US7IN"))).contains("New York");
        assertThat(back.isOffMap(UnitId.of("US7IN"))).isTrue();
        assertThat(back.ashore()).extracting(Unit::id).doesNotContain(UnitId.of("US7IN"));
        GitmState noShips = s.withNavy(Navy.NONE.garrisoned(UnitId.of("US7IN"), "Boston"));
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(noShips))).isEqualTo(noShips);
    }

    @Test
    @DisplayName("naval.md 18: a garrison must stand in an off-map port of the game")
    void garrisonInAnUnknownPort() {
        GitmState s = rich();
        assertThatThrownBy(() -> s.withNavy(Navy.NONE.garrisoned(UnitId.of("US7IN"), "Atlantis")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no off-map port");
    }

    @Test
    @DisplayName("naval.md 2: a ship must belong to a state of her own nation")
    void shipOfForeignNation() {
        GitmState s = rich();
        Navy navy = Navy.of(List.of(new Ship(ShipId.of("MX1SL"), "Mexicano", "US", 12, 120, 10, 0, 0, 24, 0, 0,
                new Station.Harbor("Alvarado"), "Alvarado")));
        assertThatThrownBy(() -> s.withNavy(navy)).hasMessageContaining("MX1SL is a MX ship but US is a state of");
    }

    @Test
    @DisplayName("codec, SoW section 2: a Treasury Minister of his own is written as treasurer; a state saved without it keeps its War Minister as treasurer")
    void treasurerOptional() {
        GitmState s = rich();
        String plain = GitmStateCodec.encode(s);
        assertThat(plain).doesNotContain("\"treasurer\"");
        Polity first = s.states().values().iterator().next();
        assertThat(GitmStateCodec.decode(plain).state(first.id()).orElseThrow().treasurer())
                .isEqualTo(first.minister());
        GitmState own = s.withState(new Polity(first.id(), first.name(), first.nation(), first.treasury(),
                first.minister(), "trigueros"));
        String text = GitmStateCodec.encode(own);
        assertThat(text).contains("\"treasurer\" : \"trigueros\"");
        assertThat(GitmStateCodec.decode(text)).isEqualTo(own);
    }

    @Test
    @DisplayName("codec, SoW section 7: manpower and militia pools round-trip; a position saved before them decodes uncounted and full")
    void manpowerOptional() {
        GitmState s = rich();
        String plain = GitmStateCodec.encode(s);
        assertThat(plain).doesNotContain("\"manpower\"").doesNotContain("\"militia\"");
        GitmState old = GitmStateCodec.decode(plain);
        assertThat(old.states().values()).allSatisfy(p -> assertThat(p.manpower()).isEqualTo(Manpower.UNCOUNTED));
        assertThat(old.cities().values()).allSatisfy(h -> {
            assertThat(h.militia()).isEmpty();
            assertThat(h.militiaAttempt()).isZero();
        });
        Polity first = s.states().values().iterator().next();
        String city = s.cities().firstKey();
        GitmState counted = s.withState(first.withManpower(Manpower.of(4_400).withRate(250).plusDue(2, 500)
                        .withReturning(160).plusPenaltyVp(2)))
                .withCity(city, s.cities().get(city).withMilitia(1_400).withMilitiaAttempt(1));
        String text = GitmStateCodec.encode(counted);
        assertThat(text).contains("\"pool\" : 4400", "\"rate\" : 250", "\"2\" : 500", "\"returning\" : 160",
                "\"penaltyVp\" : 2", "\"militia\" : 1400", "\"militiaAttempt\" : 1");
        assertThat(GitmStateCodec.decode(text)).isEqualTo(counted);
    }

    @Test
    @DisplayName("codec, SoW 7 (design 15): a fort's highest level, built capacity and works are written only when set, and a state saved without them reads as the map's fort")
    void fortressOptional() {
        GitmState s = rich();
        String plain = GitmStateCodec.encode(s);
        assertThat(plain).doesNotContain("fortMax").doesNotContain("works");
        assertThat(GitmStateCodec.decode(plain).cities().get("Fort Brown").fortress()).isEqualTo(Fortress.AS_MAPPED);
        CityHolding h = s.cities().get("Fort Brown");
        GitmState built = s.withCity("Fort Brown", h.withFortLevel(3).withFortress(new Fortress(
                java.util.OptionalInt.of(3), java.util.OptionalInt.of(4000),
                java.util.Optional.of(new Fortress.Works(4, 2, false)))));
        String text = GitmStateCodec.encode(built);
        assertThat(text).contains("\"fortMax\" : 3").contains("\"fortCapacity\" : 4000").contains("\"turnsLeft\" : 2");
        assertThat(GitmStateCodec.decode(text)).isEqualTo(built);
    }

    @Test
    @DisplayName("codec: a named map is stored by its name")
    void namedMapRoundTrip() {
        GitmState s = rich();
        GitmState named = new GitmState(s.title(), new MapRef.Named("1846"), 1, 0, s.states(), s.alliances(),
                s.cities(), s.unitsById(), s.roles());
        String text = GitmStateCodec.encode(named);
        assertThat(text).contains("\"ref\" : \"1846\"").doesNotContain("squares");
        assertThat(GitmStateCodec.decode(text)).isEqualTo(named);
    }

    @Test
    @DisplayName("codec: the same state always gives the same text, whatever order it was built in")
    void stableText() {
        GitmState s = rich();
        String text = GitmStateCodec.encode(s);
        assertThat(GitmStateCodec.encode(GitmStateCodec.decode(text))).isEqualTo(text);
        List<Unit> reversed = new ArrayList<>(s.units());
        Collections.reverse(reversed);
        SortedMap<UnitId, Unit> units = new TreeMap<>(Collections.reverseOrder());
        reversed.forEach(u -> units.put(u.id(), u));
        GitmState rebuilt = new GitmState(s.title(), s.map(), s.campaign(), s.turn(), s.states(), s.alliances(),
                s.cities(), units, s.roles());
        assertThat(GitmStateCodec.encode(rebuilt)).isEqualTo(text);
    }

    @Test
    @DisplayName("codec: keys are sorted, squares and ids are written as players write them")
    void readableLayout() {
        String text = GitmStateCodec.encode(rich());
        assertThat(text).startsWith("{\n  \"alliances\" : {").endsWith("}\n").doesNotContain("\r");
        assertThat(text.indexOf("\"campaign\"")).isLessThan(text.indexOf("\"cities\""));
        assertThat(text).contains("\"id\" : \"US7IN\"", "\"strategic\" : \"J9-V4\"", "\"tactical\" : \"7-7\"",
                "\"quality\" : \"good\"");
        assertThat(text.indexOf("\"US1AQ\"")).isLessThan(text.indexOf("\"US7IN\""));
        assertThat(text.indexOf("\"US7IN\"")).isLessThan(text.indexOf("\"MX1IN\""));
    }

    @Test
    void refusesForeignText() {
        assertThatThrownBy(() -> GitmStateCodec.decode("[]")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GitmStateCodec.decode("{\"format\": 99}")).hasMessageContaining("format 99");
        assertThatThrownBy(() -> GitmStateCodec.decode("{nope")).isInstanceOf(IllegalArgumentException.class);
    }
}

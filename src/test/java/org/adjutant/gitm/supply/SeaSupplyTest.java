package org.adjutant.gitm.supply;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.SuppliesSent;
import org.adjutant.gitm.event.SupplyMoveRefused;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Blockade;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Supplies by sea on the 1846 map and sea chart (GITM 10.6; docs/rules/naval.md sections 11-12): the sea lanes between
 * ports, the blockade, and a transport group's holds loaded at a port and emptied on a beach. The United States' War
 * Minister is {@code marcy}.
 */
class SeaSupplyTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final GitmRuleset RULESET = new GitmRuleset(new MapLibrary(HOME));
    private static final StrategicMap MAP = new MapLibrary(HOME).apply("1846").orElseThrow();
    private static final SeaChart CHART = MAP.sea().orElseThrow();
    private static final GitmState START = load();

    private static GitmState load() {
        try {
            Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
            return ((GitmState) RULESET.open(Files.readString(file, StandardCharsets.UTF_8), file.toString())
                    .state()).withTurn(1, 1);
        } catch (IOException | org.adjutant.ruleset.ScenarioException e) {
            throw new IllegalStateException(e);
        }
    }

    private static GitmState groupAt(GitmState s, Station at, int supplies) {
        Ship g = s.navy().ship("US1TR").orElseThrow();
        return s.withNavy(s.navy().with(g.at(at).withCargo(g.capacity(), supplies)));
    }

    private static Ship warship(String id, String state, Station at) {
        return new Ship(ShipId.of(id), id, state, 20, 170, 20, 0, 0, 24, 0, 0, at, "Alvarado");
    }

    private static TurnOutcome turn(GitmState s, String... marcy) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return RULESET.resolve(s, 1, orders, Map.of("marcy", List.of(marcy)), SeededDice.forTurn(9, 1));
    }

    private static List<String> arrival(GitmState s, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return RULESET.checkOffice(s, java.util.Set.of("minister:US"), java.util.Set.of(), body).problems().stream()
                .map(p -> p.reason()).toList();
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }

    @Test
    @DisplayName("GITM 10.6: ports on the same or adjacent sea areas are joined by sea (New Orleans to Galveston), ports"
            + " two areas apart are not on a campaign turn (New Orleans to Point Isabel), but are on a peace turn")
    void gitm_10_6_sea_areas() {
        assertThat(SeaSupply.lane(START, START.navy(), CHART, "New Orleans", "Mobile", "US", true)).hasValue(0);
        assertThat(SeaSupply.lane(START, START.navy(), CHART, "New Orleans", "Galveston", "US", true)).hasValue(1);
        assertThat(SeaSupply.lane(START, START.navy(), CHART, "New Orleans", "Point Isabel", "US", true)).isEmpty();
        assertThat(SeaSupply.lane(START, START.navy(), CHART, "New Orleans", "Point Isabel", "US", false)).isPresent();
    }

    @Test
    @DisplayName("GITM 10.6: enemy warships raiding in a sea area the supplies cross stop them when they outnumber the"
            + " sender's warships there")
    void gitm_10_6_raiders_and_convoys() {
        GitmState raided = START.withNavy(START.navy().with(warship("MX9SL", "MEX", new Station.Open("NGC"))));
        assertThat(SeaSupply.lane(raided, raided.navy(), CHART, "New Orleans", "Mobile", "US", true)).isEmpty();
        GitmState convoyed = raided.withNavy(raided.navy().with(warship("US9SL", "US", new Station.Open("NGC"))));
        assertThat(SeaSupply.lane(convoyed, convoyed.navy(), CHART, "New Orleans", "Mobile", "US", true)).hasValue(0);
    }

    @Test
    @DisplayName("designed (naval.md 12): Veracruz is blockaded against Mexico while the Home Squadron lies in its"
            + " waters; a Mexican warship there contests it; transport groups blockade nothing")
    void designed_blockade() {
        assertThat(Blockade.blockaded(START, START.navy(), CHART, "Veracruz", "MEX")).isTrue();
        assertThat(Blockade.blockaded(START, START.navy(), CHART, "Veracruz", "US")).isFalse();
        GitmState contested = START.withNavy(START.navy().with(warship("MX9SL", "MEX",
                new Station.Harbor("Veracruz"))));
        assertThat(Blockade.blockaded(contested, contested.navy(), CHART, "Veracruz", "MEX")).isFalse();
        GitmState prize = START.withNavy(START.navy().with(new Ship(ShipId.of("MX9TR"), "Prize", "MEX", 0, 0, 0, 0, 0,
                24, 1000, 0, new Station.Coastal("New Orleans"), "Alvarado")));
        assertThat(Blockade.blockaded(prize, prize.navy(), CHART, "New Orleans", "US")).isFalse();
    }

    @Test
    @DisplayName("GITM 10.6, designed (naval.md 11): the War Minister loads supplies from New Orleans into the"
            + " transports in its harbour; the city gives them, the holds take them")
    void gitm_10_6_load() {
        GitmState s = groupAt(START, new Station.Harbor("New Orleans"), 0);
        assertThat(arrival(s, "SEND 40 SUPPLIES FROM New Orleans TO US1TR")).isEmpty();
        TurnOutcome o = turn(s, "SEND 40 SUPPLIES FROM New Orleans TO US1TR");
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().ship("US1TR").orElseThrow().supplies()).isEqualTo(40);
        assertThat(events(o, SuppliesSent.class)).singleElement().satisfies(e -> assertThat(e.describe())
                .isEqualTo("40 supplies ordered by marcy went by sea from New Orleans to US1TR."));
    }

    @Test
    @DisplayName("designed (naval.md 11): off Veracruz the holds are emptied to a corps HQ on the beach, up to the 12 it"
            + " can carry (GITM 10.7); a port the enemy holds takes nothing, and the reply says why")
    void designed_unload_on_the_beach() {
        GitmState s = groupAt(START, new Station.Coastal("Veracruz"), 30)
                .withUnit(Unit.builder("US81CQ", "US").at("K4-Y6", "7-7").commander("c").deputy("d").supplies(2)
                        .men(300).build());
        assertThat(arrival(s, "SEND 30 SUPPLIES FROM US1TR TO US81CQ")).isEmpty();
        assertThat(arrival(s, "SEND 30 SUPPLIES FROM US1TR TO Veracruz")).singleElement().asString()
                .isEqualTo("Veracruz is held by MEX: supplies are loaded only from your own ports and landed only in"
                        + " your side's (GITM 10.6)");
        assertThat(arrival(s, "SEND 30 SUPPLIES FROM US1TR TO Mobile")).singleElement().asString()
                .startsWith("US1TR lies in the coastal waters of Veracruz, not in the harbour or coastal waters of Mobile");
        TurnOutcome o = turn(s, "SEND 30 SUPPLIES FROM US1TR TO US81CQ");
        GitmState after = (GitmState) o.next();
        // the HQ ate one of its two in the supply phase before the holds were emptied (GITM 10.7): 11 fit
        assertThat(after.navy().ship("US1TR").orElseThrow().supplies()).isEqualTo(19);
        assertThat(after.unit("US81CQ").orElseThrow().supplies()).isEqualTo(12);
        assertThat(events(o, SuppliesSent.class)).singleElement().satisfies(e -> {
            assertThat(e.sent()).isEqualTo(11);
            assertThat(e.to()).isEqualTo("US81CQ");
            assertThat(e.describe()).endsWith("US81CQ can carry no more (GITM 10.7).");
        });
    }

    @Test
    @DisplayName("GITM 10.6: a port blockaded against its holder neither loads nor lands supplies")
    void gitm_10_6_blockaded_port() {
        GitmState s = groupAt(START, new Station.Harbor("New Orleans"), 0);
        s = s.withNavy(s.navy().with(warship("MX9SL", "MEX", new Station.Coastal("New Orleans"))));
        assertThat(arrival(s, "SEND 10 SUPPLIES FROM New Orleans TO US1TR")).singleElement().asString()
                .startsWith("New Orleans is blockaded");
        TurnOutcome o = turn(s, "SEND 10 SUPPLIES FROM New Orleans TO US1TR");
        assertThat(events(o, SupplyMoveRefused.class)).singleElement().satisfies(e -> assertThat(e.reason())
                .startsWith("New Orleans is blockaded"));
        assertThat(((GitmState) o.next()).navy().ship("US1TR").orElseThrow().supplies()).isZero();
    }
}

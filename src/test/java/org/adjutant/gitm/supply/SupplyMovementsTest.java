package org.adjutant.gitm.supply;

import org.adjutant.gitm.combat.LabelledDice;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.SuppliesSent;
import org.adjutant.gitm.event.SupplyMoveRefused;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Readiness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 10.6, 10.3 (docs/rules/gitm-10-supply.md section 10): NE holds Monterrey, Saltillo five squares east by open
 * ground, and Tampico; Chihuahua (NE) lies 14 squares off; Laredo is held by the United States; MX1AQ is commanded by
 * arista, and NE's War Minister is the role minister-ne.
 */
class SupplyMovementsTest {
    private static Theatre theatre() {
        return Theatre.openGround("G0-V0", "H9-V6")
                .city("G1-V1", "Monterrey", "7-7", "NE")
                .city("G6-V1", "Saltillo", "7-7", "NE")
                .city("G1-V5", "Tampico", "7-7", "NE")
                .city("H5-V1", "Chihuahua", "7-7", "NE")
                .city("G3-V3", "Laredo", "7-7", "US")
                .unit("MX1AQ", "NE", "G1-V1", "7-7", b -> b.men(0).commander("arista").deputy("ampudia"));
    }

    private static GitmState state(Theatre t, Map<String, Integer> stores) {
        GitmState s = t.state().withState(new Polity("NE", "Northeast", Nation.MX, 0, "minister-ne"));
        for (var e : stores.entrySet()) {
            String owner = e.getKey().equals("Laredo") ? "US" : "NE";
            s = s.withCity(e.getKey(), new CityHolding(owner, e.getValue()));
        }
        return s;
    }

    private static TurnContext run(GitmState s, Map<String, List<String>> orders) {
        TurnContext t = new TurnContext(Board.of(s, s.map(n -> Optional.empty())), Map.of(), Map.of(),
                new DiceStreams(new LabelledDice()), TurnPlugins.standard()).withOfficeOrders(orders);
        new SupplyMovements().run(Phase.SUPPLY, t);
        return t;
    }

    private static int stock(TurnContext t, String city) {
        return t.board().holding(t.board().map().cities().filter(c -> c.name().equals(city)).findFirst()
                .orElseThrow()).supplies();
    }

    private static List<SuppliesSent> sent(TurnContext t) {
        return t.events().stream().filter(e -> e instanceof SuppliesSent).map(e -> (SuppliesSent) e).toList();
    }

    private static List<String> refusals(TurnContext t) {
        return t.events().stream().filter(e -> e instanceof SupplyMoveRefused).map(e -> ((SupplyMoveRefused) e)
                .reason()).toList();
    }

    @Test
    @DisplayName("GITM 10.6 worked: Monterrey holds 30 after this turn's draws; SEND 20 to Saltillo (5 squares of open line) -> 20 go overland, Monterrey 10, Saltillo +20")
    void gitm_10_6_send_overland() {
        TurnContext t = run(state(theatre(), Map.of("Monterrey", 30, "Saltillo", 20)),
                Map.of("minister-ne", List.of("SEND 20 SUPPLIES FROM Monterrey TO Saltillo")));
        assertThat(stock(t, "Monterrey")).isEqualTo(10);
        assertThat(stock(t, "Saltillo")).isEqualTo(40);
        SuppliesSent s = sent(t).get(0);
        assertThat(s.sent()).isEqualTo(20);
        assertThat(s.byLand()).isTrue();
        assertThat(s.note()).isEmpty();
        assertThat(s.visibility().observers()).containsExactly("minister:NE");
        assertThat(s.describe()).isEqualTo("20 supplies ordered by minister-ne went overland from Monterrey to"
                + " Saltillo.");
    }

    @Test
    @DisplayName("GITM 10.6 worked: SEND 40 from Monterrey holding 30 after the draws -> 30 go, with the reason")
    void gitm_10_6_send_reduced_to_stock() {
        TurnContext t = run(state(theatre(), Map.of("Monterrey", 30, "Saltillo", 20)),
                Map.of("minister-ne", List.of("SEND 40 SUPPLIES FROM Monterrey TO Saltillo")));
        SuppliesSent s = sent(t).get(0);
        assertThat(s.sent()).isEqualTo(30);
        assertThat(s.asked()).isEqualTo(40);
        assertThat(s.note()).isEqualTo("only 30 left in Monterrey after this turn's draws");
        assertThat(stock(t, "Monterrey")).isZero();
        assertThat(stock(t, "Saltillo")).isEqualTo(50);
    }

    @Test
    @DisplayName("GITM 10.6 worked: Tampico 100; arista (MX1AQ's commander) sends 30, then minister-ne 50 -> 30 of 50: a city sends 60 a turn, all offices together, the blocks in the order they arrived (sow.md 18.4)")
    void gitm_10_6_sixty_a_turn() {
        Map<String, List<String>> arrived = new java.util.LinkedHashMap<>();
        arrived.put("arista", List.of("SEND 30 SUPPLIES FROM Tampico TO Monterrey"));
        arrived.put("minister-ne", List.of("SEND 50 SUPPLIES FROM Tampico TO Monterrey"));
        TurnContext t = run(state(theatre(), Map.of("Tampico", 100, "Monterrey", 0)), arrived);
        List<SuppliesSent> s = sent(t);
        assertThat(s).extracting(SuppliesSent::role).containsExactly("arista", "minister-ne");
        assertThat(s).extracting(SuppliesSent::sent).containsExactly(30, 30);
        assertThat(s.get(1).note()).isEqualTo("Tampico may send 60 a turn (GITM 10.6)");
        assertThat(s.get(0).visibility().observers()).containsExactly("MX1AQ");
        assertThat(stock(t, "Tampico")).isEqualTo(40);
        assertThat(stock(t, "Monterrey")).isEqualTo(60);
        // the minister's block arrived first: his 50 go, arista's 30 find 10 of the city's 60 left
        Map<String, List<String>> otherWay = new java.util.LinkedHashMap<>();
        otherWay.put("minister-ne", arrived.get("minister-ne"));
        otherWay.put("arista", arrived.get("arista"));
        assertThat(sent(run(state(theatre(), Map.of("Tampico", 100, "Monterrey", 0)), otherWay)))
                .extracting(SuppliesSent::role, SuppliesSent::sent)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("minister-ne", 50),
                        org.assertj.core.groups.Tuple.tuple("arista", 10));
        TurnContext more = run(state(theatre(), Map.of("Tampico", 100, "Monterrey", 0)), Map.of(
                "minister-ne", List.of("SEND 60 SUPPLIES FROM Tampico TO Monterrey",
                        "SEND 5 SUPPLIES FROM Tampico TO Saltillo")));
        assertThat(refusals(more)).containsExactly("Tampico has already sent 60 supplies this turn (GITM 10.6)");
    }

    @Test
    @DisplayName("GITM 10.6 worked: supplies move once a turn: Saltillo 5 receives 20 from Monterrey and is ordered to send 20 back -> 5 go")
    void gitm_10_6_arrivals_cannot_be_sent_on() {
        TurnContext t = run(state(theatre(), Map.of("Monterrey", 30, "Saltillo", 5)), Map.of("minister-ne", List.of(
                "SEND 20 SUPPLIES FROM Monterrey TO Saltillo", "SEND 20 SUPPLIES FROM Saltillo TO Monterrey")));
        assertThat(sent(t)).extracting(SuppliesSent::sent).containsExactly(20, 5);
        assertThat(stock(t, "Saltillo")).isEqualTo(20);
        assertThat(stock(t, "Monterrey")).isEqualTo(15);
        assertThat(sent(t).get(1).note()).isEqualTo("only 5 left in Saltillo after this turn's draws");
    }

    @Test
    @DisplayName("GITM 10.6, 10.3, 10.2 worked: refused, with the reason, for a besieged destination, a city 14 squares off, an enemy-held inland town, a city with nothing left, and a commander whose army HQ was given to another")
    void gitm_10_6_refusals() {
        GitmState s = state(theatre(), Map.of("Monterrey", 30, "Saltillo", 20, "Laredo", 5, "Chihuahua", 10,
                "Tampico", 0));
        GitmState besieged = s.withCity("Saltillo", new CityHolding("NE", 20).withBesiegedSince(3));
        assertThat(refusals(run(besieged, Map.of("minister-ne", List.of(
                "SEND 20 SUPPLIES FROM Monterrey TO Saltillo")))))
                .containsExactly("Saltillo is besieged: no supplies move in or out (GITM 10.3)");
        assertThat(refusals(run(s, Map.of("minister-ne", List.of("SEND 20 SUPPLIES FROM Monterrey TO Chihuahua")))))
                .containsExactly("no line of contact of 10 squares or less from Monterrey to Chihuahua, and no sea"
                        + " lane between them (GITM 10.2, 10.6)");
        assertThat(refusals(run(s, Map.of("minister-ne", List.of("SEND 5 SUPPLIES FROM Monterrey TO Laredo")))))
                .containsExactly("no line of contact of 10 squares or less from Monterrey to Laredo, and no sea"
                        + " lane between them (GITM 10.2, 10.6)");
        assertThat(refusals(run(s, Map.of("minister-ne", List.of("SEND 5 SUPPLIES FROM Tampico TO Monterrey")))))
                .containsExactly("Tampico has no supplies left to send this turn (after this turn's draws and"
                        + " earlier orders)");
        assertThat(refusals(run(s, Map.of("minister-ne", List.of("SEND 5 SUPPLIES FROM Laredo TO Monterrey")))))
                .containsExactly("Laredo is controlled by US: supplies can be sent only from your own cities"
                        + " (GITM 10.6)");
        assertThat(refusals(run(s, Map.of("minister-ne", List.of("SEND 5 SUPPLIES FROM Monterrey TO Havana")))))
                .containsExactly("an off-map port's supplies go by sea only in a transport group's holds"
                        + " (docs/rules/naval.md section 11)");
        GitmState reassigned = state(theatre().unit("MX1AQ", "NE", "G1-V1", "7-7",
                b -> b.men(0).commander("torrejon").deputy("arista")), Map.of("Monterrey", 30));
        TurnContext t = run(reassigned, Map.of("arista", List.of("SEND 20 SUPPLIES FROM Monterrey TO Saltillo")));
        assertThat(refusals(t)).containsExactly("arista is no longer a War Minister and commands no army HQ, so may"
                + " not move supplies (GITM 10.6)");
        assertThat(stock(t, "Monterrey")).isEqualTo(30);
        GitmState inactive = state(theatre().unit("MX1AQ", "NE", "G1-V1", "7-7",
                b -> b.men(0).commander("arista").readiness(Readiness.INACTIVE)), Map.of("Monterrey", 30));
        assertThat(refusals(run(inactive, Map.of("arista", List.of("SEND 20 SUPPLIES FROM Monterrey TO Saltillo")))))
                .hasSize(1);
        TurnContext moved = run(besieged, Map.of("minister-ne", List.of("SEND 20 SUPPLIES FROM Saltillo TO Monterrey",
                "INACTIVATE MX1AQ")));
        assertThat(refusals(moved)).hasSize(1);
        assertThat(refusals(moved).get(0)).startsWith("Saltillo is besieged");
    }

    @Test
    @DisplayName("GITM 10.6, section 13: on a peace or truce turn any amount goes any distance (Chihuahua, 14 squares: 150 of Monterrey's 200)")
    void gitm_10_6_peace_turn() {
        GitmState s = state(theatre().turn(3), Map.of("Monterrey", 200, "Chihuahua", 0));
        s = s.withSettings(s.settings().withCalendar(
                new TurnCalendar(List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.PEACE)))));
        TurnContext t = run(s, Map.of("minister-ne", List.of("SEND 150 SUPPLIES FROM Monterrey TO Chihuahua")));
        assertThat(sent(t)).extracting(SuppliesSent::sent).containsExactly(150);
        assertThat(stock(t, "Chihuahua")).isEqualTo(150);
    }

    /** A coast: land on rows V0-V6, the Gulf on V7-V9, from A0 to E9; a second sea cut off in the north. */
    private static Theatre coast() {
        return Theatre.openGround("A0-V0", "E9-V6").block("A0-V7", "E9-V9", Terrain.WATER)
                .block("A0-U9", "E9-U9", Terrain.WATER)
                .port("A2-V6", "New Orleans", "7-7", "US")
                .port("B5-V6", "Point Isabel", "7-7", "US")
                .port("E8-V6", "Veracruz", "7-7", "US")
                .port("C0-V0", "San Francisco", "7-7", "US")
                .city("E0-V3", "Fort Jesup", "7-7", "US")
                .unit("US1IN", "US", "A2-V6", "7-7");
    }

    private static GitmState coastState(Map<String, Integer> stores) {
        GitmState s = coast().state();
        for (var e : stores.entrySet()) {
            s = s.withCity(e.getKey(), new CityHolding("US", e.getValue()));
        }
        return s;
    }

    @Test
    @DisplayName("GITM 10.6 worked: US sends 60 from New Orleans to Point Isabel, 13 squares away overland (beyond 10), by sea: 11 water steps (designed stand-in: at most 40)")
    void gitm_10_6_by_sea() {
        TurnContext t = run(coastState(Map.of("New Orleans", 80, "Point Isabel", 0)),
                Map.of("marcy", List.of("SEND 60 SUPPLIES FROM New Orleans TO Point Isabel")));
        SuppliesSent s = sent(t).get(0);
        assertThat(s.sent()).isEqualTo(60);
        assertThat(s.byLand()).isFalse();
        assertThat(s.describe()).contains("went by sea");
        assertThat(stock(t, "Point Isabel")).isEqualTo(60);
    }

    @Test
    @DisplayName("GITM 10.6 stand-in: 44 water steps are beyond the 40 of one move; an inland town has no sea lane; waters that never meet are not joined")
    void gitm_10_6_sea_limits() {
        GitmState s = coastState(Map.of("New Orleans", 80));
        assertThat(refusals(run(s, Map.of("marcy", List.of("SEND 10 SUPPLIES FROM New Orleans TO Veracruz")))))
                .hasSize(1);
        assertThat(refusals(run(s, Map.of("marcy", List.of("SEND 10 SUPPLIES FROM New Orleans TO Fort Jesup")))))
                .hasSize(1);
        assertThat(refusals(run(s, Map.of("marcy", List.of("SEND 10 SUPPLIES FROM New Orleans TO San Francisco")))))
                .hasSize(1);
        Board b = Board.of(s, s.map(n -> Optional.empty()));
        WaterBodies sea = new WaterBodies(org.adjutant.gitm.movement.Blockades.NONE);
        var city = (java.util.function.Function<String, org.adjutant.gitm.map.City>) name -> b.map().cities()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
        assertThat(sea.length(b, city.apply("New Orleans"), city.apply("Point Isabel"), 40)).hasValue(11);
        assertThat(sea.length(b, city.apply("New Orleans"), city.apply("Veracruz"), 100)).hasValue(44);
        assertThat(new WaterBodies(port -> port.name().equals("Point Isabel")).length(b, city.apply("New Orleans"),
                city.apply("Point Isabel"), 40)).isEmpty();
    }
}
